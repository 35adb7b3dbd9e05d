import { sealSecret, secretKeyOf } from '../channels/secrets.ts';
import type { TestServer } from '../test/helpers.ts';
import type { Sshd } from '../test/sshd.ts';

/** A daily rule at `hh:mm` on the company's wall clock, counted from 1 November 2026. */
export const dailyAt = (hour: number, minute: number) =>
  `DTSTART:20261101T000000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=${hour};BYMINUTE=${minute}`;

/**
 * A third-party account of the company, as the third-party accounts' screens would write it: an
 * SFTP one on the test's OpenSSH server signs in with our company key unless given a password.
 */
export async function insertAccount(
  server: TestServer,
  companyId: number,
  sshd: Sshd,
  options: { kind?: string; password?: string } = {},
): Promise<number> {
  const kind = options.kind ?? 'sftp';
  const secrets = options.password
    ? { password: sealSecret(secretKeyOf(server.context.config.secretKey), options.password) }
    : {};
  const { id } = await server.context.db
    .insertInto('thirdparty_accounts')
    .values({
      company_id: companyId,
      category: kind === 'sftp' ? 'sftp' : 'crm',
      kind,
      label: `Dépôt ${kind}`,
      skills: '[]',
      settings: JSON.stringify({ host: sshd.host, port: sshd.port, username: sshd.username }),
      secrets: JSON.stringify(secrets),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The id of a user by email. */
export async function userId(server: TestServer, email: string): Promise<number> {
  const row = await server.context.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
