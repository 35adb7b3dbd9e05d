import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { FILL_BATCH, type ParsedBatch, type RowReject } from './audience-csv.ts';
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

/** The import row's progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

/** Contacts to write: the JSON array `writeContacts` takes and their lines, in the same order. */
interface ContactsToWrite {
  contacts: string;
  lines: readonly number[];
}

/**
 * Fills one generation of an audience, in batches: the contacts of a batch are written together,
 * a contact already in the generation (the same external_id, normalised) is refused as a
 * duplicate, refused rows are kept for the report, and the import row's figures move as it goes.
 * Rows come one by one (`add`) or as batches read elsewhere (`addBatch`, a file). `complete` makes
 * the generation live in one step; `fail` removes it, leaving the audience as it was. Memory holds
 * one batch, whatever the number of rows.
 */
export class ContactFill {
  readonly #db: Kysely<DB>;
  readonly #fill: ContactImportRow;
  #contacts: ContactRow[] = [];
  #rejects: RowReject[] = [];
  #lastProgress = 0;
  /**
   * The batch being written while the next one is read: the database works while the rows after
   * it are parsed. One at a time, so a contact is checked against every batch before it.
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
    return this.#handOver(this.#takeContacts());
  }

  /** Takes a batch of a file's rows; answers once the batch before is written and this one is on its way. */
  addBatch(batch: ParsedBatch): Promise<void> {
    this.figures.rows_read += batch.rows;
    this.figures.bytes_read = batch.bytes;
    this.figures.rejected += batch.rejects.length;
    this.#rejects.push(...batch.rejects);
    return this.#handOver({ contacts: batch.contacts, lines: batch.lines });
  }

  async #handOver(contacts: ContactsToWrite | null): Promise<void> {
    // The batch before must be in (and its error, if any, raised here) before this one goes.
    await this.#writing;
    this.#writing = this.#write(contacts);
    // Its failure is raised where it is awaited (the next batch, `complete`); not a stray rejection meanwhile.
    this.#writing.catch(() => undefined);
  }

  #takeContacts(): ContactsToWrite | null {
    const contacts = this.#contacts;
    this.#contacts = [];
    if (contacts.length === 0) return null;
    return { contacts: JSON.stringify(contacts), lines: contacts.map((contact) => contact.line) };
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
    await this.#write(this.#takeContacts(), bytesRead);
  }

  async #write(toWrite: ContactsToWrite | null, bytesRead?: number): Promise<void> {
    const rejects = this.#rejects;
    this.#rejects = [];
    if (toWrite && toWrite.lines.length > 0) {
      const { contacts, lines } = toWrite;
      const duplicates = await writeContacts(
        this.#db,
        this.#fill.list_id,
        this.#fill.generation,
        contacts,
        lines,
      );
      this.figures.accepted += lines.length - duplicates.length;
      if (duplicates.length > 0) {
        // Duplicates are few: the batch is read back only to name them.
        const skipped = new Set(duplicates);
        for (const contact of JSON.parse(contacts) as ContactRow[]) {
          if (!skipped.has(contact.line)) continue;
          this.figures.rejected++;
          rejects.push({ line: contact.line, reason: 'duplicate', value: contact.external_id.slice(0, 200) });
        }
      }
    }
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
