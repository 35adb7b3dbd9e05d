import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  type CalendarRule,
  type CalendarTree,
  EntryPointInput,
  type OffGroup,
  type Week,
} from '@omnicanal/api';
import { closedWeek, slot, workingWeek } from '@omnicanal/core';
import * as v from 'valibot';
import { DEMO_HOURS_TREE, DEMO_WELCOME_TREE } from '../bot/demo-bot.ts';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { calendarOpenAt } from './calendars.ts';
import { createRule, createWeek } from './repo.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let companyId: number;
let support: CalendarRule;
/** Ids of the other company: a calendar and a week nobody here may reach. */
const theirs = { rule: 0, week: 0 };

type Who = 'agent' | 'manager' | 'admin' | 'owner' | 'stranger';
const call = (who: Who | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/chronos${path}`, { ...init, ...(who ? { token: tokens[who] } : {}) });
const ok = async <T>(
  who: Who,
  path: string,
  init: { method?: string; body?: unknown } = {},
  status = 200,
) => {
  const answer = await call(who, path, init);
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  return answer.body as unknown as T;
};
const calendar = (changes: Record<string, unknown> = {}) => ({
  label: `Calendrier ${randomUUID().slice(0, 8)}`,
  timezone: 'Europe/Paris',
  ...changes,
});

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin', 'owner'));
  const db = server.context.db;
  const other = await createCompany(db, { name: 'Autre' });
  theirs.week = (await createWeek(db, other.id, workingWeek(slot('08:00', '20:00')))).id;
  theirs.rule = await createRule(db, other.id, 'Horaires du support', { week_id: theirs.week });
  const password = 'Autre-password-2026!';
  const stranger = await createUser(db, {
    companyId: other.id,
    email: `a-${randomUUID()}@autre.test`,
    password,
    firstName: 'A',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  const rules = await ok<CalendarRule[]>('manager', '/rules');
  support = rules.find((r) => r.label === 'Horaires du support') as CalendarRule;
  const me = await db.selectFrom('skills').select('company_id').where('id', '=', 1).executeTakeFirstOrThrow();
  companyId = me.company_id;
});
after(() => server.stop());

describe('chronos: calendars (rules)', () => {
  test('the demo calendar: Monday to Friday 09:00–18:00 in Paris, closed on French holidays', async () => {
    const rules = await ok<CalendarRule[]>('manager', '/rules');
    assert.deepEqual(
      rules.map((r) => [r.label, r.customized]),
      [
        ['Horaires du support', true],
        ["Horaires d'été", false],
      ],
    );
    assert.equal(support.timezone, 'Europe/Paris');
    assert.deepEqual(support.days, workingWeek(slot('09:00', '18:00')));
    const groups = await ok<OffGroup[]>('manager', '/off_groups');
    assert.deepEqual(support.off_groups, [groups[0]?.id]);
    assert.ok(groups[0]?.days.includes('2026-12-25'));
    // The not customised one reads as closed every day.
    assert.deepEqual(rules[1]?.days, closedWeek());
  });

  test('reading: managers and above; agents refused, no token refused, another company sees its own', async () => {
    assert.equal((await call('agent', '/rules')).status, 403);
    assert.equal((await call('agent', '/off_groups')).status, 403);
    assert.equal((await call(null, '/rules')).status, 401);
    assert.deepEqual(
      (await ok<CalendarRule[]>('stranger', '/rules')).map((r) => r.id),
      [theirs.rule],
    );
    assert.deepEqual(await ok('stranger', '/off_groups'), []);
    assert.equal((await call('stranger', `/rules/${support.id}`)).status, 404);
    assert.equal((await ok<CalendarRule>('manager', `/rules/${support.id}`)).label, 'Horaires du support');
  });

  test('an administrator creates, renames and deletes a calendar; a manager may not', async () => {
    const body = calendar({ open_24_7: true, days_off: ['2099-12-24'] });
    assert.equal((await call('manager', '/rules', { body })).status, 403);
    const created = await ok<CalendarRule>('admin', '/rules', { body }, 201);
    assert.deepEqual(
      [created.label, created.open_24_7, created.customized, created.days_off],
      [body.label, true, false, ['2099-12-24']],
    );
    const renamed = await ok<CalendarRule>('owner', `/rules/${created.id}`, {
      body: { ...body, label: `${body.label} bis` },
    });
    assert.equal(renamed.label, `${body.label} bis`);
    assert.equal((await call('manager', `/rules/${created.id}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('stranger', `/rules/${created.id}`, { method: 'DELETE' })).status, 404);
    assert.equal((await call('admin', `/rules/${created.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/rules/${created.id}`)).status, 404);
  });

  test('the label is unique in the company, whatever its case; another company may use it', async () => {
    const answer = await call('admin', '/rules', { body: calendar({ label: 'HORAIRES DU SUPPORT' }) });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error, 'already_exists');
    assert.deepEqual(answer.body.label, ['already_exists']);
    const same = await call('admin', `/rules/${support.id}`, {
      body: {
        ...calendar(),
        label: 'Horaires du support',
        week: support.week,
        off_groups: support.off_groups,
      },
    });
    assert.equal(same.status, 200, JSON.stringify(same.body));
  });

  test('bad input is refused on its field and nothing is stored', async () => {
    const before = (await ok<CalendarRule[]>('admin', '/rules')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [calendar({ label: '' }), 'label', 'required'],
      [calendar({ timezone: 'Mars/Olympus' }), 'timezone', 'invalid_timezone'],
      [calendar({ days_off: ['2020-01-01'] }), 'days_off.0', 'off_day_in_past'],
      [calendar({ days_off: ['2099-01-01', '2099-01-01'] }), 'days_off.1', 'off_day_already_listed'],
      [calendar({ days_off: ['2099-02-30'] }), 'days_off.0', 'invalid_date'],
      [calendar({ off_groups: [99999] }), 'off_groups', 'not_found'],
      [calendar({ week: theirs.week }), 'week', 'not_found'],
    ];
    for (const [body, field, key] of cases) {
      const answer = await call('admin', '/rules', { body });
      assert.equal(answer.status, 400, field);
      assert.deepEqual(answer.body[field], [key], JSON.stringify(answer.body));
    }
    assert.equal((await ok<CalendarRule[]>('admin', '/rules')).length, before);
  });

  test("another company's calendar cannot be read, saved or deleted", async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', calendar()],
      ['DELETE', undefined],
    ] as const)
      assert.equal((await call('admin', `/rules/${theirs.rule}`, { method, body })).status, 404, method);
    assert.equal((await call('admin', `/accounts/calendar-trees/${theirs.rule}`)).status, 404);
  });
});

