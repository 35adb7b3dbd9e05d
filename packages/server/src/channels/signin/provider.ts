import type { SigninKind, SigninProvider } from '@omnicanal/api';

/**
 * One account a provider's sign-in gave access to, with the credential a channel keeps for it
 * (a page's access token, a WhatsApp business token). The credential never leaves the server.
 */
export interface FoundAccount {
  id: string;
  name: string;
  /** Instagram: followers and whether the account may use the messaging API (spec 002 §5). */
  followers?: number;
  eligible?: boolean;
  /** WhatsApp: the number's id at Meta, its business account and the number as shown. */
  phone_number_id?: string;
  waba_id?: string;
  display_phone_number?: string;
  credential?: string;
}

/** A sign-in under way, as an adapter sees it. */
export interface PendingSignin {
  id: number;
  provider: SigninProvider;
  kind: SigninKind;
  /** What the local provider's page recorded: the accounts granted (null before the page answered). */
  granted: string[] | null;
}

/** The provider refused the code: its reason goes to the admin as `signin_failed`. */
export class SigninRefused extends Error {
  readonly reason: string;
  constructor(reason: string, detail: string) {
    super(detail);
    this.name = 'SigninRefused';
    this.reason = reason;
  }
}

/**
 * A sign-in provider: where to send the admin with a state, and the code it sends back exchanged
 * for the accounts. The local provider stands in for every provider a server has no app for.
 */
export interface SigninAdapter {
  /** `local`, or the real provider's name. */
  readonly name: string;
  /** The page to send the admin to; `state` comes back with the code. */
  authorizeUrl(provider: SigninProvider, state: string): string;
  /** The accounts a code gives access to; throws `SigninRefused` when the provider refuses it. */
  exchange(code: string, signin: PendingSignin): Promise<FoundAccount[]>;
}

/** Where every provider sends the admin back: the console's return page (spec 000 §2). */
export const returnUrl = (publicUrl: string, provider: SigninProvider) =>
  `${publicUrl}/messaging/logged?provider=${provider}`;
