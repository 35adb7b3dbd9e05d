import { randomBytes } from 'node:crypto';
import {
  Acknowledgement,
  AgentDetails,
  AgentInput,
  AgentListQuery,
  AgentSkillLabel,
  type SettingsPage,
  settingsPageOf,
} from '@omnicanal/api';
import { isRole, type Role } from '@omnicanal/core';
import * as v from 'valibot';
import type { Actor } from '../../auth/access.ts';
import { companyOffer } from '../../billing/company-offer.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { PathId, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { AccountMailer } from '../account/mailer.ts';
import { createUser, findUserById } from '../repo.ts';
import { type SettingsAccess, settingsRoute } from './access.ts';
import { deleteAgent } from './agents-delete.ts';
import { endSessionsForNewEmail } from './agents-email.ts';
import { invitationRoutes, sendInvitation } from './agents-invitation.ts';
import { checkAgentInput, emailAlreadyUsed, findCompanyUser, loadAgents, writeAgent } from './agents-repo.ts';
import { type AgentRefusal, agentRefusal, agentsCap } from './agents-rules.ts';
import { byNumber, byText, pageOf } from './list.ts';

/** Spec 000 §2: /settings/agents is for managers and up. */
const ACCESS: SettingsAccess = { rank: 'manager', what: 'agents' };

const REFUSALS: Readonly<Record<AgentRefusal, string>> = {
  forbidden: 'You may not act on an agent or give a role above your own rank.',
  self: 'You may not delete yourself or change your own role.',
  owner: 'The account owner is not managed here.',
};

const refuse = (why: AgentRefusal | null) => {
  if (why) throw new HttpError(403, 'agent:forbidden', REFUSALS[why]);
};

const maxAgentsReached = () =>
  new HttpError(400, 'max_agents_reached', 'The maximum number of agents of the offer is reached.', {
    non_field_errors: ['max_agents_reached'],
  });

