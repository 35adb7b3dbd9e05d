import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { ApiRequestError } from './errors.ts';
import { createHttpClient, toQueryString } from './http.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('toQueryString', () => {
  test('array parameters repeat their key; null and undefined are left out', () => {
    assert.equal(
      toQueryString({ skills: [1, 2], status: 'waiting', page: 2, empty: null, none: undefined, all: true }),
      '?skills=1&skills=2&status=waiting&page=2&all=true',
    );
  });

  test('nothing to send gives an empty string, values are encoded', () => {
    assert.equal(toQueryString({}), '');
    assert.equal(toQueryString(), '');
    assert.equal(toQueryString({ q: 'Zoé & co' }), '?q=Zo%C3%A9+%26+co');
  });
});

describe('createHttpClient', () => {
  test('sends the bearer token and JSON, and returns the parsed answer', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { id: 7 }));
    const client = createHttpClient({ base: () => '/api/core/', token: () => 'tok-1', fetchImpl });

    const answer = await client.post<{ id: number }>(
      '/skills/',
      { name: 'Support' },
      { query: { ids: [1, 2] } },
    );

    assert.deepEqual(answer, { id: 7 });
    assert.equal(calls[0]?.url, '/api/core/skills/?ids=1&ids=2');
    assert.equal(calls[0]?.init.method, 'POST');
    assert.equal(headersOf(calls[0]).authorization, 'Bearer tok-1');
    assert.equal(headersOf(calls[0])['content-type'], 'application/json');
    assert.equal(calls[0]?.init.body, '{"name":"Support"}');
  });

  test('an anonymous call carries no token; a GET carries no body', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createHttpClient({ base: () => '/api/core', token: () => 'tok-1', fetchImpl });

    assert.equal(await client.get('/user/account', { anonymous: true }), null);
    assert.equal(headersOf(calls[0]).authorization, undefined);
    assert.equal(calls[0]?.init.body, undefined);
  });

  test('the base is read at every call, so a configuration loaded later applies', async () => {
    let base = '/api/core';
    const { calls, fetchImpl } = fakeFetch(() => json(200, {}));
    const client = createHttpClient({ base: () => base, fetchImpl });
    await client.get('/a');
    base = 'https://core.example';
    await client.delete('/b');
    assert.deepEqual(
      calls.map((c) => `${c.init.method} ${c.url}`),
      ['GET /api/core/a', 'DELETE https://core.example/b'],
    );
  });

  test('with its schema an answer is decoded; an answer the schema refuses is a server_error', async () => {
    const Version = v.object({ version: v.string() });
    let body: unknown = { version: '1.2.3', extra: true };
    const { fetchImpl } = fakeFetch(() => json(200, body));
    const client = createHttpClient({ base: () => '/api/core', fetchImpl });
    assert.deepEqual(await client.get('/version', { answer: Version }), { version: '1.2.3' });

    body = { version: 123 };
    await assert.rejects(client.get('/version', { answer: Version }), (error: unknown) => {
      assert.ok(error instanceof ApiRequestError);
      assert.equal(error.error.status, 200);
      assert.equal(error.error.code, 'server_error');
      return true;
    });
  });

  test('401 and 403 with a token call onUnauthorized and reject with the normalised error', async () => {
    for (const status of [401, 403]) {
      const seen: number[] = [];
      const { fetchImpl } = fakeFetch(() => json(status, { detail: 'Invalid token.' }));
      const client = createHttpClient({
        base: () => '/api/core',
        token: () => 'expired',
        onUnauthorized: (s) => seen.push(s),
        fetchImpl,
      });
      await assert.rejects(client.get('/user/account'), (error: unknown) => {
        assert.ok(error instanceof ApiRequestError);
        assert.equal(error.error.status, status);
        assert.deepEqual(error.error.general, ['Invalid token.']);
        return true;
      });
      assert.deepEqual(seen, [status]);
    }
  });

  test('a refused sign-in (no token yet) is an error of the form, not a sign-out', async () => {
    let unauthorized = 0;
    const { fetchImpl } = fakeFetch(() => json(401, { error: 'bad_authentication', detail: 'Invalid' }));
    const client = createHttpClient({
      base: () => '/api/core',
      token: () => null,
      onUnauthorized: () => {
        unauthorized += 1;
      },
      fetchImpl,
    });
    await assert.rejects(client.post('/user/login', { email: 'a@b.c', password: 'x' }), {
      name: 'ApiRequestError',
      message: 'bad_authentication',
    });
    assert.equal(unauthorized, 0);
  });

  test('field errors come back in one shape', async () => {
    const { fetchImpl } = fakeFetch(() => json(400, { email: ['Adresse invalide.'] }));
    const client = createHttpClient({ base: () => '/api/core', fetchImpl });
    await assert.rejects(client.put('/user/account', { email: 'x' }), (error: unknown) => {
      assert.ok(error instanceof ApiRequestError);
      assert.deepEqual(error.error.fields, { email: ['Adresse invalide.'] });
      return true;
    });
  });

  test('a network failure becomes status 0 with the network_error code', async () => {
    const { fetchImpl } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const client = createHttpClient({ base: () => '/api/core', fetchImpl });
    await assert.rejects(client.get('/user/account'), (error: unknown) => {
      assert.ok(error instanceof ApiRequestError);
      assert.equal(error.error.status, 0);
      assert.equal(error.error.code, 'network_error');
      return true;
    });
  });

  test('an aborted request stays an AbortError', async () => {
    const { fetchImpl } = fakeFetch(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    const client = createHttpClient({ base: () => '/api/core', fetchImpl });
    await assert.rejects(client.get('/x'), { name: 'AbortError' });
  });
});
