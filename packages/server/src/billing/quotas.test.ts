import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Customer, OfferList } from '@omnicanal/api';
import { sql } from 'kysely';
import * as v from 'valibot';
import { api, clientId, startTestServer, type TestServer, txt } from '../test/helpers.ts';
import { openVisitor } from '../test/rooms.ts';
import { monthOf } from './quotas.ts';
import { newCompany } from './testing.ts';

describe('monthOf: a month on the company wall clock', () => {
  test('half past midnight on April 1st in Paris is April there, still March in UTC', () => {
    const at = new Date('2026-03-31T22:30:00Z');
    assert.deepEqual(monthOf(at, 'Europe/Paris'), {
      start: new Date('2026-03-31T22:00:00Z'),
      end: new Date('2026-04-30T22:00:00Z'),
    });
    assert.deepEqual(monthOf(at, 'UTC'), {
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-04-01T00:00:00Z'),
    });
  });

  test('across a change of year and west of UTC', () => {
    assert.deepEqual(monthOf(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris'), {
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-01-31T23:00:00Z'),
    });
    assert.deepEqual(monthOf(new Date('2026-03-01T03:00:00Z'), 'America/New_York'), {
      start: new Date('2026-02-01T05:00:00Z'),
      end: new Date('2026-03-01T05:00:00Z'),
    });
  });
});

let server: TestServer;
let now = Date.parse('2026-03-31T21:30:00Z');

before(async () => {
  server = await startTestServer({ edition: 'hosted', roomTimerTickMs: 0, clock: () => now });
});
after(() => server.stop());

const customer = async (token: string) =>
  v.parse(Customer, (await api(server.url, '/api/core/customer/', { token })).body);
const usage = async (token: string) =>
  v.parse(OfferList, (await api(server.url, '/api/core/offers/', { token })).body).usage;

/** `count` messages of `kind` in a room, written at `at`. */
async function fill(room: string, companyId: number, count: number, at: string, kind = 'visitor') {
  await sql`insert into messages (uuid, room_uuid, company_id, seq, kind, rich_content, created_at)
    select gen_random_uuid()::text, ${room}, ${companyId}, 0, ${kind}, '{"type":"txt","text":"…"}'::jsonb, ${at}::timestamptz
    from generate_series(1, ${count})`.execute(server.context.db);
}

describe('quotas: messages counted per company per month', () => {
  test('the package used up sets over_quota; the live conversation goes on; a new month starts afresh', async () => {
    now = Date.parse('2026-03-31T21:30:00Z');
    const small = await newCompany(server, 'owner');
    const other = await newCompany(server, 'owner');
    const visitor = await openVisitor(server, small.skill);
    // The free plan's package is 500 messages: 499 this month, and system lines that do not count.
    await fill(visitor.uuid, small.company.id, 499, '2026-03-15T10:00:00Z');
    await fill(visitor.uuid, small.company.id, 20, '2026-03-15T10:00:00Z', 'event');
    // A message of February does not count for March.
    await fill(visitor.uuid, small.company.id, 50, '2026-02-27T10:00:00Z');
    assert.equal((await usage(small.token)).messages, 499);
    assert.equal((await customer(small.token)).over_quota, false);

    await visitor.socket.call('send_message', { rich_content: txt('La 500e'), client_id: clientId() });
    assert.equal((await customer(small.token)).over_quota, true);
    // Over quota never cuts the conversation: the visitor's next message is taken (an error frame
    // would throw here) and stored.
    await visitor.socket.call('send_message', { rich_content: txt('Et encore une'), client_id: clientId() });
    const after501 = await usage(small.token);
    assert.equal(after501.messages, 501);
    assert.equal(after501.over_quota, true);
    assert.equal(after501.period_start, '2026-02-28T23:00:00.000Z');
    assert.equal((await customer(other.token)).over_quota, false, 'another company uses nothing of it');

    // 00:30 on April 1st in Paris (the owner's zone): a new month, nothing used yet.
    now = Date.parse('2026-03-31T22:30:00Z');
    const april = await usage(small.token);
    assert.equal(april.messages, 0);
    assert.equal(april.period_start, '2026-03-31T22:00:00.000Z');
    assert.equal((await customer(small.token)).over_quota, false);
    visitor.socket.close();

    // The same instant is still March for a company whose owner lives in UTC.
    await server.context.db
      .updateTable('users')
      .set({ timezone: 'UTC' })
      .where('id', '=', small.user.id)
      .execute();
    assert.equal((await customer(small.token)).over_quota, true);
    assert.equal((await usage(small.token)).period_start, '2026-03-01T00:00:00.000Z');
  });

  test('WhatsApp messages use their own package; an unlimited package is never used up', async () => {
    now = Date.parse('2026-05-10T10:00:00Z');
    const company = await newCompany(server, 'owner');
    const db = server.context.db;
    await db
      .updateTable('subscriptions')
      .set({ offer_code: 'essential' })
      .where('company_id', '=', company.company.id)
      .execute();
    const visitor = await openVisitor(server, company.skill);
    visitor.socket.close();
    const channel = await db
      .insertInto('channels')
      .values({ company_id: company.company.id, kind: 'whatsapp', name: 'WhatsApp', settings: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('rooms').set({ channel_id: channel.id }).where('uuid', '=', visitor.uuid).execute();
    // Essential: 1,000 WhatsApp messages a month (and 5,000 in all).
    await fill(visitor.uuid, company.company.id, 999, '2026-05-02T10:00:00Z', 'agent');
    assert.equal((await customer(company.token)).over_quota, false);
    await fill(visitor.uuid, company.company.id, 1, '2026-05-02T10:00:00Z', 'bot');
    const used = await usage(company.token);
    assert.deepEqual([used.messages, used.whatsapp_messages, used.over_quota], [1_000, 1_000, true]);

    // Custom (Enterprise) has no package: never over quota.
    await db
      .updateTable('subscriptions')
      .set({ offer_code: 'custom' })
      .where('company_id', '=', company.company.id)
      .execute();
    assert.equal((await customer(company.token)).over_quota, false);
  });
});

describe('quotas: users', () => {
  const form = () => ({
    email: `agent-${randomUUID()}@facturee.test`,
    first_name: 'Nadia',
    last_name: 'Invitée',
    user_role: 'agent',
    skills: [],
    max_rooms: 3,
  });

  test("inviting a user beyond the plan's is refused with max_agents_reached", async () => {
    const company = await newCompany(server, 'owner');
    const invite = () => api(server.url, '/api/core/agents/', { token: company.token, body: form() });
    // Free: the owner alone.
    const refused = await invite();
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'max_agents_reached');
    assert.deepEqual(refused.body.non_field_errors, ['max_agents_reached']);
    // Essential: three users.
    await server.context.db
      .updateTable('subscriptions')
      .set({ offer_code: 'essential' })
      .where('company_id', '=', company.company.id)
      .execute();
    assert.equal((await invite()).status, 201);
    assert.equal((await invite()).status, 201);
    assert.equal((await invite()).body.error, 'max_agents_reached');
    const users = await server.context.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', company.company.id)
      .execute();
    assert.equal(users.length, 3);
  });
});
