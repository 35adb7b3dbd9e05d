import type { OutboxMail } from '@omnicanal/api';
import { isLocale } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EmailProvider, Mail } from './provider.ts';

/** How many mails GET /outbox/ lists. */
export const OUTBOX_PAGE_SIZE = 100;

/**
 * Keeps mail in the `outbox` table instead of sending it: a demo or a development server without an
 * SMTP server still shows what would have been sent (GET /api/core/outbox/).
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

/** A company's outbox, newest first. */
export async function listOutbox(db: Kysely<DB>, companyId: number): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(OUTBOX_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    language: isLocale(row.language) ? row.language : 'fr',
    created_at: row.created_at.toISOString(),
  }));
}
