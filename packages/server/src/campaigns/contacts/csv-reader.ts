import type { Readable } from 'node:stream';
import { AUDIENCE_CSV_MAX_RECORD } from '@omnicanal/core';
import { CsvError, parse } from 'csv-parse';

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
export async function* csvRecords(source: Readable, progress: CsvProgress): AsyncGenerator<CsvRecord> {
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
  const parser = parse({
    delimiter: delimiterOf(head.split('\n', 1)[0] ?? ''),
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted cell (`=HYPERLINK("…")` typed by hand) is the cell's text.
    relax_quotes: true,
    // Empty lines come through (as one empty cell) and are skipped below: counting lines here
    // costs far less than the parser's per-record `info` objects, which halve its speed.
    skip_empty_lines: false,
    max_record_size: AUDIENCE_CSV_MAX_RECORD,
  });
  const feed = (async () => {
    try {
      if (head) await write(parser, head);
      if (!done) for await (const chunk of text) await write(parser, chunk);
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  try {
    let line = 1;
    for await (const cells of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + lineBreaksIn(cells);
      if (cells.length === 1 && cells[0] === '') continue;
      yield { cells, line: start };
    }
  } catch (err) {
    if (err instanceof CsvUnreadable) throw err;
    const code = (err as { code?: string }).code;
    const line = (err as { lines?: number }).lines ?? null;
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw new CsvUnreadable(`A record is longer than ${AUDIENCE_CSV_MAX_RECORD} characters.`, line);
    if (err instanceof CsvError) throw new CsvUnreadable(`The file is not valid CSV (${code}).`, line);
    throw err;
  } finally {
    parser.destroy();
    await feed;
  }
}

/** Line breaks inside a record's quoted cells: the record spans that many more lines. */
function lineBreaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

/** Writes to the parser and waits when it holds enough (backpressure reaches the upload). */
function write(parser: ReturnType<typeof parse>, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (parser.destroyed) return reject(new Error('parser closed'));
    if (parser.write(chunk)) return resolve();
    const cleanup = () => {
      parser.off('drain', onDrain);
      parser.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('parser closed'));
    };
    parser.once('drain', onDrain);
    parser.once('close', onClose);
  });
}
