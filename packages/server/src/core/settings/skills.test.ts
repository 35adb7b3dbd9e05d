import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SettingsPage, SkillSettings } from '@omnicanal/api';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'owner');
});
after(() => server.stop());

const skillInput = (name: string) => ({
  name,
  auto_allocation: true,
  messages: { welcome: 'Bonjour !', offline: 'Nous sommes fermés.' },
  screensharing: { cobrowsing: true },
  translation: { agent_console: true },
  services: [{ kind: 'callback' }, { kind: 'bot' }],
});

const widget = {
  cta_text: 'Une question ?',
  force_cta_display: true,
  color: '#112233',
  logo: 'https://cdn.example/logo.png',
  offset_x: 20,
  offset_y: 30,
  position: 'left',
  title: 'Support',
  subtitle: 'En ligne',
  version: 1,
  ask_email: true,
};
const liveChat = {
  logo: '/api/uploads/files/abc',
  company_name: 'Démo',
  punchline: 'À votre écoute',
  color: '#aabbcc',
  auto_open_delay: 10,
};
const calendar = {
  timezone: 'Europe/Paris',
  opening_hours: [
    { day: 0, start: '09:00', end: '12:00' },
    { day: 0, start: '14:00', end: '18:00' },
  ],
};

/** Every administration path of one skill, with a valid body for the writes. */
const paths = (id: number): [string, string, unknown?][] => [
  ['GET', '/settings/skills/'],
  ['POST', '/skills/', skillInput('Nouvelle')],
  ['GET', `/skills/${id}`],
  ['POST', `/skills/${id}`, skillInput('Support')],
  ['GET', `/skills/${id}/live-chat`],
  ['POST', `/skills/${id}/live-chat`, liveChat],
  ['GET', `/skills/${id}/widget`],
  ['POST', `/skills/${id}/widget`, widget],
  ['POST', `/skills/${id}/calendar-update`, calendar],
];