describe('chronos: weeks', () => {
  test('add_new starts a week with every day closed; saving days customises a calendar', async () => {
    const week = await ok<Week>('admin', '/weeks/week?add_new=true');
    assert.deepEqual(week.days, closedWeek());
    const days = closedWeek();
    days.monday = { closed: false, slots: [slot('09:00', '12:00'), slot('', ''), slot('14:00', '18:00')] };
    days.tuesday = { closed: true, slots: [slot('09:00', '12:00')] };
    const saved = await ok<Week>('admin', `/weeks/week/${week.id}`, { body: { days } });
    assert.deepEqual(saved.days.monday, {
      closed: false,
      slots: [slot('09:00', '12:00'), slot('14:00', '18:00')],
    });
    assert.deepEqual(saved.days.tuesday, { closed: true, slots: [] });
    const created = await ok<CalendarRule>('admin', '/rules', { body: calendar({ week: week.id }) }, 201);
    assert.equal(created.customized, true);
    assert.deepEqual(created.days.monday, saved.days.monday);
    const weeks = await ok<Week[]>('admin', '/weeks/week');
    assert.ok(weeks.some((w) => w.id === week.id));
  });

  test('overlapping, reversed or off-step slots are refused on the slot; the week stays as it was', async () => {
    const week = await ok<Week>('admin', '/weeks/week?add_new=true');
    const days = closedWeek();
    days.monday = { closed: false, slots: [slot('09:00', '12:00'), slot('11:00', '18:00')] };
    days.wednesday = { closed: false, slots: [slot('18:00', '09:00')] };
    days.friday = { closed: false, slots: [slot('09:10', '12:00')] };
    const answer = await call('admin', `/weeks/week/${week.id}`, { body: { days } });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body['days.monday.slots.1.start_dt'], ['slots_overlap']);
    assert.deepEqual(answer.body['days.wednesday.slots.0.end_dt'], ['end_before_start']);
    assert.deepEqual(answer.body['days.friday.slots.0.start_dt'], ['time_step']);
    assert.deepEqual((await ok<Week>('admin', `/weeks/week/${week.id}`)).days, closedWeek());
  });

  test('deleting a week takes the hours off the calendars using it', async () => {
    const week = await ok<Week>('admin', '/weeks/week?add_new=true');
    const rule = await ok<CalendarRule>('admin', '/rules', { body: calendar({ week: week.id }) }, 201);
    assert.equal((await call('admin', `/weeks/week/${week.id}`, { method: 'DELETE' })).status, 204);
    const after = await ok<CalendarRule>('admin', `/rules/${rule.id}`);
    assert.deepEqual([after.customized, after.week], [false, null]);
    assert.equal((await call('admin', `/weeks/week/${week.id}`)).status, 404);
  });

  test('weeks are for administrators of their own company', async () => {
    assert.equal((await call('manager', '/weeks/week?add_new=true')).status, 403);
    assert.equal((await call('manager', `/weeks/week/${support.week}`)).status, 403);
    for (const method of ['GET', 'DELETE'])
      assert.equal((await call('admin', `/weeks/week/${theirs.week}`, { method })).status, 404, method);
    const posted = await call('admin', `/weeks/week/${theirs.week}`, { body: { days: closedWeek() } });
    assert.equal(posted.status, 404);
    assert.equal((await call('stranger', `/weeks/week/${support.week}`)).status, 404);
  });
});

