import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { OutboxProvider } from './outbox.ts';
import type { EmailProvider } from './provider.ts';
import { SmtpProvider } from './smtp.ts';

/** SMTP when `SMTP_URL` is set, the local outbox otherwise. */
export function createEmailProvider(config: ServerConfig, db: Kysely<DB>): EmailProvider {
  return config.smtpUrl ? new SmtpProvider(config.smtpUrl, config.mailFrom) : new OutboxProvider(db);
}
