import {
  WebivrChanges,
  WebivrPublishInput,
  WebivrSnapshotApply,
  WebivrSnapshotState,
  WebivrVersion,
  WebivrVersionInput,
} from '@omnicanal/api';
import { menuChanges } from '@omnicanal/core/webivr';
import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { WEBIVR_MANAGERS } from './access.ts';
import { menuState, nodeView, versionNodes, writeMenuState } from './repo.ts';
import { publish, publishedVersions, versionView } from './versions.ts';
import { applySnapshot, editWorking, snapshotState, visibleAccount } from './working.ts';

const Params = IdParams('id');

/** Versions, undo and redo, and publishing of a web IVR (spec 001 §4, §7). */
export const versionsRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  app.get(
    '/accounts/:id/snapshots/state',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Whether undo and redo are available on the working menu, and until when.',
        params: Params,
        response: { 200: WebivrSnapshotState },
      },
    },
    async (request) =>
      snapshotState(db, await visibleAccount(db, request.actor, request.params.id), app.clock()),
  );

  app.post(
    '/accounts/:id/snapshots/apply',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Undo (`previous`) or redo (`next`) on the working menu.',
        description: 'Refused with `no_previous_snapshot_found` or `no_next_snapshot_found`.',
        params: Params,
        body: WebivrSnapshotApply,
        response: { 200: WebivrSnapshotState },
      },
    },
    async (request) => {
      const now = app.clock();
      await db.transaction().execute(async (trx) => {
        const account = await visibleAccount(trx, request.actor, request.params.id, true);
        await applySnapshot(trx, account, request.body.mode, now);
      });
      return snapshotState(db, await visibleAccount(db, request.actor, request.params.id), now);
    },
  );

  app.get(
    '/accounts/:id/versions',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'The published and history versions, newest first.',
        description: 'Answers `no_production_version` (‘No production version’) before the first publish.',
        params: Params,
        response: { 200: v.array(WebivrVersion) },
      },
    },
    async (request) => publishedVersions(db, (await visibleAccount(db, request.actor, request.params.id)).id),
  );

  app.post(
    '/accounts/:id/versions',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Starts the working menu again from a template or from a published or history version.',
        description: 'An edit like the others: undo brings the previous menu back.',
        params: Params,
        body: WebivrVersionInput,
        response: { 200: WebivrVersion },
      },
    },
    async (request) => {
      const { template_id, version_id } = request.body;
      const working = await editWorking(
        db,
        request.actor,
        request.params.id,
        undefined,
        async (trx, account) => {
          let state: Awaited<ReturnType<typeof menuState>> | undefined;
          if (template_id !== null) {
            const template = await trx
              .selectFrom('webivr_templates')
              .select('content')
              .where('company_id', '=', account.company_id)
              .where('id', '=', template_id)
              .where((eb) => eb.or([eb('skill_id', 'is', null), eb('skill_id', '=', account.skill_id)]))
              .executeTakeFirst();
            if (!template)
              throw new HttpError(400, 'invalid_payload', 'The template does not exist.', {
                template_id: ['not_found'],
              });
            state = template.content;
          } else {
            const version = await trx
              .selectFrom('webivr_versions')
              .select('id')
              .where('account_id', '=', account.id)
              .where('id', '=', version_id as number)
              .where('kind', '!=', 'working')
              .executeTakeFirst();
            if (!version)
              throw new HttpError(400, 'invalid_payload', 'The version does not exist.', {
                version_id: ['not_found'],
              });
            state = await menuState(trx, version.id);
          }
          await writeMenuState(trx, account.working_version_id, state);
          return account.working_version_id;
        },
      );
      const row = await db
        .selectFrom('webivr_versions')
        .selectAll()
        .where('id', '=', working)
        .executeTakeFirstOrThrow();
      return versionView(row);
    },
  );

  app.post(
    '/accounts/:id/publish',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Publishes the working menu as the production version.',
        description:
          'Without a label, the date and time name it. Refused, changing nothing, with `already_exists` on a taken label or `invalid_nodes_remain` with each blocking node as `nodes.<id>`.',
        params: Params,
        body: WebivrPublishInput,
        response: { 200: WebivrVersion },
      },
    },
    async (request) => {
      const now = new Date(app.clock());
      return db.transaction().execute(async (trx) => {
        const account = await visibleAccount(trx, request.actor, request.params.id, true);
        return publish(trx, account, request.body, now, request.actor.user.timezone);
      });
    },
  );

  app.get(
    '/accounts/:id/changes',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'What changed since the published version: the nodes added, removed and edited.',
        description: 'Before the first publish every node of the working menu is added.',
        params: Params,
        response: { 200: WebivrChanges },
      },
    },
    async (request) => {
      const account = await visibleAccount(db, request.actor, request.params.id);
      const production = account.production_version_id;
      const published = production === null ? [] : (await versionNodes(db, production)).map(nodeView);
      const working = (await versionNodes(db, account.working_version_id)).map(nodeView);
      return { production_version: production, ...menuChanges(published, working) };
    },
  );
};
