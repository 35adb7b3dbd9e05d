import { TranslateAnswer, TranslateRequest, TranslationStatus } from '@omnicanal/api';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { TranslationUnavailable } from './provider.ts';

/**
 * The translation service, mounted at /api/translation (spec 000 §7 POST /translate): signed-in
 * console users translate a message through the configured provider (`app.translation`).
 */
export const translationPlugin: ServicePlugin = async (app) => {
  const provider = app.translation;
  app.get(
    '/status',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Whether a translation provider is configured, and which.',
        response: { 200: TranslationStatus },
      },
    },
    async (): Promise<TranslationStatus> => ({
      configured: provider !== null,
      provider: provider?.name ?? null,
    }),
  );

  app.post(
    '/translate',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Translates a message through the configured provider.',
        description: 'Answers 503 without a provider and 502 when the provider fails.',
        body: TranslateRequest,
        response: { 200: TranslateAnswer },
      },
    },
    async (request): Promise<TranslateAnswer> => {
      if (!provider)
        throw new HttpError(503, 'translation_not_configured', 'No translation service is configured.');
      const { text, target, source } = request.body;
      try {
        const result = await provider.translate({ text, target, source: source ?? null });
        return { text: result.text, source: result.source, provider: provider.name };
      } catch (err) {
        if (err instanceof TranslationUnavailable)
          throw new HttpError(502, 'translation_failed', err.message);
        throw err;
      }
    },
  );
};