const roleOf = (role: string): Role => (isRole(role) ? role : 'agent');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An agent by pk (a number) or by uuid (the screen's address, kept as text); anything else names nothing. */
const AgentParams = v.object({ id: v.union([PathId, v.pipe(v.string(), v.regex(UUID))]) });

/**
 * Agents administration (spec 002 §7), mounted under /api/core. `GET /agents/` stays the read-only
 * directory every console user reads (core/directory.ts); the paged administration list is
 * `GET /settings/agents/`, as for skills. Every other path is the spec's, plus the public
 * `POST /invitation/accept` that the invitation link leads to.
 */
export const agentsSettingsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const provider = app.email;
  const config = settingsRoute(ACCESS);
  const schema = { params: AgentParams };
  await app.register(invitationRoutes);

  /**
   * The actor and the company's agent the path names, by pk or by uuid (the screen's address,
   * spec 002 §2 `/settings/agents/{uuid}`), or 404.
   */
  const agentOf = async (request: { actor: Actor; params: { id: number | string } }) => {
    const { actor } = request;
    const ref = request.params.id;
    const row =
      typeof ref === 'string'
        ? await db
            .selectFrom('users')
            .selectAll()
            .where('company_id', '=', actor.companyId)
            .where('uuid', '=', ref.toLowerCase())
            .executeTakeFirst()
        : await findCompanyUser(db, actor.companyId, ref);
    if (!row) throw notFound('agent');
    return { actor, row };
  };
  const details = async (actor: Actor, id: number): Promise<AgentDetails> => {
    const [agent] = await loadAgents(db, actor.companyId, app.rooms.now(), [id]);
    if (!agent) throw notFound('agent');
    return agent;
  };
  const inviterOf = async (actor: Actor) => {
    const inviter = await findUserById(db, actor.userId);
    if (!inviter) throw notFound('user');
    return inviter;
  };

  for (const path of ['/settings/agents/', '/settings/agents']) {
    app.get(
      path,
      {
        config,
        schema: {
          summary: 'A page of the company’s agents with their roles, skills and statuses.',
          querystring: AgentListQuery,
          response: { 200: settingsPageOf(AgentDetails) },
        },
      },
      async (request): Promise<SettingsPage<AgentDetails>> => {
        const { companyId } = request.actor;
        const { skill, ...query } = request.query;
        const agents = await loadAgents(db, companyId, app.rooms.now());
        const kept =
          skill === undefined ? agents : agents.filter((a) => a.skills.some((s) => s.id === skill));
        const name = (a: AgentDetails) => `${a.first_name} ${a.last_name}`;
        return pageOf(kept, query, {
          text: (a) => `${name(a)} ${a.email}`,
          orderings: {
            name: byText(name),
            first_name: byText((a) => a.first_name),
            last_name: byText((a) => a.last_name),
            email: byText((a) => a.email),
            user_role: byText((a) => a.user_role),
            status: byNumber((a) => a.status),
            id: byNumber((a) => a.id),
          },
          defaultOrdering: 'name',
        });
      },
    );
  }

  for (const path of ['/agents/', '/agents']) {
    app.post(
      path,
      {
        config,
        schema: {
          summary: 'Invites an agent: creates the user and mails them an invitation link.',
          description:
            'Refuses a role above the inviter’s, an address already used, and a company at its offer’s number of agents. Limited per company.',
          body: AgentInput,
          response: { 201: AgentDetails },
        },
      },
      async (request, reply) => {
        const { actor } = request;
        const input = request.body;
        refuse(agentRefusal(actor, null, 'invite', input.user_role));
        await checkAgentInput(db, actor.companyId, input);
        await app.limits.consume('mailCompany', actor.companyId);
        const inviter = await inviterOf(actor);
        let agent: Awaited<ReturnType<typeof createUser>>;
        try {
          agent = await db.transaction().execute(async (trx) => {
            // The company row lock serialises invitations, so two cannot both take the last seat.
            await trx
              .selectFrom('companies')
              .select('id')
              .where('id', '=', actor.companyId)
              .forUpdate()
              .executeTakeFirstOrThrow();
            const terms = await companyOffer(trx, actor.companyId, app.config.edition);
            const cap = agentsCap(terms, app.config.edition);
            if (cap !== null) {
              const { n } = await trx
                .selectFrom('users')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('company_id', '=', actor.companyId)
                .executeTakeFirstOrThrow();
              if (Number(n) >= cap) throw maxAgentsReached();
            }
            const created = await createUser(trx, {
              companyId: actor.companyId,
              email: input.email,
              // A password nobody knows, hashed like any other so that signing in as an invited
              // address costs the same time as a wrong password; the invitation sets the real one.
              password: randomBytes(32).toString('base64url'),
              role: input.user_role,
              firstName: input.first_name,
              lastName: input.last_name,
              language: actor.language === 'en' ? 'en' : 'fr',
            });
            await trx
              .updateTable('users')
              .set({ invitation_pending: true })
              .where('id', '=', created.id)
              .execute();
            await writeAgent(trx, created.id, input);
            return { ...created, email: input.email };
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailAlreadyUsed();
          throw error;
        }
        await sendInvitation(db, provider, app.config.publicUrl, agent, inviter, app.config.clock());
        return reply.code(201).send(await details(actor, agent.id));
      },
    );
  }

  for (const suffix of ['', '/']) {
    app.get(
      `/agents/:id${suffix}`,
      { config, schema: { summary: 'One agent.', ...schema, response: { 200: AgentDetails } } },
      async (request) => {
        const { actor, row } = await agentOf(request);
        return details(actor, row.id);
      },
    );

    app.post(
      `/agents/:id${suffix}`,
      {
        config,
        schema: {
          summary: 'Changes an agent: name, address, role, skills.',
          description:
            'A new address for another user ends their sessions until they confirm it from that address (or accept the invitation again).',
          ...schema,
          body: AgentInput,
          response: { 200: AgentDetails },
        },
      },
      async (request) => {
        const { actor, row } = await agentOf(request);
        const input = request.body;
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'edit', input.user_role));
        await checkAgentInput(db, actor.companyId, input, row.id);
        // Another user's new address is theirs only once they confirm it from that address.
        const newEmail = row.id !== actor.userId && input.email.toLowerCase() !== row.email.toLowerCase();
        try {
          await db.transaction().execute(async (trx) => {
            await writeAgent(trx, row.id, input);
            if (newEmail) await endSessionsForNewEmail(trx, row.id);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailAlreadyUsed();
          throw error;
        }
        // Their sockets end (new address) or take the new role and skills, on every instance.
        app.bus.sessionsChanged({ userIds: [row.id] });
        if (newEmail) {
          const user = await findUserById(db, row.id);
          if (user?.invitation_pending)
            await sendInvitation(
              db,
              provider,
              app.config.publicUrl,
              user,
              await inviterOf(actor),
              app.clock(),
            );
          else if (user)
            await new AccountMailer(db, provider, app.config.publicUrl).sendConfirmation(user, app.clock());
        }
        return details(actor, row.id);
      },
    );

    app.delete(
      `/agents/:id${suffix}`,
      {
        config: { ...config, answers: 'no-content' },
        schema: {
          summary: 'Deletes an agent.',
          description:
            'The rooms they hold or that wait for them go back to their skill’s waiting list; their history stays; their sessions end.',
          ...schema,
        },
      },
      async (request, reply) => {
        const { actor, row } = await agentOf(request);
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'delete'));
        await deleteAgent(app, actor.companyId, row.id);
        return reply.code(204).send();
      },
    );

    // Resends the invitation: a new link, the earlier one stops working.
    app.put(
      `/agents/:id${suffix}`,
      {
        config,
        schema: {
          summary: 'Sends an agent’s invitation again.',
          description:
            'The earlier link stops working. Refused once the invitation is accepted. Limited per company.',
          ...schema,
          response: { 200: Acknowledgement },
        },
      },
      async (request) => {
        const { actor, row } = await agentOf(request);
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'resend'));
        if (!row.invitation_pending)
          throw new HttpError(
            400,
            'email_already_validated',
            'This agent has already accepted the invitation.',
          );
        await app.limits.consume('mailCompany', actor.companyId);
        await sendInvitation(
          db,
          provider,
          app.config.publicUrl,
          row,
          await inviterOf(actor),
          app.config.clock(),
        );
        return { detail: 'sent' };
      },
    );

    app.get(
      `/agents/:id/skills/labels${suffix}`,
      {
        config,
        schema: {
          summary: 'The skills of an agent, with their automatic allocation.',
          ...schema,
          response: { 200: v.array(AgentSkillLabel) },
        },
      },
      async (request): Promise<AgentSkillLabel[]> => {
        const { row } = await agentOf(request);
        return db
          .selectFrom('user_skills')
          .innerJoin('skills', 'skills.id', 'user_skills.skill_id')
          .select(['skills.id', 'skills.name', 'user_skills.auto_allocation'])
          .where('user_skills.user_id', '=', row.id)
          .orderBy('skills.name')
          .orderBy('skills.id')
          .execute();
      },
    );
  }
};
