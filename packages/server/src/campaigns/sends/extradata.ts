import type { Readable } from 'node:stream';
import type { CampaignExtraDataReport } from '@omnicanal/api';
import { IMPORT_REJECTS_SHOWN } from '@omnicanal/api';
import { campaignVariablesCsvHeaderProblems } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { drain, wellFormedParts } from '../../http/multipart.ts';
import { headerSentence } from '../contacts/audience-csv.ts';
import { CsvUnreadable, csvRecords } from '../contacts/csv-reader.ts';
import { ImportRefused } from '../contacts/import-csv.ts';
import { externalIdFor } from '../contacts/row.ts';
import { CSV_UPLOAD_LIMITS } from '../contacts/upload.ts';
import { AUDIENCE_KIND } from './checks.ts';
import type { CampaignRow } from './plan.ts';

const BATCH = 1_000;

type Reject = CampaignExtraDataReport['rejects'][number];

/**
 * Reads a campaign's variable file (spec 002 §3 "CSV variable import") as it streams in: the title
 * line (`external_id`, then the variables), then one row per contact, its id written as the
 * campaign's audiences write theirs (phone numbers in E.164). Rows go to a new generation of the
 * campaign's values, which replaces the old one only once the whole file is read: a file refused
 * as a whole (unreadable, wrong titles, cut short) leaves the campaign's values as they were.
 */
export async function receiveExtraData(
  db: Kysely<DB>,
  request: FastifyRequest,
  campaign: CampaignRow,
): Promise<{ rows: number; rejects: Reject[]; rejected: number } | null> {
  for await (const part of wellFormedParts(request, CSV_UPLOAD_LIMITS)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file') {
      await drain(part);
      continue;
    }
    const claimed = await db
      .updateTable('campaigns')
      .set({ extra_next: sql`extra_next + 1` })
      .where('id', '=', campaign.id)
      .returning('extra_next')
      .executeTakeFirstOrThrow();
    const generation = claimed.extra_next;
    // Numbers written without their country are read in the audiences' language, as they were.
    const audience = await db
      .selectFrom('campaign_contact_lists')
      .innerJoin('contact_lists', 'contact_lists.id', 'campaign_contact_lists.contact_list_id')
      .select('contact_lists.language')
      .where('campaign_contact_lists.campaign_id', '=', campaign.id)
      .orderBy('contact_lists.id')
      .executeTakeFirst();
    try {
      const read = await readExtraData(db, campaign, generation, part.file, audience?.language ?? 'fr');
      if (part.file.truncated) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
      // The new values become the campaign's unless a later file already did.
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('campaigns')
          .set({ extra_generation: generation, extra_keys: JSON.stringify(read.columns) })
          .where('id', '=', campaign.id)
          .where('extra_generation', '<', generation)
          .execute();
        await trx
          .deleteFrom('campaign_extra_data')
          .where('campaign_id', '=', campaign.id)
          .where('generation', '<', generation)
          .execute();
      });
      return read;
    } catch (err) {
      await db
        .deleteFrom('campaign_extra_data')
        .where('campaign_id', '=', campaign.id)
        .where('generation', '=', generation)
        .execute();
      if (!part.file.destroyed) await drain(part).catch(() => undefined);
      if (part.file.truncated) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
      if (err instanceof CsvUnreadable) throw new ImportRefused('csv_parse_error', err.message, err.line);
      throw err;
    }
  }
  return null;
}

async function readExtraData(
  db: Kysely<DB>,
  campaign: CampaignRow,
  generation: number,
  source: Readable,
  language: string,
) {
  const records = csvRecords(source, { bytes: 0 });
  const first = await records.next();
  if (first.done) throw new ImportRefused('csv_header_error', 'The file is empty.', 1);
  const problems = campaignVariablesCsvHeaderProblems(first.value.cells);
  if (problems.length > 0)
    throw new ImportRefused('csv_header_error', `Title line: ${problems.map(headerSentence).join('; ')}.`, 1);
  const columns = first.value.cells.slice(1).map((title) => title.trim());
  const kind = AUDIENCE_KIND[campaign.type as keyof typeof AUDIENCE_KIND];
  const rejects: Reject[] = [];
  let rejected = 0;
  let rows = 0;
  const seen = new Set<string>();
  let batch: { campaign_id: number; generation: number; external_id: string; variables: string }[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('campaign_extra_data').values(batch).execute();
    batch = [];
  };
  const reject = (line: number, reason: string, value: string) => {
    rejected++;
    if (rejects.length < IMPORT_REJECTS_SHOWN) rejects.push({ line, reason, value: value.slice(0, 200) });
  };
  for await (const record of records) {
    const value = record.cells[0]?.trim() ?? '';
    const id = externalIdFor(kind, value, language);
    if (id.id === null) {
      reject(record.line, id.reason, value);
      continue;
    }
    if (seen.has(id.id)) {
      reject(record.line, 'duplicate', value);
      continue;
    }
    seen.add(id.id);
    const variables = Object.fromEntries(
      columns.map((column, i) => [column, (record.cells[i + 1] ?? '').trim()]),
    );
    batch.push({
      campaign_id: campaign.id,
      generation,
      external_id: id.id,
      variables: JSON.stringify(variables),
    });
    rows++;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { columns, rows, rejects, rejected };
}

/** The campaign's live values against its audiences: how many rows name one of their contacts. */
export async function extraDataFigures(
  db: Kysely<DB>,
  campaign: CampaignRow,
): Promise<{ columns: string[]; rows: number; matched: number }> {
  const { rows } = await sql<{ rows: string; matched: string }>`
    select count(*) as rows,
      count(*) filter (where exists (
        select 1 from campaign_contact_lists cl
        join contact_lists l on l.id = cl.contact_list_id
        join contacts c on c.list_id = l.id and c.generation = l.generation and c.external_id = d.external_id
        where cl.campaign_id = ${campaign.id}
      )) as matched
    from campaign_extra_data d
    where d.campaign_id = ${campaign.id} and d.generation = ${campaign.extra_generation}`.execute(db);
  return {
    columns: campaign.extra_keys,
    rows: Number(rows[0]?.rows ?? 0),
    matched: Number(rows[0]?.matched ?? 0),
  };
}
