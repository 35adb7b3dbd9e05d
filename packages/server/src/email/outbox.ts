import type { OutboxMail } from '@omnicanal/api';
import { isLocale } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EmailProvider, Mail } from './provider.ts';

/** How many mails GET /outbox/ lists. */
export const OUTBOX_PAGE_SIZE = 100;

/**
 * Keeps mail in the `outbox` table instead of sending it. In the development/test mode
 * (`DEV_MAILBOX=1`) each user reads what was sent to their own address (GET /api/core/outbox/);
 * nobody ever reads another's mail through the API, since it carries reset and invitation links.
 */
export class OutboxProvider implements EmailProvider {
  readonly kind = 'local-outbox';
  constructor(private readonly db: Kysely<DB>) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        company_id: mail.companyId,
        to_email: mail.to,
        subject: mail.subject,
        body: mail.text,
        language: mail.language,
      })
      .execute();
  }
}

/** The mail sent to one address (any case), or every mail when none is given, newest first. */
export async function listMails(db: Kysely<DB>, { to }: { to?: string }): Promise<OutboxMail[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (to !== undefined) query = query.where(sql<string>`lower(to_email)`, '=', to.toLowerCase());
  const rows = await query.orderBy('id', 'desc').limit(OUTBOX_PAGE_SIZE).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    language: isLocale(row.language) ? row.language : 'fr',
    created_at: row.created_at.toISOString(),
  }));
}
