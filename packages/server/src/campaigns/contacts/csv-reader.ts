import { AUDIENCE_CSV_MAX_RECORD } from '@omnicanal/core';
import { CsvSplitter, CsvSyntaxError } from './csv-splitter.ts';

/** Why a file cannot be read at all: nothing of it is kept. */
export class CsvUnreadable extends Error {
  readonly line: number | null;
  constructor(detail: string, line: number | null) {
    super(detail);
    this.name = 'CsvUnreadable';
    this.line = line;
  }
}

/** One record of the file: its cells and the line it starts on (the title line is 1). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** How far the reading went, for the import's progress. */
export interface CsvProgress {
  bytes: number;
}

/**
 * The separator of a file, from its first line: spreadsheets in French write `;` (the comma is
 * their decimal mark), others `,`, some tabs.
 */
export function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/**
 * UTF-8 text of a byte stream, refusing bytes that are not UTF-8 (a spreadsheet's Latin-1 export
 * would otherwise store mangled names). Counts the bytes as they pass.
 */
async function* utf8Text(source: AsyncIterable<Buffer>, progress: CsvProgress): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source) {
      progress.bytes += chunk.length;
      yield decoder.decode(chunk, { stream: true });
    }
    yield decoder.decode();
  } catch (err) {
    if (err instanceof TypeError) throw new CsvUnreadable('The file is not UTF-8 text.', null);
    throw err;
  }
}

/**
 * The records of a CSV byte stream, read as they arrive: never more than a chunk and one record in
 * memory, whatever the file's size. A byte sequence that is not UTF-8, an unclosed quote or a
 * record longer than AUDIENCE_CSV_MAX_RECORD throws `CsvUnreadable` with the line it happened on.
 * Empty lines are skipped; a record may have any number of cells (the caller checks them).
 */
export async function* csvRecords(
  source: AsyncIterable<Buffer>,
  progress: CsvProgress,
): AsyncGenerator<CsvRecord> {
  for await (const batch of csvRecordBatches(source, progress)) yield* batch;
}

/**
 * `csvRecords` by batches, the records each chunk of the stream completes: an import reads a
 * million rows, and one step of an async generator per row would cost more than splitting them.
 */
export async function* csvRecordBatches(
  source: AsyncIterable<Buffer>,
  progress: CsvProgress,
): AsyncGenerator<CsvRecord[]> {
  const text = utf8Text(source, progress);
  // The separator is read from the first line; text is held only until that line ends.
  let head = '';
  let done = false;
  while (!head.includes('\n') && head.length <= AUDIENCE_CSV_MAX_RECORD) {
    const next = await text.next();
    if (next.done) {
      done = true;
      break;
    }
    head += next.value;
  }
  const splitter = new CsvSplitter(
    delimiterOf(head.replace(/^\ufeff/, '').split('\n', 1)[0] ?? ''),
    AUDIENCE_CSV_MAX_RECORD,
  );
  try {
    yield kept(splitter.push(head));
    if (!done) for await (const chunk of text) yield kept(splitter.push(chunk));
    yield kept(splitter.end());
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    if (err.code === 'record_too_long')
      throw new CsvUnreadable(`A record is longer than ${AUDIENCE_CSV_MAX_RECORD} characters.`, err.line);
    throw new CsvUnreadable(`The file is not valid CSV (${err.code}).`, err.line);
  } finally {
    await text.return(undefined);
  }
}

/** The records that hold something: an empty line is skipped. */
function kept(records: CsvRecord[]): CsvRecord[] {
  return records.filter((record) => record.cells.length > 1 || record.cells[0] !== '');
}
