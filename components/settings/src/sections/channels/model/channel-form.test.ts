import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { channelDescriptor, onChannelFields, toChannelInput } from './channel-form.ts';

const words = (key: string) => `«${key}»`;

test('a stored secret is not required and says it is kept; a missing one is required', () => {
  const form = channelDescriptor('telegram', null, [{ id: 1, name: 'Support' }], words);
  const secrets = form.fieldsets.at(-1)?.fields ?? [];
  assert.deepEqual(
    secrets.map((f) => [f.name, f.kind, f.required]),
    [
      ['secrets.inbound_secret', 'password', true],
      ['secrets.token', 'password', true],
    ],
  );
  const stored = channelDescriptor(
    'telegram',
    {
      id: 2,
      uuid: 'u',
      kind: 'telegram',
      name: 'Bot',
      skill: 1,
      visible: true,
      status: 'active',
      provider: 'local',
      status_detail: null,
      settings: {},
      secrets: { inbound_secret: 'set', token: 'set' },
      inbound_url: null,
      created_at: '2026-01-01T00:00:00Z',
    },
    [{ id: 1, name: 'Support' }],
    words,
  );
  const kept = stored.fieldsets.at(-1)?.fields ?? [];
  assert.ok(
    kept.every((f) => !f.required && f.helper === 'settings-channels:form.secret_kept' && f.value === ''),
  );
});

test('the values become the kind’s shape: dotted paths nested, numbers, secrets only when typed', () => {
  assert.deepEqual(
    toChannelInput('instagram_dm', {
      name: 'Insta',
      skill: '2',
      visible: false,
      'settings.account_id': 'ig1',
      'settings.followers': '1500',
      'settings.eligible': true,
      'secrets.inbound_secret': '',
    }),
    {
      kind: 'instagram_dm',
      name: 'Insta',
      skill: 2,
      visible: false,
      settings: { account_id: 'ig1', followers: 1500, eligible: true },
      secrets: {},
    },
  );
  const free = toChannelInput('whatsapp', {
    name: 'WA',
    skill: '1',
    visible: true,
    'settings.phone_number': '+33612345678',
    'settings.plan': 'free',
    'settings.business.name': 'Acme',
    'secrets.inbound_secret': 'a-long-enough-secret',
  });
  // The business profile is the full plan's only.
  assert.deepEqual(free.settings, { phone_number: '+33612345678', plan: 'free', business: null });
  assert.deepEqual(free.secrets, { inbound_secret: 'a-long-enough-secret' });
});

test("the channels' own refusal codes become words; the catalogue's are left to the kit", () => {
  const error = new ApiRequestError({
    status: 400,
    code: 'invalid_payload',
    fields: { 'settings.business.email': ['free_mailbox'], name: ['required'] },
    general: [],
  });
  const mapped = onChannelFields(error, words) as ApiRequestError;
  assert.deepEqual(mapped.error.fields, {
    'settings.business.email': ['«settings-channels:errors.free_mailbox»'],
    name: ['required'],
  });
});
