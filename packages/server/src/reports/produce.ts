import { Readable } from 'node:stream';
import { type ExportFormat, type ExportKind, periodRange } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { xlsxFile } from '../http/xlsx.ts';
import { botStats } from '../stats/bot.ts';
import type { StatsFilter } from '../stats/conversations.ts';
import {
  AGENT_CSV_COLUMNS,
  BOT_CSV_COLUMNS,
  csvText,
  discussionsTable,
  type ExportTable,
} from '../stats/exports.ts';
import { agentActivity } from '../stats/figures.ts';
import { WEBIVR_SESSION_COLUMNS, webivrSessionRows } from '../stats/webivr.ts';

/** Whose rows and which period a run exports. */
export interface ExportScope {
  companyId: number;
  zone: string;
  from: Date;
  to: Date;
  /** Only these skills' rows; null: the whole company (the export's user is an admin). */
  skills: readonly number[] | null;
}

type Cell = string | number | null;

/**
 * The rows of a kind over a scope, from the same producers as the statistics' downloads: the
 * discussions are read in keyset chunks, never all at once; the other kinds are small tables.
 */
export async function exportTable(
  db: Kysely<DB>,
  kind: ExportKind,
  scope: ExportScope,
): Promise<ExportTable> {
  const f: StatsFilter = {
    companyId: scope.companyId,
    zone: scope.zone,
    range: periodRange(scope.from, scope.to, scope.zone),
    now: scope.to,
    skills: scope.skills,
  };
  switch (kind) {
    case 'discussions':
      return discussionsTable(db, f);
    case 'agents': {
      const rows = await agentActivity(db, f);
      return { header: AGENT_CSV_COLUMNS, rows: rows.map((r) => AGENT_CSV_COLUMNS.map((c) => r[c])) };
    }
    case 'bot': {
      const bot = await botStats(db, 'custom', f);
      return {
        header: BOT_CSV_COLUMNS,
        rows: bot.buckets.map((b) => [b.start, b.bot_conversations, b.handed_off, b.ended_in_bot]),
      };
    }
    case 'webivr_sessions':
      return { header: WEBIVR_SESSION_COLUMNS, rows: await webivrSessionRows(db, { ...f, account: null }) };
  }
}

async function* chunksOf(rows: ExportTable['rows']): AsyncIterable<readonly (readonly Cell[])[]> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield rows;
}

/** A file being produced: its body, and its rows counted as the body is read. */
export interface ExportBody {
  body: Readable | Buffer;
  rows(): number;
}

/**
 * The file of a table: CSV streams chunk by chunk (rows counted as they go); XLSX is built whole,
 * as the downloads build it (a zip of XML the xlsx writer makes in memory).
 */
export async function exportBody(
  table: ExportTable,
  format: ExportFormat,
  sheet: string,
): Promise<ExportBody> {
  let rows = 0;
  if (format === 'csv') {
    const counted: ExportTable = {
      header: table.header,
      rows: (async function* () {
        for await (const chunk of chunksOf(table.rows)) {
          rows += chunk.length;
          yield chunk;
        }
      })(),
    };
    const text = csvText(counted);
    const body = Readable.from(
      (async function* () {
        for await (const part of text) yield Buffer.from(part, 'utf8');
      })(),
    );
    return { body, rows: () => rows };
  }
  const all: (readonly Cell[])[] = [];
  for await (const chunk of chunksOf(table.rows)) all.push(...chunk);
  rows = all.length;
  return { body: Buffer.from(xlsxFile(sheet, table.header, all)), rows: () => rows };
}
