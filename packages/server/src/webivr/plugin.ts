import {
  WebivrAccount,
  WebivrAccountInput,
  WebivrDuplicateInput,
  WebivrMenu,
  WebivrPreview,
  WebivrPreviewInput,
  WebivrVersionQuery,
} from '@omnicanal/api';
import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { ADMINS, WEBIVR_MANAGERS } from './access.ts';
import { refuseLinkedTrees } from './copy.ts';
import { faqsRoutes } from './faqs-routes.ts';
import { formsRoutes } from './forms-routes.ts';
import { nodesRoutes } from './nodes-routes.ts';
import { menuState, nodeView, rootNodeOf, versionNodes, versionTrees, writeMenuState } from './repo.ts';
import { foundFor } from './scope.ts';
import { startSession } from './steps.ts';
import { templatesRoutes } from './templates-routes.ts';
import { accountView, newWorkingVersion } from './versions.ts';
import { versionsRoutes } from './versions-routes.ts';
import { firstSnapshot, readableVersion, seesSkill, visibleAccount } from './working.ts';

const Params = IdParams('id');

/**
 * The web IVR service (spec 001 §7), mounted at /api/webivr: accounts here, their menus in
 * nodes-routes.ts, versions, snapshots and publishing in versions-routes.ts. Another company's
 * account, or one of a skill a manager does not work on, answers 404 and changes nothing.
 */
