import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { demoCaller, otherCompany } from '../core/settings/testing.ts';
import { startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;
let agent: TestSocket;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call, tokens } = await demoCaller(server, '/api/surveys'));
  agent = await agentSocket(server, tokens.agent as string);
});
after(async () => {
  await agent.close();
  await server.stop();
});

const survey = {
  label: 'Après discussion',
  text: 'Merci {{name}} ! Votre avis sur {{skill}} : {{url}}',
  force_send: true,
  skills: [1],
};

/** A visitor's room on skill 1, taken by agent@, then closed by them with `extras`. */
async function closedRoom(extras?: Record<string, unknown>) {
  const visitor = await openVisitor(server, 1, 'Inès <b>');
  await agent.call('take_room', { room: visitor.uuid });
  await agent.call('close_room', { room: visitor.uuid, ...(extras ? { extras } : {}) });
  const messages = await server.context.db
    .selectFrom('messages')
    .select(['kind', 'rich_content'])
    .where('room_uuid', '=', visitor.uuid)
    .orderBy('seq')
    .execute();
  await visitor.socket.close();
  return {
    uuid: visitor.uuid,
    lines: messages.map((m) => [m.kind, (m.rich_content as { text: string }).text]),
  };
}

const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/api\/surveys\/answer\/\S+/.exec(text)?.[0];
  assert.ok(url, `a survey link in ${text}`);
  return new URL(url).pathname;
};

const answer = (path: string, form: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

describe('surveys: the admin’s list and form', () => {
  test('admins write them; managers and agents may not; another company sees none of them', async () => {
    const created = await call('admin', '/surveys', { body: survey });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.deepEqual(created.body, { id, ...survey, url: '', subaccounts: [], account_id: null });
    for (const who of ['manager', 'agent']) assert.equal((await call(who, '/surveys')).status, 403, who);
    const stranger = await otherCompany(server, 'admin');
    // A company whose offer has no surveys (spec 000 §1: Pro and Enterprise) finds no such screen.
    assert.equal((await call(stranger.token, '/surveys')).status, 404);
    await server.context.db
      .updateTable('companies')
      .set({ offer: JSON.stringify({ features: ['surveys'], is_appsumo: false, max_skills: 10 }) })
      .where('id', '=', stranger.company.id)
      .execute();
    assert.equal(((await call(stranger.token, '/surveys')).body as { count: number }).count, 0);
    assert.equal((await call(stranger.token, `/surveys/${id}`)).status, 404);
    assert.equal((await call(stranger.token, '/surveys', { body: survey })).status, 400, 'not their skill');
    const skills = (await call('admin', '/skills')).body as unknown as {
      id: number;
      survey: number | null;
    }[];
    assert.equal(skills.find((s) => s.id === 1)?.survey, id);
    assert.equal((await call('admin', `/surveys/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/surveys/${id}`)).status, 404);
  });

  test('an unknown variable, a link that is not http(s), a skill another survey holds are refused on their field', async () => {
    const unknown = await call('admin', '/surveys', {
      body: { ...survey, label: 'A', text: 'Bonjour {{prenom}}' },
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.text, ['variable_unknown']);
    const script = await call('admin', '/surveys', {
      body: { ...survey, label: 'B', url: 'javascript:alert(1)' },
    });
    assert.deepEqual(script.body.url, ['url_invalid']);
    const first = await call('admin', '/surveys', { body: { ...survey, label: 'C', skills: [2] } });
    assert.equal(first.status, 201);
    const second = await call('admin', '/surveys', { body: { ...survey, label: 'D', skills: [2] } });
    assert.deepEqual(second.body.skills, ['skill_has_survey']);
    const same = await call('admin', '/surveys', { body: { ...survey, label: 'c', skills: [] } });
    assert.deepEqual(same.body.label, ['already_exists']);
    await call('admin', `/surveys/${first.body.id}`, { method: 'DELETE' });
  });
});

describe('surveys: sent at the close, answered on our page', () => {
  test('a force-sent survey goes at the close; the page takes one answer, which reaches the room', async () => {
    const created = await call('admin', '/surveys', { body: survey });
    const { uuid, lines } = await closedRoom();
    const said = lines.at(-2);
    assert.equal(said?.[0], 'bot');
    assert.match(said?.[1] ?? '', /^Merci Inès <b> ! Votre avis sur Support : http/);
    assert.equal(lines.at(-1)?.[0], 'event', 'the survey comes before the closed line');
    const path = linkIn(said?.[1] ?? '');

    const page = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const html = await page.text();
    assert.match(html, /<html lang="en">/);
    assert.match(html, /How was your conversation with Démo/);
    assert.equal((html.match(/type="radio" name="sat"/g) ?? []).length, 5);
    assert.equal((html.match(/type="radio" name="nps"/g) ?? []).length, 11);

    const missing = await answer(path, { sat: '4', comment: 'Rapide <script>' });
    assert.equal(missing.status, 400);
    const again = await missing.text();
    assert.match(again, /Choisissez une note pour chaque question/);
    assert.match(again, /Rapide &lt;script&gt;/, 'the comment is kept, inert');

    const sent = await answer(path, { sat: '4', nps: '9', comment: 'Rapide et clair' });
    assert.equal(sent.status, 303);
    assert.match(sent.headers.get('location') ?? '', /\?sent=1$/);
    const update = await agent.next(
      (f) => roomUpdate(uuid)(f) && typeof (f.data as Room).infos.satisfaction === 'object',
    );
    assert.deepEqual((update.data as Room).infos.satisfaction, { sat: 4, nps: 9 });
    const thanks = await (await fetch(`${server.url}${path}?sent=1`)).text();
    assert.match(thanks, /Merci !/);
    assert.equal((await answer(path, { sat: '1', nps: '0' })).status, 409, 'answered once');
    const kept = await server.context.db
      .selectFrom('survey_invitations')
      .select(['sat', 'nps', 'comment'])
      .where('room_uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    assert.deepEqual(kept, { sat: 4, nps: 9, comment: 'Rapide et clair' });
    const stats = await agent.call<{ avg_sat: number | null; avg_nps: number | null }>('get_header_stats');
    assert.equal(stats.avg_sat, 4);
    assert.equal(stats.avg_nps, 9);
    assert.equal((await fetch(`${server.url}/api/surveys/answer/not-a-token`)).status, 404);
    await call('admin', `/surveys/${created.body.id}`, { method: 'DELETE' });
  });

  test('without force-send the survey goes only when the agent asks for it at the close', async () => {
    const created = await call('admin', '/surveys', {
      body: { ...survey, force_send: false, url: 'https://avis.example/s', text: 'Votre avis : {{url}}' },
    });
    const quiet = await closedRoom();
    assert.ok(!quiet.lines.some(([kind]) => kind === 'bot'));
    const asked = await closedRoom({ send_survey: true });
    assert.deepEqual(asked.lines.at(-2), ['bot', 'Votre avis : https://avis.example/s']);
    await call('admin', `/surveys/${created.body.id}`, { method: 'DELETE' });
  });
});
