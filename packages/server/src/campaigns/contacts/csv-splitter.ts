/**
 * Why a piece of text cannot be read as CSV: `line` is where the record starts (the title line
 * is 1).
 */
export class CsvSyntaxError extends Error {
  readonly code: 'record_too_long' | 'quote_not_closed' | 'text_after_quote';
  readonly line: number;
  constructor(code: CsvSyntaxError['code'], line: number) {
    super(code);
    this.code = code;
    this.line = line;
  }
}

/** One record and the line it starts on. */
export interface SplitRecord {
  cells: string[];
  line: number;
}

const QUOTE = '"';

/**
 * Splits CSV text into records as it arrives, chunk by chunk, holding only the unfinished
 * record. RFC 4180 with the leniency spreadsheets need: records end with `\n` or `\r\n`; a field
 * that starts with a quote is quoted (`""` is a quote, separators and line breaks are text); a
 * quote elsewhere in a field is plain text (`=HYPERLINK("…")` typed by hand); a record may have
 * any number of cells. Most lines hold no quote at all: those are cut with `split`, several
 * times faster than a character-by-character parser (the import's rows per second hang on it).
 */
export class CsvSplitter {
  readonly #delimiter: string;
  readonly #maxRecord: number;
  /** The start of a record whose end has not arrived yet. */
  #carry = '';
  /** The line the next record starts on. */
  #line = 1;
  #started = false;

  constructor(delimiter: string, maxRecord: number) {
    this.#delimiter = delimiter;
    this.#maxRecord = maxRecord;
  }

  /** The records `chunk` completes, in order. */
  push(chunk: string): SplitRecord[] {
    let text = this.#carry + chunk;
    if (!this.#started && text.length > 0) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const records: SplitRecord[] = [];
    const at = this.#read(text, records, false);
    this.#carry = text.slice(at);
    if (this.#carry.length > this.#maxRecord) throw new CsvSyntaxError('record_too_long', this.#line);
    return records;
  }

  /** The last records, once the text has ended. */
  end(): SplitRecord[] {
    const records: SplitRecord[] = [];
    this.#read(this.#carry, records, true);
    this.#carry = '';
    return records;
  }

  /** Reads the whole records of `text` into `records`; answers where the unfinished one starts. */
  #read(text: string, records: SplitRecord[], final: boolean): number {
    let at = 0;
    // The next quote, searched again only once passed: a file without quotes is scanned once.
    let quote = text.indexOf(QUOTE);
    while (at < text.length) {
      const newline = text.indexOf('\n', at);
      const lineEnd = newline === -1 ? text.length : newline;
      if (quote !== -1 && quote < at) quote = text.indexOf(QUOTE, at);
      if (quote === -1 || quote > lineEnd) {
        if (newline === -1 && !final) return at;
        if (lineEnd - at > this.#maxRecord) throw new CsvSyntaxError('record_too_long', this.#line);
        const end = lineEnd > at && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
        records.push({ cells: text.slice(at, end).split(this.#delimiter), line: this.#line });
        this.#line++;
        at = lineEnd + 1;
        continue;
      }
      const quoted = this.#quotedRecord(text, at, final, records);
      if (quoted === null) return at;
      at = quoted;
    }
    return at;
  }

  /**
   * Reads one record holding a quote, cell by cell, from `start`, into `records`. Answers where
   * the next record starts, or null when its end has not arrived yet.
   */
  #quotedRecord(text: string, start: number, final: boolean, records: SplitRecord[]): number | null {
    const cells: string[] = [];
    const delimiter = this.#delimiter;
    let breaks = 0;
    let at = start;
    for (;;) {
      let cell = '';
      if (text[at] === QUOTE) {
        at++;
        for (;;) {
          const close = text.indexOf(QUOTE, at);
          if (close === -1) {
            if (final) throw new CsvSyntaxError('quote_not_closed', this.#line);
            return null;
          }
          const part = text.slice(at, close);
          for (let i = part.indexOf('\n'); i !== -1; i = part.indexOf('\n', i + 1)) breaks++;
          cell += part;
          if (close + 1 >= text.length && !final) return null;
          if (text[close + 1] === QUOTE) {
            cell += QUOTE;
            at = close + 2;
            continue;
          }
          at = close + 1;
          break;
        }
        const next = text[at];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
          throw new CsvSyntaxError('text_after_quote', this.#line);
        if (next === '\r' && at + 1 >= text.length && !final) return null;
      } else {
        // An unquoted cell runs to the next separator or the line's end; its quotes are text.
        let end = at;
        while (end < text.length && text[end] !== delimiter && text[end] !== '\n') end++;
        if (end >= text.length && !final) return null;
        cell = text.slice(at, end);
        if (text[end] === '\n' && cell.endsWith('\r')) cell = cell.slice(0, -1);
        at = end;
      }
      cells.push(cell);
      if (at - start > this.#maxRecord) throw new CsvSyntaxError('record_too_long', this.#line);
      const next = text[at];
      if (next === delimiter) {
        at++;
        continue;
      }
      if (next === '\r') at++;
      if (text[at] === '\n') at++;
      else if (at < text.length) throw new CsvSyntaxError('text_after_quote', this.#line);
      records.push({ cells, line: this.#line });
      this.#line += 1 + breaks;
      return at;
    }
  }
}
