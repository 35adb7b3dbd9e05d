import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { SERVICES } from '../app.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import type { OpenApiDocument } from './document.ts';
import { openApiPath } from './document.ts';

describe('the API reference', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  before(async () => {
    server = await startTestServer({ seedDemo: false });
    const answer = await fetch(`${server.url}/api/openapi.json`);
    assert.equal(answer.status, 200);
    document = (await answer.json()) as OpenApiDocument;
  });
  after(() => server.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  test('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    assert.deepEqual(result.errors ?? [], [], 'the validator found errors');
    assert.equal(result.valid, true);
    assert.equal(document.openapi, '3.1.0');
  });

  test('lists every route the server answers under /api, each with a description', () => {
    const registered = server.app
      .printRoutes({ commonPrefix: false, method: undefined })
      .split('\n')
      .filter((line) => line.includes('/api/'));
    assert.ok(registered.length > 0);
    const documented = new Set(operations().map((o) => o.route));
    const sample = [
      'GET /api/config',
      'POST /api/core/user/login',
      'GET /api/agents/ws',
      'GET /api/public/rooms',
      'POST /api/campaigns/campaigns/{id}/send',
    ];
    for (const route of sample) assert.ok(documented.has(route), `${route} is missing`);
    const undescribed = operations()
      .filter(({ operation }) => !operation.summary?.trim())
      .map((o) => o.route);
    assert.deepEqual(undescribed, [], 'routes without a summary');
    // Every service the server mounts is described, and none is described by a handful of routes
    // (the self-hosted server of the tests answers 222; the hosted edition adds registration's).
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const [service] of SERVICES) assert.ok(tags.has(service), `the ${service} service is missing`);
    assert.ok(tags.has('public'), 'the public API is missing');
    // The server's own routes (config, this reference) are one group, not a service each.
    assert.deepEqual(
      [...tags].filter((tag) => tag.includes('.') || tag === 'config'),
      [],
    );
    assert.equal(document.paths['/api/config']?.get?.tags[0], 'server');
    assert.ok(operations().length >= 220, `only ${operations().length} operations`);
  });

  test('says who may call each route and what it takes', () => {
    const paths = document.paths;
    const login = paths['/api/core/user/login']?.post;
    assert.deepEqual(login?.security, [], 'sign-in is public');
    assert.ok(login?.requestBody?.content['application/json']?.schema.properties?.email);
    const rooms = paths['/api/public/rooms']?.get;
    assert.deepEqual(rooms?.security, [{ publicApiToken: [] }]);
    assert.equal(rooms?.['x-omnicanal-access']?.scope, 'rooms:read');
    const socket = paths['/api/agents/ws']?.get;
    assert.deepEqual(socket?.security, [{ socketToken: [] }]);
    const deleteAgent = Object.entries(paths).find(([p]) => p === '/api/core/agents/{id}/')?.[1];
    const param = Object.values(deleteAgent ?? {})[0]?.parameters?.find((p) => p.name === 'id');
    assert.equal(param?.in, 'path');
  });

  test('is drawn as a page without any script, its stylesheet a file', async () => {
    const answer = await fetch(`${server.url}/api/docs`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    const html = await answer.text();
    assert.doesNotMatch(html, /<script|style=|javascript:/i);
    assert.match(html, /<link rel="stylesheet" href="\/api\/docs.css">/);
    assert.match(html, /The API reference as an OpenAPI 3\.1 document\./);
    const css = await fetch(`${server.url}/api/docs.css`);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
  });
});

test('Fastify patterns become OpenAPI paths', () => {
  assert.equal(openApiPath('/api/core/agents/:id/'), '/api/core/agents/{id}/');
  assert.equal(openApiPath('/api/x/:a/y/:b(^\\d+)'), '/api/x/{a}/y/{b}');
  assert.equal(openApiPath('/api/uploads/*'), '/api/uploads/{path}');
});
