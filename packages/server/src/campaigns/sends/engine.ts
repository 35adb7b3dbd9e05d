import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { Serial } from '../../scheduler/serial.ts';
import type { TemplateContent } from '../templates/tables.ts';
import type { CampaignRow } from './plan.ts';
import { sendAfter } from './plan.ts';
import { outboundTemplate, renderMessage, valuesFor } from './render.ts';
import { writeRecipients } from './start.ts';

/** Recipients handed to the outbox per transaction. */
const HAND_BATCH = 500;
/** Campaigns started per pass. */
const START_BATCH = 10;

/**
 * Starts send number `sends_done + 1` of the campaign now, in one transaction: its recipients
 * are written and the campaign moves on to its next planned send (none for a manual one). The
 * campaign row is claimed on the `next_send_at` read, so of several instances one starts it.
 * Answers the recipients written, or null when another instance (or a cancel) got there first.
 */
export async function startSend(
  db: Kysely<DB>,
  campaign: CampaignRow,
  now: Date,
  planned: Date | null,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const next = planned ? sendAfter(campaign, planned) : campaign.next_send_at;
    let claim = trx
      .updateTable('campaigns')
      .set({
        sends_done: sql`sends_done + 1`,
        next_send_at: next,
        status: campaign.status === 'MANUAL' ? 'MANUAL' : 'RUNNING',
        updated_at: now,
      })
      .where('id', '=', campaign.id)
      .where('sends_done', '=', campaign.sends_done)
      .where('status', 'in', ['PENDING', 'RUNNING', 'MANUAL']);
    if (planned) claim = claim.where('next_send_at', '=', planned);
    const claimed = await claim.returningAll().executeTakeFirst();
    if (!claimed) return null;
    return writeRecipients(trx, claimed, claimed.sends_done, now);
  });
}

/** Starts the planned sends that are due. */
async function startDueSends(db: Kysely<DB>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('campaigns')
    .selectAll()
    .where('next_send_at', '<=', now)
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .orderBy('next_send_at')
    .limit(START_BATCH)
    .execute();
  let started = 0;
  for (const campaign of due)
    if ((await startSend(db, campaign, now, campaign.next_send_at as Date)) !== null) started++;
  return started;
}

interface Handed {
  id: number;
  campaign_id: number;
  company_id: number;
  external_id: string;
  variables: Record<string, string>;
}

/**
 * Hands the due recipients to the channel outbox, in one transaction: each is claimed (`FOR
 * UPDATE SKIP LOCKED`, so instances share the work) and gets one outbound message written with
 * its values, which the outbox then sends once. A recipient whose campaign's template has no
 * channel account left fails with `channel_missing`.
 */
async function handDueRecipients(db: Kysely<DB>, now: Date, publicUrl: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Handed>`
      update campaign_recipients set due_at = null, status = 'sent', attempts = attempts + 1, updated_at = ${now},
        sent_at = coalesce(sent_at, ${now})
      where id in (
        select r.id from campaign_recipients r
        where r.due_at <= ${now} and r.status = 'queued'
        order by r.due_at, r.id limit ${HAND_BATCH} for update skip locked
      )
      returning id, campaign_id, company_id, external_id, variables`.execute(trx);
    if (rows.length === 0) return 0;
    const campaigns = await trx
      .selectFrom('campaigns')
      .innerJoin('templates', 'templates.id', 'campaigns.template_id')
      .select([
        'campaigns.id',
        'campaigns.variables',
        'templates.content',
        'templates.channel_id',
        'templates.kind',
        'templates.name',
        'templates.language',
      ])
      .where('campaigns.id', 'in', [...new Set(rows.map((r) => r.campaign_id))])
      .execute();
    const byId = new Map(campaigns.map((c) => [c.id, c]));
    const messages: { recipient: number; uuid: string; values: Record<string, unknown> }[] = [];
    const missing: number[] = [];
    for (const recipient of rows) {
      const campaign = byId.get(recipient.campaign_id);
      if (!campaign || campaign.channel_id === null) {
        missing.push(recipient.id);
        continue;
      }
      const values = valuesFor(campaign.variables, recipient.variables, publicUrl);
      const uuid = randomUUID();
      messages.push({
        recipient: recipient.id,
        uuid,
        values: {
          company_id: recipient.company_id,
          channel_id: campaign.channel_id,
          direction: 'out',
          message_uuid: uuid,
          address: recipient.external_id,
          status: 'queued',
          due_at: now,
          content: JSON.stringify(renderMessage(campaign.content as TemplateContent, values)),
          // WhatsApp takes a campaign's message only as the approved template it is.
          template:
            campaign.kind === 'tyntec-wa'
              ? JSON.stringify(
                  outboundTemplate({ ...campaign, content: campaign.content as TemplateContent }, values),
                )
              : null,
        },
      });
    }
    if (missing.length > 0)
      await trx
        .updateTable('campaign_recipients')
        .set({ status: 'failed', error_code: 'channel_missing' })
        .where('id', 'in', missing)
        .execute();
    if (messages.length > 0) {
      const inserted = await trx
        .insertInto('channel_messages')
        .values(messages.map((m) => m.values as never))
        .returning(['id', 'message_uuid'])
        .execute();
      const idOf = new Map(inserted.map((m) => [m.message_uuid, m.id]));
      const pairs = messages.map((m) => sql`(${m.recipient}::integer, ${idOf.get(m.uuid)}::integer)`);
      await sql`update campaign_recipients r set channel_message_id = v.message
        from (values ${sql.join(pairs)}) as v(recipient, message) where r.id = v.recipient`.execute(trx);
    }
    return rows.length;
  });
}

