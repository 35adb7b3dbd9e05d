import { Readable } from 'node:stream';
import { neutralisedCell } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ContactListRow, contactsAfter } from './repo.ts';

const PAGE = 5_000;

/**
 * One cell of an audience export. Unlike the statistics' `csvCell`, a `+` followed by digits stays
 * as it is: E.164 numbers must come back unchanged when the file is imported again; formulas are
 * still neutralised (`'=…`).
 */
export function audienceCell(value: string): string {
  const text = neutralisedCell(value);
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `export-audience-<id>-<day>.csv` (spec 002 §9: export file names start with `export-`). */
export function audienceExportName(list: ContactListRow, now = new Date()): string {
  return `export-audience-${list.id}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * An audience's live contacts as CSV, in the import's own format (external_id, language, then its
 * variables), so the file can be edited and imported again. Streamed by pages of contacts: an
 * export of a million contacts holds one page in memory, and a slow reader slows the reads.
 */
export function audienceCsv(db: Kysely<DB>, list: ContactListRow): Readable {
  const keys = list.extra_keys;
  async function* lines() {
    // A byte-order mark lets spreadsheets read the file as UTF-8; the import skips it.
    yield `\ufeff${['external_id', 'language', ...keys].map(audienceCell).join(',')}\r\n`;
    let after: string | null = null;
    for (;;) {
      const page = await contactsAfter(db, list, after, PAGE);
      if (page.length === 0) return;
      let chunk = '';
      for (const contact of page) {
        const cells = [contact.external_id, contact.language, ...keys.map((key) => contact.extra[key] ?? '')];
        chunk += `${cells.map(audienceCell).join(',')}\r\n`;
      }
      yield chunk;
      after = (page.at(-1) as { external_id: string }).external_id;
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
