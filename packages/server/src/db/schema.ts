import type { ContactReasonEventsTable, ContactReasonsTable, ExtraDataKeysTable } from '../agents/tables.ts';
import type {
  InvoicesTable,
  OfferPricesTable,
  OffersTable,
  PaymentSandboxCustomersTable,
  PaymentSandboxMethodsTable,
  PaymentWebhookEventsTable,
  PromoCodesTable,
  SubscriptionsTable,
} from '../billing/tables.ts';
import type { BotSessionsTable, BotStepsTable } from '../bot/runtime/tables.ts';
import type { BotsTable } from '../bot/tables.ts';
import type {
  CampaignContactListsTable,
  ContactImportRejectsTable,
  ContactImportsTable,
  ContactListsTable,
  ContactsTable,
} from '../campaigns/contacts/tables.ts';
import type {
  CampaignExtraDataTable,
  CampaignRecipientsTable,
  CampaignsTable,
} from '../campaigns/sends/tables.ts';
import type { TemplatesTable } from '../campaigns/templates/tables.ts';
import type { ChannelSigninsTable } from '../channels/signin/tables.ts';
import type { ChannelContactsTable, ChannelMessagesTable } from '../channels/tables.ts';
import type { ChronosOffGroupsTable, ChronosRulesTable, ChronosWeeksTable } from '../chronos/tables.ts';
import type { InvitationsTable } from '../cobrowse/tables.ts';
import type { IntegrationsTable } from '../core/integrations/tables.ts';
import type { KeyAccountGrantsTable, KeyAccountsTable } from '../core/key-accounts/tables.ts';
import type {
  AccountKeysTable,
  AuthTokensTable,
  ChannelsTable,
  CompaniesTable,
  ExternalViewsTable,
  LoginThrottleTable,
  MasqueradeAuditTable,
  Offer,
  OfferRequestsTable,
  PartnerOriginsTable,
  PublicApiTokensTable,
  ServiceKind,
  SkillGroupsTable,
  SkillsTable,
  SubaccountsTable,
  UserSkillGroupsTable,
  UserSkillsTable,
  UserSubaccountsTable,
  UsersTable,
  WebsiteDomainsTable,
} from '../core/tables.ts';
import type { OutboxTable } from '../email/tables.ts';
import type { EventsTable } from '../events/tables.ts';
import type { GuestsTable, SessionGroupGuestsTable, VisitorIdentitySecretsTable } from '../guests/tables.ts';
import type { RateLimitsTable } from '../limits/tables.ts';
import type { IceBreakersTable, IframesTable } from '../misc/tables.ts';
import type {
  MsglibCategoriesTable,
  MsglibSentencesTable,
  MsglibSubcategoriesTable,
} from '../msglib/tables.ts';
import type { PublicApiCallsTable } from '../public-api/tables.ts';
import type { PushRegistrationsTable } from '../push/tables.ts';
import type { ScheduledExportRunsTable, ScheduledExportsTable } from '../reports/tables.ts';
import type { ReviewsTable } from '../reviews/tables.ts';
import type {
  AgentPresenceTable,
  MessagesTable,
  RoomConfigurationsTable,
  RoomCountersTable,
  RoomsTable,
  RoomTimersTable,
} from '../rooms/tables.ts';
import type { SmartcoachingEventsTable } from '../smartcoaching/tables.ts';
import type {
  RoomMessageStatsTable,
  StatsDayGroupsTable,
  StatsDaysRunsTable,
  StatsDaysTable,
  WorkchainRunsTable,
} from '../stats/tables.ts';
import type { SurveyInvitationsTable, SurveysTable } from '../surveys/tables.ts';
import type { ThirdpartyAccountsTable } from '../thirdparties/tables.ts';
import type { ZencallLaunchesTable } from '../thirdparties/zencall-tables.ts';
import type { TicketKindsTable, TicketsTable } from '../ticketing/tables.ts';
import type { UploadKeysTable, UploadsTable } from '../uploads/tables.ts';
import type {
  WebivrAccountsTable,
  WebivrCallbacksTable,
  WebivrFaqsTable,
  WebivrFormFieldsTable,
  WebivrFormSubmissionsTable,
  WebivrFormsTable,
  WebivrNodesTable,
  WebivrSessionsTable,
  WebivrSnapshotsTable,
  WebivrStepsTable,
  WebivrTemplatesTable,
  WebivrThemesTable,
  WebivrTreesTable,
  WebivrVersionsTable,
} from '../webivr/tables.ts';
import type { CreatedAt } from './columns.ts';

/*
 * The database as Kysely sees it. Each table is declared beside the service that writes it
 * (`<service>/tables.ts`, column helpers in `columns.ts`); this file only composes them. The table
 * types stay importable from here.
 */
