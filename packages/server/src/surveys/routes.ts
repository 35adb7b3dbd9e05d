import { SettingsListQuery, Survey, SurveyInput, settingsPageOf } from '@omnicanal/api';
import * as v from 'valibot';
import { type SettingsAccess, settingsRoute } from '../core/settings/access.ts';
import { byNumber, byText, pageOf } from '../core/settings/list.ts';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { companySurveys, findSurvey, saveSurvey } from './repo.ts';

/** Admins; Pro and Enterprise offers only (spec 000 §1): the screen is hidden otherwise. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'surveys', needsFeature: 'surveys' };

const Params = IdParams('id');
/** A skill, its survey if one holds it, and whether that survey goes at every close. */
const SurveySkill = v.object({
  id: v.number(),
  name: v.string(),
  survey: v.nullable(v.number()),
  force_send: v.boolean(),
});
/** The agent console reads a skill's survey when closing (to offer sending it): every signed-in role. */
const SKILL_ACCESS: SettingsAccess = { rank: 'agent', what: 'surveys', needsFeature: 'surveys' };

/** The surveys of spec 002 §7 "Surveys": the company's surveys, and its skills with the survey of each. */
export const surveysRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  const surveyOf = async (companyId: number, id: number) => {
    const survey = await findSurvey(db, companyId, id);
    if (!survey) throw notFound('survey');
    return survey;
  };
  const skillsOf = async (companyId: number) => {
    const [skills, surveys] = await Promise.all([
      db
        .selectFrom('skills')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute(),
      companySurveys(db, companyId),
    ]);
    return skills.map((skill) => {
      const survey = surveys.find((s) => s.skills.includes(skill.id));
      return { ...skill, survey: survey?.id ?? null, force_send: survey?.force_send ?? false };
    });
  };

  for (const path of ['/surveys', '/surveys/']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'A page of the company’s satisfaction surveys.',
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(Survey) },
        },
      },
      async (request) =>
        pageOf(await companySurveys(db, request.actor.companyId), request.query, {
          text: (survey) => `${survey.label} ${survey.text}`,
          orderings: { label: byText((s) => s.label), id: byNumber((s) => s.id) },
          defaultOrdering: 'label',
        }),
    );
    app.post(
      path,
      {
        config: access,
        schema: { summary: 'Creates a satisfaction survey.', body: SurveyInput, response: { 201: Survey } },
      },
      async (request, reply) =>
        reply.code(201).send(await saveSurvey(db, request.actor.companyId, request.body)),
    );
  }
  app.get(
    '/surveys/:id',
    {
      config: access,
      schema: { summary: 'One satisfaction survey.', params: Params, response: { 200: Survey } },
    },
    async (request) => surveyOf(request.actor.companyId, request.params.id),
  );
  app.post(
    '/surveys/:id',
    {
      config: access,
      schema: {
        summary: 'Changes a satisfaction survey.',
        params: Params,
        body: SurveyInput,
        response: { 200: Survey },
      },
    },
    async (request) => {
      const survey = await surveyOf(request.actor.companyId, request.params.id);
      return saveSurvey(db, request.actor.companyId, request.body, survey.id);
    },
  );
  app.delete(
    '/surveys/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: { summary: 'Deletes a satisfaction survey.', params: Params },
    },
    async (request, reply) => {
      const survey = await surveyOf(request.actor.companyId, request.params.id);
      await db
        .deleteFrom('surveys')
        .where('company_id', '=', request.actor.companyId)
        .where('id', '=', survey.id)
        .execute();
      return reply.code(204).send();
    },
  );
  app.get(
    '/skills',
    {
      config: settingsRoute(SKILL_ACCESS),
      schema: {
        summary: 'The company’s skills, each with the survey it sends.',
        response: { 200: v.array(SurveySkill) },
      },
    },
    async (request) => skillsOf(request.actor.companyId),
  );
  app.get(
    '/skills/:id',
    {
      config: settingsRoute(SKILL_ACCESS),
      schema: {
        summary: 'One skill, with the survey it sends.',
        params: Params,
        response: { 200: SurveySkill },
      },
    },
    async (request) => {
      const skill = (await skillsOf(request.actor.companyId)).find((s) => s.id === request.params.id);
      if (!skill) throw notFound('skill');
      return skill;
    },
  );
};
