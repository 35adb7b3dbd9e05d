import { surveyMessage } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { RoomRow } from '../agents/rooms-repo.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { DB } from '../db/schema.ts';
import type { Infrastructure } from '../infrastructure.ts';
import type { Emit } from '../rooms/announce.ts';
import { surveyOfSkill } from './repo.ts';

/** The path of our hosted survey page for an invitation's token. */
export const surveyPagePath = (token: string) => `/api/surveys/answer/${token}`;

/**
 * Sends the skill's survey as a conversation closes, in the closing transaction (before the
 * "closed" line): always when the survey is force-sent, else when the agent asked for it. Its
 * text, variables filled, goes to the visitor as a bot line (a channel's contact gets it through
 * the outbox) with the link: the survey's own address, or our hosted page opened by a fresh
 * token that answers once. Answers whether a survey went.
 */
export async function sendSurveyAtClose(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  row: RoomRow,
  closer: { name: string } | null,
  asked: boolean,
): Promise<boolean> {
  const survey = await surveyOfSkill(trx, row.company_id, row.skill_id);
  if (!survey || !(survey.force_send || asked)) return false;
  const token = newToken();
  await trx
    .insertInto('survey_invitations')
    .values({
      company_id: row.company_id,
      survey_id: survey.id,
      room_uuid: row.uuid,
      token_hash: hashToken(token),
    })
    .execute();
  const skill = await trx
    .selectFrom('skills')
    .select('name')
    .where('id', '=', row.skill_id)
    .executeTakeFirst();
  const infos = (row.infos ?? {}) as { name?: unknown };
  const text = surveyMessage(survey.text, {
    url: survey.url || `${ctx.config.publicUrl}${surveyPagePath(token)}`,
    name: typeof infos.name === 'string' ? infos.name : '',
    agent: closer?.name ?? '',
    skill: skill?.name ?? '',
  });
  await ctx.rooms.insertMessage(trx, emit, row, 'bot', { type: 'txt', text }, null, null);
  return true;
}
