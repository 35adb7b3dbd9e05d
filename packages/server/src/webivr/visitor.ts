import type { GuestWebivr, WebivrNode, WebivrTree } from '@omnicanal/api';
import { type Kysely, sql } from 'kysely';
import { calendarOpenAt } from '../chronos/calendars.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findNode, type NodeRow, nodeView, versionNodes, versionTrees } from './repo.ts';
import { startSession } from './steps.ts';

/*
 * The web IVR as visitors reach it (issue 18 "The visitor side"): through an entry point whose web
 * tree is a tree of a web IVR with a published version. Visitors only ever see that production
 * version; the session they start keeps it, and every later call is checked against it.
 */

/** The channel of an entry point's trees the web widget opens. */
const WEB_CHANNEL = 'web';

/** A visitor's published web IVR: its account, company, skill, version and the tree to open. */
export interface PublishedWebivr extends GuestWebivr {
  companyId: number;
  skillId: number;
}

/**
 * The published web IVR an entry point opens: the entry point's web tree, when it names a tree of
 * a web IVR of the same company that has a production version. Null otherwise (the widget chats).
 */
export async function publishedWebivrOf(
  db: Kysely<DB>,
  entryPointId: number,
): Promise<PublishedWebivr | null> {
  const entry = await db
    .selectFrom('integrations')
    .select(['company_id', 'trees'])
    .where('id', '=', entryPointId)
    .executeTakeFirst();
  const tree = entry?.trees?.find((t) => t.channel === WEB_CHANNEL)?.tree_identifier;
  return entry && tree ? publishedWebivrOfTree(db, entry.company_id, tree) : null;
}

/** The published web IVR of the company that holds tree `tree` (an entry point's web tree), if any. */
export async function publishedWebivrOfTree(
  db: Kysely<DB>,
  companyId: number,
  tree: string,
): Promise<PublishedWebivr | null> {
  // A bot's tree identifier is not a uuid; it can never be a web IVR's tree.
  if (!/^[0-9a-f-]{36}$/i.test(tree)) return null;
  const row = await db
    .selectFrom('webivr_accounts')
    .innerJoin('webivr_trees', (join) =>
      join
        .onRef('webivr_trees.version_id', '=', 'webivr_accounts.production_version_id')
        .on('webivr_trees.id', '=', tree),
    )
    .select([
      'webivr_accounts.id',
      'webivr_accounts.company_id',
      'webivr_accounts.skill_id',
      'webivr_accounts.production_version_id',
    ])
    .where('webivr_accounts.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row?.production_version_id) return null;
  return {
    account: row.id,
    tree,
    version: row.production_version_id,
    companyId: row.company_id,
    skillId: row.skill_id,
  };
}

/** A visitor's session as the later calls check it. */
export interface VisitorSession {
  id: string;
  accountId: number;
  versionId: number;
  companyId: number;
  skillId: number;
  language: string;
}

/**
 * A visitor's session: 404 for an unknown one and for a builder's preview (those are the managers'
 * own, on any version). The version is the one the visit began on, even after a new publish.
 */
export async function visitorSession(db: Kysely<DB>, id: string): Promise<VisitorSession> {
  const row = await db
    .selectFrom('webivr_sessions')
    .innerJoin('webivr_accounts', 'webivr_accounts.id', 'webivr_sessions.account_id')
    .select([
      'webivr_sessions.id',
      'webivr_sessions.account_id',
      'webivr_sessions.version_id',
      'webivr_accounts.company_id',
      'webivr_accounts.skill_id',
      'webivr_accounts.language',
    ])
    .where('webivr_sessions.id', '=', id)
    .where('webivr_sessions.preview', '=', false)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'This web IVR session does not exist.');
  return {
    id: row.id,
    accountId: row.account_id,
    versionId: row.version_id,
    companyId: row.company_id,
    skillId: row.skill_id,
    language: row.language,
  };
}

/**
 * A node of the session's version of kind `action`, or a 400 on `node`: a node of another version,
 * another menu or another kind is never acted on.
 */
export async function sessionNode(
  db: Kysely<DB>,
  session: VisitorSession,
  id: string,
  action: string,
): Promise<NodeRow> {
  const node = await findNode(db, session.versionId, id);
  if (node?.action !== action)
    throw new HttpError(400, 'invalid_payload', 'This node is not part of the menu.', {
      node: ['not_found'],
    });
  return node;
}

