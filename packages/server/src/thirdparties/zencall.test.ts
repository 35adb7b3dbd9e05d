import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoCaller } from '../core/settings/testing.ts';
import { startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let agent: TestSocket;
let admin: TestSocket;
let room: string;

const account = (label: string, skills: number[], callback_id = 'cb_42') => ({
  label,
  skills,
  endpoint: 'https://api.zencall.example',
  client_id: 'client-7',
  secret: 'zen-s3cret',
  callback_id,
});

let onSupport: number;
let everywhere: number;
let elsewhere: number;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  const demo = await demoCaller(server, '/api/thirdparties');
  call = demo.call;
  agent = await agentSocket(server, demo.tokens.agent as string);
  admin = await agentSocket(server, demo.tokens.admin as string);
  const skills = await server.context.db
    .selectFrom('skills')
    .select('id')
    .where('company_id', '=', 1)
    .execute();
  const other = skills.find((s) => s.id !== 1)?.id ?? 1;
  onSupport = (await call('admin', '/accounts/zencall', { body: account('Support', [1]) })).body.id as number;
  everywhere = (await call('admin', '/accounts/zencall', { body: account('Partout', []) })).body.id as number;
  elsewhere = (await call('admin', '/accounts/zencall', { body: account('Ailleurs', [other]) })).body
    .id as number;
  const visitor = await openVisitor(server, 1, 'Inès');
  room = visitor.uuid;
  await visitor.socket.close();
  await agent.call('take_room', { room });
});
after(async () => {
  await agent.close();
  await admin.close();
  await server.stop();
});

describe('agent socket: Zencall callbacks', () => {
  test('get_zencalls lists the company’s Zencall accounts usable on the room’s skill, from the local provider', async () => {
    const listed = await agent.call<{ account: number; label: string; provider: string }[]>('get_zencalls', {
      room,
    });
    assert.deepEqual(
      listed.map((z) => [z.account, z.label, z.provider]),
      [
        [onSupport, 'Support', 'local'],
        [everywhere, 'Partout', 'local'],
      ],
    );
    // Without a room: the accounts of the agent's own skills (agent@ works on Support only).
    const mine = await agent.call<{ account: number }[]>('get_zencalls', {});
    assert.deepEqual(
      mine.map((z) => z.account),
      [onSupport, everywhere],
    );
    const all = await admin.call<{ account: number }[]>('get_zencalls', {});
    assert.deepEqual(
      all.map((z) => z.account),
      [onSupport, everywhere, elsewhere],
    );
    const unseen = await agent.request('get_zencalls', { room: 'no-such-room' });
    assert.equal(unseen.code, 'not_found');
  });

  test('launch_zencall records a launch for the visitor’s number, or the number typed', async () => {
    const none = await agent.request('launch_zencall', { room, account: onSupport });
    assert.equal(none.type, 'error');
    assert.equal(none.code, 'invalid_phone');
    const room1 = await server.context.db
      .selectFrom('rooms')
      .select('guest_id')
      .where('uuid', '=', room)
      .executeTakeFirstOrThrow();
    await server.context.db
      .updateTable('guests')
      .set({ phone_number: '+33612345678' })
      .where('id', '=', room1.guest_id)
      .execute();
    const launched = await agent.call<Record<string, unknown>>('launch_zencall', {
      room,
      account: onSupport,
    });
    assert.deepEqual(
      { ...launched, id: undefined, launched_at: undefined },
      {
        id: undefined,
        account: onSupport,
        room,
        phone: '+33612345678',
        provider: 'local',
        launched_at: undefined,
      },
    );
    const typed = await agent.call<{ phone: string }>('launch_zencall', {
      room,
      account: everywhere,
      phone: '+33 7 00 00 00 01',
    });
    assert.equal(typed.phone, '+33700000001');
    const rows = await server.context.db
      .selectFrom('zencall_launches')
      .select(['account_id', 'phone', 'callback_id', 'provider'])
      .where('room_uuid', '=', room)
      .orderBy('id')
      .execute();
    assert.deepEqual(rows, [
      { account_id: onSupport, phone: '+33612345678', callback_id: 'cb_42', provider: 'local' },
      { account_id: everywhere, phone: '+33700000001', callback_id: 'cb_42', provider: 'local' },
    ]);
    const badPhone = await agent.request('launch_zencall', { room, account: onSupport, phone: 'call me' });
    assert.equal(badPhone.code, 'invalid_phone');
  });

  test('an account of another skill or another kind is not found; spec 002 §8 errors are named', async () => {
    assert.equal((await agent.request('launch_zencall', { room, account: elsewhere })).code, 'not_found');
    const kiamo = await call('admin', '/accounts/kiamo', {
      body: { label: 'K', endpoint: 'https://k.example', token: 't' },
    });
    assert.equal((await agent.request('launch_zencall', { room, account: kiamo.body.id })).code, 'not_found');

    const typed = await call('admin', '/accounts/zencall', { body: account('Mal saisi', [], 'cb 42 !') });
    assert.deepEqual(typed.body.callback_id, ['identifier_invalid']);
    // One kept before the rule (or written around the service) is refused at launch.
    const invalid = await call('admin', '/accounts/zencall', { body: account('Mal saisi', []) });
    await server.context.db
      .updateTable('thirdparty_accounts')
      .set({ settings: JSON.stringify({ ...(invalid.body.settings as object), callback_id: 'cb 42 !' }) })
      .where('id', '=', invalid.body.id as number)
      .execute();
    const refused = await admin.request('launch_zencall', { room, account: invalid.body.id });
    assert.equal(refused.code, 'invalid_callback_id');

    // A secret sealed under another deployment's key cannot be opened: the credentials fail.
    await server.context.db
      .updateTable('thirdparty_accounts')
      .set({ secrets: JSON.stringify({ secret: 'v1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }) })
      .where('id', '=', everywhere)
      .execute();
    const auth = await agent.request('launch_zencall', { room, account: everywhere });
    assert.equal(auth.code, 'thirdparty_auth_failed');
  });
});
