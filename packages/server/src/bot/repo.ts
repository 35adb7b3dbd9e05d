import type { WireBot } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A stored bot with the skill it belongs to. */
export interface BotRow {
  skill_id: number;
  bot_id: string;
  data: WireBot;
}

/** The answer for a bot never saved (spec 001 §7 reads it before the first save). */
export function emptyBot(botId: string): WireBot {
  return { identifier: botId, nodes: {}, channels: {}, node_max_counter: 0, dialogflow: {} };
}

/** The skill `skillId` if it belongs to the company, else undefined (another company's skill is unknown). */
export function findCompanySkill(db: Kysely<DB>, companyId: number, skillId: number) {
  return db
    .selectFrom('skills')
    .select(['id', 'name'])
    .where('id', '=', skillId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The stored bot, or null when it was never saved. */
export async function loadBot(db: Kysely<DB>, skillId: number, botId: string): Promise<WireBot | null> {
  const row = await db
    .selectFrom('bots')
    .select('data')
    .where('skill_id', '=', skillId)
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  return row?.data ?? null;
}

/** Same, locking the row until the end of the transaction so two saves of one bot run one after the other. */
export async function loadBotForUpdate(
  db: Kysely<DB>,
  skillId: number,
  botId: string,
): Promise<WireBot | null> {
  const row = await db
    .selectFrom('bots')
    .select('data')
    .where('skill_id', '=', skillId)
    .where('bot_id', '=', botId)
    .forUpdate()
    .executeTakeFirst();
  return row?.data ?? null;
}

/** Stores the bot, replacing the previous version. */
export async function storeBot(
  db: Kysely<DB>,
  companyId: number,
  skillId: number,
  bot: WireBot,
): Promise<void> {
  const json = JSON.stringify(bot);
  await db
    .insertInto('bots')
    .values({ company_id: companyId, skill_id: skillId, bot_id: bot.identifier, data: json })
    .onConflict((oc) =>
      oc.columns(['skill_id', 'bot_id']).doUpdateSet({ data: json, updated_at: new Date() }),
    )
    .execute();
}

/** Every bot of the company (optionally of one skill), in a stable order. */
export async function companyBots(db: Kysely<DB>, companyId: number, skillId?: number): Promise<BotRow[]> {
  let query = db
    .selectFrom('bots')
    .select(['skill_id', 'bot_id', 'data'])
    .where('company_id', '=', companyId);
  if (skillId !== undefined) query = query.where('skill_id', '=', skillId);
  return query.orderBy('skill_id').orderBy('bot_id').execute();
}

/** The company's skills, id and name. */
export function companySkillNames(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('skills').select(['id', 'name']).where('company_id', '=', companyId).execute();
}