/** Whether the session's version uses content `id` of kind `faq` or `form` in one of its nodes. */
export async function versionUses(
  db: Kysely<DB>,
  versionId: number,
  action: 'faq' | 'form',
  id: number,
): Promise<boolean> {
  const key = action === 'faq' ? 'faq_id' : 'form_id';
  const row = await db
    .selectFrom('webivr_nodes')
    .select('id')
    .where('version_id', '=', versionId)
    .where('action', '=', action)
    .where(sql<string>`data->>${key}`, '=', String(id))
    .executeTakeFirst();
  return row !== undefined;
}

type PublishedMenu = { trees: WebivrTree[]; nodes: WebivrNode[] };

/**
 * Published menus by version. A production or history version is never edited (spec 001 §4:
 * non-working versions are read-only; a publish makes a new version), so a menu read once holds
 * for good: hundreds of visitors starting at once read it from here, not the database. Bounded;
 * the oldest read goes first. Kept per database (one process may serve several, as tests do).
 */
const menusByDb = new WeakMap<Kysely<DB>, Map<number, Promise<PublishedMenu>>>();
const MENUS_KEPT = 200;

function publishedMenu(db: Kysely<DB>, version: number): Promise<PublishedMenu> {
  let menus = menusByDb.get(db);
  if (!menus) {
    menus = new Map();
    menusByDb.set(db, menus);
  }
  let menu = menus.get(version);
  if (!menu) {
    menu = Promise.all([versionTrees(db, version), versionNodes(db, version)]).then(([trees, rows]) => ({
      trees,
      nodes: rows.map(nodeView),
    }));
    // A failed read is not kept: the next visitor reads again.
    menu.catch(() => menus.delete(version));
    menus.set(version, menu);
    if (menus.size > MENUS_KEPT) menus.delete(menus.keys().next().value as number);
  }
  return menu;
}

/**
 * Starts a visitor's walk on a published web IVR: the session, the production menu (its trees and
 * nodes, nothing else) and each routing node's calendar at this instant (null calendars: closed).
 */
export async function startVisit(db: Kysely<DB>, webivr: PublishedWebivr, now: Date) {
  const { trees, nodes } = await publishedMenu(db, webivr.version);
  const routing: Record<string, boolean> = {};
  for (const node of nodes) {
    if (node.action !== 'routing') continue;
    const calendar = node.data.calendar_id;
    routing[node.id] =
      typeof calendar === 'number' && (await calendarOpenAt(db, webivr.companyId, calendar, now)) === true;
  }
  const session = await startSession(db, webivr.account, webivr.version);
  return {
    session_id: session,
    account: webivr.account,
    tree: webivr.tree,
    node: trees.find((tree) => tree.id === webivr.tree)?.root_node ?? null,
    menu: { version: webivr.version, trees, nodes },
    routing,
  };
}

/** The labels of the nodes a session reached, in order: the path an agent reads at the hand-off. */
export async function sessionPath(db: Kysely<DB>, session: VisitorSession): Promise<string[]> {
  const rows = await db
    .selectFrom('webivr_steps')
    .innerJoin('webivr_nodes', (join) =>
      join
        .onRef('webivr_nodes.version_id', '=', 'webivr_steps.version_id')
        .onRef('webivr_nodes.id', '=', 'webivr_steps.node_id'),
    )
    .select('webivr_nodes.label')
    .where('webivr_steps.session_id', '=', session.id)
    .orderBy('webivr_steps.at')
    .orderBy('webivr_steps.id')
    .limit(200)
    .execute();
  return rows.map((row) => row.label).filter((label) => label.trim() !== '');
}

/**
 * The hand-off of a web IVR session to chat: the messaging node's skill (its own, or the menu's
 * skill) and the path taken. A node that is not a messaging node of the session's version, or a
 * skill of another company, answers 400 on `webivr`.
 */
export async function webivrHandOff(
  db: Kysely<DB>,
  input: { session: string; node: string },
): Promise<{ companyId: number; skillId: number; path: string[] }> {
  const session = await visitorSession(db, input.session).catch(() => null);
  const node = session ? await findNode(db, session.versionId, input.node) : undefined;
  if (!session || node?.action !== 'messaging')
    throw new HttpError(400, 'invalid_payload', 'This web IVR hand-off is not valid.', {
      webivr: ['not_found'],
    });
  const wanted = typeof node.data.skill === 'number' ? node.data.skill : session.skillId;
  const skill = await db
    .selectFrom('skills')
    .select('id')
    .where('id', '=', wanted)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  return {
    companyId: session.companyId,
    skillId: skill?.id ?? session.skillId,
    path: await sessionPath(db, session),
  };
}
