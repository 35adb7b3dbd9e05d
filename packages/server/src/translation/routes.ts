import { type TranslateAnswer, TranslateRequest, type TranslationStatus } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { providerFromEnv } from './configure.ts';
import { type TranslationProvider, TranslationUnavailable } from './provider.ts';

/**
 * The translation service, mounted at /api/translation (spec 000 §7 POST /translate): signed-in
 * console users translate a message through the configured provider.
 */
export function translationRoutes(ctx: AppContext, provider: TranslationProvider | null = providerFromEnv()) {
  return async (app: FastifyInstance) => {
    app.get('/status', async (request): Promise<TranslationStatus> => {
      await requireUser(ctx.db, request);
      return { configured: provider !== null, provider: provider?.name ?? null };
    });

    app.post('/translate', async (request): Promise<TranslateAnswer> => {
      await requireUser(ctx.db, request);
      const input = parseBody(TranslateRequest, request.body);
      if (!provider)
        throw new HttpError(503, 'translation_not_configured', 'No translation service is configured.');
      try {
        const result = await provider.translate({
          text: input.text,
          target: input.target,
          source: input.source ?? null,
        });
        return { text: result.text, source: result.source, provider: provider.name };
      } catch (err) {
        if (err instanceof TranslationUnavailable)
          throw new HttpError(502, 'translation_failed', err.message);
        throw err;
      }
    });
  };
}
