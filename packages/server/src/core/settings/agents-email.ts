import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What an address changed by someone else undoes, in the transaction of the change: the address is
 * unconfirmed until the confirmation link mailed to it is opened (no password reset is mailed
 * meanwhile), every session of the user ends, and no link mailed to the old address stays usable.
 */
export async function endSessionsForNewEmail(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx.updateTable('users').set({ has_confirm_email: false }).where('id', '=', userId).execute();
  await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('account_keys')
    .where('user_id', '=', userId)
    .where('kind', 'in', ['password_reset', 'email_confirm'])
    .execute();
}
