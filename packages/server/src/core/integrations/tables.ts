import type { EntryPointWidget, MessengerButton, NavbarItem } from '@omnicanal/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, JsonNullable, WithDefault } from '../../db/columns.ts';

// The table the core service's entry points write. Composed into `DB` by db/schema.ts.

/** A tree an entry point opens on a channel, routed by a calendar (spec 001 §3). */
export interface StoredEntryPointTree {
  channel: string;
  calendar_id: number | null;
  tree_identifier: string;
}

/** An entry point (botgroup, spec 001 §3): every field, its widget customisation once saved. */
export interface IntegrationsTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number;
  name: string;
  type: string;
  channels: Json<string[]>;
  trees: Json<StoredEntryPointTree[]>;
  calendar_id: number | null;
  auto_open_delay: number | null;
  max_open_events: number | null;
  session_ttl_hours: number | null;
  ip_allowlist: Json<string[]>;
  ip_denylist: Json<string[]>;
  /** Origins of the websites that may show its widget; empty: the company's list applies. */
  website_domains: ColumnType<string[], string | undefined, string>;
  display_mode: WithDefault<string>;
  html_root: WithDefault<string>;
  icon: string | null;
  navbar: Json<NavbarItem[]>;
  menu_buttons: Json<MessengerButton[]>;
  widget: JsonNullable<EntryPointWidget>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}