export type {
  AccountKeysTable,
  AgentPresenceTable,
  AuthTokensTable,
  BotsTable,
  ChannelsTable,
  ChronosRulesTable,
  CompaniesTable,
  ContactReasonEventsTable,
  ContactReasonsTable,
  EventsTable,
  ExternalViewsTable,
  ExtraDataKeysTable,
  GuestsTable,
  IceBreakersTable,
  IframesTable,
  IntegrationsTable,
  InvitationsTable,
  KeyAccountGrantsTable,
  KeyAccountsTable,
  LoginThrottleTable,
  MasqueradeAuditTable,
  MessagesTable,
  MsglibCategoriesTable,
  MsglibSentencesTable,
  MsglibSubcategoriesTable,
  Offer,
  OfferRequestsTable,
  OutboxTable,
  PartnerOriginsTable,
  PublicApiTokensTable,
  PushRegistrationsTable,
  RoomConfigurationsTable,
  RoomsTable,
  RoomTimersTable,
  ServiceKind,
  SessionGroupGuestsTable,
  SkillGroupsTable,
  SkillsTable,
  SmartcoachingEventsTable,
  SubaccountsTable,
  UploadKeysTable,
  UploadsTable,
  UserSkillGroupsTable,
  UserSkillsTable,
  UserSubaccountsTable,
  UsersTable,
  VisitorIdentitySecretsTable,
};

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
  channel_contacts: ChannelContactsTable;
  channel_messages: ChannelMessagesTable;
  channel_signins: ChannelSigninsTable;
  auth_tokens: AuthTokensTable;
  guests: GuestsTable;
  rooms: RoomsTable;
  room_counters: RoomCountersTable;
  messages: MessagesTable;
  room_message_stats: RoomMessageStatsTable;
  stats_days: StatsDaysTable;
  stats_day_groups: StatsDayGroupsTable;
  stats_days_runs: StatsDaysRunsTable;
  workchain_runs: WorkchainRunsTable;
  reviews: ReviewsTable;
  ticket_kinds: TicketKindsTable;
  tickets: TicketsTable;
  events: EventsTable;
  room_configurations: RoomConfigurationsTable;
  room_timers: RoomTimersTable;
  push_registrations: PushRegistrationsTable;
  bots: BotsTable;
  bot_sessions: BotSessionsTable;
  bot_steps: BotStepsTable;
  integrations: IntegrationsTable;
  instagram_ice_breakers: IceBreakersTable;
  iframes: IframesTable;
  chronos_rules: ChronosRulesTable;
  chronos_weeks: ChronosWeeksTable;
  chronos_off_groups: ChronosOffGroupsTable;
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
  partner_origins: PartnerOriginsTable;
  website_domains: WebsiteDomainsTable;
  public_api_tokens: PublicApiTokensTable;
  public_api_calls: PublicApiCallsTable;
  key_accounts: KeyAccountsTable;
  key_account_grants: KeyAccountGrantsTable;
  surveys: SurveysTable;
  survey_invitations: SurveyInvitationsTable;
  user_skill_groups: UserSkillGroupsTable;
  user_subaccounts: UserSubaccountsTable;
  session_group_guests: SessionGroupGuestsTable;
  visitor_identity_secrets: VisitorIdentitySecretsTable;
  rate_limits: RateLimitsTable;
  contact_lists: ContactListsTable;
  contacts: ContactsTable;
  contact_imports: ContactImportsTable;
  contact_import_rejects: ContactImportRejectsTable;
  campaign_contact_lists: CampaignContactListsTable;
  templates: TemplatesTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  campaign_extra_data: CampaignExtraDataTable;
  offers: OffersTable;
  offer_prices: OfferPricesTable;
  promo_codes: PromoCodesTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  payment_sandbox_customers: PaymentSandboxCustomersTable;
  payment_sandbox_methods: PaymentSandboxMethodsTable;
  omnicanal_migrations: MigrationsTable;
  webivr_accounts: WebivrAccountsTable;
  webivr_versions: WebivrVersionsTable;
  webivr_trees: WebivrTreesTable;
  webivr_nodes: WebivrNodesTable;
  webivr_snapshots: WebivrSnapshotsTable;
  webivr_themes: WebivrThemesTable;
  webivr_faqs: WebivrFaqsTable;
  webivr_forms: WebivrFormsTable;
  webivr_form_fields: WebivrFormFieldsTable;
  webivr_form_submissions: WebivrFormSubmissionsTable;
  webivr_templates: WebivrTemplatesTable;
  webivr_sessions: WebivrSessionsTable;
  webivr_steps: WebivrStepsTable;
  webivr_callbacks: WebivrCallbacksTable;
  thirdparty_accounts: ThirdpartyAccountsTable;
  zencall_launches: ZencallLaunchesTable;
  scheduled_exports: ScheduledExportsTable;
  scheduled_export_runs: ScheduledExportRunsTable;
}
