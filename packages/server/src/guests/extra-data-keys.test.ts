import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ExtraDataKey } from '@omnicanal/api';
import { api, type TestServer } from '../test/helpers.ts';
import { guestsWorld } from './testing.ts';

/*
 * Defining a company's extra data keys: administrators add and delete them; the keys of one
 * company are invisible to another; a key used twice or not a key a website can send is refused
 * on its field.
 */

let server: TestServer;
let tokens: Record<string, string>;
before(async () => {
  ({ server, tokens } = await guestsWorld());
});
after(() => server.stop());

const PATH = '/api/guests/extra-data-keys';
const keysOf = async (token: string | undefined) =>
  ((await api(server.url, PATH, { token })).body as unknown as ExtraDataKey[]).map((k) => k.key);

describe('defining extra data keys', () => {
  test('an admin adds a key at the end of the list and deletes it', async () => {
    const added = await api(server.url, PATH, {
      token: tokens.admin,
      body: { key: ' panier ', label: ' Panier en cours ' },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.deepEqual(added.body, { key: 'panier', label: 'Panier en cours' });
    assert.deepEqual(await keysOf(tokens.agent), ['numero_client', 'commande', 'panier']);
    const deleted = await api(server.url, `${PATH}/panier`, { token: tokens.admin, method: 'DELETE' });
    assert.equal(deleted.status, 204);
    assert.deepEqual(await keysOf(tokens.agent), ['numero_client', 'commande']);
    assert.equal(
      (await api(server.url, `${PATH}/panier`, { token: tokens.admin, method: 'DELETE' })).status,
      404,
    );
  });

  test('a key used twice, empty, too long or not a key a website can send is refused on its field', async () => {
    const taken = await api(server.url, PATH, {
      token: tokens.admin,
      body: { key: 'commande', label: 'Autre' },
    });
    assert.equal(taken.status, 400);
    assert.equal(taken.body.error, 'already_exists');
    assert.deepEqual(taken.body.key, ['already_exists']);
    const bad = await api(server.url, PATH, { token: tokens.admin, body: { key: 'Mon Code!', label: '' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.key, ['invalid_key']);
    assert.deepEqual(bad.body.label, ['required']);
    const long = await api(server.url, PATH, {
      token: tokens.admin,
      body: { key: 'k'.repeat(65), label: 'x' },
    });
    assert.deepEqual(long.body.key, ['max_length']);
    assert.deepEqual(await keysOf(tokens.agent), ['numero_client', 'commande']);
  });

  test('below admin is refused; signed out is 401', async () => {
    for (const who of ['agent', 'manager']) {
      const refused = await api(server.url, PATH, { token: tokens[who], body: { key: 'x1', label: 'X' } });
      assert.equal(refused.status, 403, who);
      const deleting = await api(server.url, `${PATH}/commande`, { token: tokens[who], method: 'DELETE' });
      assert.equal(deleting.status, 403, who);
    }
    assert.equal((await api(server.url, PATH, { body: { key: 'x1', label: 'X' } })).status, 401);
    assert.deepEqual(await keysOf(tokens.agent), ['numero_client', 'commande']);
  });

  test("one company's keys are not another's: same key allowed, deleting theirs is not found", async () => {
    const own = await api(server.url, PATH, {
      token: tokens.other,
      body: { key: 'commande', label: 'Leur commande' },
    });
    assert.equal(own.status, 201);
    assert.deepEqual(await keysOf(tokens.other), ['commande']);
    const gone = await api(server.url, `${PATH}/numero_client`, { token: tokens.other, method: 'DELETE' });
    assert.equal(gone.status, 404);
    assert.deepEqual(await keysOf(tokens.agent), ['numero_client', 'commande']);
  });
});
