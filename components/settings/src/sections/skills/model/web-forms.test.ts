import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type LiveChatSettings, WidgetSettings } from '@omnicanal/api';
import type { FormDescriptor } from '@omnicanal/ui';
import * as v from 'valibot';
import { liveChatDescriptor, toLiveChat, toWidget, widgetDescriptor } from './web-forms.ts';

// The kit's own `formFields` comes with its stylesheets, which Node cannot load.
const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);

const valuesOf = (descriptor: ReturnType<typeof liveChatDescriptor>) =>
  Object.fromEntries(formFields(descriptor).map((field) => [field.name, field.value ?? '']));

describe('web chat and widget forms', () => {
  test('live chat comes back as saved; an empty delay is null, a typed one a number', () => {
    const saved: LiveChatSettings = {
      logo: 'https://cdn.example/logo.png',
      company_name: 'Demo',
      punchline: 'Hello',
      color: '#112233',
      auto_open_delay: null,
    };
    const values = valuesOf(liveChatDescriptor(saved));
    assert.deepEqual(toLiveChat(values), saved);
    assert.equal(toLiveChat({ ...values, auto_open_delay: '15' }).auto_open_delay, 15);
  });

  test('the widget comes back as saved and passes the shared schema; an empty logo is null', () => {
    const saved: WidgetSettings = {
      cta_text: 'Une question ?',
      force_cta_display: true,
      color: '#1f6feb',
      logo: null,
      offset_x: 10,
      offset_y: 20,
      position: 'left',
      title: 'Aide',
      subtitle: 'Réponse rapide',
      version: 1,
      ask_email: true,
    };
    const body = toWidget(valuesOf(widgetDescriptor(saved, (key) => key)));
    assert.deepEqual(body, saved);
    assert.ok(v.safeParse(WidgetSettings, body).success);
  });
});
