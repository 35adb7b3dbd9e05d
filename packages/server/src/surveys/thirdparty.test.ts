import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { SIGNATURE_HEADER, signBody } from '../channels/providers/signature.ts';
import { demoCaller, otherCompany } from '../core/settings/testing.ts';
import { api, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';
import { SatisfactionProviderError } from './providers/provider.ts';
import { useSatisfactionProvider } from './providers/select.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;
let agent: TestSocket;
let goodays: number;
const SECRET = 'goodays-webhook-s3cret';

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call, tokens } = await demoCaller(server, '/api/surveys'));
  agent = await agentSocket(server, tokens.agent as string);
  const account = await api(server.url, '/api/thirdparties/accounts/goodays', {
    token: tokens.admin,
    body: { label: 'Goodays', client_id: 'client-1', secret: SECRET },
  });
  assert.equal(account.status, 201, JSON.stringify(account.body));
  goodays = account.body.id as number;
});
after(async () => {
  await agent.close();
  await server.stop();
});

const survey = {
  label: 'Goodays après discussion',
  text: 'Votre avis : {{url}}',
  force_send: true,
  skills: [1],
};

/** A visitor's room on skill 1, taken and closed by agent@: its uuid and its lines. */
async function closedRoom() {
  const visitor = await openVisitor(server, 1, 'Inès');
  await agent.call('take_room', { room: visitor.uuid });
  await agent.call('close_room', { room: visitor.uuid });
  const messages = await server.context.db
    .selectFrom('messages')
    .select(['kind', 'rich_content'])
    .where('room_uuid', '=', visitor.uuid)
    .orderBy('seq')
    .execute();
  await visitor.socket.close();
  return {
    uuid: visitor.uuid,
    lines: messages.map((m) => [m.kind, (m.rich_content as { text: string }).text] as const),
  };
}

/** Posts an answer to an account's endpoint, signed with `secret` unless it is null. */
const post = (account: number, payload: unknown, secret: string | null = SECRET) => {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers[SIGNATURE_HEADER] = signBody(secret, body);
  return fetch(`${server.url}/api/surveys/thirdparty/${account}`, { method: 'POST', headers, body });
};

const invitationOf = (uuid: string) =>
  server.context.db
    .selectFrom('survey_invitations')
    .select(['answered_at', 'sat', 'nps', 'provider', 'account_id'])
    .where('room_uuid', '=', uuid)
    .executeTakeFirstOrThrow();

