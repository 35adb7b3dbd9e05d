import type { WireBot } from '@omnicanal/api';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. JSON columns are written as JSON text: `pg` turns a JS array into a
 * PostgreSQL array literal while PGlite serialises it as JSON, so both get a string and agree.
 */
type Json<T> = ColumnType<T, string, string>;
type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampNullable = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A counter with a default, bumped by UPDATE … RETURNING. bigint columns are parsed to numbers. */
type Counter = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

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
  room_seq: Counter;
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

/** A mobile device's push registration (0011); no push sender exists yet, so it is only recorded. */
export interface PushRegistrationsTable {
  token: string;
  user_id: number;
  kind: string;
  activated: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
  company_id: number;
  kind: string;
  name: string;
  settings: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface GuestsTable {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  name: string;
  email: string | null;
  language: string | null;
  created_at: CreatedAt;
  blocked_at: TimestampNullable;
  /** Kept by agents in the detail panel (spec 000 §7 POST /guests/{guest}/info). */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  extra: ColumnType<Record<string, string>, string | undefined, string>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RoomsTable {
  uuid: string;
  company_id: number;
  skill_id: number;
  guest_id: number;
  status: string;
  previous_status: string | null;
  agent_id: number | null;
  guest_token_hash: string;
  infos: Json<Record<string, unknown>>;
  session_group_integer_id: number;
  session_group_id: string;
  unread_msg: WithDefault<number>;
  list_time: Timestamp;
  last_running: TimestampNullable;
  last_waiting: TimestampNullable;
  last_closed: TimestampNullable;
  last_transferred: TimestampNullable;
  session_guest_idle: WithDefault<boolean>;
  close_extras: JsonNullable<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface MessagesTable {
  uuid: string;
  room_uuid: string;
  company_id: number;
  /** The company event seq of the `message` event that announced it: the total order of a room. */
  seq: number;
  kind: string;
  rich_content: Json<Record<string, unknown>>;
  author: JsonNullable<{ uuid?: string | null; name: string }>;
  client_id: string | null;
  created_at: CreatedAt;
}

export interface EventsTable {
  company_id: number;
  seq: number;
  kind: string;
  room_uuid: string | null;
  skill_id: number | null;
  agent_id: number | null;
  payload: Json<unknown>;
  created_at: CreatedAt;
}

export interface RoomConfigurationsTable {
  company_id: number;
  settings: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomTimersTable {
  room_uuid: string;
  kind: string;
  due_at: Timestamp;
}

/** A bot in its wire form (spec 001 §3), keyed by skill and bot id. */
export interface BotsTable {
  company_id: number;
  skill_id: number;
  bot_id: string;
  data: Json<WireBot>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An entry point (botgroup, spec 001 §3): the trees it opens, per calendar. */
export interface IntegrationsTable {
  id: Generated<number>;
  company_id: number;
  skill_id: number;
  name: string;
  type: string;
  channels: Json<string[]>;
  trees: Json<{ calendar_id: number | null; tree_identifier: string }[]>;
  created_at: CreatedAt;
}

/** A schedule rule that chronos nodes route on. */
export interface ChronosRulesTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  created_at: CreatedAt;
}

/** One open agents socket, kept fresh by its instance's heartbeat (presence, spec 000 §4). */
export interface AgentPresenceTable {
  socket_id: string;
  user_id: number;
  seen_at: Timestamp;
}

/** A file sent in a conversation; its bytes are on disk, named by `id`. */
export interface UploadsTable {
  id: string;
  company_id: number;
  uploader_user_id: number | null;
  uploader_guest_id: number | null;
  name: string;
  mimetype: string;
  size: number;
  auth_required: boolean;
  origin: string | null;
  created_at: CreatedAt;
}

/** The key that signs download links (one row). */
export interface UploadKeysTable {
  id: number;
  secret: string;
}

/** A co-browsing or video invitation sent into a room; only the token's hash is kept. */
export interface InvitationsTable {
  token_hash: string;
  company_id: number;
  room_uuid: string;
  kind: string;
  created_by: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** The extra fields a company keeps about its guests (GET /extra-data-keys). */
export interface ExtraDataKeysTable {
  company_id: number;
  key: string;
  label: string;
  position: WithDefault<number>;
}

/** A contact reason (spec 002 §3); no skills means it applies to every skill. */
export interface ContactReasonsTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
  created_at: CreatedAt;
}

/** The reasons given for a closed room (spec 000 §3 Contact reason event). */
export interface ContactReasonEventsTable {
  id: Generated<number>;
  company_id: number;
  room_uuid: string;
  /** Null once the agent who gave the reasons is deleted. */
  user_id: ColumnType<number | null, number, number | null>;
  comment: string;
  contact_reasons: Json<number[]>;
  labels: Json<string[]>;
  customer: number | null;
  created_at: CreatedAt;
}

/** Message library levels (spec 002 §3): categories contain subcategories contain sentences. */
export interface MsglibCategoriesTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}

export interface MsglibSubcategoriesTable {
  id: Generated<number>;
  company_id: number;
  category_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}

export interface MsglibSentencesTable {
  id: Generated<number>;
  company_id: number;
  subcategory_id: number;
  label: string;
  content: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}

/** Suggestions offered for one visitor message, and the one the agent used. */
export interface SmartcoachingEventsTable {
  id: string;
  company_id: number;
  room_uuid: string;
  message_event: string;
  /** Null once the agent is deleted. */
  user_id: ColumnType<number | null, number, number | null>;
  text: string;
  provider: string;
  suggestions: Json<{ text: string; index: number }[]>;
  final_text: string | null;
  response_index: number | null;
  created_at: CreatedAt;
  responded_at: TimestampNullable;
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

/** A mail kept by the local outbox provider instead of being sent. */
export interface OutboxTable {
  id: Generated<number>;
  company_id: number | null;
  to_email: string;
  subject: string;
  body: string;
  language: string;
  created_at: CreatedAt;
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
  actor_id: number;
  target_id: number;
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

/** A guest an agent added to a conversation (0012); the room's own visitor is not repeated. */
export interface SessionGroupGuestsTable {
  session_group_id: string;
  company_id: number;
  guest_id: number;
  kind: string;
  /** Null once the agent who added the guest is deleted. */
  added_by: ColumnType<number | null, number | null, number | null>;
  created_at: CreatedAt;
}

export interface MigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  user_skills: UserSkillsTable;
  skills: SkillsTable;
  channels: ChannelsTable;
  auth_tokens: AuthTokensTable;
  guests: GuestsTable;
  rooms: RoomsTable;
  messages: MessagesTable;
  events: EventsTable;
  room_configurations: RoomConfigurationsTable;
  room_timers: RoomTimersTable;
  push_registrations: PushRegistrationsTable;
  bots: BotsTable;
  integrations: IntegrationsTable;
  chronos_rules: ChronosRulesTable;
  agent_presence: AgentPresenceTable;
  uploads: UploadsTable;
  upload_keys: UploadKeysTable;
  invitations: InvitationsTable;
  extra_data_keys: ExtraDataKeysTable;
  contact_reasons: ContactReasonsTable;
  contact_reason_events: ContactReasonEventsTable;
  msglib_categories: MsglibCategoriesTable;
  msglib_subcategories: MsglibSubcategoriesTable;
  msglib_sentences: MsglibSentencesTable;
  smartcoaching_events: SmartcoachingEventsTable;
  account_keys: AccountKeysTable;
  login_throttle: LoginThrottleTable;
  outbox: OutboxTable;
  offer_requests: OfferRequestsTable;
  masquerade_audit: MasqueradeAuditTable;
  skill_groups: SkillGroupsTable;
  subaccounts: SubaccountsTable;
  external_views: ExternalViewsTable;
  public_api_tokens: PublicApiTokensTable;
  user_skill_groups: UserSkillGroupsTable;
  user_subaccounts: UserSubaccountsTable;
  session_group_guests: SessionGroupGuestsTable;
  omnicanal_migrations: MigrationsTable;
}
