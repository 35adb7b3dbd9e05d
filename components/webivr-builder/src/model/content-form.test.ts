import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { WebivrForm } from '@omnicanal/api';
import {
  draftOf,
  draftProblems,
  emptyChoice,
  emptyField,
  headersOf,
  moved,
  toFormBody,
} from './content-form.ts';

const FORM: WebivrForm = {
  id: 4,
  label: 'Rappel',
  skill: 2,
  notification_emails: ['a@demo.test', 'b@demo.test'],
  button_label: 'Envoyer',
  api_url: 'https://example.test/hook',
  api_method: 'PUT',
  api_headers: { 'X-Token': 'abc' },
  api_body: '{}',
  fields: [
    {
      kind: 'radio',
      label: 'Sujet',
      identifier: 'topic',
      order: 1,
      required: true,
      validation: '',
      weight: 3,
      use_weight: true,
      placeholder: '',
      choices: [
        { label: 'B', value: 'b', order: 1, weight: 2 },
        { label: 'A', value: 'a', order: 0, weight: 1 },
      ],
    },
    {
      kind: 'email',
      label: 'E-mail',
      identifier: 'email',
      order: 0,
      required: false,
      validation: '',
      weight: 0,
      use_weight: false,
      placeholder: 'vous@exemple.fr',
      choices: [],
    },
  ],
  updated_at: '2026-11-20T09:00:00.000Z',
};

describe('web IVR form editor model', () => {
  test('a stored form reads back in its order and saves the same', () => {
    const draft = draftOf(FORM);
    assert.deepEqual(
      draft.fields.map((f) => f.identifier),
      ['email', 'topic'],
    );
    assert.deepEqual(
      draft.fields[1]?.choices.map((c) => c.label),
      ['A', 'B'],
    );
    assert.equal(draft.api_headers, 'X-Token: abc');
    const body = toFormBody(draft);
    assert.deepEqual(body.api_headers, { 'X-Token': 'abc' });
    assert.deepEqual(body.notification_emails, ['a@demo.test', 'b@demo.test']);
    assert.deepEqual(
      body.fields.map((f) => [f.identifier, f.order, f.weight]),
      [
        ['email', 0, 0],
        ['topic', 1, 3],
      ],
    );
    assert.deepEqual(body.fields[1]?.choices, [
      { label: 'A', value: 'a', order: 0, weight: 1 },
      { label: 'B', value: 'b', order: 1, weight: 2 },
    ]);
  });

  test('moving a field or a choice changes its order; the ends stay put', () => {
    assert.deepEqual(moved(['a', 'b', 'c'], 2, -1), ['a', 'c', 'b']);
    assert.deepEqual(moved(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 2, 1), ['a', 'b', 'c']);
  });

  test('weights are whole numbers, 0 when unused; choices only for the kinds that have them', () => {
    const field = {
      ...emptyField(0),
      kind: 'select' as const,
      label: 'Choix',
      use_weight: true,
      weight: '2.5',
    };
    field.choices = [{ ...emptyChoice(), label: 'Un', weight: 'x' }];
    const draft = { ...draftOf(null), label: 'F', fields: [field] };
    assert.deepEqual(draftProblems(draft), {
      'fields.0.weight': ['invalid'],
      'fields.0.choices.0.weight': ['invalid'],
    });
    const unused = { ...draft, fields: [{ ...field, use_weight: false }] };
    assert.deepEqual(draftProblems(unused), {});
    const body = toFormBody(unused);
    assert.equal(body.fields[0]?.weight, 0);
    assert.equal(body.fields[0]?.choices[0]?.weight, 0);
    const text = toFormBody({ ...draft, fields: [{ ...field, kind: 'text', use_weight: false }] });
    assert.deepEqual(text.fields[0]?.choices, []);
  });

  test('headers are read one "Name: value" a line', () => {
    assert.deepEqual(headersOf('A: 1\n\n B : x:y \nC'), { A: '1', B: 'x:y', C: '' });
  });
});
