import type { TranslationInput, TranslationProvider, TranslationResult } from './provider.ts';
import { TranslationUnavailable } from './provider.ts';

/** A provider that takes longer than this is treated as down: an agent is waiting on it. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

export interface LibreTranslateOptions {
  /** Base URL of the service, e.g. `https://libretranslate.com` or a self-hosted instance. */
  url: string;
  apiKey: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * LibreTranslate's `POST /translate` (open source, self-hostable, also offered as a paid public
 * API): `{q, source, target, format, api_key}` → `{translatedText, detectedLanguage?}`.
 */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate';
  readonly #endpoint: string;
  readonly #apiKey: string | null;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: LibreTranslateOptions) {
    this.#endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
    this.#fetch = options.fetch ?? fetch;
  }

  async translate(input: TranslationInput): Promise<TranslationResult> {
    const body: Record<string, string> = {
      q: input.text,
      source: input.source ?? 'auto',
      target: input.target,
      format: 'text',
    };
    if (this.#apiKey) body.api_key = this.#apiKey;
    let response: Response;
    try {
      response = await this.#fetch(this.#endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (err) {
      throw new TranslationUnavailable(`The translation service did not answer: ${(err as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      const reason = typeof answer?.error === 'string' ? answer.error : `status ${response.status}`;
      throw new TranslationUnavailable(`The translation service refused the text: ${reason}`);
    }
    return parseAnswer(answer, input.source);
  }
}

/** The translation in LibreTranslate's answer, or an error when the answer is not one. */
export function parseAnswer(
  answer: Record<string, unknown> | null,
  source: string | null,
): TranslationResult {
  if (!answer || typeof answer.translatedText !== 'string')
    throw new TranslationUnavailable('The translation service answered without a translation.');
  const detected = answer.detectedLanguage as { language?: unknown } | undefined;
  const language = typeof detected?.language === 'string' ? detected.language : source;
  return { text: answer.translatedText, source: language ?? null };
}
