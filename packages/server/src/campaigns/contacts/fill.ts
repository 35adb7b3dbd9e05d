import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type ContactImportRow,
  completeFill,
  type FillFigures,
  failFill,
  recordProgress,
  writeContacts,
  writeRejects,
} from './repo.ts';
import type { ContactRow, RejectReason, RowOutcome } from './row.ts';

/** Contacts written per statement: big enough to amortise a round trip, small enough to stay flat in memory. */
export const FILL_BATCH = 5_000;
/** The import row's progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

/**
 * Fills one generation of an audience, row by row, in batches: the contacts of a batch are written
 * together, a contact already in the generation (the same external_id, normalised) is refused as a
 * duplicate, refused rows are kept for the report, and the import row's figures move as it goes.
 * `complete` makes the generation live in one step; `fail` removes it, leaving the audience as it
 * was. Memory holds one batch, whatever the number of rows.
 */
export class ContactFill {
  readonly #db: Kysely<DB>;
  readonly #fill: ContactImportRow;
  #contacts: ContactRow[] = [];
  #rejects: { line: number; reason: RejectReason; value: string }[] = [];
  #lastProgress = 0;
  /**
   * The batch being written while the next one is read: on PostgreSQL the database works while
   * the file is parsed. One at a time, so a contact is checked against every batch before it.
   */
  #writing: Promise<void> = Promise.resolve();
  readonly figures: FillFigures = { bytes_read: 0, rows_read: 0, accepted: 0, rejected: 0 };

  constructor(db: Kysely<DB>, fill: ContactImportRow) {
    this.#db = db;
    this.#fill = fill;
  }

  get importId(): number {
    return this.#fill.id;
  }

  /**
   * Takes one row's outcome. When that fills a batch, answers the wait before the next row may
   * come (the batch before being written); otherwise nothing, so a caller reading a million rows
   * awaits only once a batch.
   */
  add(line: number, outcome: RowOutcome): Promise<void> | undefined {
    this.figures.rows_read++;
    if ('contact' in outcome) this.#contacts.push(outcome.contact);
    else this.#reject(line, outcome.reason, outcome.value);
    if (this.#contacts.length < FILL_BATCH && this.#rejects.length < FILL_BATCH) return undefined;
    return this.#handOver();
  }

  async #handOver(): Promise<void> {
    // The batch before must be in (and its error, if any, raised here) before this one goes.
    await this.#writing;
    this.#writing = this.#write();
    // Its failure is raised where it is awaited (the next batch, `complete`); not a stray rejection meanwhile.
    this.#writing.catch(() => undefined);
  }

  #reject(line: number, reason: RejectReason, value: string) {
    this.figures.rejected++;
    // A reported value is for reading, not a copy of the file.
    this.#rejects.push({ line, reason, value: value.slice(0, 200) });
  }

  /** Writes what is pending, once the batch being written is in; then the progress when it is due. */
  async flush(bytesRead?: number): Promise<void> {
    await this.#writing;
    this.#writing = Promise.resolve();
    await this.#write(bytesRead);
  }

  async #write(bytesRead?: number): Promise<void> {
    const contacts = this.#contacts;
    this.#contacts = [];
    if (contacts.length > 0) {
      const written = await writeContacts(this.#db, this.#fill.list_id, this.#fill.generation, contacts);
      this.figures.accepted += written.size;
      for (const contact of contacts)
        if (!written.has(contact.line)) this.#reject(contact.line, 'duplicate', contact.external_id);
    }
    const rejects = this.#rejects;
    this.#rejects = [];
    await writeRejects(this.#db, this.#fill.id, rejects);
    if (bytesRead !== undefined) this.figures.bytes_read = bytesRead;
    const now = Date.now();
    if (now - this.#lastProgress >= PROGRESS_EVERY_MS) {
      this.#lastProgress = now;
      await recordProgress(this.#db, this.#fill.id, this.figures);
    }
  }

  /** Writes the rest and makes the generation live. False when the audience went away meanwhile. */
  async complete(extraKeys: readonly string[], bytesRead?: number): Promise<boolean> {
    await this.flush(bytesRead);
    return completeFill(this.#db, this.#fill, this.figures, extraKeys);
  }

  /** Gives the fill up: nothing of it stays in the audience. */
  async fail(error: { code: string; detail: string; line: number | null }): Promise<void> {
    this.#contacts = [];
    this.#rejects = [];
    // A batch still on its way lands first, so the removal below takes it too.
    await this.#writing.catch(() => undefined);
    await failFill(this.#db, this.#fill, this.figures, error);
  }
}
