import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { pipedriveCrmProvider } from './crm.ts';

/* Pipedrive's person search, against a stand-in answering as its API does. */

let server: Server;
let base: string;
const heard: IncomingMessage[] = [];

before(async () => {
  server = createServer((request, response) => {
    heard.push(request);
    if (request.headers['x-api-token'] !== 'good') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        success: true,
        data: {
          items: [
            {
              result_score: 1,
              item: { id: 7, name: 'Inès Durand', emails: ['ines@exemple.fr'], phones: ['+33612'] },
            },
            { result_score: 0.5, item: { id: 8, name: 'Jean', emails: [], phones: [] } },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('Pipedrive: the persons found, the token in a header and never in the address', async () => {
  const found = await pipedriveCrmProvider({ base, token: 'good', allowPrivate: true }).search('durand');
  assert.deepEqual(found, [
    { id: '7', name: 'Inès Durand', email: 'ines@exemple.fr', phone: '+33612' },
    { id: '8', name: 'Jean', email: null, phone: null },
  ]);
  const url = new URL(heard.at(-1)?.url ?? '', base);
  assert.equal(url.pathname, '/v1/persons/search');
  assert.equal(url.searchParams.get('term'), 'durand');
  assert.doesNotMatch(url.search, /good/);
});

test('Pipedrive: a refused token is an authentication failure; a private address is refused unless allowed', async () => {
  await assert.rejects(pipedriveCrmProvider({ base, token: 'bad', allowPrivate: true }).search('x'), {
    code: 'thirdparty_auth_failed',
  });
  const count = heard.length;
  await assert.rejects(pipedriveCrmProvider({ base, token: 'good', allowPrivate: false }).search('x'), {
    code: 'thirdparty_fetch_failed',
  });
  assert.equal(heard.length, count, 'nothing was sent');
});
