import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldOption } from '@omnicanal/ui';
import { sourceOf, surveyDescriptor, toSurveyInput } from './survey-form.ts';

const values = {
  label: ' Après ',
  text: 'Votre avis : {{url}}',
  url: 'https://avis.example/s',
  account_id: '8',
  force_send: true,
  skills: ['1'],
};

describe('survey form: where the answer link leads', () => {
  test('only the chosen source is sent', () => {
    const sent = (source: string) => {
      const input = toSurveyInput({ ...values, source });
      return [input.url, input.account_id];
    };
    assert.deepEqual(sent('page'), ['', null]);
    assert.deepEqual(sent('link'), ['https://avis.example/s', null]);
    assert.deepEqual(sent('account'), ['', 8]);
    // An account chosen with none selected goes as 0, which the server refuses under the field.
    assert.equal(toSurveyInput({ ...values, source: 'account', account_id: '' }).account_id, 0);
  });

  test('a saved survey opens on its source', () => {
    const base = { id: 1, label: 'A', text: 'x', force_send: false, skills: [], subaccounts: [] };
    assert.equal(sourceOf(null), 'page');
    assert.equal(sourceOf({ ...base, url: '', account_id: null }), 'page');
    assert.equal(sourceOf({ ...base, url: 'https://a.example', account_id: null }), 'link');
    assert.equal(sourceOf({ ...base, url: '', account_id: 3 }), 'account');
  });

  test('the account choice is offered only when the company has a satisfaction account', () => {
    const t = (key: string) => key;
    const fields = (accounts: { id: number; name: string }[]) =>
      surveyDescriptor(null, [], [], accounts, t).fieldsets.flatMap((f) => f.fields);
    const none = fields([]);
    const source = none.find((f) => f.name === 'source');
    const account = source?.options?.find((o): o is FieldOption => 'value' in o && o.value === 'account');
    assert.equal(account?.disabled, true);
    assert.equal(
      none.some((f) => f.name === 'account_id'),
      false,
    );
    const one = fields([{ id: 8, name: 'Avis (Goodays)' }]);
    assert.equal(one.find((f) => f.name === 'account_id')?.value, '8', 'the first account is preselected');
  });
});
