import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/*
 * A visitor's walk through a web IVR menu (issue 18): one session per visit, one step per node
 * reached. The visitor side calls these; the statistics (the sankey of paths, spec 002) read them.
 */

/** Opens a session on a version of an account (`preview`: the builder's own, kept apart in statistics). */
export async function startSession(db: Kysely<DB>, accountId: number, versionId: number, preview = false) {
  const id = randomUUID();
  await db
    .insertInto('webivr_sessions')
    .values({ id, account_id: accountId, version_id: versionId, preview })
    .execute();
  return id;
}

/**
 * Records that the session reached `nodeId`. Answers false, writing nothing, when the node is not
 * part of the session's version (a forged or stale step), or when `visitorsOnly` and the session is
 * a builder's preview. One statement: visitors click through menus by the hundreds at once.
 */
export async function recordStep(
  db: Kysely<DB>,
  sessionId: string,
  nodeId: string,
  at = new Date(),
  { visitorsOnly = false } = {},
): Promise<boolean> {
  let source = db
    .selectFrom('webivr_sessions')
    .innerJoin('webivr_nodes', (join) =>
      join
        .onRef('webivr_nodes.version_id', '=', 'webivr_sessions.version_id')
        .on('webivr_nodes.id', '=', nodeId),
    )
    .select((eb) => [
      'webivr_sessions.id as session_id',
      'webivr_sessions.account_id',
      'webivr_sessions.version_id',
      'webivr_nodes.id as node_id',
      eb.val(at).as('at'),
    ])
    .where('webivr_sessions.id', '=', sessionId);
  if (visitorsOnly) source = source.where('webivr_sessions.preview', '=', false);
  const inserted = await db
    .insertInto('webivr_steps')
    .columns(['session_id', 'account_id', 'version_id', 'node_id', 'at'])
    .expression(source)
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
