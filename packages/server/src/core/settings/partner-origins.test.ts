import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, signInDemo, startTestServer, type TestServer, TestSocket } from '../../test/helpers.ts';
import { otherCompany } from './testing.ts';

/*
 * A company's own partner origins (Settings › API publique): the pages of its CRM may call the
 * console's API and open its socket, for that company only, from the moment an administrator adds
 * the origin until it is taken off.
 */

const CRM = 'https://crm.example';

describe('partner origins of a company', () => {
  let server: TestServer;
  let tokens: Record<'admin' | 'agent', string>;
  before(async () => {
    server = await startTestServer();
    tokens = await signInDemo(server, 'admin', 'agent');
  });
  after(() => server.close());

  const preflight = (origin: string) =>
    fetch(`${server.url}/api/core/customer/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  const customerFrom = (origin: string, token: string) =>
    fetch(`${server.url}/api/core/customer/`, { headers: { origin, authorization: `Bearer ${token}` } });

  test('administrators list, add (an origin as browsers send it) and remove them; others may not', async () => {
    const refused = await api(server.url, '/api/core/partner-origins/', {
      token: tokens.agent,
      body: { origin: CRM },
    });
    assert.equal(refused.status, 403);
    for (const bad of [
      'crm.example',
      'ftp://crm.example',
      'https://crm.example/app',
      'https://a:b@crm.example',
    ])
      assert.equal(
        (await api(server.url, '/api/core/partner-origins/', { token: tokens.admin, body: { origin: bad } }))
          .status,
        400,
        bad,
      );
    const added = await api(server.url, '/api/core/partner-origins/', {
      token: tokens.admin,
      body: { origin: 'https://CRM.example/' },
    });
    assert.equal(added.status, 201);
    assert.equal((added.body as { origin: string }).origin, CRM);
    const twice = await api(server.url, '/api/core/partner-origins/', {
      token: tokens.admin,
      body: { origin: CRM },
    });
    assert.equal(twice.status, 400);
    const listed = await api(server.url, '/api/core/partner-origins/', { token: tokens.admin });
    assert.deepEqual(
      (listed.body as unknown as { origin: string }[]).map((o) => o.origin),
      [CRM],
    );

    // Another company neither sees nor removes it.
    const stranger = await otherCompany(server, 'admin');
    const theirs = await api(server.url, '/api/core/partner-origins/', { token: stranger.token });
    assert.deepEqual(theirs.body, []);
    const id = (added.body as { id: number }).id;
    const gone = await api(server.url, `/api/core/partner-origins/${id}`, {
      token: stranger.token,
      method: 'DELETE',
    });
    assert.equal(gone.status, 404);
  });

  test('a listed origin gets CORS and acts for its company, never for another', async () => {
    const answer = await preflight(CRM);
    assert.equal(answer.headers.get('access-control-allow-origin'), CRM);
    assert.equal(
      (await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin'),
      null,
    );

    const ours = await customerFrom(CRM, tokens.agent);
    assert.equal(ours.status, 200);
    assert.equal(ours.headers.get('access-control-allow-origin'), CRM);
    const stranger = await otherCompany(server, 'owner');
    assert.equal((await customerFrom(CRM, stranger.token)).status, 403);
    // The console's own pages are not concerned.
    assert.equal((await customerFrom(new URL(server.url).origin, stranger.token)).status, 200);

    const own = await TestSocket.open(server.wsUrl('/api/agents/ws', tokens.agent), true, CRM);
    await own.call('resume', { since: null });
    own.ws.close();
    const theirs = await TestSocket.open(server.wsUrl('/api/agents/ws', stranger.token), true, CRM);
    assert.equal((await theirs.closed).code, 4403);
  });

  test('taken off the list, the origin is refused from the next call on', async () => {
    const listed = await api(server.url, '/api/core/partner-origins/', { token: tokens.admin });
    const [entry] = listed.body as unknown as { id: number }[];
    const removed = await api(server.url, `/api/core/partner-origins/${entry?.id}`, {
      token: tokens.admin,
      method: 'DELETE',
    });
    assert.equal(removed.status, 204);
    assert.equal((await preflight(CRM)).headers.get('access-control-allow-origin'), null);
    assert.equal((await customerFrom(CRM, tokens.agent)).status, 403);
  });
});
