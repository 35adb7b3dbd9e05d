import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { externalViewsRoute, toViewInput, viewDescriptor } from './view-form.ts';

describe('external view form', () => {
  const routes: [string | undefined, ReturnType<typeof externalViewsRoute>][] = [
    [undefined, { screen: 'list' }],
    ['', { screen: 'list' }],
    ['add', { screen: 'add' }],
    ['12', { screen: 'edit', id: 12 }],
    ['-3', { screen: 'list' }],
    ['abc', { screen: 'list' }],
  ];
  for (const [item, route] of routes)
    test(`item ${JSON.stringify(item)} shows ${route.screen}`, () => {
      assert.deepEqual(externalViewsRoute(item), route);
    });

  test('no skill chosen means every skill', () => {
    assert.deepEqual(toViewInput({ label: ' CRM ', url: 'https://crm.example/', icon: '', skill: '' }), {
      label: 'CRM',
      url: 'https://crm.example/',
      icon: '',
      skill: null,
    });
    assert.equal(toViewInput({ label: 'CRM', url: 'https://crm.example/', icon: '', skill: '2' }).skill, 2);
  });

  test('an existing view fills the form, its skill chosen', () => {
    const view = { id: 4, label: 'CRM', icon: 'crm', url: 'https://crm.example/', skill: 2 };
    const fields = viewDescriptor(view, [{ id: 2, name: 'Sales', auto_allocation: false, services: [] }])
      .fieldsets[0]?.fields;
    assert.deepEqual(
      fields?.map((field) => field.value),
      ['CRM', 'https://crm.example/', 'crm', '2'],
    );
  });
});
