import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { CampaignRow } from './plan.ts';

/*
 * A manager's hand on a campaign under way: pause it, resume it, and give its failed recipients
 * another round. Each is one transaction guarded by the status it was read in, so of two calls at
 * once (or a call and the engine) one wins and the other is refused or finds nothing to do.
 */

/** The statuses a campaign may be paused from: anything that may still send. */
const PAUSABLE = ['PENDING', 'RUNNING', 'MANUAL'] as const;

const notRunning = () =>
  new HttpError(409, 'campaign_not_running', 'Only a planned, running or manual campaign can be paused.');
const notPaused = () =>
  new HttpError(409, 'campaign_not_paused', 'This campaign is not paused: there is nothing to resume.');

/**
 * The status a paused campaign goes back to: a manual one stays manual, a planned one is running
 * once it has started a send and pending before.
 */
export function statusAfterPause(
  row: Pick<CampaignRow, 'dtstart' | 'sends_done'>,
): 'MANUAL' | 'RUNNING' | 'PENDING' {
  if (row.dtstart === null) return 'MANUAL';
  return row.sends_done > 0 ? 'RUNNING' : 'PENDING';
}

/**
 * Due times for the queued recipients of a campaign from `now`, spaced by its frequency in the
 * order they were waiting, none earlier than a retry's own delay (counted from its failure).
 */
function requeue(trx: Kysely<DB>, campaign: CampaignRow, now: Date) {
  const spacingMs = campaign.frequency ? 3_600_000 / campaign.frequency : 0;
  return sql`update campaign_recipients r set due_at = greatest(
      ${now}::timestamptz + (o.rank - 1) * ${spacingMs} * interval '1 millisecond',
      case when r.attempts > 0 then r.updated_at + ${campaign.attempt_delay} * interval '1 hour' else ${now}::timestamptz end)
    from (
      select id, row_number() over (order by due_at nulls last, id) as rank
      from campaign_recipients where campaign_id = ${campaign.id} and status = 'queued'
    ) o
    where r.id = o.id and r.status = 'queued'`.execute(trx);
}

/**
 * Pauses a campaign: no send starts and no recipient is handed to the channel until it is
 * resumed. What the channel already holds goes on its way (as a cancel leaves it).
 */
export async function pauseCampaign(db: Kysely<DB>, campaign: CampaignRow, now: Date): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    const paused = await trx
      .updateTable('campaigns')
      .set({ status: 'PAUSED', updated_at: now })
      .where('id', '=', campaign.id)
      .where('status', 'in', [...PAUSABLE])
      .returningAll()
      .executeTakeFirst();
    if (!paused) throw notRunning();
    // The engine hands only recipients with a due time: those waiting lose theirs until the resume.
    await trx
      .updateTable('campaign_recipients')
      .set({ due_at: null })
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'queued')
      .execute();
    return paused;
  });
}

/**
 * Resumes a paused campaign where it stood: its waiting recipients are due again from now at its
 * frequency, and a planned send whose date passed meanwhile starts on the engine's next pass.
 */
export async function resumeCampaign(db: Kysely<DB>, campaign: CampaignRow, now: Date): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    const resumed = await trx
      .updateTable('campaigns')
      .set({ status: statusAfterPause(campaign), updated_at: now })
      .where('id', '=', campaign.id)
      .where('status', '=', 'PAUSED')
      .returningAll()
      .executeTakeFirst();
    if (!resumed) throw notPaused();
    await requeue(trx, resumed, now);
    return resumed;
  });
}

/**
 * Gives the campaign's failed recipients a new round: each is queued again with its attempts
 * counted afresh and sent a new message, due from now at the campaign's frequency (held while the
 * campaign is paused). Only `failed` recipients move: one whose message left is never sent again.
 * A finished campaign runs again until they are through.
 */
export async function retryFailed(db: Kysely<DB>, campaign: CampaignRow, now: Date): Promise<CampaignRow> {
  if (campaign.status === 'CANCELLED')
    throw new HttpError(
      409,
      'campaign_cancelled',
      'This campaign is cancelled: its messages are no longer sent.',
    );
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaign.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'CANCELLED')
      throw new HttpError(
        409,
        'campaign_cancelled',
        'This campaign is cancelled: its messages are no longer sent.',
      );
    const moved = await trx
      .updateTable('campaign_recipients')
      .set({
        status: 'queued',
        attempts: 0,
        error_code: null,
        channel_message_id: null,
        due_at: null,
        updated_at: now,
      })
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      throw new HttpError(
        409,
        'no_failed_recipients',
        'No message of this campaign has failed: there is nothing to retry.',
      );
    const row =
      locked.status === 'FINISHED'
        ? await trx
            .updateTable('campaigns')
            .set({ status: 'RUNNING', updated_at: now })
            .where('id', '=', locked.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : locked;
    if (row.status !== 'PAUSED') await requeue(trx, row, now);
    return row;
  });
}
