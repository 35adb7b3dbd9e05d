/** What a translation provider is asked: the text, the language wanted, the text's language if known. */
export interface TranslationInput {
  text: string;
  target: string;
  source: string | null;
}

export interface TranslationResult {
  text: string;
  /** The source language, as given or as the provider detected it. */
  source: string | null;
}

/**
 * A translation service behind `POST /api/translation/translate` (spec 000 §7 POST /translate).
 * `name` is what the answer and the status report.
 */
export interface TranslationProvider {
  readonly name: string;
  translate(input: TranslationInput): Promise<TranslationResult>;
}

/** The provider could not answer (down, refused the key, bad answer): a 502 for the caller. */
export class TranslationUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'TranslationUnavailable';
  }
}
