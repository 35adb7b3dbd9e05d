import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { otherCompany } from '../core/settings/testing.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { seedBotSession, seedRoom } from './testing.ts';

/*
 * The record-by-record exports, read on Sunday 29 March 2026 at 15:00Z for "today" in Paris:
 * - the bot's answers: S1 (Support) a menu answered "Livraison" (the fallback, asked again) then
 *   "=Retard" (a choice); S2 (Sales) an e-mail input answered wrong (its error message, asked
 *   again) then right (the check); yesterday's S0 and another company's S3 never count;
 * - the session events of room R1 (taken, closed) and another company's room's;
 * - the smart coaching events of R1 (one used, one not) and another company's.
 */
const NOW = Date.parse('2026-03-29T15:00:00Z');
let server: TestServer;
let token: Record<'manager' | 'agent', string>;
let stranger: Awaited<ReturnType<typeof otherCompany>>;
let agentId = 0;
let agentName = '';
let r1 = '';
let s1 = '';
let s2 = '';
/** The demo skills 1 and 2's names. */
let skillNames: string[] = [];

type Step = { node: string | null; action: string; author: 'bot' | 'visitor' | 'system'; text?: string };

/** A bot conversation with these steps in order, a second apart from `created`. */
async function botConversation(company: number, skill: number, created: string, steps: Step[]) {
  const db = server.context.db;
  const uuid = await seedBotSession(db, { company, skill, created, nodes: [] });
  for (const [i, step] of steps.entries())
    await db
      .insertInto('bot_steps')
      .values({
        session: uuid,
        company_id: company,
        bot: 'demo',
        tree: 'main',
        node: step.node,
        action: step.action,
        answer: step.author === 'visitor' ? (step.text ?? null) : null,
        author: step.author,
        content: step.text ? JSON.stringify({ type: 'txt', text: step.text }) : null,
        at: new Date(Date.parse(created) + i * 1000),
      } as never)
      .execute();
  return uuid;
}

async function sessionEvent(company: number, room: string, kind: string, at: string, author: string) {
  await server.context.db
    .insertInto('messages')
    .values({
      uuid: randomUUID(),
      room_uuid: room,
      company_id: company,
      seq: Math.floor(Math.random() * 1e9),
      kind: 'event',
      rich_content: JSON.stringify({ type: 'txt', text: kind }),
      author: JSON.stringify({ name: author }),
      created_at: new Date(at),
    } as never)
    .execute();
}

async function coaching(company: number, room: string, at: string, text: string, used: number | null) {
  await server.context.db
    .insertInto('smartcoaching_events')
    .values({
      id: randomUUID(),
      company_id: company,
      room_uuid: room,
      message_event: randomUUID(),
      user_id: agentId,
      text,
      provider: 'library',
      suggestions: JSON.stringify([
        { text: 'Bonjour', index: 0 },
        { text: 'Je regarde', index: 1 },
      ]),
      final_text: used === null ? null : 'Je regarde votre commande',
      response_index: used,
      created_at: new Date(at),
      responded_at: used === null ? null : new Date(Date.parse(at) + 30_000),
    } as never)
    .execute();
}

