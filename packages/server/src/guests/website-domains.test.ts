import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { otherCompany } from '../core/settings/testing.ts';
import { api, signInDemo, startTestServer, type TestServer, TestSocket } from '../test/helpers.ts';
import { websiteAllows } from './website-domains.ts';

/*
 * Website domains (issue 23, the visitor side): the widget's calls and socket answer any website
 * until the entry point, or else its company, lists its websites; then only those, the server's
 * own pages always.
 */

const SHOP = 'https://www.boulangerie.fr';
const ELSEWHERE = 'https://elsewhere.example';
const SUPPORT = 1;

describe('website domains', () => {
  let server: TestServer;
  let tokens: Record<'admin' | 'agent', string>;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
    tokens = await signInDemo(server, 'admin', 'agent');
  });
  after(() => server.stop());

  /** A widget entry point of the Support skill listing `domains`; its id. */
  const entryPoint = async (domains: string[]) => {
    const made = await api(server.url, '/api/core/integrations/', {
      token: tokens.admin,
      body: { ...demoEntryPoint(SUPPORT), trees: [], name: `Site ${randomUUID()}`, website_domains: domains },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    return made.body.id as number;
  };
  const widgetFrom = (query: string, origin?: string) =>
    fetch(`${server.url}/api/guests/widget?${query}`, { headers: origin ? { origin } : {} });
  const openFrom = (body: Record<string, unknown>, origin: string) =>
    fetch(`${server.url}/api/guests/sessions`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ skill: SUPPORT, name: 'Léa', ...body }),
    });
  const cors = (response: Response) => response.headers.get('access-control-allow-origin');

  test('an entry point with a list: a listed page is answered with CORS, another gets 403 and no CORS headers', async () => {
    const id = await entryPoint([SHOP]);
    const shop = await widgetFrom(`entry_point=${id}`, SHOP);
    assert.equal(shop.status, 200);
    assert.equal(cors(shop), SHOP);
    assert.match(shop.headers.get('vary') ?? '', /Origin/);

    const elsewhere = await widgetFrom(`entry_point=${id}`, ELSEWHERE);
    assert.equal(elsewhere.status, 403);
    assert.equal(((await elsewhere.json()) as { error: string }).error, 'origin_not_allowed');
    assert.equal(cors(elsewhere), null);
    assert.equal(elsewhere.headers.get('access-control-allow-methods'), null);

    // Opening a conversation from elsewhere opens nothing.
    const refused = await openFrom({ entry_point: id }, ELSEWHERE);
    assert.equal(refused.status, 403);
    assert.equal(cors(refused), null);
    const opened = await openFrom({ entry_point: id }, SHOP);
    assert.equal(opened.status, 201);
    assert.equal(cors(opened), SHOP);
    const { token } = (await opened.json()) as { token: string };
    const resumeFrom = (origin: string) =>
      fetch(`${server.url}/api/guests/sessions/current`, {
        headers: { origin, authorization: `Bearer ${token}` },
      });
    assert.equal((await resumeFrom(ELSEWHERE)).status, 403);
    assert.equal((await resumeFrom(SHOP)).status, 200);

    // The server's own pages (the hosted link page, the console's preview) and non-browser callers pass.
    assert.equal((await widgetFrom(`entry_point=${id}`, new URL(server.url).origin)).status, 200);
    assert.equal((await widgetFrom(`entry_point=${id}`)).status, 200);
  });

  test('the socket of such a conversation is closed with 4403 for another page', async () => {
    const id = await entryPoint([SHOP]);
    const opened = await openFrom({ entry_point: id }, SHOP);
    const { token } = (await opened.json()) as { token: string };
    const url = server.wsUrl('/api/guests/ws', token);
    const foreign = await TestSocket.open(url, true, ELSEWHERE);
    assert.equal((await foreign.next((f) => f.type === 'error')).code, 'origin_not_allowed');
    assert.equal((await foreign.closed).code, 4403);
    const shop = await TestSocket.open(url, true, SHOP);
    assert.deepEqual(Object.keys(await shop.call('resume', { since: null })), ['last_seq']);
    await shop.close();
  });

  test('with no list anywhere, any website is answered as before', async () => {
    const id = await entryPoint([]);
    for (const query of [`entry_point=${id}`, `skill=${SUPPORT}`]) {
      const answer = await widgetFrom(query, ELSEWHERE);
      assert.equal(answer.status, 200, query);
      assert.equal(cors(answer), '*', query);
    }
    const opened = await openFrom({ entry_point: id }, ELSEWHERE);
    assert.equal(opened.status, 201);
  });

  test("the company's list holds its skills and the entry points without their own; an entry point's own list wins", async () => {
    const plain = await entryPoint([]);
    const own = await entryPoint([ELSEWHERE]);
    const added = await api(server.url, '/api/core/website-domains/', {
      token: tokens.admin,
      body: { origin: `${SHOP}/` },
    });
    assert.equal(added.status, 201);
    assert.equal(added.body.origin, SHOP);
    try {
      assert.equal((await widgetFrom(`entry_point=${plain}`, SHOP)).status, 200);
      assert.equal((await widgetFrom(`entry_point=${plain}`, ELSEWHERE)).status, 403);
      assert.equal((await widgetFrom(`skill=${SUPPORT}`, ELSEWHERE)).status, 403);
      assert.equal((await openFrom({}, ELSEWHERE)).status, 403);
      assert.equal((await widgetFrom(`entry_point=${own}`, ELSEWHERE)).status, 200);
      assert.equal((await widgetFrom(`entry_point=${own}`, SHOP)).status, 403);
      // Another company's list says nothing about this one's widget, nor the other way round.
      const stranger = await otherCompany(server, 'admin');
      assert.equal((await widgetFrom(`skill=${stranger.skill}`, ELSEWHERE)).status, 200);
    } finally {
      const removed = await api(server.url, `/api/core/website-domains/${added.body.id}`, {
        token: tokens.admin,
        method: 'DELETE',
      });
      assert.equal(removed.status, 204);
    }
    assert.equal((await widgetFrom(`entry_point=${plain}`, ELSEWHERE)).status, 200);
  });

  test('a website domain is an origin: field errors, nothing stored; administrators only, per company', async () => {
    const refused = await api(server.url, '/api/core/integrations/', {
      token: tokens.admin,
      body: {
        ...demoEntryPoint(SUPPORT),
        trees: [],
        name: 'Mauvais domaines',
        website_domains: [SHOP, 'https://www.boulangerie.fr/contact', 'boulangerie.fr'],
      },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['website_domains.1'], ['invalid_origin']);
    assert.deepEqual(refused.body['website_domains.2'], ['invalid_origin']);
    const names = (
      (await api(server.url, '/api/core/integrations/', { token: tokens.admin })).body as unknown as {
        name: string;
      }[]
    ).map((e) => e.name);
    assert.ok(!names.includes('Mauvais domaines'));

    const byAgent = await api(server.url, '/api/core/website-domains/', {
      token: tokens.agent,
      body: { origin: SHOP },
    });
    assert.equal(byAgent.status, 403);
    for (const bad of ['boulangerie.fr', 'https://www.boulangerie.fr/contact', 'ftp://boulangerie.fr']) {
      const answer = await api(server.url, '/api/core/website-domains/', {
        token: tokens.admin,
        body: { origin: bad },
      });
      assert.equal(answer.status, 400, bad);
      assert.deepEqual(answer.body.origin, ['invalid_origin'], bad);
    }
    const added = await api(server.url, '/api/core/website-domains/', {
      token: tokens.admin,
      body: { origin: 'https://Www.Boulangerie.fr' },
    });
    assert.equal(added.status, 201);
    const twice = await api(server.url, '/api/core/website-domains/', {
      token: tokens.admin,
      body: { origin: SHOP },
    });
    assert.deepEqual(twice.body.origin, ['already_exists']);
    const stranger = await otherCompany(server, 'admin');
    assert.deepEqual(
      (await api(server.url, '/api/core/website-domains/', { token: stranger.token })).body,
      [],
    );
    const foreignDelete = await api(server.url, `/api/core/website-domains/${added.body.id}`, {
      token: stranger.token,
      method: 'DELETE',
    });
    assert.equal(foreignDelete.status, 404);
    const listed = await api(server.url, '/api/core/website-domains/', { token: tokens.admin });
    assert.deepEqual(
      (listed.body as unknown as { origin: string }[]).map((d) => d.origin),
      [SHOP],
    );
    await api(server.url, `/api/core/website-domains/${added.body.id}`, {
      token: tokens.admin,
      method: 'DELETE',
    });
  });
});

test('the rule: an empty list allows any page; a list, its origins, the own ones, and non-browser callers', () => {
  const own = ['http://127.0.0.1:8080'];
  assert.equal(websiteAllows([], ELSEWHERE, own), true);
  assert.equal(websiteAllows([SHOP], SHOP, own), true);
  assert.equal(websiteAllows([SHOP], ELSEWHERE, own), false);
  assert.equal(websiteAllows([SHOP], 'http://127.0.0.1:8080', own), true);
  assert.equal(websiteAllows([SHOP], undefined, own), true);
});
