import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Channel, ChannelList } from '@omnicanal/api';
import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { insertChannel } from './repo.ts';

let server: TestServer;
let hosted: TestServer;
const tokens: Record<string, string> = {};
let foreignId: number;
const SUPPORT = 1;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/core${path}`, { ...init, token: tokens[who] });

const whatsapp = (extra: Record<string, unknown> = {}) => ({
  kind: 'whatsapp',
  name: `WhatsApp ${randomUUID().slice(0, 6)}`,
  skill: SUPPORT,
  settings: { phone_number: '+33 6 12 34 56 78' },
  secrets: { inbound_secret: 'a-long-enough-inbound-secret' },
  ...extra,
});

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const other = await createCompany(server.context.db, { name: 'Autre' });
  const otherSkill = await createSkill(server.context.db, other.id, 'Ailleurs');
  foreignId = (
    await insertChannel(server.context.db, other.id, {
      kind: 'sms',
      name: 'Leur SMS',
      skill_id: otherSkill,
      visible: true,
      status: 'active',
      status_detail: null,
      settings: { brand: 'Autre', service_id: 's1' },
      secrets: {},
    })
  ).id;
  const password = 'Autre-password-2026!';
  const stranger = await createUser(server.context.db, {
    companyId: other.id,
    email: `a-${randomUUID()}@autre.test`,
    password,
    firstName: 'A',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  Object.assign(tokens, { hostedManager: (await signInDemo(hosted, 'manager')).manager });
});
after(async () => {
  await server.stop();
  await hosted.stop();
});

describe('channels (core /channels)', () => {
  test('a manager reads every kind with its status; the web chat is active, the rest available', async () => {
    const list = await call('manager', '/channels/');
    assert.equal(list.status, 200);
    const body = list.body as unknown as ChannelList;
    assert.equal(body.kinds.length, 15);
    assert.equal(body.kinds.find((k) => k.kind === 'web')?.status, 'active');
    assert.equal(body.kinds.find((k) => k.kind === 'telegram')?.status, 'available');
    assert.ok(body.channels.some((c) => c.kind === 'web'));
    assert.ok(!body.channels.some((c) => c.name === 'Leur SMS'), 'another company’s channels stay hidden');
    assert.equal((await call('agent', '/channels/')).status, 403);
  });

  test('the hosted edition hides rcs, sms and both X kinds, and refuses changes', async () => {
    const list = await api(hosted.url, '/api/core/channels/', { token: tokens.hostedManager });
    const kinds = (list.body as unknown as ChannelList).kinds.map((k) => k.kind);
    assert.equal(kinds.length, 11);
    for (const hidden of ['rcs', 'sms', 'twitter_dm', 'twitter_comments'])
      assert.ok(!kinds.includes(hidden as never));
  });

  test('an admin adds a WhatsApp channel; its secret is answered as set, never shown', async () => {
    const created = await call('admin', '/channels/', { body: whatsapp() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const channel = created.body as unknown as Channel;
    assert.equal(channel.status, 'active');
    assert.equal(channel.provider, 'local');
    assert.deepEqual(channel.secrets, { inbound_secret: 'set' });
    assert.match(channel.inbound_url ?? '', new RegExp(`/api/channels/inbound/${channel.uuid}$`));
    assert.ok(!JSON.stringify(created.body).includes('a-long-enough-inbound-secret'));
    const stored = await server.context.db
      .selectFrom('channels')
      .select('secrets')
      .where('id', '=', channel.id)
      .executeTakeFirstOrThrow();
    assert.ok(!JSON.stringify(stored.secrets).includes('a-long-enough-inbound-secret'), 'encrypted at rest');
    // A change that leaves the secret out keeps it; switched off, the channel is not visible.
    const { secrets: _kept, ...withoutSecrets } = whatsapp({ visible: false });
    const changed = await call('admin', `/channels/${channel.id}`, {
      body: { ...withoutSecrets, name: 'WA' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((changed.body as unknown as Channel).status, 'not_visible');
    assert.deepEqual((changed.body as unknown as Channel).secrets, { inbound_secret: 'set' });
  });

  test('each kind’s validations answer per field', async () => {
    const bad = await call('admin', '/channels/', {
      body: whatsapp({
        settings: {
          phone_number: '+33612345678',
          plan: 'full',
          business: {
            name: 'Acme',
            description: 'x'.repeat(257),
            logo: 'https://acme.test/logo.png',
            city: 'Lyon',
            country: 'FR',
            email: 'boss@gmail.com',
            phone_number: '+33612345678',
            address: '1 rue',
            postal_code: '69001',
            business_manager_id: '42',
          },
        },
      }),
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body['settings.business.description'], ['too_long']);
    assert.deepEqual(bad.body['settings.business.email'], ['free_mailbox']);
    const web = await call('admin', '/channels/', {
      body: {
        kind: 'web',
        name: 'Site',
        skill: SUPPORT,
        settings: { logo: '', company_name: '', punchline: 'p', color: 'red' },
      },
    });
    assert.equal(web.status, 400);
    assert.ok((web.body['settings.logo'] as string[]).includes('required'));
    assert.deepEqual(web.body['settings.company_name'], ['required']);
    assert.deepEqual(web.body['settings.color'], ['invalid']);
    const telegram = await call('admin', '/channels/', {
      body: {
        kind: 'telegram',
        name: 'Bot',
        skill: SUPPORT,
        secrets: { inbound_secret: 'a-long-enough-inbound-secret' },
      },
    });
    assert.equal(telegram.status, 400);
    assert.deepEqual(telegram.body['secrets.token'], ['required']);
    const instagram = await call('admin', '/channels/', {
      body: {
        kind: 'instagram_dm',
        name: 'Insta',
        skill: SUPPORT,
        settings: { account_id: 'ig1', followers: 500, eligible: true },
        secrets: { inbound_secret: 'a-long-enough-inbound-secret' },
      },
    });
    assert.deepEqual(instagram.body['settings.account_id'], ['instagram_not_eligible']);
    // The demo company has no plan: full WhatsApp needs Essential, Pro or Enterprise.
    const full = await call('admin', '/channels/', {
      body: whatsapp({
        settings: {
          phone_number: '+33612345678',
          plan: 'full',
          business: {
            name: 'Acme',
            description: 'We sell',
            logo: 'https://acme.test/logo.png',
            city: 'Lyon',
            country: 'FR',
            email: 'boss@acme.test',
            phone_number: '+33612345678',
            address: '1 rue',
            postal_code: '69001',
            business_manager_id: '42',
          },
        },
      }),
    });
    assert.deepEqual(full.body['settings.plan'], ['whatsapp_full_plan_required']);
  });

  test('a Google reviews location is linked to one channel only', async () => {
    const body = {
      kind: 'google_reviews',
      name: 'Avis',
      skill: SUPPORT,
      settings: { location: 'places/123' },
    };
    assert.equal((await call('admin', '/channels/', { body })).status, 201);
    const again = await call('admin', '/channels/', { body: { ...body, name: 'Avis 2' } });
    assert.equal(again.status, 400);
    assert.deepEqual(again.body['settings.location'], ['location_already_linked']);
  });

  test('managers cannot change channels; nobody reaches another company’s', async () => {
    assert.equal((await call('manager', '/channels/', { body: whatsapp() })).status, 403);
    assert.equal((await call('admin', `/channels/${foreignId}`, { body: whatsapp() })).status, 404);
    assert.equal((await call('admin', `/channels/${foreignId}`, { method: 'DELETE' })).status, 404);
    assert.equal((await call('stranger', '/channels/?code=whatsapp', { method: 'DELETE' })).status, 404);
  });

  test('an admin deletes a channel, or every channel of a kind', async () => {
    const one = (await call('admin', '/channels/', { body: whatsapp() })).body as unknown as Channel;
    await call('admin', '/channels/', { body: whatsapp() });
    assert.equal((await call('manager', `/channels/${one.id}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('admin', `/channels/${one.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', '/channels/?code=whatsapp', { method: 'DELETE' })).status, 204);
    const list = (await call('manager', '/channels/')).body as unknown as ChannelList;
    assert.equal(list.kinds.find((k) => k.kind === 'whatsapp')?.status, 'available');
    assert.equal((await call('admin', '/channels/?code=nope', { method: 'DELETE' })).status, 400);
  });
});