describe('chronos: the trees using a calendar', () => {
  test('lists the bot trees with a chronos node on it and those an entry point opens on it', async () => {
    const db = server.context.db;
    await createEntryPoint(
      db,
      companyId,
      v.parse(EntryPointInput, {
        name: 'Widget horaires',
        type: 'widget',
        skill: 1,
        calendar_id: null,
        channels: ['web'],
        trees: [{ channel: 'web', calendar_id: support.id, tree_identifier: DEMO_WELCOME_TREE }],
      }),
    );
    const trees = await ok<CalendarTree[]>('admin', `/accounts/calendar-trees/${support.id}`);
    assert.deepEqual(
      trees.map((t) => [t.via, t.skill_name, t.channel, t.tree, t.title, t.entry_point]),
      [
        ['chronos', 'Support', 'web', DEMO_HOURS_TREE, 'Horaires', null],
        ['entry_point', 'Support', 'web', DEMO_WELCOME_TREE, 'Accueil', 'Widget horaires'],
      ],
    );
    const summer = (await ok<CalendarRule[]>('admin', '/rules')).find((r) => r.label === "Horaires d'été");
    assert.deepEqual(await ok('admin', `/accounts/calendar-trees/${summer?.id}`), []);
    assert.equal((await call('manager', `/accounts/calendar-trees/${support.id}`)).status, 403);
  });
});

describe('calendarOpenAt, for the bot runtime', () => {
  test("answers the company's calendar at an instant; null for an unknown or another company's one", async () => {
    const db = server.context.db;
    const at = (iso: string) => calendarOpenAt(db, companyId, support.id, new Date(iso));
    assert.equal(await at('2026-11-26T09:00:00Z'), true); // Thursday 10:00 in Paris
    assert.equal(await at('2026-11-26T17:30:00Z'), false); // 18:30
    assert.equal(await at('2026-11-28T10:00:00Z'), false); // Saturday
    assert.equal(await at('2026-12-25T10:00:00Z'), false); // Christmas, an off-day group's day
    assert.equal(await calendarOpenAt(db, companyId, 999_999, new Date()), null);
    assert.equal(await calendarOpenAt(db, companyId, theirs.rule, new Date()), null);
  });
});

describe('skills: POST /skills/{id}/calendar-update (core API)', () => {
  const update = (who: Who, skill: number, body: unknown) =>
    api(server.url, `/api/core/skills/${skill}/calendar-update`, { token: tokens[who], body });
  const hours = { timezone: 'Europe/Paris', opening_hours: [] };

  test('an administrator sets the calendar a skill follows; it must be one of the company', async () => {
    const saved = await update('admin', 1, { ...hours, rule: support.id });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.calendar, { ...hours, rule: support.id });
    const refused = await update('admin', 1, { ...hours, rule: theirs.rule });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.rule, ['not_found']);
    assert.equal((await update('manager', 1, { ...hours, rule: support.id })).status, 403);
    // The opening-hours form sends no calendar: the chosen one stays; null clears it.
    const hoursOnly = await update('admin', 1, { ...hours, timezone: 'UTC' });
    assert.deepEqual(hoursOnly.body.calendar, { ...hours, timezone: 'UTC', rule: support.id });
    const cleared = await update('admin', 1, { ...hours, rule: null });
    assert.deepEqual(cleared.body.calendar, { ...hours, rule: null });
  });

  test("another company's skill is not found", async () => {
    const other = await createCompany(server.context.db, { name: 'Encore une' });
    const skill = await createSkill(server.context.db, other.id, 'Ailleurs');
    assert.equal((await update('admin', skill, { ...hours, rule: support.id })).status, 404);
  });
});
