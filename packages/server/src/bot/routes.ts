import {
  type BotUsage,
  type ChronosUse,
  type DialogflowUse,
  type SkillsByChannel,
  WireBot,
} from '@omnicanal/api';
import { hasRank, isRole } from '@omnicanal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';
import { listEntryPoints } from '../integrations/repo.ts';
import { botFieldErrors, removedLinkedTrees } from './checks.ts';
import {
  companyBots,
  companySkillNames,
  emptyBot,
  findCompanySkill,
  loadBot,
  loadBotForUpdate,
  storeBot,
} from './repo.ts';
import { botUsages, chronosUses, dialogflowUses, skillsByChannel } from './usage.ts';

const ID = /^\d{1,9}$/;
/** Bot ids are short route segments (`main`, a uuid). */
const BOT_ID = /^[A-Za-z0-9_.-]{1,128}$/;

type Params = Record<string, string>;

/**
 * The bot service (spec 001 §7), mounted at /api/bot. Managers and above only (§2); a skill or bot of
 * another company answers not_found, as if it did not exist.
 */
export function botRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const manager = async (request: FastifyRequest) => {
      const { user } = await requireUser(ctx.db, request);
      if (!isRole(user.role) || !hasRank(user.role, 'manager'))
        throw new HttpError(403, 'permission_denied', 'Only managers and above may use the bot builder.');
      return user;
    };
    /** The company's skill of the route, or a 404. */
    const skillOf = async (companyId: number, raw: string | undefined) => {
      const skill = raw && ID.test(raw) ? await findCompanySkill(ctx.db, companyId, Number(raw)) : undefined;
      if (!skill) throw notFound('skill');
      return skill;
    };
    const botIdOf = (raw: string | undefined) => {
      if (!raw || !BOT_ID.test(raw)) throw notFound('bot');
      return raw;
    };

    app.get('/bot/:skill/:bot/', async (request) => {
      const user = await manager(request);
      const params = request.params as Params;
      const skill = await skillOf(user.company_id, params.skill);
      const botId = botIdOf(params.bot);
      return (await loadBot(ctx.db, skill.id, botId)) ?? emptyBot(botId);
    });

    app.post('/bot/:skill/:bot/', async (request) => {
      const user = await manager(request);
      const params = request.params as Params;
      const skill = await skillOf(user.company_id, params.skill);
      const botId = botIdOf(params.bot);
      const bot = parseBody(WireBot, request.body);
      if (bot.identifier !== botId)
        throw new HttpError(400, 'invalid_payload', 'The identifier does not match the bot of the route.', {
          identifier: ['identifier_mismatch'],
        });
      const problems = botFieldErrors(bot);
      if (Object.keys(problems).length > 0)
        throw new HttpError(
          400,
          'invalid_payload',
          'The bot has problems to fix before it is saved.',
          problems,
        );
      const entryPoints = await listEntryPoints(ctx.db, user.company_id, skill.id);
      // Read, check and write in one transaction: a concurrent save cannot slip a removal past the check.
      await ctx.db.transaction().execute(async (trx) => {
        const stored = await loadBotForUpdate(trx, skill.id, botId);
        const removals = removedLinkedTrees(stored, bot, entryPoints);
        if (removals.length > 0) {
          const names = [...new Set(removals.flatMap((r) => r.entryPoints))];
          const fields = Object.fromEntries(
            removals.map((r) => [`channels.${r.channel}.trees.${r.tree}`, ['tree_linked_to_entrypoints']]),
          );
          throw new HttpError(
            400,
            'tree_linked_to_entrypoints',
            `Unable to delete the tree because it is linked with the following entry point(s): ${names.join(', ')}`,
            fields,
          );
        }
        await storeBot(trx, user.company_id, skill.id, bot);
      });
      return (await loadBot(ctx.db, skill.id, botId)) ?? bot;
    });

    app.get('/bot/used-by-chronos/:id', async (request): Promise<ChronosUse[]> => {
      const user = await manager(request);
      const { id } = request.params as Params;
      if (!id || !ID.test(id)) throw notFound('rule');
      return chronosUses(await companyBots(ctx.db, user.company_id), id);
    });

    app.get('/bot/df-data', async (request): Promise<DialogflowUse[]> => {
      const user = await manager(request);
      return dialogflowUses(await companyBots(ctx.db, user.company_id));
    });

    app.get('/bot/skills-by-channel', async (request): Promise<SkillsByChannel> => {
      const user = await manager(request);
      const skills = await companySkillNames(ctx.db, user.company_id);
      return skillsByChannel(await companyBots(ctx.db, user.company_id), skills);
    });

    app.get('/bot/used-by-skill/:id', async (request): Promise<BotUsage[]> => {
      const user = await manager(request);
      const skill = await skillOf(user.company_id, (request.params as Params).id);
      return botUsages(await companyBots(ctx.db, user.company_id, skill.id));
    });
  };
}