export const webivrPlugin: ServicePlugin = async (app) => {
  const db = app.db;

  app.get(
    '/accounts',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'The web IVRs of the company the caller works on.',
        response: { 200: v.array(WebivrAccount) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('webivr_accounts')
        .selectAll()
        .where('company_id', '=', request.actor.companyId)
        .orderBy('label')
        .orderBy('id')
        .execute();
      const out: WebivrAccount[] = [];
      for (const row of rows)
        if (row.working_version_id !== null && (await seesSkill(db, request.actor, row.skill_id)))
          out.push(await accountView(db, row));
      return out;
    },
  );

  app.post(
    '/accounts',
    {
      config: ADMINS,
      schema: {
        summary: 'Adds a web IVR on a skill, with an empty working version.',
        body: WebivrAccountInput,
        response: { 200: WebivrAccount },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const input = request.body;
      const skill = await db
        .selectFrom('skills')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', input.skill)
        .executeTakeFirst();
      if (!skill)
        throw new HttpError(400, 'invalid_payload', 'The skill does not exist.', { skill: ['not_found'] });
      if (input.theme !== null) await themeOf(companyId, input.theme);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('webivr_accounts')
          .values({
            company_id: companyId,
            skill_id: skill.id,
            label: input.label,
            language: input.language,
            theme_id: input.theme,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const version = await newWorkingVersion(trx, row.id);
        await firstSnapshot(trx, row.id, version);
        return row.id;
      });
      return accountView(db, await visibleAccount(db, request.actor, id));
    },
  );

  /** A theme of the company, or a 400 on the `theme` field. */
  const themeOf = async (companyId: number, id: number) => {
    const theme = await db
      .selectFrom('webivr_themes')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!theme)
      throw new HttpError(400, 'invalid_payload', 'The theme does not exist.', { theme: ['not_found'] });
    return theme;
  };

  app.get(
    '/accounts/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'A web IVR: its versions and whether it has unpublished changes.',
        params: Params,
        response: { 200: WebivrAccount },
      },
    },
    async (request) => accountView(db, await visibleAccount(db, request.actor, request.params.id)),
  );

  app.post(
    '/accounts/:id',
    {
      config: ADMINS,
      schema: {
        summary: 'Changes a web IVR’s label, skill, language and theme.',
        description:
          'Its menu and versions stay as they are; an unknown skill or theme is refused on its field.',
        params: Params,
        body: WebivrAccountInput,
        response: { 200: WebivrAccount },
      },
    },
    async (request) => {
      const { actor, body: input } = request;
      // The account first: another company's answers 404 whatever the body says.
      await visibleAccount(db, actor, request.params.id);
      const skill = await db
        .selectFrom('skills')
        .select('id')
        .where('company_id', '=', actor.companyId)
        .where('id', '=', input.skill)
        .executeTakeFirst();
      if (!skill)
        throw new HttpError(400, 'invalid_payload', 'The skill does not exist.', { skill: ['not_found'] });
      if (input.theme !== null) await themeOf(actor.companyId, input.theme);
      await db.transaction().execute(async (trx) => {
        const account = await visibleAccount(trx, actor, request.params.id, true);
        await trx
          .updateTable('webivr_accounts')
          .set({ label: input.label, skill_id: skill.id, language: input.language, theme_id: input.theme })
          .where('id', '=', account.id)
          .execute();
      });
      return accountView(db, await visibleAccount(db, actor, request.params.id));
    },
  );

  app.delete(
    '/accounts/:id',
    {
      config: { ...ADMINS, answers: 'no-content' },
      schema: {
        summary: 'Removes a web IVR with its versions, snapshots and visitor steps.',
        description: 'Refused with `tree_linked_to_entrypoints` while an entry point opens one of its trees.',
        params: Params,
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const account = await visibleAccount(trx, request.actor, request.params.id, true);
        const trees = await versionTrees(trx, account.working_version_id);
        await refuseLinkedTrees(
          trx,
          account,
          trees.map((tree) => tree.id),
        );
        await trx.deleteFrom('webivr_accounts').where('id', '=', account.id).execute();
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/accounts/:id/duplicate',
    {
      config: ADMINS,
      schema: {
        summary: 'Copies a web IVR: a new account with its working menu.',
        description: 'The copy starts unpublished, with no history and its own undo steps.',
        params: Params,
        body: WebivrDuplicateInput,
        response: { 200: WebivrAccount },
      },
    },
    async (request) => {
      const { actor } = request;
      const id = await db.transaction().execute(async (trx) => {
        const source = await visibleAccount(trx, actor, request.params.id);
        const row = await trx
          .insertInto('webivr_accounts')
          .values({
            company_id: actor.companyId,
            skill_id: source.skill_id,
            label: request.body.label,
            language: source.language,
            theme_id: source.theme_id,
            has_unpublished_changes: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const version = await newWorkingVersion(trx, row.id);
        await writeMenuState(trx, version, await menuState(trx, source.working_version_id));
        await firstSnapshot(trx, row.id, version);
        return row.id;
      });
      return accountView(db, await visibleAccount(db, actor, id));
    },
  );

  app.get(
    '/accounts/:id/menu',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'A version’s whole menu: its trees and nodes (the working version by default).',
        params: Params,
        querystring: WebivrVersionQuery,
        response: { 200: WebivrMenu },
      },
    },
    async (request) => {
      const account = await visibleAccount(db, request.actor, request.params.id);
      const version = await readableVersion(db, account, request.query.version);
      return {
        version,
        trees: await versionTrees(db, version),
        nodes: (await versionNodes(db, version)).map(nodeView),
      };
    },
  );

  app.post(
    '/sessions/preview',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Opens the menu as a visitor would see it, on the working version by default.',
        body: WebivrPreviewInput,
        response: { 200: WebivrPreview },
      },
    },
    async (request) => {
      const account = await foundFor(
        'account_id',
        visibleAccount(db, request.actor, request.body.account_id),
      );
      const version = await readableVersion(db, account, request.body.version_id ?? undefined);
      const session = await startSession(db, account.id, version, true);
      return {
        session_id: session,
        account: account.id,
        node: await rootNodeOf(db, version),
        menu: {
          version,
          trees: await versionTrees(db, version),
          nodes: (await versionNodes(db, version)).map(nodeView),
        },
      };
    },
  );

  await app.register(nodesRoutes);
  await app.register(versionsRoutes);
  await app.register(faqsRoutes);
  await app.register(templatesRoutes);
  await app.register(formsRoutes);
};
