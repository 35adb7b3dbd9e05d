import { ApiRequestError, SocketCommandError } from '@omnicanal/api';
import { i18n } from './i18n.ts';

/**
 * The one place where an error becomes a sentence (CONVENTIONS.md): a catalogue code has its
 * `common:errors.<code>` text; a server sentence is shown as given; anything else is generic.
 */
export function errorMessage(error: unknown): string {
  const code =
    error instanceof ApiRequestError
      ? error.error.code
      : error instanceof SocketCommandError
        ? error.code
        : null;
  if (code && i18n.exists(`common:errors.${code}`)) return i18n.t(`common:errors.${code}`) as string;
  if (error instanceof ApiRequestError && error.error.general[0]) return error.error.general[0];
  return i18n.t('common:errors.unknown') as string;
}
