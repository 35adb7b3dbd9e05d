import { LibreTranslateProvider } from './libretranslate.ts';
import type { TranslationProvider } from './provider.ts';

/**
 * The provider the environment configures: `TRANSLATION_URL` (base URL of a LibreTranslate
 * service) and `TRANSLATION_API_KEY` (when the service wants one). None without a URL: the
 * console then says translation is not configured rather than pretending to translate.
 */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): TranslationProvider | null {
  const url = env.TRANSLATION_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`TRANSLATION_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`TRANSLATION_URL must be an http(s) URL, not ${url}`);
  return new LibreTranslateProvider({ url, apiKey: env.TRANSLATION_API_KEY?.trim() || null });
}