/** An export's lines as CSV text, BOM and trailing line break removed. */
async function csv(path: string, who: string = token.manager): Promise<string[]> {
  const res = await fetch(`${server.url}${path}?interval=today`, {
    headers: { authorization: `Bearer ${who}` },
  });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return (await res.text())
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
}

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  token = await signInDemo(server, 'manager', 'agent');
  stranger = await otherCompany(server, 'manager');
  const agent = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  agentId = agent.id;
  agentName = `${agent.first_name} ${agent.last_name}`;
  skillNames = (
    await db.selectFrom('skills').select('name').where('id', 'in', [1, 2]).orderBy('id').execute()
  ).map((s) => s.name);

  s1 = await botConversation(1, 1, '2026-03-29T08:00:00Z', [
    { node: 'welcome', action: 'message', author: 'bot', text: 'Bonjour' },
    { node: 'menu', action: 'button', author: 'system' },
    { node: 'menu', action: 'button', author: 'visitor', text: 'Livraison' },
    { node: 'menu_fb', action: 'choice_fallback', author: 'bot', text: 'Je n’ai pas compris' },
    { node: 'menu', action: 'button', author: 'visitor', text: '=Retard' },
    { node: 'late', action: 'choice', author: 'bot', text: 'Votre colis arrive' },
  ]);
  s2 = await botConversation(1, 2, '2026-03-29T09:00:00Z', [
    { node: 'ask_email', action: 'input', author: 'bot', text: 'Votre e-mail ?' },
    { node: 'ask_email', action: 'input', author: 'visitor', text: 'pas de mail' },
    { node: 'email_err', action: 'message', author: 'bot', text: 'Adresse invalide' },
    { node: 'ask_email', action: 'input', author: 'visitor', text: 'lea@example.fr' },
    { node: 'email_ok', action: 'input_check', author: 'bot', text: 'Merci' },
  ]);
  await botConversation(1, 1, '2026-03-28T09:00:00Z', [
    { node: 'menu', action: 'button', author: 'visitor', text: 'Hier' },
  ]);
  await botConversation(stranger.company.id, stranger.skill, '2026-03-29T09:00:00Z', [
    { node: 'menu', action: 'button', author: 'visitor', text: 'Ailleurs' },
  ]);

  r1 = await seedRoom(db, { company: 1, skill: 1, created: '2026-03-29T10:00:00Z', visitor: [0] });
  await sessionEvent(1, r1, 'session_taken', '2026-03-29T10:01:00Z', agentName);
  await sessionEvent(1, r1, 'session_closed', '2026-03-29T10:09:00Z', agentName);
  const far = await seedRoom(db, {
    company: stranger.company.id,
    skill: stranger.skill,
    created: '2026-03-29T10:00:00Z',
  });
  await sessionEvent(stranger.company.id, far, 'session_taken', '2026-03-29T10:02:00Z', 'Autre');
  await coaching(1, r1, '2026-03-29T10:02:00Z', 'Où est mon colis ?', 1);
  await coaching(1, r1, '2026-03-29T10:05:00Z', 'Merci', null);
  await coaching(stranger.company.id, far, '2026-03-29T10:03:00Z', 'Ailleurs', 0);
  const run = (company: number, skill: number, started: string, status: string, room: string | null) =>
    db
      .insertInto('workchain_runs')
      .values({
        company_id: company,
        workchain_id: 'wc-coaching',
        owner_type: 'skill',
        skill_id: skill,
        room_uuid: room,
        status,
        started_at: new Date(started),
        ended_at: status === 'running' ? null : new Date(Date.parse(started) + 5_000),
      })
      .execute();
  await run(1, 1, '2026-03-29T10:02:00Z', 'done', r1);
  await run(1, 2, '2026-03-29T11:00:00Z', 'running', null);
  await run(1, 1, '2026-03-28T10:00:00Z', 'done', null);
  await run(stranger.company.id, stranger.skill, '2026-03-29T10:00:00Z', 'failed', far);
});
after(() => server.stop());

describe('the bot’s answers (df-results)', () => {
  const expected = () => [
    'at,session,skill,tree,node,node_action,answer,result_node,result_action,understood',
    `2026-03-29T08:00:02.000Z,${s1},Support,main,menu,button,Livraison,menu_fb,choice_fallback,no`,
    `2026-03-29T08:00:04.000Z,${s1},Support,main,menu,button,'=Retard,late,choice,yes`,
    `2026-03-29T09:00:01.000Z,${s2},Ventes,main,ask_email,input,pas de mail,email_err,message,no`,
    `2026-03-29T09:00:03.000Z,${s2},Ventes,main,ask_email,input,lea@example.fr,email_ok,input_check,yes`,
  ];

  test('the second stats service and the guests service export the same answers, today only', async () => {
    const skills = await server.context.db
      .selectFrom('skills')
      .select(['id', 'name'])
      .where('id', 'in', [1, 2])
      .execute();
    const names = new Map(skills.map((s) => [s.id, s.name]));
    const lines = expected().map((l) =>
      l.replace(',Support,', `,${names.get(1)},`).replace(',Ventes,', `,${names.get(2)},`),
    );
    assert.deepEqual(await csv('/api/stats2/bot/df-results'), lines);
    assert.deepEqual(await csv('/api/guests/stats/df-results'), lines);
  });

  test('another company reads its own answer only', async () => {
    const lines = await csv('/api/stats2/bot/df-results', stranger.token);
    assert.equal(lines.length, 2);
    assert.match(lines[1] as string, /,menu,button,Ailleurs,,,no$/);
  });

  test('the file is named export-df-results-<day> and opens as a spreadsheet too', async () => {
    const res = await fetch(`${server.url}/api/stats2/bot/df-results?interval=today&format=xlsx`, {
      headers: { authorization: `Bearer ${token.manager}` },
    });
    assert.equal(res.status, 200);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /filename="export-df-results-2026-03-29\.xlsx"/,
    );
    assert.equal((await res.arrayBuffer()).byteLength > 0, true);
  });
});

