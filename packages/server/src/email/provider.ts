import type { Locale } from '@omnicanal/core';

/** One outgoing mail, already rendered in its recipient's language. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  language: Locale;
  /** The company the mail is about: who may read it in the local outbox. */
  companyId: number | null;
}

/** Where outgoing mail goes: an SMTP server, or the local outbox when none is configured. */
export interface EmailProvider {
  readonly kind: 'smtp' | 'local-outbox';
  send(mail: Mail): Promise<void>;
}
