import { verifyPassword } from '../../auth/passwords.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import type { UserRow } from '../repo.ts';
import { AccountSuspended } from './login.ts';
import { clearAccount, lockedUntil, recordFailure } from './throttle.ts';

/**
 * Checks the password of a signed-in user for an action that needs it again (changing it, turning
 * two-factor on or off), under the sign-in throttle: a locked account or address is answered 429
 * before any check, a wrong password counts as a failed sign-in, a right one clears the account's
 * count. A stolen session thus cannot guess the password faster than the sign-in screen allows.
 */
export async function checkPasswordAgain(
  ctx: Pick<Infrastructure, 'db' | 'clock'>,
  user: UserRow,
  password: string,
  ip: string,
): Promise<boolean> {
  const keys = { account: user.email, ip };
  const now = ctx.clock();
  const until = await lockedUntil(ctx.db, keys, now);
  if (until) throw new AccountSuspended(until);
  const ok = await verifyPassword(password, user.password_hash);
  if (ok) await clearAccount(ctx.db, user.email);
  else await recordFailure(ctx.db, keys, now);
  return ok;
}
