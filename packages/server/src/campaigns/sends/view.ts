import type { Campaign, CampaignFigures } from '@omnicanal/api';
import { type CampaignStatus, type CampaignType, RECIPIENT_STATUSES } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CampaignRow } from './plan.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const noFigures = (): CampaignFigures =>
  Object.fromEntries([['recipients', 0], ...RECIPIENT_STATUSES.map((s) => [s, 0])]) as CampaignFigures;

/** Each campaign's recipients counted by status, over all its sends. */
export async function figuresOf(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<Map<number, CampaignFigures>> {
  const figures = new Map(ids.map((id) => [id, noFigures()]));
  if (ids.length === 0) return figures;
  const { rows } = await sql<{ campaign_id: number; status: string; count: string }>`
    select campaign_id, status, count(*) as count from campaign_recipients
    where campaign_id in (${sql.join([...ids])}) group by campaign_id, status`.execute(db);
  for (const row of rows) {
    const counts = figures.get(row.campaign_id);
    if (!counts) continue;
    counts[row.status as keyof CampaignFigures] = Number(row.count);
    counts.recipients += Number(row.count);
  }
  return figures;
}

/** A campaign as the list and the form read it. */
export function toCampaign(row: CampaignRow, lists: number[], figures: CampaignFigures): Campaign {
  return {
    id: row.id,
    name: row.name,
    type: row.type as CampaignType,
    template: row.template_id,
    fallback_template: row.fallback_template_id,
    contact_lists: lists,
    entry_point: row.entry_point_id,
    skill: row.skill_id,
    frequency: row.frequency,
    attempts: row.attempts,
    attempt_delay: row.attempt_delay,
    send_count: row.send_count,
    dtstart: row.dtstart,
    tzid: row.tzid,
    recurrence: row.recurrence ? { freq: row.recurrence.freq, interval: row.recurrence.interval } : null,
    variables: row.variables,
    audience_filters: row.audience_filters,
    console_visibility: row.console_visibility,
    status: row.status as CampaignStatus,
    next_send_at: row.next_send_at ? iso(row.next_send_at) : null,
    sends_done: row.sends_done,
    figures,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Campaigns as answered, with their audiences and figures. */
export async function campaignViews(db: Kysely<DB>, rows: CampaignRow[]): Promise<Campaign[]> {
  const ids = rows.map((r) => r.id);
  const [links, figures] = await Promise.all([
    ids.length
      ? db
          .selectFrom('campaign_contact_lists')
          .select(['campaign_id', 'contact_list_id'])
          .where('campaign_id', 'in', ids)
          .orderBy('contact_list_id')
          .execute()
      : Promise.resolve([]),
    figuresOf(db, ids),
  ]);
  return rows.map((row) =>
    toCampaign(
      row,
      links.filter((l) => l.campaign_id === row.id).map((l) => l.contact_list_id),
      figures.get(row.id) ?? noFigures(),
    ),
  );
}
