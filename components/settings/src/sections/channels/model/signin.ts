import { SIGNIN_PROVIDERS, type SigninKind, type SigninProvider, signinProviderOf } from '@omnicanal/api';
import type { ChannelKind } from '@omnicanal/core';

/*
 * The provider sign-in of a channel form (spec 002 §3, §8): which kinds connect through it, what
 * the console keeps while the admin is at the provider's page, what the return page
 * (`/messaging/logged`) reads from its query.
 */

/** Kinds whose account comes from the provider's sign-in, never typed (WhatsApp has its own signup). */
export function signinFor(kind: ChannelKind): SigninProvider | null {
  const provider = signinProviderOf(kind);
  return provider === 'whatsapp' ? null : provider;
}

/** What the form keeps while the admin is away: the kind, and the channel being changed if any. */
export interface SigninDraft {
  kind: SigninKind;
  channel: number | null;
}

/** The session storage key of the draft (one sign-in at a time per tab). */
export const SIGNIN_DRAFT_KEY = 'omnicanal.channels.signin';

/** The draft as stored, or null when missing or not one of ours. */
export function readDraft(text: string | null): SigninDraft | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<SigninDraft>;
    if (typeof draft.kind !== 'string' || !signinProviderOf(draft.kind)) return null;
    return {
      kind: draft.kind as SigninKind,
      channel: typeof draft.channel === 'number' ? draft.channel : null,
    };
  } catch {
    return null;
  }
}

/** What the provider sent back on `/messaging/logged`. */
export type LoggedQuery =
  | { outcome: 'code'; provider: SigninProvider; code: string; state: string }
  | { outcome: 'refused'; provider: SigninProvider }
  | { outcome: 'invalid' };

/** Reads the return page's query: a code with its state, a refusal, or nothing usable. */
export function loggedQuery(search: string): LoggedQuery {
  const query = new URLSearchParams(search);
  const provider = query.get('provider') ?? '';
  if (!(SIGNIN_PROVIDERS as readonly string[]).includes(provider)) return { outcome: 'invalid' };
  const known = provider as SigninProvider;
  if (query.get('error')) return { outcome: 'refused', provider: known };
  const code = query.get('code');
  const state = query.get('state');
  return code && state ? { outcome: 'code', provider: known, code, state } : { outcome: 'invalid' };
}

/** The first kind a provider connects: the retry's kind when the draft is gone. */
export const defaultKind = (provider: SigninProvider): SigninKind =>
  (
    ({
      facebook: 'facebook',
      instagram: 'instagram_dm',
      twitter: 'twitter_dm',
      whatsapp: 'whatsapp',
    }) as const
  )[provider];
