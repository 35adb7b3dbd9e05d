import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Role } from '@omnicanal/core';
import { reasonDescriptor, toReasonInput } from '../sections/contact-reasons/model/reason-form.ts';
import { namesOf, scopeFields, showsSubaccounts, toScope } from './scope-fields.ts';

const SKILLS = [
  { id: 1, name: 'Support' },
  { id: 2, name: 'Ventes' },
];

test('the scope fields: skills always, sub-accounts only when offered; unknown ids stay chosen', () => {
  const item = { skills: [2, 9], subaccounts: [4] };
  const without = scopeFields(item, SKILLS, null);
  assert.deepEqual(
    without.map((f) => f.name),
    ['skills'],
  );
  assert.deepEqual(without[0]?.value, ['2', '9']);
  assert.deepEqual(
    without[0]?.options?.map((o) => ('value' in o ? `${o.value}:${o.text}` : '')),
    ['1:Support', '2:Ventes', '9:#9'],
  );
  const withSub = scopeFields(item, SKILLS, [{ id: 4, name: 'Boutique' }]);
  assert.deepEqual(
    withSub.map((f) => f.name),
    ['skills', 'subaccounts'],
  );
  assert.deepEqual(withSub[1]?.value, ['4']);
});

test('toScope: ids from the values; sub-accounts not in the form are kept', () => {
  assert.deepEqual(toScope({ skills: ['1', 'x', '0'], subaccounts: [] }, { skills: [2], subaccounts: [4] }), {
    skills: [1],
    subaccounts: [],
  });
  assert.deepEqual(toScope({ skills: [] }, { skills: [2], subaccounts: [4] }), {
    skills: [],
    subaccounts: [4],
  });
  assert.deepEqual(toScope({}, null), { skills: [], subaccounts: [] });
});

test('a contact reason form: a required label of at most 128 characters, trimmed when sent', () => {
  const [label] = reasonDescriptor(null, SKILLS, null).fieldsets[0]?.fields ?? [];
  assert.equal(label?.required, true);
  assert.equal(label?.max_length, 128);
  assert.deepEqual(toReasonInput({ label: '  Facture ', skills: ['2'] }, null), {
    label: 'Facture',
    skills: [2],
    subaccounts: [],
  });
});

test('names for a list cell, and when sub-accounts are offered', () => {
  assert.equal(namesOf([2, 7], SKILLS), 'Ventes, #7');
  const customer = (max_skills: number) => ({ offer_desc: { max_skills } });
  const cases: [ReturnType<typeof customer> | null, Role | undefined, boolean][] = [
    [customer(1), 'admin', false],
    [customer(3), 'admin', true],
    [customer(3), 'owner', true],
    [null, 'admin', true],
    [customer(3), 'manager', false],
    [customer(3), undefined, false],
  ];
  for (const [c, role, shown] of cases)
    assert.equal(showsSubaccounts(c, role), shown, `${role} ${JSON.stringify(c)}`);
});
