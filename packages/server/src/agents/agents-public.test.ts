import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { guestsWorld } from '../guests/testing.ts';
import { api, type TestServer } from '../test/helpers.ts';
import { openVisitor } from '../test/rooms.ts';

let server: TestServer;
let tokens: Record<string, string>;
let otherSkill: number;
let alice: string;

before(async () => {
  ({ server, tokens, otherSkill } = await guestsWorld());
  const row = await server.context.db
    .selectFrom('users')
    .select('uuid')
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  alice = row.uuid;
});
after(async () => server.stop());

const profile = (uuid: string, token?: string) =>
  api(server.url, `/api/agents/agents/public/${uuid}`, { token });

describe('GET /agents/public/{id}', () => {
  test("a console user of the company reads an agent's public name, never the email", async () => {
    for (const who of ['agent2', 'manager', 'admin']) {
      const { status, body } = await profile(alice, tokens[who]);
      assert.equal(status, 200, who);
      assert.deepEqual(body, {
        uuid: alice,
        first_name: 'Alice',
        last_name: 'Agent',
        full_name: 'Alice Agent',
        avatar: null,
      });
    }
  });

  test("a visitor of the company's conversations reads it with their conversation token", async () => {
    const visitor = await openVisitor(server, 1);
    await visitor.socket.close();
    const { status, body } = await profile(alice, visitor.token);
    assert.equal(status, 200);
    assert.equal(body.full_name, 'Alice Agent');
    assert.equal('email' in body, false);
  });

  test('other companies, their visitors and unknown ids see nothing; no token is 401', async () => {
    assert.equal((await profile(alice, tokens.other)).status, 404);
    const theirs = await openVisitor(server, otherSkill);
    await theirs.socket.close();
    assert.equal((await profile(alice, theirs.token)).status, 404);
    assert.equal((await profile('00000000-0000-4000-8000-000000000000', tokens.agent)).status, 404);
    assert.equal((await profile(alice)).status, 401);
    assert.equal((await profile(alice, 'not-a-token')).status, 401);
  });
});