describe('the session events and smart coaching events', () => {
  test('export-events lists the company’s session events of the day, oldest first', async () => {
    const lines = await csv('/api/guests/stats/export-events');
    assert.equal(lines[0], 'event,at,kind,session,skill,guest,author');
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',').filter((_, i) => [1, 2, 3, 6].includes(i))),
      [
        ['2026-03-29T10:01:00.000Z', 'session_taken', r1, agentName],
        ['2026-03-29T10:09:00.000Z', 'session_closed', r1, agentName],
      ],
    );
  });

  test('export-smartcoaching-events lists each message, its suggestions and the one used', async () => {
    const lines = await csv('/api/guests/stats/export-smartcoaching-events');
    assert.equal(
      lines[0],
      'event,at,session,skill,agent,provider,message,suggestions,used_suggestion,final_text,responded_at',
    );
    const rows = lines.slice(1).map((l) => l.split(',').slice(1));
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows[0]?.filter((_, i) => i !== 2),
      [
        '2026-03-29T10:02:00.000Z',
        r1,
        agentName,
        'library',
        'Où est mon colis ?',
        '2',
        '1',
        'Je regarde votre commande',
        '2026-03-29T10:02:30.000Z',
      ],
    );
    assert.deepEqual(rows[1]?.slice(5), ['Merci', '2', '', '', '']);
  });

  test('the second stats service’s /stats/export lists the day’s workchain runs, by skill when asked', async () => {
    const lines = await csv('/api/stats2/stats/export');
    assert.equal(lines[0], 'run,workchain,owner_type,skill,session,status,started_at,ended_at');
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',').slice(1)),
      [
        [
          'wc-coaching',
          'skill',
          skillNames[0],
          r1,
          'done',
          '2026-03-29T10:02:00.000Z',
          '2026-03-29T10:02:05.000Z',
        ],
        ['wc-coaching', 'skill', skillNames[1], '', 'running', '2026-03-29T11:00:00.000Z', ''],
      ],
    );
    const res = await fetch(`${server.url}/api/stats2/stats/export?interval=today&skill=2`, {
      headers: { authorization: `Bearer ${token.manager}` },
    });
    assert.equal((await res.text()).trimEnd().split('\r\n').length, 2);
    assert.equal((await csv('/api/stats2/stats/export', stranger.token)).length, 2, 'its own run only');
  });

  test('an agent may read none of the five exports', async () => {
    for (const path of [
      '/api/stats2/stats/export',
      '/api/stats2/bot/df-results',
      '/api/guests/stats/df-results',
      '/api/guests/stats/export-events',
      '/api/guests/stats/export-smartcoaching-events',
    ]) {
      const res = await api(server.url, `${path}?interval=today`, { token: token.agent });
      assert.equal(res.status, 403, path);
    }
  });

  test('a range over a year is refused with field errors, nothing exported', async () => {
    const res = await api(
      server.url,
      '/api/guests/stats/export-events?interval=custom&dt_gt=2024-01-01&dt_lt=2026-03-01',
      { token: token.manager },
    );
    assert.equal(res.status, 400);
  });
});
