import type { Kysely } from 'kysely';
import { openSecret, secretKeyOf } from '../channels/secrets.ts';
import type { DB } from '../db/schema.ts';
import type { SftpTarget } from '../sftp/client.ts';
import { companySshKey } from '../sftp/keys.ts';

/** SFTP's port when an account does not say. */
const SFTP_PORT = 22;

/**
 * How to reach an SFTP third-party account of a company: its public settings `host`, `port` and
 * `username`; its secret `password` when it has one, else our company key (the admin put its
 * public line in the server's authorized_keys); the host key an admin confirmed. Null when the
 * company has no such SFTP account.
 */
export async function sftpTargetOf(
  db: Kysely<DB>,
  secretKey: string,
  companyId: number,
  accountId: number,
): Promise<SftpTarget | null> {
  const row = await db
    .selectFrom('thirdparty_accounts')
    .select(['settings', 'secrets', 'sftp_host_key'])
    .where('id', '=', accountId)
    .where('company_id', '=', companyId)
    .where('kind', '=', 'sftp')
    .executeTakeFirst();
  if (!row) return null;
  const { host, port, username } = row.settings;
  const sealed = row.secrets.password;
  const password = sealed ? openSecret(secretKeyOf(secretKey), sealed) : undefined;
  return {
    host: String(host ?? ''),
    port: Number(port) || SFTP_PORT,
    username: String(username ?? ''),
    ...(password ? { password } : { privateKey: companySshKey(secretKey, companyId).privateKey }),
    hostKey: row.sftp_host_key,
  };
}