describe('skills: access', () => {
  test('managers and agents are refused every route; without a token it is 401', async () => {
    for (const who of ['manager', 'agent']) {
      for (const [method, path, body] of paths(1)) {
        const answer = await call(who, path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    assert.equal((await api(server.url, '/api/core/skills/1')).status, 401);
    // Nothing was written by the refused calls.
    const names = (
      (await call('admin', '/settings/skills/')).body as unknown as SettingsPage<SkillSettings>
    ).results.map((s) => s.name);
    assert.deepEqual(names, ['Sales', 'Support']);
  });

  test("another company's skill answers 404 to every route, and its list holds only its own", async () => {
    for (const [method, path, body] of paths(1).filter(([, p]) => p.includes('/1'))) {
      const answer = await call(stranger.token, path, { method, body });
      assert.equal(answer.status, 404, `${method} ${path}`);
    }
    const own = (await call(stranger.token, '/settings/skills/'))
      .body as unknown as SettingsPage<SkillSettings>;
    assert.deepEqual(
      own.results.map((s) => s.id),
      [stranger.skill],
    );
    assert.equal((await call('admin', `/skills/${stranger.skill}`)).status, 404);
    assert.equal((await call('admin', '/skills/abc')).status, 404);
  });

  test('the agents directory at GET /skills/ still answers every console user', async () => {
    const answer = await call('agent', '/skills/');
    assert.equal(answer.status, 200);
    assert.deepEqual(
      (answer.body as unknown as { name: string }[]).map((s) => s.name),
      ['Support', 'Sales'],
    );
  });
});

describe('skills: writing', () => {
  test('an admin creates a skill with its messages and options, reads it back and renames it', async () => {
    const created = await call('admin', '/skills/', { body: skillInput('  Facturation ') });
    assert.equal(created.status, 201);
    const skill = created.body as unknown as SkillSettings;
    assert.equal(skill.name, 'Facturation');
    assert.equal(skill.auto_allocation, true);
    assert.equal(skill.messages.welcome, 'Bonjour !');
    assert.equal(skill.messages.takeover, '');
    assert.deepEqual(skill.screensharing, { cobrowsing: true, mirroring: false });
    assert.deepEqual(skill.translation, { bot: false, agent_console: true });
    assert.deepEqual(skill.services, [{ kind: 'callback' }, { kind: 'bot' }]);
    assert.deepEqual((await call('admin', `/skills/${skill.id}`)).body, skill);

    const renamed = await call('owner', `/skills/${skill.id}`, {
      body: { ...skillInput('Facturation B2B'), auto_allocation: false },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'Facturation B2B');
    assert.equal(renamed.body.auto_allocation, false);
    // The agents directory sees the new skill too.
    const directory = (await call('agent', '/skills/')).body as unknown as { name: string }[];
    assert.ok(directory.some((s) => s.name === 'Facturation B2B'));
  });

  test('a name already used (any case) is refused with already_exists; keeping its own name is fine', async () => {
    const dup = await call('admin', '/skills/', { body: skillInput('sales') });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.error, 'already_exists');
    assert.deepEqual(dup.body.name, ['already_exists']);
    const rename = await call('admin', '/skills/1', { body: skillInput('SALES') });
    assert.equal(rename.body.error, 'already_exists');
    assert.equal((await call('admin', '/skills/2', { body: skillInput('Sales') })).status, 200);
    // Another company may use the same name.
    assert.equal((await call(stranger.token, '/skills/', { body: skillInput('Sales') })).status, 201);
  });

  test('invalid skills are refused with field errors and nothing is saved', async () => {
    const before = (await call('admin', '/skills/1')).body;
    for (const [body, field] of [
      [{ ...skillInput(''), name: '   ' }, 'name'],
      [skillInput('x'.repeat(129)), 'name'],
      [{ ...skillInput('Ok'), messages: { welcome: 'x'.repeat(1001) } }, 'messages.welcome'],
      [{ ...skillInput('Ok'), services: [{ kind: 'teleport' }] }, 'services.0.kind'],
      [{ ...skillInput('Ok'), screensharing: { cobrowsing: 'yes' } }, 'screensharing.cobrowsing'],
    ] as const) {
      const answer = await call('admin', '/skills/1', { body });
      assert.equal(answer.status, 400, field);
      assert.ok(Array.isArray(answer.body[field]), `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.deepEqual((await call('admin', '/skills/1')).body, before);
  });
});

describe('skills: live chat, widget and calendar', () => {
  test('the widget starts from defaults, is saved whole and read back', async () => {
    const initial = await call('admin', '/skills/2/widget');
    assert.equal(initial.status, 200);
    assert.equal(initial.body.version, 2);
    assert.equal(initial.body.cta_text, '');
    assert.deepEqual((await call('admin', '/skills/2/widget', { body: widget })).body, widget);
    assert.deepEqual((await call('owner', '/skills/2/widget')).body, widget);
  });

  test('a bad widget is refused field by field and the saved one stays', async () => {
    for (const [patch, field] of [
      [{ color: 'blue' }, 'color'],
      [{ position: 'top' }, 'position'],
      [{ version: 3 }, 'version'],
      [{ offset_x: -1 }, 'offset_x'],
      [{ logo: 'javascript:alert(1)' }, 'logo'],
    ] as const) {
      const answer = await call('admin', '/skills/2/widget', { body: { ...widget, ...patch } });
      assert.equal(answer.status, 400, field);
      assert.ok(Array.isArray(answer.body[field]), field);
    }
    assert.deepEqual((await call('admin', '/skills/2/widget')).body, widget);
  });

  test('live chat needs a logo, a company name, a punchline and a color', async () => {
    const initial = await call('admin', '/skills/1/live-chat');
    assert.equal(initial.body.punchline, '');
    const missing = await call('admin', '/skills/1/live-chat', { body: { color: 'nope' } });
    assert.equal(missing.status, 400);
    for (const field of ['logo', 'company_name', 'punchline', 'color']) assert.ok(missing.body[field], field);
    assert.deepEqual((await call('admin', '/skills/1/live-chat')).body, initial.body);
    assert.deepEqual((await call('admin', '/skills/1/live-chat', { body: liveChat })).body, liveChat);
    assert.deepEqual((await call('admin', '/skills/1/live-chat')).body, liveChat);
  });

  test('calendar-update stores opening hours; bad times and time zones are refused', async () => {
    const saved = await call('admin', '/skills/1/calendar-update', { body: calendar });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.calendar, calendar);
    for (const [body, field] of [
      [{ ...calendar, timezone: 'Mars/Olympus' }, 'timezone'],
      [{ ...calendar, opening_hours: [{ day: 0, start: '18:00', end: '09:00' }] }, 'opening_hours.0'],
      [{ ...calendar, opening_hours: [{ day: 7, start: '09:00', end: '10:00' }] }, 'opening_hours.0.day'],
      [{ ...calendar, opening_hours: [{ day: 1, start: '9h', end: '10:00' }] }, 'opening_hours.0.start'],
    ] as const) {
      const answer = await call('admin', '/skills/1/calendar-update', { body });
      assert.equal(answer.status, 400, field);
      assert.ok(Array.isArray(answer.body[field]), `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.deepEqual((await call('admin', '/skills/1')).body.calendar, calendar);
  });
});

describe('skills: the administration list', () => {
  test('searches, orders and pages', async () => {
    const page = async (query: string) =>
      (await call('admin', `/settings/skills/${query}`)).body as unknown as SettingsPage<SkillSettings>;
    const all = await page('?limit=100');
    assert.ok(all.count >= 3);
    const names = all.results.map((s) => s.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
    const searched = await page('?search=SUPP');
    assert.deepEqual(
      searched.results.map((s) => s.name),
      ['Support'],
    );
    assert.equal(searched.count, 1);
    const second = await page('?ordering=-id&offset=1&limit=1');
    assert.equal(second.results.length, 1);
    assert.equal(second.count, all.count);
    const idsDown = all.results.map((s) => s.id).sort((a, b) => b - a);
    assert.equal(second.results[0]?.id, idsDown[1]);
    assert.deepEqual((await call('admin', '/settings/skills/?ordering=secret')).body.ordering, ['invalid']);
    assert.equal((await call('admin', '/settings/skills/?limit=1000')).status, 400);
  });
});