/**
 * Brings recipients up to date with their messages' delivery: delivered, read (a read receipt may
 * come without a delivery report first); failed with attempts left is queued again after the
 * campaign's delay; failed at the last attempt keeps the provider's code. A recipient only moves
 * forward (sent → delivered → read → replied), so a late report changes nothing, and each
 * statement moves a recipient once, on any number of instances.
 */
async function syncDeliveries(db: Kysely<DB>, now: Date): Promise<void> {
  // One instance syncs at a time; another skips this pass, as there is nothing it would add. Two
  // at once each locked thousands of the same recipients in their own join order: deadlocks
  // (seen with two instances sending 100,000 messages).
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ taken: boolean }>`
      select pg_try_advisory_xact_lock(${DELIVERY_SYNC_LOCK}) as taken`.execute(trx);
    if (rows[0]?.taken) await syncDeliveryStatuses(trx, now);
  });
}

/** Key of the advisory lock `syncDeliveries` holds for its transaction. */
const DELIVERY_SYNC_LOCK = 7_405_229;

async function syncDeliveryStatuses(db: Kysely<DB>, now: Date): Promise<void> {
  await sql`update campaign_recipients r set status = 'delivered', updated_at = ${now}
    from channel_messages m
    where m.id = r.channel_message_id and r.status = 'sent' and m.status = 'delivered'`.execute(db);
  await sql`update campaign_recipients r set status = 'read', updated_at = ${now}
    from channel_messages m
    where m.id = r.channel_message_id and r.status in ('sent', 'delivered') and m.status = 'read'`.execute(
    db,
  );
  await sql`update campaign_recipients r
    set status = 'queued', channel_message_id = null, error_code = m.error_code, updated_at = ${now},
      -- A paused campaign's retry waits for the resume, which counts its delay from now.
      due_at = case when c.status = 'PAUSED' then null
        else ${now}::timestamptz + c.attempt_delay * interval '1 hour' end
    from channel_messages m, campaigns c
    where m.id = r.channel_message_id and c.id = r.campaign_id and r.status = 'sent' and m.status = 'failed'
      and r.attempts < c.attempts and c.status <> 'CANCELLED'`.execute(db);
  await sql`update campaign_recipients r set status = 'failed', error_code = m.error_code, updated_at = ${now}
    from channel_messages m
    where m.id = r.channel_message_id and r.status = 'sent' and m.status = 'failed'`.execute(db);
}

/**
 * Whether a pass has anything to look at: a campaign pending or running (a send to start, or one to
 * finish), or a recipient not settled (to hand, or whose delivery may still move). Most ticks of an
 * instance find neither, and one read then stands for ten statements in two transactions (half
 * the CPU of an idle server on PGlite).
 */
async function campaignsUnderWay(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ busy: boolean }>`select
    exists (select 1 from campaigns where status in ('PENDING', 'RUNNING'))
    or exists (select 1 from campaign_recipients where status in ('queued', 'sent', 'delivered')) as busy`.execute(
    db,
  );
  return rows[0]?.busy === true;
}

/** A running campaign with no send planned and nothing left to hand or deliver is finished. */
async function finishCampaigns(db: Kysely<DB>, now: Date): Promise<void> {
  await sql`update campaigns c set status = 'FINISHED', updated_at = ${now}
    where c.status = 'RUNNING' and c.next_send_at is null and not exists (
      select 1 from campaign_recipients r
      left join channel_messages m on m.id = r.channel_message_id
      where r.campaign_id = c.id and (r.status = 'queued' or (r.status = 'sent' and m.status in ('queued', 'sent')))
    )`.execute(db);
}

/**
 * The campaigns' sending engine: each instance ticks; every step claims its rows from the
 * database, so any number of instances send each message once (the outbox then sends it once).
 */
export class CampaignEngine {
  readonly #db: Kysely<DB>;
  readonly #clock: () => number;
  /** The deployment's public URL, which the visual IVR links sent are written with. */
  readonly #publicUrl: string;
  readonly #passes = new Serial(() => this.#runPass(), undefined);

  constructor(db: Kysely<DB>, clock: () => number, publicUrl: string) {
    this.#db = db;
    this.#clock = clock;
    this.#publicUrl = publicUrl;
  }

  /**
   * One pass (the scheduler ticks it): due sends started, due recipients handed, deliveries
   * synced, campaigns finished.
   */
  tick(): Promise<void> {
    return this.#passes.run();
  }

  async #runPass(): Promise<void> {
    const now = new Date(this.#clock());
    if (!(await campaignsUnderWay(this.#db))) return;
    await startDueSends(this.#db, now);
    while ((await handDueRecipients(this.#db, now, this.#publicUrl)) === HAND_BATCH);
    await syncDeliveries(this.#db, now);
    await finishCampaigns(this.#db, now);
  }
}
