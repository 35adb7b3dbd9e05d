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
 * part of the session's version (a forged or stale step).
 */
export async function recordStep(
  db: Kysely<DB>,
  sessionId: string,
  nodeId: string,
  at = new Date(),
): Promise<boolean> {
  const session = await db
    .selectFrom('webivr_sessions')
    .innerJoin('webivr_nodes', (join) =>
      join
        .onRef('webivr_nodes.version_id', '=', 'webivr_sessions.version_id')
        .on('webivr_nodes.id', '=', nodeId),
    )
    .select(['webivr_sessions.account_id', 'webivr_sessions.version_id'])
    .where('webivr_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return false;
  await db
    .insertInto('webivr_steps')
    .values({
      session_id: sessionId,
      account_id: session.account_id,
      version_id: session.version_id,
      node_id: nodeId,
      at,
    })
    .execute();
  return true;
}
