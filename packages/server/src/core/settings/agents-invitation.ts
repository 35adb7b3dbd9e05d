import { AcceptedInvitation, InvitationAccept } from '@omnicanal/api';
import { isLocale } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import type { DB } from '../../db/schema.ts';
import type { EmailProvider } from '../../email/provider.ts';
import { renderMail } from '../../email/templates.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { consumeKey, issueKey } from '../account/keys.ts';
import { clearAccount } from '../account/throttle.ts';
import type { UserRow } from '../repo.ts';

/** The console path the invitation mail opens (spec 000 §2 route /invitation/*). */
export const invitationPath = (uid: string, token: string) =>
  `/invitation/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;

/**
 * Issues a fresh invitation key (earlier links of this agent stop working) and mails its link in
 * the agent's language, naming who invites and the company.
 */
export async function sendInvitation(
  db: Kysely<DB>,
  provider: EmailProvider,
  publicUrl: string,
  agent: UserRow,
  inviter: { first_name: string; last_name: string; email: string },
  now: number,
): Promise<void> {
  const token = await issueKey(db, agent.id, agent.email, 'invitation', now);
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', agent.company_id)
    .executeTakeFirstOrThrow();
  const language = isLocale(agent.language) ? agent.language : 'fr';
  const inviterName = `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email;
  await provider.send({
    to: agent.email,
    language,
    companyId: agent.company_id,
    ...renderMail('invitation', language, {
      firstName: agent.first_name,
      inviter: inviterName,
      company: company.name,
      link: `${publicUrl}${invitationPath(agent.uuid, token)}`,
    }),
  });
}

const badToken = () => new HttpError(400, 'bad_token', 'The invitation link is not valid or has expired.');

/**
 * `POST /invitation/accept` (public): the invited agent chooses a password with the shared policy.
 * The link is used up, the address confirmed (the mail reached it), and the agent may sign in.
 */
export const invitationRoutes: ServicePlugin = async (app) => {
  for (const path of ['/invitation/accept', '/invitation/accept/']) {
    // The schema checks the policy first, so that a weak password does not use up the link.
    app.post(
      path,
      {
        config: { auth: 'public' },
        schema: {
          summary: 'Accepts an invitation: the invited agent chooses a password.',
          description: 'Uses up the link and confirms the address; the agent may then sign in.',
          body: InvitationAccept,
          response: { 200: AcceptedInvitation },
        },
      },
      async (request) => {
        const { uid, token, password1 } = request.body;
        const passwordHash = await hashPassword(password1);
        const accepted = await app.db.transaction().execute(async (trx) => {
          const user = await trx
            .selectFrom('users')
            .select(['id', 'email'])
            .where('uuid', '=', uid)
            .where('invitation_pending', '=', true)
            .forUpdate()
            .executeTakeFirst();
          if (!user) return null;
          const key = await consumeKey(trx, token, 'invitation', app.clock(), user.id);
          if (!key) return null;
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, invitation_pending: false, has_confirm_email: true })
            .where('id', '=', user.id)
            .execute();
          return user;
        });
        if (!accepted) throw badToken();
        await clearAccount(app.db, accepted.email);
        return { detail: 'accepted', email: accepted.email };
      },
    );
  }
};
