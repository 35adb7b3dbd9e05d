import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { setToken } from '@omnicanal/stores';
import { makeMessage, makeUser } from '../testing/fixtures.ts';
import { $draftInsert } from './draft.ts';
import type { ChatEntry } from './messages.ts';
import {
  $suggestions,
  applySuggestion,
  lastVisitorText,
  needsSuggestions,
  requestSuggestions,
  smartcoachingEnabled,
} from './suggestions.ts';

const entry = (message: ReturnType<typeof makeMessage>, arrival: number): ChatEntry => ({
  message,
  state: 'sent',
  arrival,
  seen: arrival,
});

describe('smartcoachingEnabled', () => {
  const skills = [
    { id: 1, services: [] },
    { id: 2, services: [{ kind: 'smartcoaching' }] },
  ];
  const withSkills = (ids: number[]) =>
    makeUser({ permissions: { skills: ids.map((id) => ({ id, auto_allocation: false })), groups: [] } });
  const cases: { name: string; user: ReturnType<typeof makeUser> | null; expected: boolean }[] = [
    { name: 'a skill with the service', user: withSkills([1, 2]), expected: true },
    { name: 'skills without it', user: withSkills([1]), expected: false },
    { name: 'no skills', user: withSkills([]), expected: false },
    { name: 'no user', user: null, expected: false },
  ];
  for (const c of cases) test(c.name, () => assert.equal(smartcoachingEnabled(c.user, skills), c.expected));
});

describe('lastVisitorText', () => {
  test('the latest text from the visitor, past agent and system lines', () => {
    const entries = [
      entry(makeMessage({ event: 'v1', kind: 'visitor', rich_content: { type: 'txt', text: 'Bonjour' } }), 1),
      entry(
        makeMessage({ event: 'v2', kind: 'visitor', rich_content: { type: 'txt', text: 'Ma commande ?' } }),
        2,
      ),
      entry(
        makeMessage({ event: 'a1', kind: 'agent', rich_content: { type: 'txt', text: 'Je regarde' } }),
        3,
      ),
    ];
    assert.deepEqual(lastVisitorText(entries), { event: 'v2', text: 'Ma commande ?' });
    assert.equal(lastVisitorText(entries.slice(2)), null);
  });

  test('suggestions are asked once per visitor message', () => {
    const shown = { event: 'v2', scEventId: 's', provider: 'p', suggestions: [], used: false };
    assert.equal(needsSuggestions(undefined, { event: 'v2' }), true);
    assert.equal(needsSuggestions(shown, { event: 'v2' }), false);
    assert.equal(needsSuggestions(shown, { event: 'v3' }), true);
    assert.equal(needsSuggestions(shown, null), false);
  });
});

describe('requestSuggestions and applySuggestion', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    $suggestions.set({});
  });

  test('asks for the message, then inserts the one used and reports it', async () => {
    setToken('t');
    const calls: { url: string; body: unknown }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      const body = String(input).endsWith('/response')
        ? {}
        : { sc_event_id: 'sc-1', provider: 'local-library', suggestions: [{ text: 'Bonjour !', index: 0 }] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;

    await requestSuggestions('room-1', { event: 'v1', text: 'Bonjour' });
    assert.match(calls[0]?.url ?? '', /\/smartcoaching\/accounts\/suggest\/room-1\/v1$/);
    assert.deepEqual(calls[0]?.body, { text: 'Bonjour' });
    const shown = $suggestions.get()['room-1'];
    assert.deepEqual(shown?.suggestions, [{ text: 'Bonjour !', index: 0 }]);

    await applySuggestion('room-1', { text: 'Bonjour !', index: 0 });
    assert.deepEqual(
      $draftInsert.get() && { room: $draftInsert.get()?.room, text: $draftInsert.get()?.text },
      {
        room: 'room-1',
        text: 'Bonjour !',
      },
    );
    assert.match(calls[1]?.url ?? '', /\/suggest\/room-1\/sc-1\/response$/);
    assert.deepEqual(calls[1]?.body, { final_text: 'Bonjour !', response_index: 0 });
    assert.equal($suggestions.get()['room-1']?.used, true);
  });
});
