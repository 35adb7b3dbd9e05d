import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CampaignRow } from './plan.ts';

type Filters = readonly { variable: string; values: string }[];

/** The values an audience filter keeps: its comma-separated list, trimmed, empty ones dropped. */
const valuesOf = (values: string) =>
  values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The live contacts (`c`) of the company's audiences `listIds` that the filters keep. */
function audienceContacts(companyId: number, listIds: readonly number[], filters: Filters) {
  const kept = filters.map((f) => sql`and c.extra ->> ${f.variable} in (${sql.join(valuesOf(f.values))})`);
  return sql`contacts c
      join contact_lists l on l.id = c.list_id and c.generation = l.generation
      where l.company_id = ${companyId} and l.id in (${sql.join([...listIds])}) ${sql.join(kept, sql` `)}`;
}

/**
 * Writes the recipients of send number `send` of the campaign, in the caller's transaction: the
 * live contacts of its audiences that its filters keep, each contact once (the first audience
 * holding it gives its variables, the campaign's own variable file completing them), due one after the other at the campaign's frequency from
 * `at`. A recipient is unique per (campaign, send, contact), so a send started twice writes
 * nothing the second time. Answers how many were written.
 */
export async function writeRecipients(
  trx: Kysely<DB>,
  campaign: CampaignRow,
  send: number,
  at: Date,
): Promise<number> {
  const lists = await trx
    .selectFrom('campaign_contact_lists')
    .select('contact_list_id')
    .where('campaign_id', '=', campaign.id)
    .execute();
  if (lists.length === 0) return 0;
  // Frequency is messages per hour: the n-th recipient is due n spacings after the start.
  const spacingMs = campaign.frequency ? 3_600_000 / campaign.frequency : 0;
  const result = await sql`
    insert into campaign_recipients (campaign_id, company_id, send, external_id, language, variables, status, due_at)
    select ${campaign.id}, ${campaign.company_id}, ${send}, chosen.external_id, language,
      extra || coalesce(d.variables, '{}'::jsonb), 'queued',
      ${at}::timestamptz + (row_number() over (order by chosen.external_id) - 1) * ${spacingMs} * interval '1 millisecond'
    from (
      select distinct on (c.external_id) c.external_id, c.language, c.extra
      from ${audienceContacts(
        campaign.company_id,
        lists.map((l) => l.contact_list_id),
        campaign.audience_filters,
      )}
      order by c.external_id, l.id
    ) chosen
    -- The campaign's own variable file completes (and wins over) the audience's values.
    left join campaign_extra_data d on d.campaign_id = ${campaign.id}
      and d.generation = ${campaign.extra_generation} and d.external_id = chosen.external_id
    on conflict (campaign_id, send, external_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * How many contacts the audiences hold, how many distinct ones, and how many distinct ones the
 * filters keep (`POST /campaigns/audience-report`, and the WhatsApp tier check).
 */
export async function countAudience(
  db: Kysely<DB>,
  companyId: number,
  listIds: readonly number[],
  filters: Filters,
): Promise<{ contacts: number; unique: number; selected: number }> {
  if (listIds.length === 0) return { contacts: 0, unique: 0, selected: 0 };
  const count = async (chosen: Filters) => {
    const { rows } = await sql<{ contacts: string; unique: string }>`
      select count(*) as contacts, count(distinct c.external_id) as unique
      from ${audienceContacts(companyId, listIds, chosen)}`.execute(db);
    return { contacts: Number(rows[0]?.contacts ?? 0), unique: Number(rows[0]?.unique ?? 0) };
  };
  const all = await count([]);
  const selected = filters.length > 0 ? (await count(filters)).unique : all.unique;
  return { ...all, selected };
}
