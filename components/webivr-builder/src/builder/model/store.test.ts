import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createHttpClient, type WebivrAccount, type WebivrMenu } from '@omnicanal/api';
import { createBuilderStore } from './store.ts';

const ACCOUNT: WebivrAccount = {
  id: 3,
  label: 'Accueil',
  skill: 1,
  language: 'fr',
  theme: null,
  working_version: 10,
  production_version: null,
  root_node: null,
  has_unpublished_changes: false,
  created_at: '2026-11-01T09:00:00.000Z',
};
const MENU: WebivrMenu = { version: 10, trees: [], nodes: [] };

type Route = (body: unknown) => [number, unknown];

/** A store over a stand-in service answering `METHOD /path`; returns the paths called. */
function storeWith(routes: Record<string, Route>, version = 10) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const route = routes[key];
    const [status, body] = route ? route(init?.body ? JSON.parse(String(init.body)) : null) : [404, {}];
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const http = createHttpClient({ base: () => 'http://test', fetchImpl });
  return { store: createBuilderStore(http, 3, version), calls };
}

const base: Record<string, Route> = {
  'GET /accounts/3': () => [200, ACCOUNT],
  'GET /accounts/3/menu': () => [200, MENU],
  'GET /accounts/3/snapshots/state': () => [200, { has_next: false, has_previous: true, expires_at: null }],
};

describe('builder store', () => {
  it('loads the account, the menu and, for the working version, the undo state', async () => {
    const { store } = storeWith(base);
    await store.load();
    assert.equal(store.$readOnly.get(), false);
    assert.deepEqual(store.$menu.get(), MENU);
    assert.equal(store.$snapshots.get().has_previous, true);
  });

  it('does not ask for the undo state of a read-only version', async () => {
    const { store, calls } = storeWith(base, 9);
    await store.load();
    assert.equal(store.$readOnly.get(), true);
    assert.equal(calls.includes('GET /accounts/3/snapshots/state'), false);
  });

  it('reads the menu and the undo state again after an edit, and keeps a refusal', async () => {
    const { store, calls } = storeWith({
      ...base,
      'POST /accounts/3/trees': () => [400, { error: 'invalid_payload', detail: 'x', label: ['required'] }],
    });
    await store.load();
    calls.length = 0;
    const ok = await store.edit(async () => 'done');
    assert.deepEqual(ok, { ok: true, value: 'done' });
    assert.deepEqual(calls, ['GET /accounts/3/menu', 'GET /accounts/3/snapshots/state']);
    const refused = await store.edit(() => store.http.post('/accounts/3/trees', { label: '' }));
    assert.equal(refused.ok, false);
    assert.deepEqual(store.$editError.get()?.fields, { label: ['required'] });
    assert.equal(store.$busy.get(), false);
  });

  it('greys undo out, without an error, when the server has nothing left to undo', async () => {
    const { store } = storeWith({
      ...base,
      'POST /accounts/3/snapshots/apply': () => [
        400,
        { error: 'no_previous_snapshot_found', detail: 'Nothing.' },
      ],
    });
    await store.load();
    await store.applySnapshot('previous');
    assert.equal(store.$snapshots.get().has_previous, false);
    assert.equal(store.$editError.get(), null);
  });
});
