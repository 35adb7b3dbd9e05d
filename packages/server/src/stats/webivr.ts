import type { WebivrPathTree, WebivrSankey, WebivrStatsDashboard, WebivrStatsQuery } from '@omnicanal/api';
import { percent } from '@omnicanal/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type StatsFilter, skillsIn } from './conversations.ts';
import { rangeAnswer } from './figures.ts';
import { bucketSlot, num } from './sql.ts';

/*
 * The web IVR's statistics (spec 002 §7 "Second stats service"): visitors' sessions on published
 * menus started in the range — the builder's previews are not visitors — and the steps they took
 * (`webivr_steps`, written by the visitor's menu). A node keeps its id from version to version,
 * so a node is named by its label in the newest version a visitor reached it in.
 */

/** The web IVR filter: the dashboards' filter and maybe one web IVR. */
export interface WebivrFilter extends StatsFilter {
  account?: number | null;
}

export const webivrFilter = (f: StatsFilter, query: Pick<WebivrStatsQuery, 'account'>): WebivrFilter => ({
  ...f,
  account: query.account,
});

/** The visitors' sessions of the filter: `id`, `account_id`, `created_at`. */
function sessionsSql(f: WebivrFilter): RawBuilder<unknown> {
  return sql`select webivr_sessions.id, webivr_sessions.account_id, webivr_sessions.created_at
    from webivr_sessions join webivr_accounts on webivr_accounts.id = webivr_sessions.account_id
    where webivr_accounts.company_id = ${f.companyId} and not webivr_sessions.preview
      and webivr_sessions.created_at >= ${f.range.from} and webivr_sessions.created_at < ${f.range.to}
      ${f.skill ? sql`and webivr_accounts.skill_id = ${f.skill}` : sql``}
      ${skillsIn(f, sql.ref('webivr_accounts.skill_id'))}
      ${f.account ? sql`and webivr_accounts.id = ${f.account}` : sql``}`;
}

/** Each node reached by the filter's sessions: its label and action in the newest version reached. */
function reachedNodesSql(): RawBuilder<unknown> {
  return sql`select distinct on (webivr_steps.node_id) webivr_steps.node_id as id,
      webivr_nodes.label, webivr_nodes.action
    from webivr_steps
    join s on s.id = webivr_steps.session_id
    join webivr_nodes on webivr_nodes.version_id = webivr_steps.version_id
      and webivr_nodes.id = webivr_steps.node_id
    order by webivr_steps.node_id, webivr_steps.version_id desc`;
}

/** The web IVRs the filter may pick: the company's, within the skill filter, by name. */
export async function statsAccounts(db: Kysely<DB>, f: StatsFilter) {
  let query = db
    .selectFrom('webivr_accounts')
    .select(['id', 'label'])
    .where('company_id', '=', f.companyId)
    .orderBy('label')
    .orderBy('id');
  if (f.skill) query = query.where('skill_id', '=', f.skill);
  return query.execute();
}

