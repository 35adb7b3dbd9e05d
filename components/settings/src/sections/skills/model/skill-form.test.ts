import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SkillInput, type SkillSettings } from '@omnicanal/api';
import type { FormDescriptor } from '@omnicanal/ui';
import * as v from 'valibot';
import { skillDescriptor, toSkillInput } from './skill-form.ts';

// The kit's own `formFields` comes with its stylesheets, which Node cannot load.
const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);

const t = (key: string) => `«${key}»`;

const SKILL: SkillSettings = {
  id: 4,
  name: 'Support',
  auto_allocation: true,
  messages: {
    welcome: 'Bonjour',
    waiting: '',
    online: '',
    offline: 'Fermé',
    full: '',
    pause: '',
    takeover: '',
    agent_notification: '',
  },
  screensharing: { cobrowsing: true, mirroring: false },
  translation: { bot: false, agent_console: true },
  services: [{ kind: 'bot' }, { kind: 'webivr' }],
  calendar: null,
};

const valuesOf = (skill: SkillSettings | null) =>
  Object.fromEntries(formFields(skillDescriptor(skill, t)).map((field) => [field.name, field.value ?? '']));

describe('skill form', () => {
  test('field names are the dotted paths the server names in its errors', () => {
    const names = formFields(skillDescriptor(null, t)).map((field) => field.name);
    assert.deepEqual(names, [
      'name',
      'auto_allocation',
      'messages.welcome',
      'messages.waiting',
      'messages.online',
      'messages.offline',
      'messages.full',
      'messages.pause',
      'messages.takeover',
      'messages.agent_notification',
      'screensharing.cobrowsing',
      'screensharing.mirroring',
      'translation.bot',
      'translation.agent_console',
      'services',
    ]);
  });

  test('a stored skill fills the form and comes back unchanged', () => {
    const { id: _id, calendar: _calendar, ...rest } = SKILL;
    assert.deepEqual(toSkillInput(valuesOf(SKILL)), rest);
  });

  test('a new skill starts empty and off, and its body passes the shared schema', () => {
    const values = { ...valuesOf(null), name: '  Ventes ', 'messages.welcome': ' Salut ' };
    const body = toSkillInput(values);
    assert.equal(body.name, 'Ventes');
    assert.equal(body.auto_allocation, false);
    assert.equal(body.messages.welcome, 'Salut');
    assert.deepEqual(body.services, []);
    assert.ok(v.safeParse(SkillInput, body).success);
  });

  test('service choices are worded by the translation given', () => {
    const services = formFields(skillDescriptor(null, t)).find((field) => field.name === 'services');
    assert.deepEqual(services?.options?.[0], { text: '«settings-skills:services.bot»', value: 'bot' });
  });
});
