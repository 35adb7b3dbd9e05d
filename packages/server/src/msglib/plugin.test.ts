import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Category, SentenceSearchResponse } from '@omnicanal/api';
import { createCompany, createUser } from '../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/msglib${path}`, { ...init, token: tokens[who] });
const search = async (who: string, body: Record<string, unknown>) => {
  const answer = await call(who, '/sentences/search', { body: { offset: 0, limit: 20, ...body } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as SentenceSearchResponse;
};

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'agent2', 'manager'));
  const other = await createCompany(server.context.db, { name: 'Autre' });
  const password = 'Autre-password-2026!';
  const stranger = await createUser(server.context.db, {
    companyId: other.id,
    email: `m-${randomUUID()}@autre.test`,
    password,
    firstName: 'M',
    lastName: 'Autre',
    role: 'manager',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
});
after(() => server.stop());

describe('message library', () => {
  test('the demo tree: categories contain subcategories contain sentences', async () => {
    const tree = (await call('agent', '/categories/')).body as unknown as Category[];
    assert.deepEqual(
      tree.map((c) => c.label),
      ['Accueil', 'Commandes'],
    );
    const greetings = tree[0]?.subcategories.find((s) => s.label === 'Salutations');
    assert.ok(greetings?.sentences.some((s) => s.content === 'Bonjour, comment puis-je vous aider ?'));
    assert.deepEqual((await call('stranger', '/categories/')).body, []);
    assert.equal((await api(server.url, '/api/msglib/categories/')).status, 401);
  });

  test('a manager builds a Sales-only branch: Sales agents see and find it, Support agents do not', async () => {
    const category = await call('manager', '/categories/', { body: { label: 'Ventes', skills: [2] } });
    assert.equal(category.status, 201, JSON.stringify(category.body));
    const c = category.body.id as number;
    const sub = await call('manager', `/categories/${c}/subcategories/`, { body: { label: 'Remises' } });
    assert.equal(sub.status, 201);
    const s = sub.body.id as number;
    const sentence = await call('manager', `/categories/${c}/subcategories/${s}/sentences/`, {
      body: { content: 'Une remise de 10 % est appliquée à votre première commande.' },
    });
    assert.equal(sentence.status, 201);
    assert.equal(sentence.body.label, 'Une remise de 10 % est appliquée à votre première commande.');

    const sales = (await call('agent2', '/categories/')).body as unknown as Category[];
    assert.ok(sales.some((x) => x.label === 'Ventes'));
    const support = (await call('agent', '/categories/')).body as unknown as Category[];
    assert.ok(!support.some((x) => x.label === 'Ventes'));
    assert.equal((await search('agent2', { query: 'REMISE appliquee' })).total, 1);
    assert.equal((await search('agent', { query: 'remise' })).total, 0);
    // Asking for a skill one lacks gives nothing more.
    assert.equal((await search('agent', { query: 'remise', skill: 2 })).total, 0);

    const duplicate = await call('manager', `/categories/${c}/subcategories/${s}/sentences/`, {
      body: { content: 'Une remise de 10 % est appliquée à votre première commande.' },
    });
    assert.equal(duplicate.body.error, 'already_exists');
    assert.equal(
      (await call('manager', '/categories/', { body: { label: 'Ventes' } })).body.error,
      'already_exists',
    );
    assert.equal(
      (await call('manager', `/categories/${c}/subcategories/`, { body: { label: 'Remises' } })).body.error,
      'already_exists',
    );

    const edited = await call(
      'manager',
      `/categories/${c}/subcategories/${s}/sentences/${sentence.body.id}`,
      {
        body: { label: 'Remise', content: 'Une remise de 15 % est appliquée.' },
      },
    );
    assert.equal(edited.status, 200);
    assert.equal(edited.body.content, 'Une remise de 15 % est appliquée.');

    // Deleting the category removes what it contains.
    assert.equal((await call('manager', `/categories/${c}`, { method: 'DELETE' })).status, 204);
    assert.equal((await search('agent2', { query: 'remise' })).total, 0);
  });

  test('search is accent- and case-insensitive, paged, and only over usable sentences', async () => {
    const found = await search('agent', { query: 'delai LIVRAISON' });
    assert.deepEqual(found.results, [
      {
        id: found.results[0]?.id,
        text: 'Le délai de livraison habituel est de trois jours ouvrés.',
        category: 'Commandes',
        subcategory: 'Livraison',
      },
    ]);
    const all = await search('agent', { query: '' });
    assert.equal(all.total, 6);
    const page = await search('agent', { query: '', offset: 4, limit: 1 });
    assert.equal(page.results.length, 1);
    assert.equal(page.has_more, true);
    assert.equal((await search('agent', { query: '', offset: 5, limit: 1 })).has_more, false);
    assert.equal((await search('stranger', { query: 'bonjour' })).total, 0);
    const invalid = await call('agent', '/sentences/search', { body: { query: 3, limit: 500 } });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.query && invalid.body.limit);
  });

  test('only managers write, only in their company; validation and unknown ids', async () => {
    const tree = (await call('agent', '/categories/')).body as unknown as Category[];
    const c = tree[0]?.id as number;
    const s = tree[0]?.subcategories[0]?.id as number;
    assert.equal((await call('agent', '/categories/', { body: { label: 'X' } })).status, 403);
    assert.equal((await call('agent', `/categories/${c}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('stranger', `/categories/${c}`, { method: 'DELETE' })).status, 404);
    assert.equal(
      (
        await call('stranger', `/categories/${c}/subcategories/${s}/sentences/`, {
          body: { content: 'Pirate' },
        })
      ).status,
      404,
    );
    assert.equal(
      (await call('manager', '/categories/999999/subcategories/', { body: { label: 'Y' } })).status,
      404,
    );
    const empty = await call('manager', '/categories/', { body: { label: '' } });
    assert.deepEqual(empty.body.label, ['required']);
    const noContent = await call('manager', `/categories/${c}/subcategories/${s}/sentences/`, {
      body: { content: ' ' },
    });
    assert.deepEqual(noContent.body.content, ['required']);
    const badSkill = await call('manager', '/categories/', { body: { label: 'Z', skills: [424242] } });
    assert.deepEqual(badSkill.body.skills, ['unknown_skill']);
    assert.equal(((await call('agent', '/categories/')).body as unknown as Category[]).length, 2);
  });

  test("sub-accounts must be the company's; labels differing in case only are duplicates", async () => {
    const tree = (await call('manager', '/categories/')).body as unknown as Category[];
    const c = tree[0]?.id as number;
    const s = tree[0]?.subcategories.find((x) => x.label === 'Salutations')?.id as number;
    const foreign = await call('manager', '/categories/', { body: { label: 'Z', subaccounts: [999_999] } });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.subaccounts, ['unknown_subaccount']);
    assert.deepEqual((await call('manager', '/categories/', { body: { label: 'ACCUEIL' } })).body.label, [
      'already_exists',
    ]);
    const sentence = await call('manager', `/categories/${c}/subcategories/${s}/sentences/`, {
      body: { label: 'bonjour, comment puis-je vous aider ?', content: 'Bonjour !' },
    });
    assert.equal(sentence.body.error, 'already_exists');
    const after = (await call('manager', '/categories/')).body as unknown as Category[];
    assert.deepEqual(after, tree);
  });
});
