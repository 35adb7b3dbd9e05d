import { WebivrTemplate, WebivrTemplateInput, WebivrTheme, WebivrThemeInput } from '@omnicanal/api';
import * as v from 'valibot';
import type { Actor } from '../auth/access.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { WEBIVR_MANAGERS } from './access.ts';
import { menuState } from './repo.ts';
import { checkSkill, foundFor, visibleList, visibleRow } from './scope.ts';
import type { MenuState } from './tables.ts';
import { visibleAccount } from './working.ts';

const Params = IdParams('id');
const NO_CONTENT = { ...WEBIVR_MANAGERS, answers: 'no-content' } as const;

/**
 * Web IVR templates (saved menus a working version may start again from) and themes (spec 001 §3,
 * §7), kept per skill or for all.
 */
export const templatesRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  // Templates: a saved menu a working version may start again from (POST /accounts/{id}/versions).
  const templateView = (row: {
    id: number;
    name: string;
    skill_id: number | null;
    content: MenuState;
    updated_at: Date;
  }): WebivrTemplate => ({
    id: row.id,
    name: row.name,
    skill: row.skill_id,
    nodes: row.content.nodes.length,
    updated_at: row.updated_at.toISOString(),
  });
  app.get(
    '/templates',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'The web IVR templates.', response: { 200: v.array(WebivrTemplate) } },
    },
    async (request) => {
      const rows = await db
        .selectFrom('webivr_templates')
        .selectAll()
        .where('company_id', '=', request.actor.companyId)
        .orderBy('name')
        .execute();
      return (await visibleList(db, request.actor, rows)).map(templateView);
    },
  );
  app.get(
    '/templates/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'A web IVR template.', params: Params, response: { 200: WebivrTemplate } },
    },
    async (request) => {
      await visibleRow(db, request.actor, 'webivr_templates', request.params.id);
      return templateView(
        await db
          .selectFrom('webivr_templates')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirstOrThrow(),
      );
    },
  );
  const saveTemplate = async (actor: Actor, id: number | null, input: WebivrTemplateInput) => {
    await checkSkill(db, actor, input.skill);
    const content =
      input.account === null
        ? undefined
        : await foundFor('account', visibleAccount(db, actor, input.account)).then((account) =>
            menuState(db, account.working_version_id),
          );
    const values = {
      name: input.name,
      skill_id: input.skill,
      updated_at: new Date(),
      ...(content ? { content: JSON.stringify(content) } : {}),
    };
    const row =
      id === null
        ? await db
            .insertInto('webivr_templates')
            .values({
              content: JSON.stringify({ trees: [], nodes: [] }),
              ...values,
              company_id: actor.companyId,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('webivr_templates')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    return templateView(row);
  };
  app.post(
    '/templates',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Adds a web IVR template, saving a web IVR’s working menu when `account` is given.',
        body: WebivrTemplateInput,
        response: { 200: WebivrTemplate },
      },
    },
    async (request) => saveTemplate(request.actor, null, request.body),
  );
  app.post(
    '/templates/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Renames a web IVR template, or saves a working menu into it.',
        params: Params,
        body: WebivrTemplateInput,
        response: { 200: WebivrTemplate },
      },
    },
    async (request) => {
      await visibleRow(db, request.actor, 'webivr_templates', request.params.id);
      return saveTemplate(request.actor, request.params.id, request.body);
    },
  );
  app.delete(
    '/templates/:id',
    { config: NO_CONTENT, schema: { summary: 'Removes a web IVR template.', params: Params } },
    async (request, reply) => {
      await visibleRow(db, request.actor, 'webivr_templates', request.params.id);
      await db.deleteFrom('webivr_templates').where('id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );

  // Themes
  const themeView = (row: {
    id: number;
    label: string;
    skill_id: number | null;
    settings: Record<string, unknown>;
  }): WebivrTheme => ({
    id: row.id,
    label: row.label,
    skill: row.skill_id,
    settings: row.settings as Record<string, string>,
  });
  app.get(
    '/themes',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'The web IVR themes.', response: { 200: v.array(WebivrTheme) } },
    },
    async (request) => {
      const rows = await db
        .selectFrom('webivr_themes')
        .selectAll()
        .where('company_id', '=', request.actor.companyId)
        .orderBy('label')
        .execute();
      return (await visibleList(db, request.actor, rows)).map(themeView);
    },
  );
  const saveTheme = async (
    actor: Actor,
    id: number | null,
    input: v.InferOutput<typeof WebivrThemeInput>,
  ) => {
    await checkSkill(db, actor, input.skill);
    const values = {
      label: input.label,
      skill_id: input.skill,
      settings: JSON.stringify(input.settings),
      updated_at: new Date(),
    };
    const row =
      id === null
        ? await db
            .insertInto('webivr_themes')
            .values({ ...values, company_id: actor.companyId })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('webivr_themes')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    return themeView(row);
  };
  app.post(
    '/themes',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'Adds a web IVR theme.', body: WebivrThemeInput, response: { 200: WebivrTheme } },
    },
    async (request) => saveTheme(request.actor, null, request.body),
  );
  app.post(
    '/themes/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Changes a web IVR theme.',
        params: Params,
        body: WebivrThemeInput,
        response: { 200: WebivrTheme },
      },
    },
    async (request) => {
      await visibleRow(db, request.actor, 'webivr_themes', request.params.id);
      return saveTheme(request.actor, request.params.id, request.body);
    },
  );
  app.delete(
    '/themes/:id',
    {
      config: NO_CONTENT,
      schema: {
        summary: 'Removes a web IVR theme; web IVRs using it fall back to the default.',
        params: Params,
      },
    },
    async (request, reply) => {
      await visibleRow(db, request.actor, 'webivr_themes', request.params.id);
      await db.deleteFrom('webivr_themes').where('id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );
};
