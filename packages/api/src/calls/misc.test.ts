import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createHttpClient } from '../http.ts';
import { saveEntryPoint } from './entry-points.ts';
import { fetchIceBreakers, saveMessengerMenu } from './misc.ts';

/** A client over `/api/<service>` answering every call with `status` and `body`, recording the calls. */
function client(service: string, status: number, body: unknown) {
  const calls: [string, string][] = [];
  const http = createHttpClient({
    base: () => `/api/${service}`,
    token: () => 'secret',
    fetchImpl: (async (url: string, init: RequestInit = {}) => {
      calls.push([init.method ?? 'GET', url]);
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { http, calls };
}

describe('misc and entry point calls', () => {
  test('spec 001 §7: ice-breakers never saved read as one default locale with one empty button', async () => {
    const { http, calls } = client('misc', 404, {
      error: 'not_found',
      detail: 'The ice-breakers does not exist.',
    });
    assert.deepEqual(await fetchIceBreakers(http, 'ig/1', 7), {
      channel: 'ig/1',
      customer: 7,
      locales: [{ locale: 'default', buttons: [{ text: '', to_tree: null }] }],
    });
    assert.deepEqual(calls, [['GET', '/api/misc/instagram/ice-breakers/ig%2F1']]);
  });

  test('any other failure of the read is still an error', async () => {
    const { http } = client('misc', 403, { error: 'permission_denied', detail: 'No.' });
    await assert.rejects(fetchIceBreakers(http, 'ig', 7), /permission_denied/);
  });

  test('creation posts to the collection, a change to the item', async () => {
    const menu = { id: 3, name: 'M', skill: 1, buttons: [] };
    const misc = client('misc', 200, menu);
    await saveMessengerMenu(misc.http, null, { name: 'M', skill: 1, buttons: [] });
    await saveMessengerMenu(misc.http, 3, { name: 'M', skill: 1, buttons: [] });
    assert.deepEqual(misc.calls, [
      ['POST', '/api/misc/messenger/menu'],
      ['POST', '/api/misc/messenger/menu/3'],
    ]);
    const core = client('core', 500, {});
    await assert.rejects(saveEntryPoint(core.http, null, {} as never));
    assert.deepEqual(core.calls, [['POST', '/api/core/integrations/']]);
  });
});