/** `GET /webivr/dashboard`. */
export async function webivrDashboard(
  db: Kysely<DB>,
  interval: WebivrStatsQuery['interval'],
  f: WebivrFilter,
  top: number,
): Promise<WebivrStatsDashboard> {
  const perSession = await sql<{ slot: number; n: number; handed: number; steps: number }>`
    with s as (${sessionsSql(f)}),
    walked as (
      select s.id, s.created_at, count(webivr_steps.id)::int as steps,
        bool_or(webivr_nodes.action = 'messaging') as handed
      from s
      left join webivr_steps on webivr_steps.session_id = s.id
      left join webivr_nodes on webivr_nodes.version_id = webivr_steps.version_id
        and webivr_nodes.id = webivr_steps.node_id
      group by s.id, s.created_at
    )
    select ${bucketSlot(sql`created_at`, f.range)} as slot, count(*)::int as n,
      count(*) filter (where handed)::int as handed, sum(steps)::int as steps
    from walked group by 1`.execute(db);
  const buckets = f.range.starts.map((start) => ({ start: start.toISOString(), sessions: 0, handed_off: 0 }));
  let steps = 0;
  for (const r of perSession.rows) {
    const b = buckets[Number(r.slot)];
    if (!b) continue;
    b.sessions = num(r.n);
    b.handed_off = num(r.handed);
    steps += num(r.steps);
  }
  const topNodes = await sql<{ id: string; label: string; action: string; visits: number }>`
    with s as (${sessionsSql(f)}), reached as (${reachedNodesSql()})
    select reached.id, reached.label, reached.action, count(distinct webivr_steps.session_id)::int as visits
    from webivr_steps join s on s.id = webivr_steps.session_id
    join reached on reached.id = webivr_steps.node_id
    group by reached.id, reached.label, reached.action
    order by visits desc, reached.label, reached.id limit ${top}`.execute(db);
  const forms = await sql<{ n: number }>`with s as (${sessionsSql(f)})
    select count(*)::int as n from webivr_form_submissions join s on s.id = webivr_form_submissions.session_id`.execute(
    db,
  );
  const sessions = buckets.reduce((n, b) => n + b.sessions, 0);
  const handed = buckets.reduce((n, b) => n + b.handed_off, 0);
  return {
    ...rangeAnswer(interval, f),
    accounts: await statsAccounts(db, f),
    sessions,
    steps,
    avg_steps: sessions ? Math.round((steps / sessions) * 100) / 100 : null,
    handed_off: handed,
    handoff_rate: percent(handed, sessions),
    forms_sent: num(forms.rows[0]?.n ?? 0),
    buckets,
    top_nodes: topNodes.rows.map((r) => ({
      node: r.id,
      label: r.label,
      action: r.action,
      visits: num(r.visits),
    })),
  };
}

/** `GET /webivr/sankey`: each move from one step to the next within a session is one link. */
export async function webivrSankey(
  db: Kysely<DB>,
  interval: WebivrStatsQuery['interval'],
  f: WebivrFilter,
): Promise<WebivrSankey> {
  const links = await sql<{ source: string; target: string; n: number }>`
    with s as (${sessionsSql(f)}),
    moves as (
      select webivr_steps.node_id::text as target,
        lag(webivr_steps.node_id::text) over (partition by webivr_steps.session_id order by webivr_steps.id) as source
      from webivr_steps join s on s.id = webivr_steps.session_id
    )
    select source, target, count(*)::int as n from moves
    where source is not null and source <> target
    group by source, target order by n desc, source, target`.execute(db);
  const labels = await sql<{ id: string; label: string }>`
    with s as (${sessionsSql(f)}) select id::text as id, label from (${reachedNodesSql()}) reached`.execute(
    db,
  );
  const named = new Map(labels.rows.map((r) => [r.id, r.label]));
  const ids = new Set<string>();
  for (const r of links.rows) ids.add(r.source).add(r.target);
  return {
    ...rangeAnswer(interval, f),
    accounts: await statsAccounts(db, f),
    nodes: [...ids].sort().map((id) => ({ id, label: named.get(id) || id })),
    links: links.rows.map((r) => ({ source: r.source, target: r.target, value: num(r.n) })),
  };
}

interface MenuNode {
  id: string;
  parent_id: string | null;
  tree_id: string;
  label: string;
  action: string;
  position: number;
}

/** The nodes in reading order: each tree's pages depth first, siblings by position, with depths. */
function depthFirst(nodes: readonly MenuNode[], treeOrder: readonly string[]) {
  const children = new Map<string | null, MenuNode[]>();
  for (const n of nodes) {
    const key = n.parent_id;
    const list = children.get(key) ?? [];
    list.push(n);
    children.set(key, list);
  }
  for (const list of children.values())
    list.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const out: { node: MenuNode; depth: number }[] = [];
  const visit = (node: MenuNode, depth: number) => {
    out.push({ node, depth });
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1);
  };
  for (const tree of treeOrder)
    for (const root of children.get(null) ?? []) if (root.tree_id === tree) visit(root, 0);
  return out;
}

