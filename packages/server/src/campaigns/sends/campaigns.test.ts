import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type {
  Campaign,
  CampaignPage,
  CampaignRecipientPage,
  Channel,
  ContactList,
  Template,
  WebivrLink,
} from '@omnicanal/api';
import { sql } from 'kysely';
import { companyZone } from '../../billing/quotas.ts';
import { LOCAL_READ_AFTER_MS } from '../../channels/providers/local.ts';
import { SIGNATURE_HEADER, signBody } from '../../channels/providers/signature.ts';
import { createCompany, createUser } from '../../core/repo.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { uploadCsv } from '../../test/csv-upload.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import { startSend } from './engine.ts';

const REVIEW_MS = 1_000;
const SECRET = 'campaign-inbound-secret-2026';
let server: TestServer;
let hosted: TestServer;
let now = Date.parse('2026-03-16T08:00:00Z');
const tokens: Record<string, string> = {};
let channel: Channel;
let template: Template;
let audience: ContactList;
let second: ContactList;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/campaigns${path}`, { ...init, token: tokens[who] });
const db = () => server.context.db;

/** A pass of the engine, then of the outbox (twice: the local provider delivers on the next pass), then the engine again. */
async function deliverAll() {
  await server.context.campaigns.tick();
  await server.context.channelOutbox.tick();
  // The local provider's delivery report is due a moment after the send.
  now += 1_000;
  await server.context.channelOutbox.tick();
  await server.context.campaigns.tick();
}

const campaignInput = (extra: Record<string, unknown> = {}) => ({
  name: `Relance ${randomUUID().slice(0, 6)}`,
  type: 'whatsapp',
  template: template.id,
  contact_lists: [audience.id, second.id],
  skill: 2,
  variables: { '1': { source: 'audience', column: 'prenom' } },
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const created = await call('manager', '/campaigns', { body: campaignInput(extra) });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body as unknown as Campaign;
};
const read = async (id: number) => (await call('manager', `/campaigns/${id}`)).body as unknown as Campaign;
const outboundTo = (campaignId: number) =>
  db()
    .selectFrom('campaign_recipients as r')
    .innerJoin('channel_messages as m', 'm.id', 'r.channel_message_id')
    .select(['r.external_id', 'm.content', 'm.status', 'm.template'])
    .where('r.campaign_id', '=', campaignId)
    .orderBy('r.external_id')
    .execute();

before(async () => {
  server = await startTestServer({
    roomTimerTickMs: 0,
    channelOutboxTickMs: 0,
    campaignTickMs: 0,
    clock: () => now,
    templateReviewMs: REVIEW_MS,
  });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const created = await api(server.url, '/api/core/channels/', {
    token: tokens.admin,
    body: {
      kind: 'whatsapp',
      name: 'WhatsApp Boutique',
      skill: 1,
      settings: { phone_number: '+33 1 23 45 67 89' },
      secrets: { inbound_secret: SECRET },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  channel = created.body as unknown as Channel;

  const saved = await call('manager', '/templates/tyntec-wa', {
    body: {
      name: 'relance_panier',
      category: 'MARKETING',
      language: 'fr',
      channel_account: channel.id,
      body: { type: 'text', text: 'Bonjour {{1}}, votre panier vous attend.' },
      examples: { '1': 'Camille' },
    },
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  await call('manager', `/templates/tyntec-wa/${(saved.body as unknown as Template).id}/submit`, {
    method: 'POST',
  });
  now += REVIEW_MS;
  template = (await call('manager', `/templates/${(saved.body as unknown as Template).id}`))
    .body as unknown as Template;
  assert.equal(template.status, 'VALIDATED');

  const manual = async (name: string, contacts: unknown[]) => {
    const list = await call('manager', '/contacts/lists', {
      body: { name, kind: 'PHONE_NUMBER', language: 'fr', source: 'manual', contacts },
    });
    assert.equal(list.status, 201, JSON.stringify(list.body));
    return list.body as unknown as ContactList;
  };
  audience = await manual('Clients fidèles', [
    { external_id: '06 11 11 11 11', extra: { prenom: 'Camille', ville: 'Lyon' } },
    { external_id: '+33622222222', extra: { prenom: 'Dominique', ville: 'Paris' } },
  ]);
  // The same person in another audience, written another way: one message.
  second = await manual('Nouveaux clients', [
    { external_id: '0622222222', extra: { prenom: 'Dominique', ville: 'Paris' } },
    { external_id: '0633333333', extra: { prenom: 'Eden', ville: 'Lyon' } },
  ]);

  const other = await createCompany(db(), { name: 'Autre' });
  const password = 'Autre-password-2026!';
  const stranger = await createUser(db(), {
    companyId: other.id,
    email: `m-${randomUUID()}@autre.test`,
    password,
    firstName: 'M',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  tokens.hostedManager = (await signInDemo(hosted, 'manager')).manager;
});
after(async () => {
  await server.stop();
  await hosted.stop();
});

describe('who may use campaigns', () => {
  test('managers and above; agents are refused, the hosted edition has none, a stranger sees nothing', async () => {
    const campaign = await create();
    assert.equal((await call('agent', '/campaigns')).status, 403);
    assert.equal((await call('agent', '/campaigns', { body: campaignInput() })).status, 403);
    assert.equal((await api(server.url, '/api/campaigns/campaigns')).status, 401);
    assert.equal(
      (await api(hosted.url, '/api/campaigns/campaigns', { token: tokens.hostedManager })).status,
      404,
    );
    const theirs = (await call('stranger', '/campaigns')).body as unknown as CampaignPage;
    assert.equal(theirs.count, 0);
    for (const [path, method] of [
      [`/campaigns/${campaign.id}`, 'GET'],
      [`/campaigns/${campaign.id}`, 'DELETE'],
      [`/campaigns/${campaign.id}/send`, 'POST'],
      [`/campaigns/${campaign.id}/cancel`, 'POST'],
      [`/campaigns/${campaign.id}/pause`, 'POST'],
      [`/campaigns/${campaign.id}/resume`, 'POST'],
      [`/campaigns/${campaign.id}/retry-failed`, 'POST'],
      [`/campaigns/${campaign.id}/recipients`, 'GET'],
    ] as const)
      assert.equal((await call('stranger', path, { method })).status, 404, `${method} ${path}`);
    for (const action of ['pause', 'resume', 'retry-failed'])
      assert.equal(
        (await call('agent', `/campaigns/${campaign.id}/${action}`, { method: 'POST' })).status,
        403,
        action,
      );
    assert.equal((await read(campaign.id)).status, 'MANUAL', 'what they tried changed nothing');
    // Another company's template and audience are not choices.
    const borrowed = await call('stranger', '/campaigns', { body: campaignInput() });
    assert.equal(borrowed.status, 400);
    assert.deepEqual(borrowed.body.template, ['invalid_choice']);
    assert.deepEqual(borrowed.body.contact_lists, ['invalid_choice']);
  });
});

describe('the rules of spec 002 §5', () => {
  test('a start in the past, a draft template, another kind of audience, an unknown column are refused on their field', async () => {
    const past = await call('manager', '/campaigns', {
      body: campaignInput({ dtstart: '2026-03-16T08:00', tzid: 'Europe/Paris' }),
    });
    assert.deepEqual(past.body.dtstart, ['start_in_past']);
    const draft = await call('manager', '/templates/tyntec-wa', {
      body: {
        name: 'brouillon',
        category: 'UTILITY',
        language: 'fr',
        body: { type: 'text', text: 'Merci.' },
      },
    });
    const withDraft = await call('manager', '/campaigns', {
      body: campaignInput({ template: (draft.body as unknown as Template).id, variables: {} }),
    });
    assert.deepEqual(withDraft.body.template, ['template_not_validated']);
    const psids = await call('manager', '/contacts/lists', {
      body: {
        name: 'Messenger',
        kind: 'FACEBOOK_PSID',
        language: 'fr',
        source: 'manual',
        contacts: [{ external_id: '1234567890123456' }],
      },
    });
    assert.equal(psids.status, 201, JSON.stringify(psids.body));
    const wrongKind = await call('manager', '/campaigns', {
      body: campaignInput({ contact_lists: [(psids.body as unknown as ContactList).id] }),
    });
    assert.deepEqual(wrongKind.body.contact_lists, ['audience_kind']);
    const column = await call('manager', '/campaigns', {
      body: campaignInput({ variables: { '1': { source: 'audience', column: 'nom' } } }),
    });
    assert.deepEqual(column.body.variables, ['column_unknown']);
    const fallback = await call('manager', '/campaigns', {
      body: campaignInput({ fallback_template: template.id }),
    });
    assert.deepEqual(fallback.body.fallback_template, ['fallback_unsupported']);
  });

  test('unfilled variables ask for confirmation; confirmed, the campaign is saved', async () => {
    const asked = await call('manager', '/campaigns', { body: campaignInput({ variables: {} }) });
    assert.equal(asked.status, 400);
    assert.equal(asked.body.error, 'variables_incomplete');
    assert.deepEqual(asked.body.variables, ['1']);
    await create({ variables: {}, confirm_incomplete: true });
  });

  test('an audience past the WhatsApp number’s tier is refused with the limit', async () => {
    const big = await call('manager', '/contacts/lists', {
      body: { name: 'Grande audience', kind: 'PHONE_NUMBER', language: 'fr', source: 'manual', contacts: [] },
    });
    const list = big.body as unknown as ContactList;
    await sql`insert into contacts (list_id, generation, external_id, language, extra)
      select ${list.id}, 1, '+336' || lpad(n::text, 8, '0'), 'fr', '{"prenom":"X"}'::jsonb from generate_series(1, 1001) n`.execute(
      db(),
    );
    await sql`update contact_lists set generation = 1, extra_keys = '["prenom"]' where id = ${list.id}`.execute(
      db(),
    );
    const refused = await call('manager', '/campaigns', {
      body: campaignInput({ contact_lists: [list.id] }),
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'whatsapp_tier_limit');
    assert.deepEqual(refused.body.limit, ['1000']);
    const report = await call('manager', '/campaigns/audience-report', {
      body: { contact_lists: [list.id, audience.id, second.id] },
    });
    assert.deepEqual(report.body, { contacts: 1005, unique: 1004, selected: 1004 });
  });
});

describe('sending', () => {
  test('a manual send reaches each contact once with their own values, and the figures follow the deliveries', async () => {
    const campaign = await create();
    assert.equal(campaign.status, 'MANUAL');
    const sent = await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(
      (sent.body as unknown as Campaign).figures.queued,
      3,
      'three people, one of them written twice',
    );
    await deliverAll();
    const messages = await outboundTo(campaign.id);
    assert.deepEqual(
      messages.map((m) => [m.external_id, (m.content as { text: string }).text, m.status]),
      [
        ['+33611111111', 'Bonjour Camille, votre panier vous attend.', 'delivered'],
        ['+33622222222', 'Bonjour Dominique, votre panier vous attend.', 'delivered'],
        ['+33633333333', 'Bonjour Eden, votre panier vous attend.', 'delivered'],
      ],
    );
    // WhatsApp takes them as the approved template, with each contact's value.
    assert.deepEqual(messages[0]?.template, {
      name: 'relance_panier',
      language: 'fr',
      header: [],
      body: ['Camille'],
    });
    const after = await read(campaign.id);
    assert.equal(after.figures.delivered, 3);
    assert.equal(after.status, 'MANUAL');
    const recipients = (await call('manager', `/campaigns/${campaign.id}/recipients?status=delivered`))
      .body as unknown as CampaignRecipientPage;
    assert.equal(recipients.count, 3);

    // Sent again on request: a second send, again once per contact.
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    assert.equal((await read(campaign.id)).figures.delivered, 6);
    assert.equal((await read(campaign.id)).sends_done, 2);
  });

  test('a visual IVR link: the company’s published menus are offered, another entry point is refused, each contact gets the link', async () => {
    const links = (await call('manager', '/campaigns/webivr-links')).body as unknown as WebivrLink[];
    // The demo's published menu, opened by its "Menu du site" entry point; the demo widget opens no menu.
    assert.deepEqual(
      links.map((l) => [l.name, l.url]),
      [['Menu du site', `${server.context.config.publicUrl}/api/guests/link/${links[0]?.entry_point}`]],
    );
    assert.deepEqual((await call('stranger', '/campaigns/webivr-links')).body, []);
    assert.equal((await call('agent', '/campaigns/webivr-links')).status, 403);

    const plainWidget = await db()
      .selectFrom('integrations')
      .select('id')
      .where('company_id', '=', 1)
      .where('id', '<>', links[0]?.entry_point ?? 0)
      .executeTakeFirstOrThrow();
    for (const entryPoint of [plainWidget.id, 999_999]) {
      const refused = await call('manager', '/campaigns', {
        body: campaignInput({ variables: { '1': { source: 'webivr', entry_point: entryPoint } } }),
      });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body['variables.1'], ['webivr_link_invalid']);
    }

    const campaign = await create({
      contact_lists: [audience.id],
      variables: { '1': { source: 'webivr', entry_point: links[0]?.entry_point } },
    });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    assert.deepEqual(
      (await outboundTo(campaign.id)).map((m) => (m.content as { text: string }).text),
      [
        `Bonjour ${links[0]?.url}, votre panier vous attend.`,
        `Bonjour ${links[0]?.url}, votre panier vous attend.`,
      ],
    );
    // The page the link opens: the widget opened on that entry point.
    const page = await fetch(`${server.url}${new URL(links[0]?.url ?? '').pathname}`);
    assert.equal(page.status, 200);
    assert.match(
      await page.text(),
      new RegExp(`<oc-web-chat entry-point-id="${links[0]?.entry_point}" [^>]* open>`),
    );
  });

  test('a filtered audience sends only to the contacts it keeps', async () => {
    const campaign = await create({ audience_filters: [{ variable: 'ville', values: 'Lyon, Marseille' }] });
    const report = await call('manager', '/campaigns/audience-report', {
      body: { contact_lists: [audience.id, second.id], campaign_id: campaign.id },
    });
    assert.deepEqual(report.body, { contacts: 4, unique: 3, selected: 2 });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    assert.deepEqual(
      (await outboundTo(campaign.id)).map((m) => m.external_id),
      ['+33611111111', '+33633333333'],
    );
  });

  test('a weekly campaign starts at its date in its zone, plans the next send, and finishes after its count', async () => {
    const campaign = await create({
      dtstart: '2026-03-20T10:00',
      tzid: 'Europe/Paris',
      recurrence: { freq: 2, interval: 1 },
      send_count: 2,
    });
    assert.equal(campaign.status, 'PENDING');
    assert.equal(campaign.next_send_at, '2026-03-20T09:00:00.000Z');
    await deliverAll();
    assert.equal((await read(campaign.id)).figures.recipients, 0, 'nothing before its date');

    now = Date.parse('2026-03-20T09:00:00Z');
    await deliverAll();
    const first = await read(campaign.id);
    assert.equal(first.status, 'RUNNING');
    assert.equal(first.figures.delivered, 3);
    // 27 March is still winter time in Paris; the send after it, 3 April, is summer time.
    assert.equal(first.next_send_at, '2026-03-27T09:00:00.000Z');
    now = Date.parse('2026-03-27T09:00:00Z');
    await deliverAll();
    const second = await read(campaign.id);
    // A week on, the contacts have read the first send (the local provider reports it a minute after delivery).
    assert.deepEqual([second.figures.delivered, second.figures.read], [3, 3]);
    assert.equal(second.next_send_at, null);
    assert.equal(second.status, 'FINISHED');
    // A started campaign no longer changes.
    assert.equal((await call('manager', `/campaigns/${campaign.id}`, { body: campaignInput() })).status, 409);
  });

  test('a send started by two instances at once is written once; two engines hand each message once', async () => {
    const campaign = await create();
    const row = await db()
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    const started = await Promise.all([
      startSend(db(), row, new Date(now), null),
      startSend(db(), row, new Date(now), null),
    ]);
    assert.deepEqual(started.sort(), [3, null].sort());
    await Promise.all([server.context.campaigns.tick(), server.context.campaigns.tick()]);
    const messages = await outboundTo(campaign.id);
    assert.equal(messages.length, 3);
    assert.equal(new Set(messages.map((m) => m.external_id)).size, 3);
  });

  test('the frequency spaces the messages; a cancel stops what is not handed yet', async () => {
    const campaign = await create({ frequency: 2 });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await server.context.campaigns.tick();
    // Two an hour: the first goes at once, the next in half an hour.
    assert.equal((await outboundTo(campaign.id)).length, 1);
    now += 30 * 60_000;
    await server.context.campaigns.tick();
    assert.equal((await outboundTo(campaign.id)).length, 2);
    const cancelled = await call('manager', `/campaigns/${campaign.id}/cancel`, { method: 'POST' });
    assert.equal((cancelled.body as unknown as Campaign).status, 'CANCELLED');
    now += 60 * 60_000;
    await deliverAll();
    const figures = (await read(campaign.id)).figures;
    assert.equal(figures.cancelled, 1);
    assert.equal(figures.delivered, 2);
    assert.equal((await call('manager', `/campaigns/${campaign.id}/cancel`, { method: 'POST' })).status, 409);
  });

  test('a failed message is tried again after the delay, then kept failed with the provider’s code', async () => {
    const campaign = await create({ attempts: 2, attempt_delay: 1 });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await server.context.campaigns.tick();
    const fail = () =>
      sql`update channel_messages set status = 'failed', error_code = 'number_unreachable', due_at = null
        where id in (select channel_message_id from campaign_recipients where campaign_id = ${campaign.id})`.execute(
        db(),
      );
    await fail();
    await server.context.campaigns.tick();
    assert.equal((await read(campaign.id)).figures.queued, 3, 'queued again for the second attempt');
    now += 60 * 60_000;
    await server.context.campaigns.tick();
    await fail();
    await server.context.campaigns.tick();
    const page = (await call('manager', `/campaigns/${campaign.id}/recipients`))
      .body as unknown as CampaignRecipientPage;
    assert.deepEqual(
      page.results.map((r) => [r.status, r.attempts, r.error_code]),
      Array.from({ length: 3 }, () => ['failed', 2, 'number_unreachable']),
    );
  });
});

describe('pause, resume and retry of the failed', () => {
  const post = (id: number, action: string) =>
    call('manager', `/campaigns/${id}/${action}`, { method: 'POST' });
  /** The outbound messages written since `after`, by address, with their status. */
  const writtenSince = (after: number) =>
    db()
      .selectFrom('channel_messages')
      .select(['address', 'status'])
      .where('direction', '=', 'out')
      .where('id', '>', after)
      .orderBy('address')
      .orderBy('id')
      .execute();
  const lastMessage = async () =>
    (
      await db()
        .selectFrom('channel_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0;

  test('a paused campaign hands nothing until it is resumed, then goes on at its frequency', async () => {
    const campaign = await create({ frequency: 2 });
    await post(campaign.id, 'send');
    await server.context.campaigns.tick();
    assert.equal((await outboundTo(campaign.id)).length, 1);
    const paused = await post(campaign.id, 'pause');
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    assert.equal((paused.body as unknown as Campaign).status, 'PAUSED');
    assert.equal((await post(campaign.id, 'pause')).body.error, 'campaign_not_running');
    assert.equal((await post(campaign.id, 'send')).status, 409, 'no manual send while paused');
    now += 2 * 3_600_000;
    await deliverAll();
    assert.equal((await outboundTo(campaign.id)).length, 1, 'nothing left while paused');
    assert.equal((await call('manager', `/campaigns/${campaign.id}`, { method: 'DELETE' })).status, 409);

    const resumed = await post(campaign.id, 'resume');
    assert.equal((resumed.body as unknown as Campaign).status, 'MANUAL');
    assert.equal((await post(campaign.id, 'resume')).body.error, 'campaign_not_paused');
    await server.context.campaigns.tick();
    assert.equal((await outboundTo(campaign.id)).length, 2, 'the next one at once');
    now += 30 * 60_000;
    await server.context.campaigns.tick();
    assert.equal((await outboundTo(campaign.id)).length, 3, 'the last one half an hour later');
    await deliverAll();
    const { figures } = await read(campaign.id);
    // The first, delivered before the pause, has been read since.
    assert.deepEqual([figures.delivered, figures.read], [2, 1]);
  });

  test('a paused planned campaign starts its send only once resumed; a paused one may be cancelled', async () => {
    const planned = await create({ dtstart: '2026-07-01T10:00', tzid: 'UTC' });
    now = Date.parse('2026-06-30T10:00:00Z');
    assert.equal((await post(planned.id, 'pause')).status, 200);
    now = Date.parse('2026-07-01T11:00:00Z');
    await deliverAll();
    assert.equal((await read(planned.id)).figures.recipients, 0);
    assert.equal(((await post(planned.id, 'resume')).body as unknown as Campaign).status, 'PENDING');
    await deliverAll();
    const started = await read(planned.id);
    assert.deepEqual([started.status, started.figures.delivered], ['FINISHED', 3]);
    assert.equal((await post(planned.id, 'pause')).body.error, 'campaign_not_running');

    const other = await create();
    await post(other.id, 'pause');
    const cancelled = await call('manager', `/campaigns/${other.id}/cancel`, { method: 'POST' });
    assert.equal((cancelled.body as unknown as Campaign).status, 'CANCELLED');
    assert.equal((await post(other.id, 'resume')).body.error, 'campaign_not_paused');
    assert.equal((await post(other.id, 'retry-failed')).body.error, 'campaign_cancelled');
  });

  test('retry sends a new message to the failed recipients only, once, and a finished campaign runs again', async () => {
    now = Date.parse('2026-07-10T08:00:00Z');
    const campaign = await create({ dtstart: '2026-07-10T09:00', tzid: 'UTC' });
    assert.equal((await post(campaign.id, 'retry-failed')).body.error, 'no_failed_recipients');
    const before = await lastMessage();
    now = Date.parse('2026-07-10T09:00:00Z');
    await server.context.campaigns.tick();
    // Two numbers are unreachable on the first try; the third is delivered.
    await sql`update channel_messages set status = 'failed', error_code = 'number_unreachable', due_at = null
      where id in (select channel_message_id from campaign_recipients
        where campaign_id = ${campaign.id} and external_id <> '+33611111111')`.execute(db());
    await deliverAll();
    const finished = await read(campaign.id);
    assert.deepEqual(
      [finished.status, finished.figures.failed, finished.figures.delivered],
      ['FINISHED', 2, 1],
    );

    const [retried, again] = await Promise.all([
      post(campaign.id, 'retry-failed'),
      post(campaign.id, 'retry-failed'),
    ]);
    assert.deepEqual([retried.status, again.status].sort(), [200, 409], 'two retries at once: one round');
    const running = (retried.status === 200 ? retried : again).body as unknown as Campaign;
    assert.deepEqual([running.status, running.figures.queued, running.figures.failed], ['RUNNING', 2, 0]);
    await deliverAll();
    await deliverAll();
    const done = await read(campaign.id);
    assert.deepEqual([done.status, done.figures.delivered], ['FINISHED', 3]);
    assert.deepEqual(
      (await writtenSince(before)).map((m) => [m.address, m.status]),
      [
        ['+33611111111', 'delivered'],
        ['+33622222222', 'failed'],
        ['+33622222222', 'delivered'],
        ['+33633333333', 'failed'],
        ['+33633333333', 'delivered'],
      ],
      'the delivered contact got one message; each failed one, one more',
    );
    assert.equal((await post(campaign.id, 'retry-failed')).body.error, 'no_failed_recipients');
  });
});

describe('read receipts', () => {
  const report = (statuses: unknown[]) => {
    const body = JSON.stringify({ statuses });
    return fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
      body,
    });
  };

  test('a read reaches the recipient, the figures and the statistics; a late delivery report takes nothing back', async () => {
    now = Date.parse('2026-06-02T09:00:00Z');
    const campaign = await create();
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await server.context.campaigns.tick();
    await server.context.channelOutbox.tick();
    const messages = await db()
      .selectFrom('campaign_recipients as r')
      .innerJoin('channel_messages as m', 'm.id', 'r.channel_message_id')
      .select(['r.external_id', 'm.provider_message_id'])
      .where('r.campaign_id', '=', campaign.id)
      .orderBy('r.external_id')
      .execute();
    const [first, secondOne] = messages.map((m) => m.provider_message_id as string);
    // The provider says the first was read before saying it was delivered, and the second delivered.
    assert.equal((await report([{ id: first, status: 'read' }])).status, 200);
    assert.equal((await report([{ id: first, status: 'delivered' }])).status, 200);
    assert.equal((await report([{ id: secondOne, status: 'delivered' }])).status, 200);
    await server.context.campaigns.tick();
    const recipients = (await call('manager', `/campaigns/${campaign.id}/recipients`))
      .body as unknown as CampaignRecipientPage;
    assert.deepEqual(
      recipients.results.map((r) => [r.external_id, r.status]),
      [
        ['+33611111111', 'read'],
        ['+33622222222', 'delivered'],
        ['+33633333333', 'sent'],
      ],
    );
    const figures = (await read(campaign.id)).figures;
    assert.deepEqual([figures.sent, figures.delivered, figures.read], [1, 1, 1]);

    // The local provider plays the rest: delivered on its next pass, read a minute later.
    now += 1_000;
    await server.context.channelOutbox.tick();
    now += LOCAL_READ_AFTER_MS;
    await server.context.channelOutbox.tick();
    await server.context.campaigns.tick();
    assert.equal((await read(campaign.id)).figures.read, 3);
    const stats = await call('manager', `/stats/campaigns?interval=today&campaign=${campaign.id}`);
    assert.deepEqual((stats.body as { totals: unknown }).totals, {
      sent: 3,
      delivered: 3,
      read: 3,
      failed: 0,
      replied: 0,
    });
    // A failure reported after the read changes nothing either.
    await report([{ id: first, status: 'failed', error_code: 'late' }]);
    await server.context.campaigns.tick();
    assert.equal((await read(campaign.id)).figures.read, 3);
  });
});

describe('answers and what a campaign holds', () => {
  test('a contact’s answer marks the recipient replied and opens a conversation in the campaign’s skill', async () => {
    const campaign = await create({ skill: 2 });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    const body = JSON.stringify({
      messages: [{ id: `wamid.${randomUUID()}`, from: '+33611111111', text: 'Oui, merci !' }],
    });
    const answered = await fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
      body,
    });
    assert.equal(answered.status, 200);
    assert.equal((await read(campaign.id)).figures.replied, 1);
    const room = await db()
      .selectFrom('rooms')
      .innerJoin('channel_contacts', 'channel_contacts.guest_id', 'rooms.guest_id')
      .select(['rooms.skill_id', 'rooms.status'])
      .where('channel_contacts.address', '=', '+33611111111')
      .where('rooms.channel_id', '=', channel.id)
      .orderBy('rooms.created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(room, { skill_id: 2, status: 'waiting' });
  });

  test('an audience or a template a campaign uses cannot be deleted; a finished or manual campaign can', async () => {
    const campaign = await create();
    const audienceDelete = await call('manager', `/contacts/lists/${audience.id}`, { method: 'DELETE' });
    assert.equal(audienceDelete.status, 409);
    assert.equal(audienceDelete.body.error, 'blocked_by_campaign');
    const templateDelete = await call('manager', `/templates/${template.id}`, { method: 'DELETE' });
    assert.equal(templateDelete.status, 409);
    assert.equal(templateDelete.body.error, 'blocked_by_campaign');
    assert.equal((await call('manager', `/campaigns/${campaign.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/campaigns/${campaign.id}`)).status, 404);
  });
});

describe('statistics', () => {
  test('sent, delivered and answered messages per campaign, per hour of the company’s day, and row by row', async () => {
    const zone = await companyZone(db(), 1);
    now = Date.parse('2026-05-12T10:15:00Z');
    const campaign = await create({ name: '=Printemps', skill: 2 });
    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    const body = JSON.stringify({
      messages: [{ id: `wamid.${randomUUID()}`, from: '+33633333333', text: 'Stop' }],
    });
    await fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
      body,
    });

    const stats = await call('manager', `/stats/campaigns?interval=today&campaign=${campaign.id}`);
    assert.equal(stats.status, 200, JSON.stringify(stats.body));
    // A funnel: the answered message was delivered too.
    const expected = { sent: 3, delivered: 3, read: 0, failed: 0, replied: 1 };
    assert.deepEqual((stats.body as { totals: unknown }).totals, expected);
    assert.deepEqual((stats.body as { campaigns: unknown[] }).campaigns, [
      { id: campaign.id, name: '=Printemps', type: 'whatsapp', status: 'MANUAL', ...expected },
    ]);

    const interval = (
      await call('manager', `/stats/campaigns/interval?interval=today&campaign=${campaign.id}`)
    ).body as {
      bucket: string;
      buckets: { start: string; sent: number }[];
    };
    assert.equal(interval.bucket, 'hour');
    assert.equal(interval.buckets.length, 24);
    // The send's hour on the company's clock (its owner's zone, as every dashboard).
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    assert.equal(interval.buckets[hour]?.sent, 3);
    assert.equal(
      interval.buckets.reduce((sum, b) => sum + b.sent, 0),
      3,
    );

    const exported = await fetch(
      `${server.url}/api/campaigns/stats/campaigns/export?interval=today&campaign=${campaign.id}`,
      {
        headers: { authorization: `Bearer ${tokens.manager}` },
      },
    );
    assert.equal(exported.status, 200);
    assert.match(
      exported.headers.get('content-disposition') ?? '',
      /filename="export-campaigns-2026-05-12\.csv"/,
    );
    const lines = (await exported.text()).trim().split('\r\n');
    assert.equal(lines.length, 4);
    assert.ok(
      lines.slice(1).every((line) => line.startsWith("'=Printemps,")),
      'the formula-like name is neutralised',
    );
    assert.ok(lines.some((line) => line.includes('+33633333333') && line.includes(',replied,')));

    // A statistics manager reads them too (spec 002 §2); an agent does not.
    await createUser(db(), {
      companyId: 1,
      email: 'stats@demo.test',
      password: DEMO_PASSWORD,
      role: 'stats_manager',
      firstName: 'Stella',
      lastName: 'Stats',
    });
    const statsToken = await login(server.url, 'stats@demo.test');
    const read = await api(
      server.url,
      `/api/campaigns/stats/campaigns?interval=today&campaign=${campaign.id}`,
      {
        token: statsToken,
      },
    );
    assert.deepEqual((read.body as { totals: unknown }).totals, expected);
    assert.equal((await call('agent', '/stats/campaigns?interval=today')).status, 403);

    // Another company reads zeros; a reversed range is refused on its field.
    const theirs = await call('stranger', '/stats/campaigns?interval=today');
    assert.deepEqual((theirs.body as { totals: unknown }).totals, {
      sent: 0,
      delivered: 0,
      read: 0,
      failed: 0,
      replied: 0,
    });
    const reversed = await call(
      'manager',
      '/stats/campaigns?interval=custom&dt_gt=2026-05-12&dt_lt=2026-05-01',
    );
    assert.equal(reversed.status, 400);
    assert.deepEqual(reversed.body.dt_lt, ['range_order']);
  });
});

describe('the campaign’s variable file', () => {
  test('its values complete the audience’s; a refused file keeps the previous values', async () => {
    const campaign = await create({ variables: { '1': { source: 'audience', column: 'prenom' } } });
    const upload = (csv: string) =>
      uploadCsv(
        server.url,
        tokens.manager as string,
        {},
        [csv],
        'variables.csv',
        undefined,
        `/api/campaigns/campaigns/${campaign.id}/extradata`,
      );
    const first = await upload(
      'external_id;code\n06 11 11 11 11;PRINTEMPS-A\n+33633333333;PRINTEMPS-B\n+33699999999;AUTRE\nnuméro;X\n',
    );
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, {
      columns: ['code'],
      rows: 3,
      matched: 2,
      unmatched: 1,
      rejected: 1,
      rejects: [{ line: 5, reason: 'invalid_phone', value: 'numéro' }],
    });
    // The file's column is now a variable the campaign may use.
    const edited = await call('manager', `/campaigns/${campaign.id}`, {
      body: campaignInput({ variables: { '1': { source: 'audience', column: 'code' } } }),
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));

    const refused = await upload('numero;code\n0611111111;X\n');
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'csv_header_error');
    const report = await call('manager', `/campaigns/${campaign.id}/extradata/report`, { method: 'POST' });
    assert.equal((report.body as { rows: number }).rows, 3, 'the previous values stay');

    await call('manager', `/campaigns/${campaign.id}/send`, { method: 'POST' });
    await deliverAll();
    assert.deepEqual(
      (await outboundTo(campaign.id)).map((m) => (m.content as { text: string }).text),
      [
        'Bonjour PRINTEMPS-A, votre panier vous attend.',
        'Bonjour , votre panier vous attend.',
        'Bonjour PRINTEMPS-B, votre panier vous attend.',
      ],
    );
  });
});
