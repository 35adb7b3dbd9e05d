import {
  type AudienceCsvHeaderProblem,
  audienceCsvHeaderProblems,
  type ExternalIdKind,
} from '@omnicanal/core';
import { type CsvRecord, CsvUnreadable, csvRecordBatches } from './csv-reader.ts';
import { contactOfCells, type RejectReason, type RowContext } from './row.ts';

/** Contacts (or refused rows) per batch: big enough to amortise a statement, small enough to stay flat in memory. */
export const FILL_BATCH = 5_000;

/** A refused row, as the import's report keeps it. */
export interface RowReject {
  line: number;
  reason: RejectReason;
  value: string;
}

/**
 * Rows of a file ready to be written: the contacts as the JSON array `writeContacts` takes (made
 * where the rows were read, so the thread that writes does not serialise them again), their lines
 * in the same order, the rows refused meanwhile, and how far the reading went.
 */
export interface ParsedBatch {
  contacts: string;
  lines: number[];
  rejects: RowReject[];
  rows: number;
  bytes: number;
}

/** Why a file cannot be taken as a whole. Plain data, so it crosses from a worker thread. */
export class CsvRefusal extends Error {
  readonly code: 'csv_parse_error' | 'csv_header_error';
  readonly line: number | null;
  constructor(code: 'csv_parse_error' | 'csv_header_error', detail: string, line: number | null) {
    super(detail);
    this.name = 'CsvRefusal';
    this.code = code;
    this.line = line;
  }
}

/** A title-line problem as the refusal says it. */
export function headerSentence(problem: AudienceCsvHeaderProblem): string {
  switch (problem.code) {
    case 'too_few_columns':
      return `at least ${problem.min} titled columns are needed`;
    case 'untitled_column':
      return `column ${problem.column} has no title`;
    case 'duplicate_column':
      return `column ${problem.column} repeats the title "${problem.name}"`;
    case 'wrong_first_columns':
      return `the first columns must be ${problem.expected.join(' then ')}`;
    case 'invalid_column_name':
      return `the title of column ${problem.column} cannot name a variable`;
  }
}

/**
 * Reads an audience CSV (spec 002 §5) as the bytes arrive: the title line is checked first (at
 * least two titled columns with unique names, external_id then language), then each row becomes a
 * contact or a refused row, handed to `emit` in batches of FILL_BATCH (the last one smaller).
 * Throws `CsvRefusal` when the file cannot be taken as a whole. Answers the variables' names (the
 * titles from the third column on) and the bytes read.
 */
export async function parseAudienceCsv(
  source: AsyncIterable<Buffer>,
  audience: { kind: string; language: string },
  emit: (batch: ParsedBatch) => void | Promise<void>,
): Promise<{ extraKeys: string[]; bytesRead: number }> {
  const progress = { bytes: 0 };
  const batches = csvRecordBatches(source, progress);
  try {
    // The title line is the first record of the first batch that holds one.
    let batch: CsvRecord[] = [];
    while (batch.length === 0) {
      const next = await batches.next();
      if (next.done) throw new CsvRefusal('csv_header_error', 'The file is empty.', 1);
      batch = next.value;
    }
    const [title, ...rows] = batch as [CsvRecord, ...CsvRecord[]];
    const problems = audienceCsvHeaderProblems(title.cells);
    if (problems.length > 0)
      throw new CsvRefusal('csv_header_error', `Title line: ${problems.map(headerSentence).join('; ')}.`, 1);
    const extraKeys = title.cells.slice(2).map((name) => name.trim());
    const context: RowContext = {
      kind: audience.kind as ExternalIdKind,
      language: audience.language,
      extraKeys,
    };
    const pending = new PendingBatch();
    const take = async (records: readonly CsvRecord[]) => {
      for (const record of records) {
        pending.add(record.line, contactOfCells(context, record.cells, record.line));
        if (pending.full) await emit(pending.take(progress.bytes));
      }
    };
    await take(rows);
    for await (const records of batches) await take(records);
    if (pending.rows > 0) await emit(pending.take(progress.bytes));
    return { extraKeys, bytesRead: progress.bytes };
  } catch (err) {
    if (err instanceof CsvUnreadable) throw new CsvRefusal('csv_parse_error', err.message, err.line);
    throw err;
  } finally {
    await batches.return(undefined);
  }
}

/** The rows read since the last batch, the contacts already as JSON text. */
class PendingBatch {
  #json: string[] = [];
  #lines: number[] = [];
  #rejects: RowReject[] = [];
  rows = 0;

  add(line: number, outcome: ReturnType<typeof contactOfCells>) {
    this.rows++;
    if ('contact' in outcome) {
      this.#json.push(JSON.stringify(outcome.contact));
      this.#lines.push(line);
    } else {
      // A reported value is for reading, not a copy of the file.
      this.#rejects.push({ line, reason: outcome.reason, value: outcome.value.slice(0, 200) });
    }
  }

  get full(): boolean {
    return this.#lines.length >= FILL_BATCH || this.#rejects.length >= FILL_BATCH;
  }

  take(bytes: number): ParsedBatch {
    const batch = {
      contacts: `[${this.#json.join(',')}]`,
      lines: this.#lines,
      rejects: this.#rejects,
      rows: this.rows,
      bytes,
    };
    this.#json = [];
    this.#lines = [];
    this.#rejects = [];
    this.rows = 0;
    return batch;
  }
}