/** `GET /webivr/sankey-v2`: one web IVR's menu (published, else being built) and each node's visitors. */
export async function webivrPathTree(
  db: Kysely<DB>,
  interval: WebivrStatsQuery['interval'],
  f: WebivrFilter,
): Promise<WebivrPathTree> {
  const accounts = await statsAccounts(db, f);
  const chosen = f.account ? accounts.find((a) => a.id === f.account) : accounts[0];
  const empty = {
    ...rangeAnswer(interval, f),
    accounts,
    account: chosen?.id ?? null,
    sessions: 0,
    nodes: [],
  };
  if (!chosen) return empty;
  const account = await db
    .selectFrom('webivr_accounts')
    .select(['production_version_id', 'working_version_id'])
    .where('id', '=', chosen.id)
    .executeTakeFirst();
  const version = account?.production_version_id ?? account?.working_version_id;
  if (!version) return empty;
  const one = { ...f, account: chosen.id };
  const [trees, nodes, visits, total] = await Promise.all([
    db
      .selectFrom('webivr_trees')
      .select('id')
      .where('version_id', '=', version)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('webivr_nodes')
      .select(['id', 'parent_id', 'tree_id', 'label', 'action', 'position'])
      .where('version_id', '=', version)
      .execute(),
    sql<{ id: string; n: number }>`with s as (${sessionsSql(one)})
      select webivr_steps.node_id::text as id, count(distinct webivr_steps.session_id)::int as n
      from webivr_steps join s on s.id = webivr_steps.session_id group by 1`.execute(db),
    sql<{ n: number }>`with s as (${sessionsSql(one)}) select count(*)::int as n from s`.execute(db),
  ]);
  const reached = new Map(visits.rows.map((r) => [r.id, num(r.n)]));
  return {
    ...empty,
    sessions: num(total.rows[0]?.n ?? 0),
    nodes: depthFirst(
      nodes.map((n) => ({ ...n, id: String(n.id), parent_id: n.parent_id ? String(n.parent_id) : null })),
      trees.map((t) => String(t.id)),
    ).map(({ node, depth }) => ({
      id: node.id,
      parent: node.parent_id,
      tree: node.tree_id,
      label: node.label,
      action: node.action,
      depth,
      visits: reached.get(node.id) ?? 0,
    })),
  };
}

/** The columns of `webivrSessionRows`. */
export const WEBIVR_SESSION_COLUMNS = [
  'session',
  'webivr',
  'started_at',
  'steps',
  'path',
  'handed_off',
] as const;

/** One visitor session per line for `/webivr/export`: when, which web IVR, its steps and path. */
export async function webivrSessionRows(db: Kysely<DB>, f: WebivrFilter) {
  const { rows } = await sql<{
    id: string;
    account: string;
    created_at: Date;
    steps: number;
    path: string | null;
    handed: boolean | null;
  }>`
    with s as (${sessionsSql(f)})
    select s.id::text as id, webivr_accounts.label as account, s.created_at,
      count(webivr_steps.id)::int as steps,
      string_agg(webivr_nodes.label, ' › ' order by webivr_steps.id) as path,
      bool_or(webivr_nodes.action = 'messaging') as handed
    from s join webivr_accounts on webivr_accounts.id = s.account_id
    left join webivr_steps on webivr_steps.session_id = s.id
    left join webivr_nodes on webivr_nodes.version_id = webivr_steps.version_id
      and webivr_nodes.id = webivr_steps.node_id
    group by s.id, webivr_accounts.label, s.created_at
    order by s.created_at desc, s.id`.execute(db);
  return rows.map((r) => [
    r.id,
    r.account,
    new Date(r.created_at).toISOString(),
    num(r.steps),
    r.path ?? '',
    r.handed ? 'yes' : 'no',
  ]);
}
