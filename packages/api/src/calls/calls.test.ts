import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { createHttpClient } from '../http.ts';
import { MessagingEventsQuery } from '../schemas/messaging-event.ts';
import { SessionGroupGuestInput } from '../schemas/session-group.ts';
import { ResetUnreadRequest } from '../schemas/unread.ts';
import { fetchPublicAgent } from './agents.ts';
import { fetchVersion } from './core.ts';
import {
  addSessionGroupGuest,
  fetchMessagingEvents,
  fetchSessionGroupGuests,
  resetUnreadMessageCount,
} from './guests.ts';

const guest = {
  session_group_id: 'g1',
  guest_id: 'u1',
  guest_name: 'Zoé',
  kind: 'visitor',
  skill_id: 1,
  agent_id: null,
  agent_name: null,
  agent_email: null,
  created_at: '2026-11-25T10:00:00.000Z',
};

/** What the server answers each path with, as its routes' response schemas say. */
const ANSWERS: [RegExp, unknown][] = [
  [/\/session-groups\/g%2F1\/guests$/, [guest]],
  [/\/session-groups\/g1\/guests$/, guest],
  [/\/messaging-events/, { events: [], has_more: false }],
  [/reset-unread-message-count$/, { id: 's1', unread_message_count: 0 }],
  [
    /\/agents\/public\//,
    { uuid: 'a1', first_name: 'Ana', last_name: 'Lima', full_name: 'Ana Lima', avatar: null },
  ],
  [/\/version$/, { version: '1.2.3' }],
];

/** A client over `/api/<service>` that records each request and answers as the server would. */
function client(service: string) {
  const calls: { method: string; url: string; body: unknown; auth: string | undefined }[] = [];
  const http = createHttpClient({
    base: () => `/api/${service}`,
    token: () => 'secret',
    fetchImpl: (async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.authorization,
      });
      const answer = ANSWERS.find(([path]) => path.test(url))?.[1] ?? {};
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch,
  });
  return { http, calls };
}

describe('the calls of spec 000 §7', () => {
  test('guests service: paths, bodies and the multi-value kinds', async () => {
    const { http, calls } = client('guests');
    await fetchSessionGroupGuests(http, 'g/1');
    await addSessionGroupGuest(http, 'g1', { guest_id: 'u1' });
    await fetchMessagingEvents(http, {
      session: 's1',
      page_size: 10,
      cutoff_datetime: '2026-11-25T10:00:00.000Z',
      kinds: ['session_closed', 'session_taken'],
      ordering: 'desc',
    });
    await resetUnreadMessageCount(http, 's1', { workchain: 3 });
    assert.deepEqual(
      calls.map((c) => [c.method, c.url, c.body]),
      [
        ['GET', '/api/guests/session-groups/g%2F1/guests', undefined],
        ['POST', '/api/guests/session-groups/g1/guests', { guest_id: 'u1' }],
        [
          'GET',
          '/api/guests/guests/messaging-events?session=s1&page_size=10&cutoff_datetime=2026-11-25T10%3A00%3A00.000Z&kinds=session_closed&kinds=session_taken&ordering=desc',
          undefined,
        ],
        ['POST', '/api/guests/sessions/s1/reset-unread-message-count', { workchain: 3 }],
      ],
    );
  });

  test('agents service: the public profile; core: the version check goes without a token', async () => {
    const agents = client('agents');
    await fetchPublicAgent(agents.http, 'a1');
    assert.equal(agents.calls[0]?.url, '/api/agents/agents/public/a1');
    const core = client('core');
    assert.deepEqual(await fetchVersion(core.http), { version: '1.2.3' });
    assert.equal(core.calls[0]?.url, '/api/core/version');
    assert.equal(core.calls[0]?.auth, undefined);
  });
});

describe('the schemas the server validates with', () => {
  test('messaging events: one of guest, session or id; the page is 50 unless told', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const parsed = v.parse(MessagingEventsQuery, { session: id, kinds: 'session_closed' });
    assert.equal(parsed.page_size, 50);
    assert.equal(parsed.ordering, 'desc');
    assert.deepEqual(parsed.kinds, ['session_closed']);
    assert.equal(v.is(MessagingEventsQuery, {}), false);
    assert.equal(v.is(MessagingEventsQuery, { session: id, id }), false);
    assert.equal(v.is(MessagingEventsQuery, { session: id, page_size: '51' }), false);
  });

  test('session group guests are added by uuid, as participants', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    assert.deepEqual(v.parse(SessionGroupGuestInput, { guest_id: id }), {
      guest_id: id,
      kind: 'participant',
    });
    assert.equal(v.is(SessionGroupGuestInput, { guest_id: 'x' }), false);
  });

  test('the unread reset takes an optional workchain id', () => {
    assert.equal(v.is(ResetUnreadRequest, {}), true);
    assert.equal(v.is(ResetUnreadRequest, { workchain: null }), true);
    assert.equal(v.is(ResetUnreadRequest, { workchain: 'wc-1' }), true);
    assert.equal(v.is(ResetUnreadRequest, { workchain: {} }), false);
  });
});
