import {
  type EntryPoint,
  type EntryPointInput,
  type EntryPointTree,
  EntryPointWidget,
  type MessengerButton,
  type NavbarItem,
} from '@omnicanal/api';
import { DISPLAY_MODES, ENTRY_POINT_CHANNELS, ENTRY_POINT_TYPES } from '@omnicanal/core';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../../db/schema.ts';
import { DEFAULT_WIDGET } from '../settings/skills.ts';
import type { IntegrationsTable } from './tables.ts';

type Row = Selectable<IntegrationsTable>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;
const channelsOf = (list: readonly string[]) =>
  list.filter((c): c is EntryPoint['channels'][number] =>
    (ENTRY_POINT_CHANNELS as readonly string[]).includes(c),
  );

/** A stored row in the answer's shape; values written before a rule existed are read leniently. */
function toEntryPoint(row: Row): EntryPoint {
  return {
    id: row.id,
    name: row.name,
    type: oneOf(ENTRY_POINT_TYPES, row.type, 'widget'),
    skill: row.skill_id,
    calendar_id: row.calendar_id,
    channels: channelsOf(row.channels),
    trees: row.trees.map((t) => ({
      channel: oneOf(ENTRY_POINT_CHANNELS, t.channel, 'web'),
      calendar_id: t.calendar_id ?? null,
      tree_identifier: t.tree_identifier,
    })),
    auto_open_delay: row.auto_open_delay,
    max_open_events: row.max_open_events,
    session_ttl_hours: row.session_ttl_hours,
    ip_allowlist: row.ip_allowlist,
    ip_denylist: row.ip_denylist,
    website_domains: row.website_domains ?? [],
    display_mode: oneOf(DISPLAY_MODES, row.display_mode, 'embedded'),
    html_root: row.html_root,
    icon: row.icon,
    navbar: row.navbar,
    menu_buttons: row.menu_buttons,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The columns of an input, written as the table takes them. */
function columns(input: EntryPointInput) {
  return {
    skill_id: input.skill,
    name: input.name,
    type: input.type,
    calendar_id: input.calendar_id,
    channels: JSON.stringify(input.channels),
    trees: JSON.stringify(input.trees satisfies EntryPointTree[]),
    auto_open_delay: input.auto_open_delay,
    max_open_events: input.max_open_events,
    session_ttl_hours: input.session_ttl_hours,
    ip_allowlist: JSON.stringify(input.ip_allowlist),
    ip_denylist: JSON.stringify(input.ip_denylist),
    website_domains: JSON.stringify(input.website_domains),
    display_mode: input.display_mode,
    html_root: input.html_root,
    icon: input.icon,
    navbar: JSON.stringify(input.navbar satisfies NavbarItem[]),
    menu_buttons: JSON.stringify(input.menu_buttons satisfies MessengerButton[]),
  };
}

/** A company's entry points, optionally those of one skill or one type, oldest first. */
export async function listEntryPoints(
  db: Kysely<DB>,
  companyId: number,
  filter: { skill?: number; type?: string } = {},
): Promise<EntryPoint[]> {
  let query = db.selectFrom('integrations').selectAll().where('company_id', '=', companyId);
  if (filter.skill !== undefined) query = query.where('skill_id', '=', filter.skill);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  const rows = await query.orderBy('id').execute();
  return rows.map(toEntryPoint);
}

/** The company's entry point `id`, or null (another company's is unknown). */
export async function findEntryPoint(
  db: Kysely<DB>,
  companyId: number,
  id: number,
): Promise<EntryPoint | null> {
  const row = await db
    .selectFrom('integrations')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? toEntryPoint(row) : null;
}

/** Creates an entry point; answers it. */
export async function createEntryPoint(
  db: Kysely<DB>,
  companyId: number,
  input: EntryPointInput,
): Promise<EntryPoint> {
  const row = await db
    .insertInto('integrations')
    .values({ company_id: companyId, ...columns(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntryPoint(row);
}

/** Replaces every field of the company's entry point `id`; null when there is none. */
export async function updateEntryPoint(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  input: EntryPointInput,
): Promise<EntryPoint | null> {
  const row = await db
    .updateTable('integrations')
    .set({ ...columns(input), updated_at: new Date() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
  return row ? toEntryPoint(row) : null;
}

/** Deletes the company's entry point `id` (its iframes go with it); false when there was none. */
export async function deleteEntryPoint(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('integrations')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The widget customisation of an entry point: what was saved, else the defaults of the schema. */
export async function loadWidget(
  db: Kysely<DB>,
  companyId: number,
  id: number,
): Promise<EntryPointWidget | null> {
  const row = await db
    .selectFrom('integrations')
    .select('widget')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  // A widget never customised looks like a skill's; defaults fill what an older save lacks.
  const parsed = v.safeParse(EntryPointWidget, { ...DEFAULT_WIDGET, ...(row.widget ?? {}) });
  return parsed.success ? parsed.output : v.parse(EntryPointWidget, DEFAULT_WIDGET);
}

/** Stores the widget customisation; false when the entry point is not the company's. */
export async function saveWidget(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  widget: EntryPointWidget,
): Promise<boolean> {
  const result = await db
    .updateTable('integrations')
    .set({ widget: JSON.stringify(widget), updated_at: new Date() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