describe('surveys: a satisfaction third party in place of the link', () => {
  test('the account must be a satisfaction account of the company, and then the survey has no url', async () => {
    const stranger = await otherCompany(server, 'admin');
    const theirs = await api(server.url, '/api/thirdparties/accounts/qemotion', {
      token: stranger.token,
      body: { label: 'Qemotion', domain: 'q.example.org', token: 'q-token' },
    });
    assert.equal(theirs.status, 201, JSON.stringify(theirs.body));
    const sftp = await api(server.url, '/api/thirdparties/accounts/sftp', {
      token: tokens.admin,
      body: { label: 'Dépôt', host: 'sftp.example.org', port: '22', username: 'u' },
    });
    for (const account_id of [theirs.body.id, sftp.body.id, 999_999]) {
      const refused = await call('admin', '/surveys', { body: { ...survey, account_id } });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.account_id, ['invalid_choice'], String(account_id));
    }
    const huge = await call('admin', '/surveys', { body: { ...survey, account_id: 2 ** 40 } });
    assert.deepEqual(huge.body.account_id, ['invalid_choice']);
    const both = await call('admin', '/surveys', {
      body: { ...survey, account_id: goodays, url: 'https://avis.example/s' },
    });
    assert.deepEqual(both.body.url, ['invalid_choice']);
    assert.equal((await call('admin', '/surveys')).body.count, 0, 'nothing saved');
  });

  test('at close the link is the provider’s; its signed answer fills the room once, an unsigned one stores nothing', async () => {
    const created = await call('admin', '/surveys', { body: { ...survey, account_id: goodays } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.account_id, goodays);
    const { uuid, lines } = await closedRoom();
    const said = lines.find(([kind]) => kind === 'bot')?.[1] ?? '';
    // The local stand-in: our page, marked with the provider's name, the token as the reference.
    const link = /https?:\/\/\S+\/api\/surveys\/answer\/(\S+)\?via=goodays$/.exec(said);
    assert.ok(link, said);
    const reference = link[1] as string;
    const opened = new URL(link[0]);
    const page = await fetch(`${server.url}${opened.pathname}${opened.search}`);
    assert.equal(page.status, 200, 'a tester can open it');
    assert.match(await page.text(), /Enquête Goodays, présentée ici par un fournisseur local/);
    assert.deepEqual(
      { provider: (await invitationOf(uuid)).provider, account: (await invitationOf(uuid)).account_id },
      { provider: 'goodays', account: goodays },
    );

    const answer = { reference, sat: 5, nps: 10, comment: 'Parfait' };
    assert.equal((await post(goodays, answer, null)).status, 401, 'unsigned');
    assert.equal((await post(goodays, answer, 'another-secret')).status, 401, 'another secret');
    const invalid = await post(goodays, { reference, sat: 7, nps: 10 });
    assert.equal(invalid.status, 400);
    assert.ok('sat' in (await invalid.json()));
    assert.equal((await post(goodays, { ...answer, reference: 'not-ours' })).status, 404);
    assert.equal((await invitationOf(uuid)).answered_at, null, 'nothing stored');

    // Another company's satisfaction account, signed with its own secret, reaches none of ours.
    const stranger = await otherCompany(server, 'admin');
    const theirs = await api(server.url, '/api/thirdparties/accounts/goodays', {
      token: stranger.token,
      body: { label: 'Goodays', client_id: 'c', secret: 'their-secret' },
    });
    assert.equal((await post(theirs.body.id as number, answer, 'their-secret')).status, 404);
    assert.equal((await invitationOf(uuid)).answered_at, null, 'still nothing stored');

    const accepted = await post(goodays, answer);
    assert.equal(accepted.status, 200);
    assert.deepEqual(await accepted.json(), { answered: true });
    const update = await agent.next(
      (f) => roomUpdate(uuid)(f) && typeof (f.data as Room).infos.satisfaction === 'object',
    );
    assert.deepEqual((update.data as Room).infos.satisfaction, { sat: 5, nps: 10 });
    const stats = await agent.call<{ avg_sat: number | null; avg_nps: number | null }>('get_header_stats');
    assert.deepEqual([stats.avg_sat, stats.avg_nps], [5, 10], "the agent's strip counts it");
    // The manager's dashboard of the day: the satisfaction and the NPS count this one answer.
    const today = await api(server.url, '/api/stats/stats/dashboard?interval=today', {
      token: tokens.manager,
    });
    const kpis = (today.body as { kpis: Record<string, number | null> }).kpis;
    assert.deepEqual([kpis.avg_sat, kpis.sat_count, kpis.nps, kpis.nps_count], [5, 1, 100, 1]);
    // At least once: the provider's retry of the same answer is acknowledged, another is refused.
    assert.equal((await post(goodays, answer)).status, 200, 'a retry');
    const other = await post(goodays, { ...answer, sat: 1 });
    assert.equal(other.status, 409);
    assert.equal((await other.json()).error, 'survey_already_answered');
    const kept = await invitationOf(uuid);
    assert.deepEqual([kept.sat, kept.nps], [5, 10]);
    await call('admin', `/surveys/${created.body.id}`, { method: 'DELETE' });
  });

  test('an unreachable provider: the survey goes with our page, and the room’s log says so', async () => {
    const created = await call('admin', '/surveys', { body: { ...survey, account_id: goodays } });
    const restore = useSatisfactionProvider('goodays', (kind) => ({
      kind,
      local: false,
      surveyLink: async () => {
        throw new SatisfactionProviderError(kind, 'connect ECONNREFUSED');
      },
    }));
    try {
      const { uuid, lines } = await closedRoom();
      assert.ok(lines.some(([kind, text]) => kind === 'event' && text === 'goodays_data_failed'));
      const said = lines.find(([kind]) => kind === 'bot')?.[1] ?? '';
      assert.match(said, /\/api\/surveys\/answer\/[^?\s]+$/, 'our page, unmarked');
      const invitation = await invitationOf(uuid);
      assert.deepEqual([invitation.provider, invitation.account_id], [null, null]);
    } finally {
      restore();
      await call('admin', `/surveys/${created.body.id}`, { method: 'DELETE' });
    }
  });
});
