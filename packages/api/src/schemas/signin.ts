import * as v from 'valibot';
import { WhatsappBusiness } from './channel.ts';
import { RowId } from './common.ts';
import { SettingsLabel } from './settings/common.ts';

/*
 * Connecting a channel through its provider's sign-in (spec 002 §3, §8; misc service): the console
 * starts a sign-in (`POST /signin/{provider}` → the URL to send the admin to), the provider sends
 * the admin back to `/messaging/logged` with a code and the state, and the console exchanges them
 * (`POST /signin/{provider}/exchange`) for the accounts the admin may connect. Tokens never travel
 * through the browser: the server keeps them sealed. A refused, expired or reused sign-in answers
 * `signin_failed`.
 */

/** Who signs the admin in: Facebook (Messenger, Facebook comments), Instagram, X, Meta's embedded signup. */
export const SIGNIN_PROVIDERS = ['facebook', 'instagram', 'twitter', 'whatsapp'] as const;
export type SigninProvider = (typeof SIGNIN_PROVIDERS)[number];

/** The channel kinds each provider's sign-in connects. */
export const SIGNIN_KINDS = {
  facebook: ['facebook', 'facebook_comments'],
  instagram: ['instagram_dm', 'instagram_comments'],
  twitter: ['twitter_dm', 'twitter_comments'],
  whatsapp: ['whatsapp'],
} as const satisfies Record<SigninProvider, readonly string[]>;
export type SigninKind = (typeof SIGNIN_KINDS)[SigninProvider][number];

/** The provider a channel kind signs in with, or null when the kind takes its settings typed. */
export function signinProviderOf(kind: string): SigninProvider | null {
  for (const provider of SIGNIN_PROVIDERS)
    if ((SIGNIN_KINDS[provider] as readonly string[]).includes(kind)) return provider;
  return null;
}

export const SigninParams = v.object({ provider: v.picklist(SIGNIN_PROVIDERS, 'invalid') });

const ALL_KINDS = Object.values(SIGNIN_KINDS).flat() as SigninKind[];

/** `POST /signin/{provider}`: the channel kind the sign-in is for. */
export const SigninStartInput = v.object({ kind: v.picklist(ALL_KINDS, 'invalid') });
export type SigninStartInput = v.InferOutput<typeof SigninStartInput>;

/** Where to send the admin: the provider's page (ours for the local provider). */
export const SigninStart = v.object({ url: v.string() });
export type SigninStart = v.InferOutput<typeof SigninStart>;

const Token = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(2048, 'too_long'));

/** `POST /signin/{provider}/exchange`: what the provider gave back on `/messaging/logged`. */
export const SigninExchangeInput = v.object({ code: Token, state: Token });
export type SigninExchangeInput = v.InferOutput<typeof SigninExchangeInput>;

/**
 * One account a sign-in returned. Instagram says its followers and eligibility (spec 002 §5), and
 * `problem` is `instagram_not_eligible` for one Instagram direct cannot take; WhatsApp says its
 * number.
 */
export const SigninAccount = v.object({
  id: v.string(),
  name: v.string(),
  followers: v.nullable(v.number()),
  eligible: v.nullable(v.boolean()),
  problem: v.nullable(v.string()),
  phone_number_id: v.nullable(v.string()),
  waba_id: v.nullable(v.string()),
  display_phone_number: v.nullable(v.string()),
});
export type SigninAccount = v.InferOutput<typeof SigninAccount>;

/** The exchange's answer: the kind it was started for and the accounts to choose from. */
export const SigninExchange = v.object({
  provider: v.picklist(SIGNIN_PROVIDERS),
  kind: v.picklist(ALL_KINDS),
  accounts: v.array(SigninAccount),
});
export type SigninExchange = v.InferOutput<typeof SigninExchange>;

/**
 * `GET /whatsapp/sdk-config`: what the console needs to open Meta's embedded signup (the app and
 * its configuration), or `local` when the server has none and its own page stands in.
 */
export const WhatsappSdkConfig = v.object({
  provider: v.picklist(['meta', 'local']),
  app_id: v.nullable(v.string()),
  config_id: v.nullable(v.string()),
});
export type WhatsappSdkConfig = v.InferOutput<typeof WhatsappSdkConfig>;

/**
 * `POST /whatsapp`: the embedded signup's result (its state, the number chosen) and the business
 * profile of the full subscription (spec 002 §3, §5). With `code` the server exchanges it (Meta's
 * signup hands the code to the page); without, the state must be one the admin already exchanged
 * (`POST /signin/whatsapp/exchange`, which listed the numbers).
 */
export const WhatsappSignupInput = v.object({
  code: v.optional(Token),
  state: Token,
  phone_number_id: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'too_long')),
  name: SettingsLabel,
  skill: RowId,
  business: WhatsappBusiness,
});
export type WhatsappSignupInput = v.InferOutput<typeof WhatsappSignupInput>;

/**
 * `POST /signin/{provider}/channel`: the account chosen among those of an exchanged sign-in (its
 * state) becomes a channel of the sign-in's kind — a new one, or `channel` when it connects a
 * stored one again. The account's credential, kept sealed by the server, becomes the channel's.
 */
export const SigninChannelInput = v.object({
  state: Token,
  account_id: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long')),
  channel: v.optional(v.nullable(RowId), null),
  name: SettingsLabel,
  skill: RowId,
});
export type SigninChannelInput = v.InferOutput<typeof SigninChannelInput>;
