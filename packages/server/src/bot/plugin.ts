import { BotUsage, ChronosUse, DialogflowUse, SkillsByChannel, WireBot } from '@omnicanal/api';
import * as v from 'valibot';
import { listEntryPoints } from '../core/integrations/repo.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { IdParams, PathId, type ServicePlugin } from '../http/valibot.ts';
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
import { expireBotSessions } from './runtime/expiry.ts';
import { botUsages, chronosUses, dialogflowUses, skillsByChannel } from './usage.ts';

/** Bot ids are short route segments (`main`, a uuid). */
const BotParams = v.object({ skill: PathId, bot: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,128}$/)) });
/** Chronos rule ids stay text: the bots store them as written. */
const RuleParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/)) });
const SkillParams = IdParams('id');

/** Spec 001 §2: the bot builder is for managers and above. */
const MANAGERS = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may use the bot builder.',
} as const;

/**
 * The bot service (spec 001 §7), mounted at /api/bot. Managers and above only (§2); a skill or bot of
 * another company answers not_found, as if it did not exist.
 */
export const botPlugin: ServicePlugin = async (app) => {
  const db = app.db;
  // Bot conversations left waiting on a visitor end on the room timers' tick (runtime/expiry.ts).
  app.scheduler.every('bot expiry', app.config.roomTimerTickMs, { tick: () => expireBotSessions(app) });
  /** The company's skill of the route, or a 404. */
  const skillOf = async (companyId: number, id: number) => {
    const skill = await findCompanySkill(db, companyId, id);
    if (!skill) throw notFound('skill');
    return skill;
  };

  app.get(
    '/bot/:skill/:bot/',
    {
      config: MANAGERS,
      schema: {
        summary: 'A bot of a skill: its trees per channel.',
        description: 'A bot never saved answers empty.',
        params: BotParams,
        response: { 200: WireBot },
      },
    },
    async (request) => {
      const skill = await skillOf(request.actor.companyId, request.params.skill);
      return (await loadBot(db, skill.id, request.params.bot)) ?? emptyBot(request.params.bot);
    },
  );

  app.post(
    '/bot/:skill/:bot/',
    {
      config: MANAGERS,
      schema: {
        summary: 'Saves a bot of a skill.',
        description:
          'Refuses a bot with problems (each named on its field) and the removal of a tree an entry point opens (`tree_linked_to_entrypoints`).',
        params: BotParams,
        body: WireBot,
        response: { 200: WireBot },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const skill = await skillOf(companyId, request.params.skill);
      const botId = request.params.bot;
      const bot = request.body;
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
      const entryPoints = await listEntryPoints(db, companyId, { skill: skill.id });
      // Read, check and write in one transaction: a concurrent save cannot slip a removal past the check.
      await db.transaction().execute(async (trx) => {
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
        await storeBot(trx, companyId, skill.id, bot);
      });
      return (await loadBot(db, skill.id, botId)) ?? bot;
    },
  );

  app.get(
    '/bot/used-by-chronos/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'Where the company’s bots use a calendar, in their chronos nodes.',
        params: RuleParams,
        response: { 200: v.array(ChronosUse) },
      },
    },
    async (request): Promise<ChronosUse[]> =>
      chronosUses(await companyBots(db, request.actor.companyId), request.params.id),
  );

  app.get(
    '/bot/df-data',
    {
      config: MANAGERS,
      schema: {
        summary: 'The Dialogflow links of the company’s bot nodes.',
        response: { 200: v.array(DialogflowUse) },
      },
    },
    async (request): Promise<DialogflowUse[]> =>
      dialogflowUses(await companyBots(db, request.actor.companyId)),
  );

  app.get(
    '/bot/skills-by-channel',
    {
      config: MANAGERS,
      schema: {
        summary: 'Per channel, the skills whose bot has a tree there.',
        response: { 200: SkillsByChannel },
      },
    },
    async (request): Promise<SkillsByChannel> => {
      const { companyId } = request.actor;
      const skills = await companySkillNames(db, companyId);
      return skillsByChannel(await companyBots(db, companyId), skills);
    },
  );

  app.get(
    '/bot/used-by-skill/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'The bots of a skill, in numbers.',
        params: SkillParams,
        response: { 200: v.array(BotUsage) },
      },
    },
    async (request): Promise<BotUsage[]> => {
      const { companyId } = request.actor;
      const skill = await skillOf(companyId, request.params.id);
      return botUsages(await companyBots(db, companyId, skill.id));
    },
  );
};
