import { isLocale, type Locale } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EmailProvider } from '../../email/provider.ts';
import { renderMail } from '../../email/templates.ts';
import type { UserRow } from '../repo.ts';
import { issueKey } from './keys.ts';

/** Console paths the mailed links open (spec 000 §2 routes /email/* and /password/*). */
export const confirmEmailPath = (key: string) => `/email/validate/${encodeURIComponent(key)}`;
export const passwordResetPath = (uid: string, token: string) =>
  `/password/reset/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;

const languageOf = (user: UserRow): Locale => (isLocale(user.language) ? user.language : 'fr');

/** The account mails: a fresh key for each, a link to the console, the recipient's language. */
export class AccountMailer {
  constructor(
    private readonly db: Kysely<DB>,
    readonly provider: EmailProvider,
    private readonly publicUrl: string,
  ) {}

  /** Issues a confirmation key for the user's address and mails its link. */
  async sendConfirmation(user: UserRow, now: number): Promise<void> {
    const key = await issueKey(this.db, user.id, user.email, 'email_confirm', now);
    const language = languageOf(user);
    const link = `${this.publicUrl}${confirmEmailPath(key)}`;
    await this.provider.send({
      to: user.email,
      language,
      companyId: user.company_id,
      ...renderMail('confirm_email', language, { firstName: user.first_name, link }),
    });
  }

  /** Issues a single-use reset token and mails its link. */
  async sendPasswordReset(user: UserRow, now: number): Promise<void> {
    const token = await issueKey(this.db, user.id, user.email, 'password_reset', now);
    const language = languageOf(user);
    const link = `${this.publicUrl}${passwordResetPath(user.uuid, token)}`;
    await this.provider.send({
      to: user.email,
      language,
      companyId: user.company_id,
      ...renderMail('password_reset', language, { firstName: user.first_name, link }),
    });
  }
}
