import type { Readable } from 'node:stream';
import {
  type AudienceCsvHeaderProblem,
  audienceCsvHeaderProblems,
  type ExternalIdKind,
} from '@omnicanal/core';
import { HttpError } from '../../http/errors.ts';
import { type CsvRecord, CsvUnreadable, csvRecordBatches } from './csv-reader.ts';
import type { ContactFill } from './fill.ts';
import type { ContactListRow } from './repo.ts';
import { contactOfCells, type RowContext } from './row.ts';

/** A file that is refused as a whole: the import fails with this and keeps nothing. */
export class ImportRefused extends HttpError {
  readonly line: number | null;
  constructor(
    code: 'csv_parse_error' | 'csv_header_error' | 'file_too_large',
    detail: string,
    line: number | null,
  ) {
    super(400, code, detail, { file: [code] });
    this.line = line;
  }
}

export const importInProgress = () =>
  new HttpError(409, 'import_in_progress', 'An import into this audience is already running.');

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
 * Reads an audience CSV (spec 002 §5) into a fill, as the bytes arrive: the title line is checked
 * first (at least two titled columns with unique names, external_id then language), then each row
 * becomes a contact or a rejected line. `truncated` says whether the upload was cut at the size
 * limit. Throws `ImportRefused` when the file cannot be taken as a whole; the caller then fails the
 * fill, so nothing of it is kept.
 */
export async function readAudienceCsv(
  list: ContactListRow,
  fill: ContactFill,
  source: Readable,
  truncated: () => boolean,
): Promise<{ extraKeys: string[]; bytesRead: number }> {
  const progress = { bytes: 0 };
  const batches = csvRecordBatches(source, progress);
  try {
    // The title line is the first record of the first batch that holds one.
    let batch: CsvRecord[] = [];
    while (batch.length === 0) {
      const next = await batches.next();
      if (next.done) throw new ImportRefused('csv_header_error', 'The file is empty.', 1);
      batch = next.value;
    }
    const [title, ...rows] = batch as [CsvRecord, ...CsvRecord[]];
    const problems = audienceCsvHeaderProblems(title.cells);
    if (problems.length > 0)
      throw new ImportRefused(
        'csv_header_error',
        `Title line: ${problems.map(headerSentence).join('; ')}.`,
        1,
      );
    const extraKeys = title.cells.slice(2).map((name) => name.trim());
    const context: RowContext = { kind: list.kind as ExternalIdKind, language: list.language, extraKeys };
    const take = async (records: readonly CsvRecord[]) => {
      fill.figures.bytes_read = progress.bytes;
      for (const record of records) {
        // Only a full batch waits for the database; the other rows stay synchronous.
        const writing = fill.add(record.line, contactOfCells(context, record.cells, record.line));
        if (writing) await writing;
      }
    };
    await take(rows);
    for await (const records of batches) await take(records);
    if (truncated()) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
    return { extraKeys, bytesRead: progress.bytes };
  } catch (err) {
    // A file cut at the size limit breaks off mid-record: its size is the news, not the cut.
    if (truncated()) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
    if (err instanceof CsvUnreadable) throw new ImportRefused('csv_parse_error', err.message, err.line);
    throw err;
  } finally {
    await batches.return(undefined);
  }
}
