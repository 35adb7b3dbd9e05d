import type { Readable } from 'node:stream';
import { HttpError } from '../../http/errors.ts';
import { CsvRefusal } from './audience-csv.ts';
import { AudienceCsvJob } from './audience-csv-thread.ts';
import type { ContactFill } from './fill.ts';
import type { ContactListRow } from './repo.ts';

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

/**
 * Chunks handed to the reader whose batches are not written yet: the reading of the next rows goes
 * on while the database writes, and memory holds a few chunks at most.
 */
const CHUNKS_AHEAD = 16;

/**
 * Reads an audience CSV (spec 002 §5, `parseAudienceCsv`) into a fill, as the bytes arrive. The
 * rows are read on the file reader's thread while this one writes the batches before them.
 * `truncated` says whether the upload was cut at the size limit. Throws `ImportRefused` when the
 * file cannot be taken as a whole; the caller then fails the fill, so nothing of it is kept.
 */
export async function readAudienceCsv(
  list: ContactListRow,
  fill: ContactFill,
  source: Readable,
  truncated: () => boolean,
): Promise<{ extraKeys: string[]; bytesRead: number }> {
  const job = new AudienceCsvJob({ kind: list.kind, language: list.language });
  // Each chunk's batches are written in turn as soon as the reader answers, so the import's
  // progress follows the upload even while it waits for more bytes.
  let written: Promise<void> = Promise.resolve();
  const ahead: Promise<void>[] = [];
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const answer = job.chunk(chunk);
      // A refusal may come while the batches before are still being written, before anything
      // awaits this answer: it is taken where it is awaited, not as a stray rejection now.
      answer.catch(() => undefined);
      const before = written;
      written = (async () => {
        await before;
        for (const batch of await answer) await fill.addBatch(batch);
      })();
      written.catch(() => undefined);
      ahead.push(written);
      if (ahead.length >= CHUNKS_AHEAD) await ahead.shift();
    }
    await written;
    const end = await job.end();
    for (const batch of end.batches) await fill.addBatch(batch);
    if (truncated()) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
    return { extraKeys: end.extraKeys, bytesRead: end.bytesRead };
  } catch (err) {
    job.cancel();
    // A file cut at the size limit breaks off mid-record: its size is the news, not the cut.
    if (truncated()) throw new ImportRefused('file_too_large', 'Maximum file size exceeded.', null);
    if (err instanceof CsvRefusal) throw new ImportRefused(err.code, err.message, err.line);
    throw err;
  }
}
