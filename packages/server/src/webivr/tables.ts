import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, TimestampNullable, WithDefault } from '../db/columns.ts';

// The tables the web IVR service writes (0032_webivr). Composed into `DB` by db/schema.ts.

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WebivrAccountsTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number;
  label: string;
  language: WithDefault<string>;
  theme_id: number | null;
  working_version_id: number | null;
  production_version_id: number | null;
  has_unpublished_changes: WithDefault<boolean>;
  /** The snapshot the working menu shows; undo steps below it, redo above it. */
  snapshot_cursor: WithDefault<number>;
  created_at: CreatedAt;
}

export interface WebivrVersionsTable {
  id: Generated<number>;
  account_id: number;
  kind: 'working' | 'production' | 'history';
  label: string | null;
  comment: WithDefault<string>;
  created_at: CreatedAt;
  published_at: TimestampNullable;
}

export interface WebivrTreesTable {
  version_id: number;
  id: string;
  label: string;
  position: WithDefault<number>;
}

export interface WebivrNodesTable {
  version_id: number;
  id: string;
  tree_id: string;
  parent_id: string | null;
  position: WithDefault<number>;
  action: string;
  label: WithDefault<string>;
  validated: WithDefault<boolean>;
  data: Json<Record<string, unknown>>;
}

/** A working menu as a snapshot keeps it, and as a template holds one. */
export interface MenuState {
  trees: { id: string; label: string; position: number }[];
  nodes: {
    id: string;
    tree_id: string;
    parent_id: string | null;
    position: number;
    action: string;
    label: string;
    validated: boolean;
    data: Record<string, unknown>;
  }[];
}

export interface WebivrSnapshotsTable {
  account_id: number;
  seq: number;
  state: Json<MenuState>;
  created_at: CreatedAt;
}

export interface WebivrThemesTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number | null;
  label: string;
  settings: Json<Record<string, unknown>>;
  updated_at: UpdatedAt;
}

export interface WebivrFaqsTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number | null;
  label: string;
  icon: WithDefault<string>;
  content: WithDefault<string>;
  updated_at: UpdatedAt;
}

export interface WebivrFormsTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number | null;
  label: string;
  /** Spec 001 §3: the addresses joined with commas when saved. */
  notification_emails: WithDefault<string>;
  button_label: WithDefault<string>;
  api_url: WithDefault<string>;
  api_method: WithDefault<string>;
  api_headers: Json<Record<string, string>>;
  api_body: WithDefault<string>;
  updated_at: UpdatedAt;
}

export interface WebivrFormFieldsTable {
  id: Generated<number>;
  form_id: number;
  position: number;
  kind: string;
  label: string;
  identifier: string;
  required: WithDefault<boolean>;
  validation: WithDefault<string>;
  weight: WithDefault<number>;
  use_weight: WithDefault<boolean>;
  placeholder: WithDefault<string>;
  choices: Json<{ label: string; value: string; order: number; weight: number }[]>;
}

export interface WebivrTemplatesTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number | null;
  name: string;
  content: Json<MenuState>;
  updated_at: UpdatedAt;
}

export interface WebivrSessionsTable {
  id: string;
  account_id: number;
  version_id: number;
  preview: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface WebivrStepsTable {
  id: Generated<string>;
  session_id: string;
  account_id: number;
  version_id: number;
  node_id: string;
  at: CreatedAt;
}

export interface WebivrFormSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  session_id: string | null;
  /** The answers by field identifier (a choice list for select_multiple and checkbox). */
  answers: Json<Record<string, string | string[]>>;
  created_at: CreatedAt;
}

/** A visitor's callback request (0034_webivr_callbacks). */
export interface WebivrCallbacksTable {
  id: Generated<number>;
  company_id: number;
  account_id: number;
  session_id: string | null;
  node_id: string;
  skill_id: number;
  phone: string;
  slot: Date;
  created_at: CreatedAt;
}
