import type { ColumnType, Generated } from 'kysely';
import type {
  Counter,
  CreatedAt,
  Json,
  JsonNullable,
  Timestamp,
  TimestampNullable,
  WithDefault,
} from '../db/columns.ts';

// The tables the core service writes: companies, users and their sign-in, skills, the settings resources
// and the entry points. Composed into `DB` by db/schema.ts.

export interface ServiceKind {
  kind: string;
}

export interface Offer {
  features: string[];
  is_appsumo: boolean;
  max_skills: number;
  /** The plan of spec 000 §1 (free, essential, pro, custom, tier1–4), when known. */
  plan?: string;
  /** The most users the company may have; absent when the plan says nothing (0010_agents). */
  max_agents?: number | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  event_seq: Counter;
  services: Json<ServiceKind[]>;
  offer: Json<Offer>;
  created_at: CreatedAt;
  /** Soft deletion of the account (0011): its users can no longer sign in. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deletion_reason: ColumnType<string | null, string | null | undefined, string | null>;
  deletion_details: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  language: WithDefault<string>;
  timezone: WithDefault<string>;
  phone_number: string | null;
  date_joined: CreatedAt;
  has_confirm_email: WithDefault<boolean>;
  want_notif: WithDefault<boolean>;
  pause: WithDefault<boolean>;
  max_rooms: WithDefault<number>;
  max_reviews: WithDefault<number>;
  max_tickets: WithDefault<number>;
  notif_new_msg_sound: WithDefault<boolean>;
  /** Autofill: the agent accepts rooms given by auto-allocation (spec 000 §3 Agent). */
  auto_fill: WithDefault<boolean>;
  /** Two-factor sign-in: the enrolled TOTP secret (base32), null when off. */
  two_factor_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The secret being enrolled, active once a code from it is confirmed. */
  two_factor_pending: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step accepted: a code is good once. */
  two_factor_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Invited and not yet accepted: no usable password until then (0010_agents). */
  invitation_pending: WithDefault<boolean>;
  /** The per-event notification choices (0011); null until the user chooses. */
  notification_options: JsonNullable<unknown>;
}

export interface UserSkillsTable {
  user_id: number;
  skill_id: number;
  auto_allocation: WithDefault<boolean>;
}

export interface SkillsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  auto_allocation: WithDefault<boolean>;
  services: Json<ServiceKind[]>;
  created_at: CreatedAt;
  /** Settings kept by administrators (0009_settings); shapes are the SkillSettings parts. */
  messages: ColumnType<Record<string, string>, string | undefined, string>;
  screensharing: ColumnType<Record<string, boolean>, string | undefined, string>;
  translation: ColumnType<Record<string, boolean>, string | undefined, string>;
  live_chat: JsonNullable<Record<string, unknown>>;
  widget: JsonNullable<Record<string, unknown>>;
  calendar: JsonNullable<Record<string, unknown>>;
}

export interface ChannelsTable {
  id: Generated<number>;
  /** The channel's address in inbound calls (0021_channels). */
  uuid: Generated<string>;
  company_id: number;
  kind: string;
  name: string;
  skill_id: number | null;
  visible: WithDefault<boolean>;
  /** Spec 002 §4, without `available` (a kind with no row). */
  status: WithDefault<string>;
  /** The provider's error code behind an `auth_error`. */
  status_detail: string | null;
  settings: Json<Record<string, unknown>>;
  /** Field name -> sealed value (channels/secrets.ts); never answered. */
  secrets: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set on a masquerade token: the audit row of the masquerade it was issued by. */
  masquerade_audit_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A key mailed to a user: email confirmation or password reset; only its hash is kept. */
export interface AccountKeysTable {
  key_hash: string;
  user_id: number;
  kind: string;
  /** The address the key was sent to: confirming it confirms this address only. */
  email: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Failed sign-ins of one account (scope 'account') or one address (scope 'ip'). */
export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: WithDefault<number>;
  window_start: Timestamp;
  locks: WithDefault<number>;
  locked_until: TimestampNullable;
}

/** A request for an offer (spec 000 §3 Offer form). */
export interface OfferRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  name: string;
  phone_number: string;
  details: string;
  country: string;
  created_at: CreatedAt;
}

/** Who acted as whom (POST /user/masquerade). */
export interface MasqueradeAuditTable {
  id: Generated<number>;
  company_id: number;
  /** Null once the account is deleted; the address below stays. */
  actor_id: number | null;
  target_id: number | null;
  actor_email: string;
  target_email: string;
  created_at: CreatedAt;
}

/** A skill group (spec 002 §3): a name and the skills it gathers. */
export interface SkillGroupsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  skills: Json<number[]>;
  created_at: CreatedAt;
}

/** A sub-account of a company whose offer allows them. */
export interface SubaccountsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  skills: Json<number[]>;
  created_at: CreatedAt;
}

/** A page shown in the agent console (spec 002 §3 External view); no skill means all. */
export interface ExternalViewsTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  icon: string;
  url: string;
  skill_id: number | null;
  created_at: CreatedAt;
}

/** A public API token; only its hash is kept. */
export interface PublicApiTokensTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  token_hash: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: TimestampNullable;
  /** What the token may do (`PUBLIC_API_SCOPES`). */
  scopes: Json<string[]>;
}

/** A page origin of a partner allowed to call the API for the company (issue 23). */
export interface PartnerOriginsTable {
  id: Generated<number>;
  company_id: number;
  origin: string;
  created_at: CreatedAt;
}

/** An origin of the company's own websites, where its visitors' widget may run (issue 23). */
export interface WebsiteDomainsTable {
  id: Generated<number>;
  company_id: number;
  origin: string;
  created_at: CreatedAt;
}

/** The skill groups an agent belongs to (spec 002 §3 Agent/user "skills groups"). */
export interface UserSkillGroupsTable {
  user_id: number;
  group_id: number;
}

/** The sub-accounts an agent belongs to. */
export interface UserSubaccountsTable {
  user_id: number;
  subaccount_id: number;
}
