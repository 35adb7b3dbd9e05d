import { type Kysely, sql } from 'kysely';
import * as initial from './migrations/0001_initial.ts';
import * as roomEngine from './migrations/0002_room_engine.ts';
import * as bots from './migrations/0003_bots.ts';
import * as agentStatus from './migrations/0004_agent_status.ts';
import * as contactReasonsMsglib from './migrations/0005_contact_reasons_msglib.ts';
import * as guestDetails from './migrations/0006_guest_details.ts';
import * as uploads from './migrations/0007_uploads.ts';
import * as account from './migrations/0008_account.ts';
import * as settings from './migrations/0009_settings.ts';
import * as agents from './migrations/0010_agents.ts';
import * as notificationOptions from './migrations/0011_notification_options.ts';
import * as sessionGroupGuests from './migrations/0012_session_group_guests.ts';
import * as sessionRevocation from './migrations/0013_session_revocation.ts';
import * as rateLimits from './migrations/0014_rate_limits.ts';
import * as calendars from './migrations/0015_calendars.ts';
import * as entryPoints from './migrations/0016_entry_points.ts';
import * as botRuntime from './migrations/0017_bot_runtime.ts';
import * as visitorIdentity from './migrations/0018_visitor_identity.ts';
import * as visitorSessionRules from './migrations/0020_visitor_session_rules.ts';
import * as channels from './migrations/0021_channels.ts';
import * as publicApi from './migrations/0022_public_api.ts';
import * as billing from './migrations/0023_billing.ts';
import * as audiences from './migrations/0024_audiences.ts';
import * as channelBots from './migrations/0025_channel_bots.ts';
import * as surveys from './migrations/0026_surveys.ts';
import * as templates from './migrations/0027_templates.ts';
import * as campaigns from './migrations/0028_campaigns.ts';
import * as paymentWebhooks from './migrations/0029_payment_webhooks.ts';
import * as partnerOrigins from './migrations/0030_partner_origins.ts';
import * as stats from './migrations/0031_stats.ts';
import * as webivr from './migrations/0032_webivr.ts';
import * as keyAccounts from './migrations/0033_key_accounts.ts';
import * as webivrCallbacks from './migrations/0034_webivr_callbacks.ts';
import * as thirdpartyAccounts from './migrations/0035_thirdparty_accounts.ts';
import * as zencall from './migrations/0036_zencall.ts';
import * as scheduledExports from './migrations/0037_scheduled_exports.ts';
import * as channelTemplates from './migrations/0038_channel_templates.ts';
import * as sftpAudiences from './migrations/0039_sftp_audiences.ts';
import * as surveyAccounts from './migrations/0040_survey_accounts.ts';
import * as channelSignins from './migrations/0041_channel_signins.ts';
import * as workchainRuns from './migrations/0042_workchain_runs.ts';
import * as websiteDomainsApiAudit from './migrations/0043_website_domains_api_audit.ts';
import * as campaignRecipientsOutstanding from './migrations/0044_campaign_recipients_outstanding.ts';
import * as contactsListCascade from './migrations/0045_contacts_list_cascade.ts';
import * as reviews from './migrations/0046_reviews.ts';
import * as statsDays from './migrations/0047_stats_days.ts';
import * as tickets from './migrations/0048_tickets.ts';
import * as roomCounters from './migrations/0049_room_counters.ts';
import type { DB } from './schema.ts';

