import { ApiRequestError } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

/**
 * Spec 002 §8: "a subscribe 400 gives a message keyed by the first error code with the
 * card-provider code inserted" (`Insufficient funds (Error code: card_declined)`). A code this
 * area has no sentence for falls back to the one place errors become sentences (`errorMessage`).
 */
export function paymentErrorMessage(error: unknown, t: Translate, exists: Exists): string {
  if (error instanceof ApiRequestError && error.error.code) {
    const key = `billing:payment_errors.${error.error.code}`;
    if (exists(key)) return t(key, { code: error.error.providerCode ?? error.error.code });
  }
  return errorMessage(error);
}
