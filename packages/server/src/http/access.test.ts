import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { accessPlugin } from '../auth/access.ts';
import { infrastructurePlugin } from '../infrastructure.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { errorHandler } from './error-handler.ts';
import { IdParams, type ServicePlugin, valibotValidatorCompiler } from './valibot.ts';

const Note = v.object({ text: v.pipe(v.string(), v.minLength(1, 'message_empty')), count: v.number() });

/** A few routes, one per kind of access, over the test server's database. */
const routes: ServicePlugin = async (app) => {
  app.get('/open', { config: { auth: 'public' } }, async (request) => ({ actor: request.actor }));
  app.get('/me', { config: { auth: 'user' } }, async (request) => ({
    role: request.actor.role,
    company: request.actor.companyId,
  }));
  app.get('/managers', { config: { auth: 'user', rank: 'manager', denied: 'Managers only.' } }, async () => ({
    ok: true,
  }));
  app.get('/owners', { config: { auth: 'user', roles: ['owner'] } }, async () => ({ ok: true }));
  app.get('/self-hosted', { config: { auth: 'user', selfHostedOnly: true, what: 'skill' } }, async () => ({
    ok: true,
  }));
  app.post(
    '/notes/:id',
    { config: { auth: 'public' }, schema: { params: IdParams('id'), body: Note } },
    async (request) => ({ id: request.params.id + 1, text: request.body.text }),
  );
};

describe('route access and schemas', () => {
  let server: TestServer;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  before(async () => {
    server = await startTestServer();
    Object.assign(tokens, await signInDemo(server, 'owner', 'manager', 'agent'));
    app = Fastify();
    app.setErrorHandler(errorHandler);
    app.setValidatorCompiler(valibotValidatorCompiler);
    await app.register(infrastructurePlugin, {
      infrastructure: { ...server.context, config: { ...server.context.config, edition: 'hosted' } },
    });
    await app.register(accessPlugin);
    await app.register(routes);
  });
  after(async () => {
    await app?.close();
    await server?.stop();
  });

  const get = (url: string, who?: string) =>
    app.inject({ url, headers: who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {} });

  test('an API route that does not say who may call it stops the server from starting', async () => {
    const bare = Fastify();
    await bare.register(infrastructurePlugin, { infrastructure: server.context });
    await bare.register(accessPlugin);
    await assert.rejects(async () => {
      await bare.register(async (api) => {
        api.get('/api/forgotten', async () => ({ secret: true }));
      });
      await bare.ready();
    }, /GET \/api\/forgotten does not say who may call it/);
    await bare.close().catch(() => {});
  });

  test('a public route reads no token; a user route needs a live one', async () => {
    assert.equal((await get('/open')).statusCode, 200);
    const anonymous = await get('/me');
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().error, 'not_authenticated');
    assert.equal((await get('/me', 'not-a-token')).statusCode, 401);
    const me = await get('/me', 'agent');
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().role, 'agent');
  });

  test('rank and role sets answer 403 permission_denied with the route sentence', async () => {
    const agent = await get('/managers', 'agent');
    assert.equal(agent.statusCode, 403);
    assert.deepEqual(agent.json(), { error: 'permission_denied', detail: 'Managers only.' });
    assert.equal((await get('/managers', 'manager')).statusCode, 200);
    assert.equal((await get('/managers', 'owner')).statusCode, 200);
    assert.equal((await get('/owners', 'manager')).statusCode, 403);
    assert.equal((await get('/owners', 'owner')).statusCode, 200);
  });

  test('a self-hosted route is not found in the hosted edition, after authentication', async () => {
    assert.equal((await get('/self-hosted')).statusCode, 401);
    const hosted = await get('/self-hosted', 'owner');
    assert.equal(hosted.statusCode, 404);
    assert.equal(hosted.json().error, 'not_found');
  });

  test('a schema hands the parsed values; a bad body is a 400 with field errors', async () => {
    const ok = await app.inject({ method: 'POST', url: '/notes/41', payload: { text: 'Bonjour', count: 1 } });
    assert.deepEqual(ok.json(), { id: 42, text: 'Bonjour' });

    const empty = await app.inject({ method: 'POST', url: '/notes/41', payload: { text: '', count: 1 } });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().error, 'message_empty');
    assert.deepEqual(empty.json().text, ['message_empty']);

    const two = await app.inject({ method: 'POST', url: '/notes/41', payload: { text: '' } });
    assert.equal(two.statusCode, 400);
    assert.equal(two.json().error, 'invalid_payload');
    assert.ok(Array.isArray(two.json().count));

    const none = await app.inject({ method: 'POST', url: '/notes/41' });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().error, 'invalid_payload');
  });

  test('a path id that does not parse names nothing: 404', async () => {
    const bad = await app.inject({ method: 'POST', url: '/notes/abc', payload: { text: 'x', count: 1 } });
    assert.equal(bad.statusCode, 404);
    assert.equal(bad.json().error, 'not_found');
  });
});
