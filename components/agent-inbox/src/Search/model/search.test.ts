import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SessionSearchResult } from '@omnicanal/api';
import { applyPage, emptyFilters, messagePreview, searchBody } from './search.ts';

const session = (id: string) => ({ id }) as SessionSearchResult;

describe('searchBody', () => {
  test('only the fields filled in, with the page', () => {
    assert.deepEqual(searchBody(emptyFilters(), 0), { offset: 0, limit: 20 });
    assert.deepEqual(searchBody({ ...emptyFilters(), query: '  Élodie ', state: 'closed', skill: '2' }, 40), {
      offset: 40,
      limit: 20,
      query: 'Élodie',
      state: 'closed',
      skill: 2,
    });
  });
  test('a day range runs from the first midnight to the midnight after the last day', () => {
    const body = searchBody({ ...emptyFilters(), from: '2026-03-01', to: '2026-03-31' }, 0);
    assert.equal(body.dt_gt, new Date(2026, 2, 1).toISOString());
    assert.equal(body.dt_lt, new Date(2026, 3, 1).toISOString());
  });
});

describe('applyPage', () => {
  test('a first page replaces, a further one adds without repeating', () => {
    const first = applyPage(
      null,
      { sessions: [session('a'), session('b')], total_sessions: 3, has_more: true },
      0,
    );
    assert.deepEqual(
      first.sessions.map((s) => s.id),
      ['a', 'b'],
    );
    const more = applyPage(
      first,
      { sessions: [session('b'), session('c')], total_sessions: 3, has_more: false },
      2,
    );
    assert.deepEqual(
      more.sessions.map((s) => s.id),
      ['a', 'b', 'c'],
    );
    assert.equal(more.hasMore, false);
    const again = applyPage(more, { sessions: [session('z')], total_sessions: 1, has_more: false }, 0);
    assert.deepEqual(
      again.sessions.map((s) => s.id),
      ['z'],
    );
    assert.equal(again.total, 1);
  });
});

describe('messagePreview', () => {
  test('text, file name, link, or the kind', () => {
    assert.deepEqual(messagePreview({ type: 'txt', text: 'Bonjour' }), { text: 'Bonjour' });
    assert.deepEqual(
      messagePreview({
        type: 'file',
        url: 'https://x.test/f',
        name: 'devis.pdf',
        mimetype: 'application/pdf',
      }),
      {
        text: 'devis.pdf',
      },
    );
    assert.deepEqual(messagePreview({ type: 'url', url: 'https://x.test' }), { text: 'https://x.test' });
    assert.deepEqual(messagePreview({ type: 'location', lat: 1, lng: 2 }), { kind: 'location' });
    assert.equal(messagePreview(null), null);
  });
});