/** Ordered, append-only: a migration once released is never edited, a new file is added instead. */
export const MIGRATIONS: readonly { name: string; statements: readonly string[] }[] = [
  { name: '0001_initial', statements: initial.statements },
  { name: '0002_room_engine', statements: roomEngine.statements },
  { name: '0003_bots', statements: bots.statements },
  { name: '0004_agent_status', statements: agentStatus.statements },
  { name: '0005_contact_reasons_msglib', statements: contactReasonsMsglib.statements },
  { name: '0006_guest_details', statements: guestDetails.statements },
  { name: '0007_uploads', statements: uploads.statements },
  { name: '0008_account', statements: account.statements },
  { name: '0009_settings', statements: settings.statements },
  { name: '0010_agents', statements: agents.statements },
  { name: '0011_notification_options', statements: notificationOptions.statements },
  { name: '0012_session_group_guests', statements: sessionGroupGuests.statements },
  { name: '0013_session_revocation', statements: sessionRevocation.statements },
  { name: '0014_rate_limits', statements: rateLimits.statements },
  { name: '0015_calendars', statements: calendars.statements },
  { name: '0016_entry_points', statements: entryPoints.statements },
  { name: '0017_bot_runtime', statements: botRuntime.statements },
  { name: '0018_visitor_identity', statements: visitorIdentity.statements },
  { name: '0020_visitor_session_rules', statements: visitorSessionRules.statements },
  { name: '0021_channels', statements: channels.statements },
  { name: '0022_public_api', statements: publicApi.statements },
  { name: '0023_billing', statements: billing.statements },
  { name: '0024_audiences', statements: audiences.statements },
  { name: '0025_channel_bots', statements: channelBots.statements },
  { name: '0026_surveys', statements: surveys.statements },
  { name: '0027_templates', statements: templates.statements },
  { name: '0028_campaigns', statements: campaigns.statements },
  { name: '0029_payment_webhooks', statements: paymentWebhooks.statements },
  { name: '0030_partner_origins', statements: partnerOrigins.statements },
  { name: '0031_stats', statements: stats.statements },
  { name: '0032_webivr', statements: webivr.statements },
  { name: '0033_key_accounts', statements: keyAccounts.statements },
  { name: '0034_webivr_callbacks', statements: webivrCallbacks.statements },
  { name: '0035_thirdparty_accounts', statements: thirdpartyAccounts.statements },
  { name: '0036_zencall', statements: zencall.statements },
  { name: '0037_scheduled_exports', statements: scheduledExports.statements },
  { name: '0038_channel_templates', statements: channelTemplates.statements },
  { name: '0039_sftp_audiences', statements: sftpAudiences.statements },
  { name: '0040_survey_accounts', statements: surveyAccounts.statements },
  { name: '0041_channel_signins', statements: channelSignins.statements },
  { name: '0042_workchain_runs', statements: workchainRuns.statements },
  { name: '0043_website_domains_api_audit', statements: websiteDomainsApiAudit.statements },
  {
    name: '0044_campaign_recipients_outstanding',
    statements: campaignRecipientsOutstanding.statements,
  },
  { name: '0045_contacts_list_cascade', statements: contactsListCascade.statements },
  { name: '0046_reviews', statements: reviews.statements },
  { name: '0047_stats_days', statements: statsDays.statements },
  { name: '0048_tickets', statements: tickets.statements },
  { name: '0049_room_counters', statements: roomCounters.statements },
];

/**
 * Key of the advisory lock that serialises migrations: several instances starting together on one
 * PostgreSQL must not run the same file twice or race on `create table`.
 */
const MIGRATION_LOCK = 7_405_221;

/** Runs each pending migration once, in its own transaction, in order. Returns the names applied. */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists omnicanal_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
  // The usual start finds every migration applied: one read says so, instead of a locked
  // transaction per migration (about a fifth of a second per start on PGlite). Migrations are only
  // ever added, so a name read here stays applied.
  const present = new Set(
    (await db.selectFrom('omnicanal_migrations').select('name').execute()).map((row) => row.name),
  );
  if (MIGRATIONS.every((migration) => present.has(migration.name))) return [];
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (present.has(migration.name)) continue;
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const done = await trx
        .selectFrom('omnicanal_migrations')
        .select('name')
        .where('name', '=', migration.name)
        .executeTakeFirst();
      if (done) return false;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('omnicanal_migrations').values({ name: migration.name }).execute();
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
