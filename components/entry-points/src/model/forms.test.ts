import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type EntryPoint, EntryPointInput, EntryPointWidget } from '@omnicanal/api';
import type { FormDescriptor } from '@omnicanal/ui';
import * as v from 'valibot';
import { entryPointDescriptor, toEntryPointInput } from './entry-point-form.ts';
import { cleanButton, moved, toMenuInput } from './menu-form.ts';
import { toWidget, widgetDescriptor } from './widget-form.ts';

const t = (key: string) => key;
const stored: EntryPoint = {
  id: 3,
  name: 'Widget du site',
  type: 'widget',
  skill: 1,
  calendar_id: null,
  channels: ['web'],
  trees: [{ channel: 'web', calendar_id: null, tree_identifier: 'accueil' }],
  auto_open_delay: 5,
  max_open_events: null,
  session_ttl_hours: 24,
  ip_allowlist: ['10.0.0.0/8'],
  ip_denylist: [],
  website_domains: [],
  display_mode: 'embedded',
  html_root: '',
  icon: null,
  navbar: [{ tree: 'faq', label: 'FAQ', css_class: '', calendar_id: null }],
  menu_buttons: [],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
};
/** Every field of a form (the kit's `formFields`, whose package needs a browser). */
const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);
const valuesOf = (fields: ReturnType<typeof formFields>) =>
  Object.fromEntries(fields.map((f) => [f.name, f.value ?? '']));

describe('the messaging form', () => {
  test('spec 001 §3: on edit the type is shown but cannot be changed', () => {
    const type = formFields(entryPointDescriptor(stored, [], [], t)).find((f) => f.name === 'type');
    assert.equal(type?.disabled, true);
    assert.equal(type?.value, 'widget');
    const fresh = formFields(entryPointDescriptor(null, [], [], t)).find((f) => f.name === 'type');
    assert.equal(fresh?.disabled, false);
  });

  test('the stored entry point read back unchanged makes a valid body, keeping what the form does not edit', () => {
    const fields = formFields(entryPointDescriptor(stored, [{ id: 1, name: 'Support' }], [], t));
    const values = valuesOf(fields);
    // A disabled type is not sent by the form: the stored one is.
    delete values.type;
    const body = toEntryPointInput(values, stored.trees, stored);
    const { id: _i, created_at: _c, updated_at: _u, ...expected } = stored;
    assert.deepEqual(body, expected);
    assert.ok(v.is(EntryPointInput, body));
  });

  test('the website domains are asked of the types that run on a website only, and kept for the others', () => {
    const names = (entryPoint: EntryPoint | null) =>
      formFields(entryPointDescriptor(entryPoint, [], [], t)).map((f) => f.name);
    assert.ok(names(null).includes('website_domains'), 'a new entry point may still become a widget');
    assert.ok(names(stored).includes('website_domains'));
    const menu: EntryPoint = {
      ...stored,
      type: 'messenger_menu',
      website_domains: ['https://ancien.example'],
    };
    assert.ok(!names(menu).includes('website_domains'));
    const values = valuesOf(formFields(entryPointDescriptor(menu, [], [], t)));
    delete values.type;
    assert.deepEqual(toEntryPointInput(values, [], menu).website_domains, ['https://ancien.example']);
  });

  test('empty numbers mean off or unlimited (spec 001 §9), an empty icon is none', () => {
    const body = toEntryPointInput(
      {
        name: 'Lien',
        type: 'url',
        skill: '2',
        channels: ['whatsapp'],
        auto_open_delay: '',
        session_ttl_hours: '',
        icon: '',
      },
      [],
      null,
    );
    assert.equal(body.type, 'url');
    assert.equal(body.skill, 2);
    assert.equal(body.auto_open_delay, null);
    assert.equal(body.session_ttl_hours, null);
    assert.equal(body.icon, null);
    assert.deepEqual(body.navbar, []);
  });
});

describe('the widget customisation form', () => {
  test('the saved widget read back is the same body', () => {
    const widget = v.parse(EntryPointWidget, {
      color: '#ff8800',
      cta_text: 'Une question ?',
      version: 1,
      powered_by: false,
    });
    const values = valuesOf(formFields(widgetDescriptor(widget, t)));
    assert.deepEqual(toWidget(values), widget);
  });
});

describe('the Messenger menu form', () => {
  test('a button keeps only the target of its type', () => {
    assert.deepEqual(cleanButton({ text: ' Site ', type: 'web_url', tree: 'x', url: 'https://a.test' }), {
      text: 'Site',
      type: 'web_url',
      tree: null,
      url: 'https://a.test',
    });
    assert.deepEqual(
      toMenuInput({ name: 'M', skill: '1' }, [{ text: 'A', type: 'postback', tree: 't', url: 'u' }]),
      {
        name: 'M',
        skill: 1,
        buttons: [{ text: 'A', type: 'postback', tree: 't', url: null }],
      },
    );
  });

  test('buttons move up and down, not past the ends', () => {
    assert.deepEqual(moved(['a', 'b', 'c'], 1, -1), ['b', 'a', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 1, 1), ['a', 'c', 'b']);
    assert.deepEqual(moved(['a', 'b'], 0, -1), ['a', 'b']);
  });
});
