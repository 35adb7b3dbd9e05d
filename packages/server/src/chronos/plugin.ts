import {
  CalendarInput,
  CalendarRule,
  CalendarTree,
  OffGroup,
  Week,
  WeekInput,
  WeekQuery,
} from '@omnicanal/api';
import { cleanWeek, type WeekDays } from '@omnicanal/core';
import * as v from 'valibot';
import type { RouteAccess } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { saveCalendar, toCalendarRule } from './calendars.ts';
import {
  createWeek,
  deleteRule,
  deleteWeek,
  findRule,
  findWeek,
  listOffGroups,
  listRules,
  listWeeks,
  updateWeek,
} from './repo.ts';
import { calendarTrees } from './trees.ts';

/*
 * How "rules" and "weeks/week" relate (spec 001 §3 "Calendar", §7 chronos): a **rule** is the
 * calendar itself — the thing a chronos node names (`{rule}`) and an entry point opens trees by
 * (`calendar_id`): label, time zone, 24/7, days off and off-day groups. Its **weekly days** (each
 * closed or with slots) are a **week**, a resource of its own so the customisation screen
 * (`customization/{id}`) edits the hours apart from the calendar's form: `GET /weeks/week?add_new=true`
 * starts a week (every day closed), `POST /weeks/week/{id}` saves its days under the rules of §5,
 * and the rule points at it (`week`), which makes it "customized". Deleting a week takes the hours
 * off the calendars using it; deleting a calendar deletes its week.
 */

/** Spec 001 §2: the calendar screens are for administrators. */
const ADMINS: RouteAccess = {
  auth: 'user',
  rank: 'admin',
  denied: 'Only administrators may change calendars.',
};
/** The bot builder (managers, spec 001 §2) lists the calendars a chronos node may route on. */
const READERS: RouteAccess = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may read calendars.',
};

const params = IdParams('id');

/**
 * The chronos service (spec 001 §7), mounted at /api/chronos: calendars (`/rules`), their weeks
 * (`/weeks/week`), the off-day groups and the trees that use a calendar. Every id is looked up in
 * the caller's company: another company's calendar is not found.
 */
export const chronosPlugin: ServicePlugin = async (app) => {
  const db = app.db;
  const now = () => new Date(app.clock());

  const ruleOf = async (companyId: number, id: number) => {
    const row = await findRule(db, companyId, id);
    if (!row) throw notFound('calendar');
    return row;
  };

  app.get(
    '/rules',
    {
      config: READERS,
      schema: { summary: 'Lists the company’s calendars.', response: { 200: v.array(CalendarRule) } },
    },
    async (request) => (await listRules(db, request.actor.companyId)).map(toCalendarRule),
  );
  for (const path of ['/rules', '/rules/'])
    app.post(
      path,
      {
        config: ADMINS,
        schema: {
          summary: 'Creates a calendar: label, time zone, days off and off-day groups.',
          body: CalendarInput,
          response: { 201: CalendarRule },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveCalendar(db, request.actor.companyId, request.body, now())),
    );
  app.get(
    '/rules/:id',
    { config: READERS, schema: { summary: 'One calendar.', params, response: { 200: CalendarRule } } },
    async (request) => toCalendarRule(await ruleOf(request.actor.companyId, request.params.id)),
  );
  app.post(
    '/rules/:id',
    {
      config: ADMINS,
      schema: {
        summary: 'Changes a calendar.',
        params,
        body: CalendarInput,
        response: { 200: CalendarRule },
      },
    },
    async (request) => saveCalendar(db, request.actor.companyId, request.body, now(), request.params.id),
  );
  app.delete(
    '/rules/:id',
    {
      config: { ...ADMINS, answers: 'no-content' },
      schema: { summary: 'Deletes a calendar.', description: 'Its week goes with it.', params },
    },
    async (request, reply) => {
      const row = await ruleOf(request.actor.companyId, request.params.id);
      await deleteRule(db, request.actor.companyId, row.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/off_groups',
    {
      config: READERS,
      schema: {
        summary: 'Lists the off-day groups a calendar may take.',
        response: { 200: v.array(OffGroup) },
      },
    },
    async (request) => listOffGroups(db, request.actor.companyId),
  );

  app.get(
    '/weeks/week',
    {
      config: ADMINS,
      schema: {
        summary: 'Lists the company’s weeks, or with `add_new=true` starts a new one.',
        description: 'A new week has every day closed.',
        querystring: WeekQuery,
        response: { 200: v.union([Week, v.array(Week)]) },
      },
    },
    async (request) =>
      request.query.add_new === 'true'
        ? createWeek(db, request.actor.companyId)
        : listWeeks(db, request.actor.companyId),
  );
  app.get(
    '/weeks/week/:id',
    {
      config: ADMINS,
      schema: { summary: 'One week: the opening hours of each day.', params, response: { 200: Week } },
    },
    async (request) => {
      const week = await findWeek(db, request.actor.companyId, request.params.id);
      if (!week) throw notFound('week');
      return week;
    },
  );
  app.post(
    '/weeks/week/:id',
    {
      config: ADMINS,
      schema: { summary: 'Saves the days of a week.', params, body: WeekInput, response: { 200: Week } },
    },
    async (request) => {
      const days = cleanWeek(request.body.days as WeekDays);
      const week = await updateWeek(db, request.actor.companyId, request.params.id, days);
      if (!week) throw notFound('week');
      return week;
    },
  );
  app.delete(
    '/weeks/week/:id',
    {
      config: { ...ADMINS, answers: 'no-content' },
      schema: {
        summary: 'Deletes a week.',
        description: 'The calendars using it lose their opening hours.',
        params,
      },
    },
    async (request, reply) => {
      if (!(await deleteWeek(db, request.actor.companyId, request.params.id))) throw notFound('week');
      return reply.code(204).send();
    },
  );

  app.get(
    '/accounts/calendar-trees/:id',
    {
      config: ADMINS,
      schema: {
        summary: 'The bot trees that use a calendar, through a chronos node or an entry point.',
        params,
        response: { 200: v.array(CalendarTree) },
      },
    },
    async (request) => {
      const row = await ruleOf(request.actor.companyId, request.params.id);
      return calendarTrees(db, request.actor.companyId, row.id);
    },
  );
};
