import { randomBytes } from 'node:crypto';
import type { SigninAccount, SigninKind, SigninProvider } from '@omnicanal/api';
import { INSTAGRAM_MAX_FOLLOWERS, INSTAGRAM_MIN_FOLLOWERS } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';
import type { ServerConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { openSecret, sealSecret, secretKeyOf } from '../secrets.ts';
import { facebookProviders, facebookSignin } from './facebook.ts';
import { localSignin } from './local.ts';
import { type FoundAccount, type SigninAdapter, SigninRefused } from './provider.ts';

/*
 * Sign-ins to a channel provider: a state bound to the company, the admin and the channel kind,
 * kept by its hash, single use, valid ten minutes; its exchange answers the accounts and keeps
 * their credentials sealed on the sign-in until a channel takes one.
 */

/** How long an admin has to come back from the provider. */
export const SIGNIN_TTL_MS = 10 * 60_000;
/** How long, once exchanged, the admin has to finish the channel's form (a business profile takes a while). */
export const CONNECT_TTL_MS = 60 * 60_000;

/** Who starts or finishes a sign-in. */
export interface SigninActor {
  companyId: number;
  userId: number;
}

/** The adapter of a provider on this server: the real one when its app is configured, else the local one. */
export function signinAdapter(config: ServerConfig, provider: SigninProvider): SigninAdapter {
  if (config.facebook && facebookProviders(config.facebook).includes(provider))
    return facebookSignin(config.facebook, config.publicUrl, config.outboundPrivate);
  return localSignin(config.publicUrl);
}

/** `signin_failed`, with the field that failed. */
export const signinFailed = (field: 'state' | 'code', reason: string, detail: string) =>
  new HttpError(400, 'signin_failed', detail, { [field]: [reason] });

/** A new random state (or local code): 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Starts a sign-in: the URL to send the admin to. */
export async function startSignin(
  db: Kysely<DB>,
  config: ServerConfig,
  actor: SigninActor,
  provider: SigninProvider,
  kind: SigninKind,
): Promise<string> {
  const state = newToken();
  await db
    .insertInto('channel_signins')
    .values({
      company_id: actor.companyId,
      user_id: actor.userId,
      provider,
      kind,
      state_hash: hashToken(state),
      expires_at: new Date(config.clock() + SIGNIN_TTL_MS),
    })
    .execute();
  return signinAdapter(config, provider).authorizeUrl(provider, state);
}

/** A sign-in waiting for its provider's answer, found by its state (the local page's view). */
export async function pendingSignin(db: Kysely<DB>, config: ServerConfig, provider: string, state: string) {
  const row = await db
    .selectFrom('channel_signins')
    .selectAll()
    .where('state_hash', '=', hashToken(state))
    .executeTakeFirst();
  if (
    !row ||
    row.provider !== provider ||
    row.used_at ||
    row.code_hash ||
    row.refused ||
    new Date(row.expires_at).getTime() <= config.clock()
  )
    return null;
  return row;
}

/** One account as the console sees it, with what spec 002 §5 says about an Instagram direct one. */
function toAccount(kind: string, a: FoundAccount): SigninAccount {
  const eligible = a.eligible ?? null;
  const followers = a.followers ?? null;
  const fits =
    eligible === true &&
    followers !== null &&
    followers >= INSTAGRAM_MIN_FOLLOWERS &&
    followers <= INSTAGRAM_MAX_FOLLOWERS;
  return {
    id: a.id,
    name: a.name,
    followers,
    eligible,
    problem: kind === 'instagram_dm' && !fits ? 'instagram_not_eligible' : null,
    phone_number_id: a.phone_number_id ?? null,
    waba_id: a.waba_id ?? null,
    display_phone_number: a.display_phone_number ?? null,
  };
}

/** What an exchange gives: the accounts, and for the server only their credentials. */
export interface Exchanged {
  signinId: number;
  kind: SigninKind;
  accounts: SigninAccount[];
  credentials: Record<string, string>;
}

/**
 * Trades a provider's code for the accounts. The state is taken once, by the admin who started it
 * in the same company, before its ten minutes are up; anything else — another company's or
 * admin's state, a reused or expired one, a refusal — is `signin_failed` and connects nothing.
 */
export async function exchangeSignin(
  db: Kysely<DB>,
  config: ServerConfig,
  actor: SigninActor,
  provider: SigninProvider,
  code: string,
  state: string,
): Promise<Exchanged> {
  const signin = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('channel_signins')
      .selectAll()
      .where('state_hash', '=', hashToken(state))
      .forUpdate()
      .executeTakeFirst();
    if (
      !row ||
      row.company_id !== actor.companyId ||
      row.user_id !== actor.userId ||
      row.provider !== provider
    )
      throw signinFailed('state', 'invalid', 'This sign-in was not started here.');
    if (row.used_at) throw signinFailed('state', 'used', 'This sign-in was already used: sign in again.');
    if (new Date(row.expires_at).getTime() <= config.clock())
      throw signinFailed('state', 'expired', 'This sign-in expired: sign in again.');
    if (row.refused) throw signinFailed('code', 'access_denied', 'The sign-in was refused.');
    // The local page recorded its code; a real provider's code is checked by the provider.
    if (row.code_hash && row.code_hash !== hashToken(code))
      throw signinFailed('code', 'invalid', 'This code does not belong to this sign-in.');
    await trx
      .updateTable('channel_signins')
      .set({ used_at: new Date(config.clock()) })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
  let found: FoundAccount[];
  try {
    found = await signinAdapter(config, provider).exchange(code, {
      id: signin.id,
      provider,
      kind: signin.kind as SigninKind,
      granted: signin.granted,
    });
  } catch (error) {
    if (error instanceof SigninRefused) throw signinFailed('code', error.reason, error.message);
    throw error;
  }
  const key = secretKeyOf(config.secretKey);
  const credentials: Record<string, string> = {};
  for (const a of found) if (a.credential) credentials[a.id] = a.credential;
  const sealed = Object.fromEntries(Object.entries(credentials).map(([id, c]) => [id, sealSecret(key, c)]));
  const accounts = found.map((a) => toAccount(signin.kind, a));
  await db
    .updateTable('channel_signins')
    .set({
      accounts: JSON.stringify(accounts),
      credentials: JSON.stringify(sealed),
      expires_at: new Date(config.clock() + CONNECT_TTL_MS),
    })
    .where('id', '=', signin.id)
    .execute();
  return { signinId: signin.id, kind: signin.kind as SigninKind, accounts, credentials };
}

/** An exchanged sign-in's account a channel is about to take, with its credential opened. */
export interface TakenAccount {
  signinId: number;
  kind: SigninKind;
  account: SigninAccount;
  credential: string | null;
}

/**
 * The account `accountId` of an exchanged sign-in (found by its state), for the channel about to be
 * saved: the same admin and company, within the hour after the exchange, not yet taken by a
 * channel. Save the channel through `connectOnce`.
 */
export async function exchangedAccount(
  db: Kysely<DB>,
  config: ServerConfig,
  actor: SigninActor,
  provider: SigninProvider,
  state: string,
  accountId: string,
): Promise<TakenAccount> {
  const row = await db
    .selectFrom('channel_signins')
    .selectAll()
    .where('state_hash', '=', hashToken(state))
    .executeTakeFirst();
  if (!row || row.company_id !== actor.companyId || row.user_id !== actor.userId || row.provider !== provider)
    throw signinFailed('state', 'invalid', 'This sign-in was not started here.');
  if (!row.used_at || !row.accounts)
    throw signinFailed('state', 'invalid', 'This sign-in was not exchanged.');
  if (row.connected_at !== null)
    throw signinFailed('state', 'used', 'This sign-in already connected a channel.');
  if (new Date(row.expires_at).getTime() <= config.clock())
    throw signinFailed('state', 'expired', 'This sign-in expired: sign in again.');
  const account = row.accounts.find((a) => a.id === accountId);
  if (!account)
    throw new HttpError(400, 'signin_failed', 'This account was not part of the sign-in.', {
      account: ['not_found'],
    });
  const sealed = row.credentials[accountId];
  const credential = sealed ? openSecret(secretKeyOf(config.secretKey), sealed) : null;
  return { signinId: row.id, kind: row.kind as SigninKind, account, credential };
}

/**
 * Saves the channel a sign-in connects, once: the sign-in is claimed first (two saves racing with
 * the same state cannot both win), given back if the save fails, and names its channel after.
 */
export async function connectOnce<T extends { id: number }>(
  db: Kysely<DB>,
  signinId: number,
  save: () => Promise<T>,
): Promise<T> {
  const claimed = await db
    .updateTable('channel_signins')
    .set({ connected_at: new Date() })
    .where('id', '=', signinId)
    .where('connected_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    throw signinFailed('state', 'used', 'This sign-in already connected a channel.');
  let saved: T;
  try {
    saved = await save();
  } catch (error) {
    await db.updateTable('channel_signins').set({ connected_at: null }).where('id', '=', signinId).execute();
    throw error;
  }
  await db.updateTable('channel_signins').set({ channel_id: saved.id }).where('id', '=', signinId).execute();
  return saved;
}
