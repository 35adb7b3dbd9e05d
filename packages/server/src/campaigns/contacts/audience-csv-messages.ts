import type { ParsedBatch } from './audience-csv.ts';

/** What the server's thread tells the audience file reader (`./audience-csv-worker.ts`). */
export type ToWorker =
  | { type: 'start'; job: number; audience: { kind: string; language: string } }
  | { type: 'chunk'; job: number; chunk: Uint8Array }
  | { type: 'end'; job: number }
  | { type: 'cancel'; job: number };

/** What the reader answers: each chunk once (`took`), then the end of the file or why not. */
export type ToServer =
  | { type: 'took'; job: number; batches: ParsedBatch[] }
  | { type: 'done'; job: number; batches: ParsedBatch[]; extraKeys: string[]; bytesRead: number }
  | {
      type: 'refused';
      job: number;
      code: 'csv_parse_error' | 'csv_header_error';
      detail: string;
      line: number | null;
    }
  | { type: 'failed'; job: number; detail: string };
