import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Skill } from '@omnicanal/api';
import type { FormDescriptor } from '@omnicanal/ui';
import { setDescriptor, skillNames, toSetInput } from './set-form.ts';

// The kit's own `formFields` comes with its stylesheets, which Node cannot load.
const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);

const SKILLS: Skill[] = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: true, services: [] },
];

describe('skill group and sub-account form', () => {
  test('a stored item fills the form; a skill the directory lacks stays chosen', () => {
    const [name, skills] = formFields(setDescriptor({ id: 3, name: 'Nord', skills: [2, 9] }, SKILLS));
    assert.equal(name?.value, 'Nord');
    assert.deepEqual(skills?.value, ['2', '9']);
    assert.deepEqual(
      skills?.options?.map((option) => ('value' in option ? option.value : '')),
      ['1', '2', '9'],
    );
    assert.equal(skills?.kind, 'multiselect');
  });

  test('values become the body: trimmed name, skill ids as numbers', () => {
    assert.deepEqual(toSetInput({ name: ' Nord ', skills: ['2', '1'] }), { name: 'Nord', skills: [2, 1] });
    assert.deepEqual(toSetInput({ name: '', skills: [] }), { name: '', skills: [] });
  });

  test('list cells name the skills, unknown ones by number', () => {
    assert.deepEqual(skillNames([2, 7], SKILLS), ['Ventes', '#7']);
  });
});
