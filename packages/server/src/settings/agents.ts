import { randomBytes } from 'node:crypto';
import {
  type AgentDetails,
  AgentInput,
  AgentListQuery,
  type AgentSkillLabel,
  type SettingsPage,
} from '@omnicanal/api';
import { isRole, type Role } from '@omnicanal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { createUser, DEFAULT_OFFER, findUserById } from '../core/repo.ts';
import { createEmailProvider } from '../email/create.ts';
import { SmtpProvider } from '../email/smtp.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';
import { idParam, isUniqueViolation } from '../msglib/scope.ts';
import { requireSettingsActor, type SettingsAccess, type SettingsActor } from './access.ts';
import { deleteAgent } from './agents-delete.ts';
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

/**
 * Agents administration (spec 002 §7), mounted under /api/core. `GET /agents/` stays the read-only
 * directory every console user reads (core/directory.ts); the paged administration list is
 * `GET /settings/agents/`, as for skills. Every other path is the spec's, plus the public
 * `POST /invitation/accept` that the invitation link leads to.
 */
export function agentsSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;
    // SMTP when SMTP_URL is set, the local outbox otherwise (as for the account mails).
    const provider = createEmailProvider(ctx.config, db);
    if (provider instanceof SmtpProvider) app.addHook('onClose', async () => provider.close());
    await app.register(invitationRoutes(ctx));

    const actorOf = (request: FastifyRequest) => requireSettingsActor(ctx, request, ACCESS);
    /**
     * The actor and the company's agent the path names, by pk or by uuid (the screen's address,
     * spec 002 §2 `/settings/agents/{uuid}`), or 404.
     */
    const agentOf = async (request: FastifyRequest) => {
      const actor = await actorOf(request);
      const ref = (request.params as { id?: string }).id ?? '';
      const row = UUID.test(ref)
        ? await db
            .selectFrom('users')
            .selectAll()
            .where('company_id', '=', actor.companyId)
            .where('uuid', '=', ref.toLowerCase())
            .executeTakeFirst()
        : await findCompanyUser(db, actor.companyId, idParam(ref, 'agent'));
      if (!row) throw notFound('agent');
      return { actor, row };
    };
    const details = async (actor: SettingsActor, id: number): Promise<AgentDetails> => {
      const [agent] = await loadAgents(db, actor.companyId, ctx.rooms.now(), [id]);
      if (!agent) throw notFound('agent');
      return agent;
    };
    const inviterOf = async (actor: SettingsActor) => {
      const inviter = await findUserById(db, actor.userId);
      if (!inviter) throw notFound('user');
      return inviter;
    };

    for (const path of ['/settings/agents/', '/settings/agents']) {
      app.get(path, async (request): Promise<SettingsPage<AgentDetails>> => {
        const { companyId } = await actorOf(request);
        const { skill, ...query } = parseBody(AgentListQuery, request.query ?? {});
        const agents = await loadAgents(db, companyId, ctx.rooms.now());
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
      });
    }

    for (const path of ['/agents/', '/agents']) {
      app.post(path, async (request, reply) => {
        const actor = await actorOf(request);
        const input = parseBody(AgentInput, request.body);
        refuse(agentRefusal(actor, null, 'invite', input.user_role));
        await checkAgentInput(db, actor.companyId, input);
        const inviter = await inviterOf(actor);
        let agent: Awaited<ReturnType<typeof createUser>>;
        try {
          agent = await db.transaction().execute(async (trx) => {
            // The company row lock serialises invitations, so two cannot both take the last seat.
            const company = await trx
              .selectFrom('companies')
              .select('offer')
              .where('id', '=', actor.companyId)
              .forUpdate()
              .executeTakeFirstOrThrow();
            const cap = agentsCap({ ...DEFAULT_OFFER, ...company.offer }, ctx.config.edition);
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
        await sendInvitation(db, provider, ctx.config.publicUrl, agent, inviter, ctx.config.clock());
        return reply.code(201).send(await details(actor, agent.id));
      });
    }

    for (const suffix of ['', '/']) {
      app.get(`/agents/:id${suffix}`, async (request) => {
        const { actor, row } = await agentOf(request);
        return details(actor, row.id);
      });

      app.post(`/agents/:id${suffix}`, async (request) => {
        const { actor, row } = await agentOf(request);
        const input = parseBody(AgentInput, request.body);
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'edit', input.user_role));
        await checkAgentInput(db, actor.companyId, input, row.id);
        try {
          await db.transaction().execute((trx) => writeAgent(trx, row.id, input));
        } catch (error) {
          if (isUniqueViolation(error)) throw emailAlreadyUsed();
          throw error;
        }
        return details(actor, row.id);
      });

      app.delete(`/agents/:id${suffix}`, async (request, reply) => {
        const { actor, row } = await agentOf(request);
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'delete'));
        await deleteAgent(ctx, actor.companyId, row.id);
        return reply.code(204).send();
      });

      // Resends the invitation: a new link, the earlier one stops working.
      app.put(`/agents/:id${suffix}`, async (request) => {
        const { actor, row } = await agentOf(request);
        refuse(agentRefusal(actor, { id: row.id, role: roleOf(row.role) }, 'resend'));
        if (!row.invitation_pending)
          throw new HttpError(
            400,
            'email_already_validated',
            'This agent has already accepted the invitation.',
          );
        await sendInvitation(
          db,
          provider,
          ctx.config.publicUrl,
          row,
          await inviterOf(actor),
          ctx.config.clock(),
        );
        return { detail: 'sent' };
      });

      app.get(`/agents/:id/skills/labels${suffix}`, async (request): Promise<AgentSkillLabel[]> => {
        const { row } = await agentOf(request);
        return db
          .selectFrom('user_skills')
          .innerJoin('skills', 'skills.id', 'user_skills.skill_id')
          .select(['skills.id', 'skills.name', 'user_skills.auto_allocation'])
          .where('user_skills.user_id', '=', row.id)
          .orderBy('skills.name')
          .orderBy('skills.id')
          .execute();
      });
    }
  };
}
