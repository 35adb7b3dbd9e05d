import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TicketKindsPage } from '@omnicanal/api';
import { createCompany } from '../core/repo.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';

/* The ticketing service's kinds: the company's own, by name, a page of at most 100. */
let server: TestServer;
let token: Record<'agent' | 'manager', string>;

const kinds = async (query = '', who: 'agent' | 'manager' = 'agent') =>
  api(server.url, `/api/ticketing/kinds${query}`, { token: token[who] });

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  token = await signInDemo(server, 'agent', 'manager');
  const db = server.context.db;
  const other = await createCompany(db, { name: 'Autres types' });
  await db
    .insertInto('ticket_kinds')
    .values([
      { company_id: 1, name: 'Retour' },
      { company_id: 1, name: 'Facture' },
      { company_id: 1, name: 'Livraison' },
      { company_id: other.id, name: 'Ailleurs' },
    ])
    .execute();
});
after(() => server.close());

describe('GET /kinds (ticketing service)', () => {
  test("an agent reads the company's kinds by name, 100 at most unless asked fewer", async () => {
    const all = await kinds('?limit=100&offset=0');
    assert.equal(all.status, 200);
    const page = all.body as unknown as TicketKindsPage;
    assert.deepEqual(
      page.results.map((k) => k.name),
      ['Facture', 'Livraison', 'Retour'],
    );
    assert.equal(page.count, 3);
    const second = (await kinds('?limit=1&offset=1', 'manager')).body as unknown as TicketKindsPage;
    assert.deepEqual([second.results.map((k) => k.name), second.count], [['Livraison'], 3]);
  });

  test('a page past 100 or a malformed offset is a field error; no token is refused', async () => {
    const big = await kinds('?limit=101');
    assert.equal(big.status, 400);
    assert.ok('limit' in big.body, JSON.stringify(big.body));
    assert.equal((await kinds('?offset=-1')).status, 400);
    assert.equal((await api(server.url, '/api/ticketing/kinds')).status, 401);
  });
});
