import type { OutboxMail } from '@omnicanal/api';
import { listMails } from '../../email/outbox.ts';
import { api, type TestServer } from '../../test/helpers.ts';

/** A password the policy accepts. */
export const GOOD_PASSWORD = 'Grand-Voilier-2027!';

/** A clock tests move by hand: throttling windows and key lifetimes without sleeping. */
export function manualClock(start = Date.parse('2026-11-23T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The mail sent to the signed-in user's own address, newest first (GET /outbox/ of a test server). */
export async function outbox(base: string, token: string): Promise<OutboxMail[]> {
  const { status, body } = await api(base, '/api/core/outbox/', { token });
  if (status !== 200) throw new Error(`outbox: ${status} ${JSON.stringify(body)}`);
  return body as unknown as OutboxMail[];
}

/** Every mail the server kept, whoever it was for, newest first: what a mail catcher would show. */
export function mailsSent(server: TestServer): Promise<OutboxMail[]> {
  return listMails(server.context.db, {});
}

/** The path of the first console link in a mail's text. */
export function linkPath(mail: OutboxMail | undefined): string {
  const match = mail ? /https?:\/\/\S+/.exec(mail.text) : null;
  if (!match) throw new Error(`no link in ${JSON.stringify(mail)}`);
  return new URL(match[0]).pathname;
}
