import type { AccountLoginRequest, TokenResponse } from '@omnicanal/api';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import { issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../http/errors.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { findActiveUserByEmail } from '../repo.ts';
import { claimAttempt, clearAttempts, recordAddressFailure } from './throttle.ts';
import { verifyTotp } from './totp.ts';

/** One answer for a wrong password and an unknown email, so the answer does not reveal accounts. */
const badAuthentication = () => new HttpError(400, 'bad_authentication', 'Invalid email or password.');

/** 429 account_suspended with the end of the lock, which the client shows ("suspended until …"). */
export class AccountSuspended extends HttpError {
  readonly until: Date;
  constructor(until: Date) {
    super(429, 'account_suspended', 'Too many failed sign-ins: try again later.');
    this.until = until;
  }
  override get body(): Record<string, unknown> {
    return { ...super.body, until: this.until.toISOString() };
  }
}

/**
 * POST /user/login: the password, then the second factor when the account has one. Every attempt
 * counts toward the throttle of the account from this address, failed passwords and codes toward
 * the address's too; a success clears the account's count from this address.
 */
export async function signIn(
  ctx: Pick<Infrastructure, 'db' | 'clock'>,
  { email, password, code, ip }: AccountLoginRequest & { ip: string },
): Promise<TokenResponse> {
  const keys = { account: email, ip };
  const now = ctx.clock();
  // The attempt is counted before the slow password check, so parallel attempts cannot all pass.
  const until = await claimAttempt(ctx.db, keys, now);
  if (until) throw new AccountSuspended(until);

  const user = await findActiveUserByEmail(ctx.db, email);
  // Unknown emails still pay for a hash check: timing must not tell them apart either.
  const ok = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
  if (!user || !ok) {
    await recordAddressFailure(ctx.db, keys, now);
    throw badAuthentication();
  }

  if (user.two_factor_secret) {
    if (code === undefined || code === '')
      throw new HttpError(401, 'two_factor_required', 'Enter the code of your authenticator app.');
    const step = verifyTotp(user.two_factor_secret, code.replace(/\s/g, ''), now, user.two_factor_last_step);
    if (step === null) {
      await recordAddressFailure(ctx.db, keys, now);
      throw new HttpError(401, 'two_factor_failed', 'The two-factor code is not valid.');
    }
    // Conditional on the last step so that two sign-ins racing with one code cannot both pass.
    const claimed = await ctx.db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0)
      throw new HttpError(401, 'two_factor_failed', 'The two-factor code is not valid.');
  }

  await clearAttempts(ctx.db, keys);
  return issueToken(ctx.db, user.id);
}
