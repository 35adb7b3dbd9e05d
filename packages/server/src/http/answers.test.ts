import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import * as v from 'valibot';
import type { AnswerCheck } from '../config.ts';
import { answersPlugin, valibotSerializerCompiler } from './answers.ts';
import { errorHandler } from './error-handler.ts';
import type { ServicePlugin } from './valibot.ts';

const Note = v.object({ id: v.number(), text: v.string(), sent_at: v.string() });

/** One route whose answer fits its schema, one whose answer drifted (a number where text is due). */
const routes: ServicePlugin = async (app) => {
  app.get(
    '/api/notes/1',
    { config: { auth: 'public' }, schema: { response: { 200: Note } } },
    // A Date leaves as its ISO text, which is what the schema (and the console) reads.
    async () => ({ id: 1, text: 'Bonjour', sent_at: new Date(0) as unknown as string }),
  );
  app.get('/api/notes/2', { config: { auth: 'public' }, schema: { response: { 200: Note } } }, async () => ({
    id: 2,
    text: 42 as unknown as string,
    sent_at: '',
  }));
  app.delete('/api/notes/2', { config: { auth: 'public', answers: 'no-content' } }, async (_request, reply) =>
    reply.code(204).send(),
  );
};

/** An app with the server's compilers and checks, its log lines collected. */
async function appWith(check: AnswerCheck) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  app.setErrorHandler(errorHandler);
  app.setSerializerCompiler(valibotSerializerCompiler(check, app.log));
  await app.register(answersPlugin);
  await app.register(routes);
  return { app, lines };
}

describe('route answers', () => {
  test('an answer that fits its schema leaves as JSON, dates as text', async () => {
    const { app } = await appWith('refuse');
    const answer = await app.inject({ url: '/api/notes/1' });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { id: 1, text: 'Bonjour', sent_at: '1970-01-01T00:00:00.000Z' });
    await app.close();
  });

  test('in tests and development an answer outside its schema is a 500 server_error', async () => {
    const { app, lines } = await appWith('refuse');
    const answer = await app.inject({ url: '/api/notes/2' });
    assert.equal(answer.statusCode, 500);
    assert.equal(answer.json().error, 'server_error');
    assert.doesNotMatch(answer.body, /Bonjour|42/);
    assert.match(lines[0]?.msg ?? '', /GET \/api\/notes\/2 answered 200 outside its response schema/);
    await app.close();
  });

  test('in production it is logged and sent as it is', async () => {
    const { app, lines } = await appWith('log');
    const answer = await app.inject({ url: '/api/notes/2' });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.json().text, 42);
    assert.match(lines[0]?.msg ?? '', /GET \/api\/notes\/2 answered 200 outside its response schema/);
    await app.close();
  });

  test('a route marked as answering no content needs no schema', async () => {
    const { app } = await appWith('refuse');
    const answer = await app.inject({ method: 'DELETE', url: '/api/notes/2' });
    assert.equal(answer.statusCode, 204);
    assert.equal(answer.body, '');
    await app.close();
  });

  test('an API route that does not declare its answer stops the server from starting', async () => {
    const bare = Fastify();
    await bare.register(answersPlugin);
    await assert.rejects(async () => {
      await bare.register(async (api) => {
        api.get('/api/undeclared', { config: { auth: 'public' } }, async () => ({ secret: true }));
      });
      await bare.ready();
    }, /GET \/api\/undeclared does not declare its answer/);
    await bare.close().catch(() => {});

    // Pages and static files outside /api are not the API's answers.
    const pages = Fastify();
    await pages.register(answersPlugin);
    pages.get('/demo/', async () => 'page');
    await pages.ready();
    await pages.close();
  });

  test('a handler is typed by its response schema', async () => {
    const typed: ServicePlugin = async (app) => {
      app.get(
        '/api/typed',
        { config: { auth: 'public' }, schema: { response: { 200: Note } } },
        // @ts-expect-error `text` must be a string: the compiler refuses the drift before any test runs.
        async () => ({ id: 3, text: 3, sent_at: '' }),
      );
    };
    assert.equal(typeof typed, 'function');
  });
});
