import { surveyMessage } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { RoomRow } from '../agents/rooms-repo.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { DB } from '../db/schema.ts';
import type { Infrastructure } from '../infrastructure.ts';
import type { Emit } from '../rooms/announce.ts';
import { surveyPagePath } from './paths.ts';
import { isSatisfactionKind, SatisfactionProviderError } from './providers/provider.ts';
import { satisfactionProviderOf } from './providers/select.ts';
import { surveyOfSkill } from './repo.ts';

/** The room's log line when a satisfaction third party fails to make its link (spec 002 §8). */
export const providerFailedEvent = (kind: string) => `${kind}_data_failed`;

/** How long a satisfaction third party may take to make a link: the close waits for it. */
const LINK_TIMEOUT_MS = 5_000;

/**
 * Sends the skill's survey as a conversation closes, in the closing transaction (before the
 * "closed" line): always when the survey is force-sent, else when the agent asked for it. Its
 * text, variables filled, goes to the visitor as a bot line (a channel's contact gets it through
 * the outbox) with the link: the survey's satisfaction account's link, the survey's own address,
 * or our hosted page opened by a fresh token that answers once. Answers whether a survey went.
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
  const ours = `${ctx.config.publicUrl}${surveyPagePath(token)}`;
  const third = survey.account_id ? await providerLink(ctx, trx, row, survey.account_id, token) : null;
  if (third && !third.url) {
    // Unreachable provider: the customer still gets a survey (ours), and the room's log says why.
    const text = { type: 'txt', text: providerFailedEvent(third.kind) } as const;
    await ctx.rooms.insertMessage(trx, emit, row, 'event', text, null, null);
  }
  await trx
    .insertInto('survey_invitations')
    .values({
      company_id: row.company_id,
      survey_id: survey.id,
      room_uuid: row.uuid,
      token_hash: hashToken(token),
      account_id: third?.url ? third.account : null,
      provider: third?.url ? third.kind : null,
    })
    .execute();
  const skill = await trx
    .selectFrom('skills')
    .select('name')
    .where('id', '=', row.skill_id)
    .executeTakeFirst();
  const infos = (row.infos ?? {}) as { name?: unknown };
  const text = surveyMessage(survey.text, {
    url: third?.url || survey.url || ours,
    name: typeof infos.name === 'string' ? infos.name : '',
    agent: closer?.name ?? '',
    skill: skill?.name ?? '',
  });
  await ctx.rooms.insertMessage(trx, emit, row, 'bot', { type: 'txt', text }, null, null);
  return true;
}

/**
 * The survey link of the company's satisfaction account `accountId` for this room, `url` null
 * when its provider failed; null when the account is gone or not a satisfaction one (the survey
 * then sends its url or our page, as before it named an account).
 */
async function providerLink(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  row: RoomRow,
  accountId: number,
  token: string,
): Promise<{ account: number; kind: string; url: string | null } | null> {
  const account = await trx
    .selectFrom('thirdparty_accounts')
    .select(['id', 'kind', 'category', 'settings'])
    .where('company_id', '=', row.company_id)
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (account?.category !== 'satisfaction' || !isSatisfactionKind(account.kind)) return null;
  const kind = account.kind;
  const provider = satisfactionProviderOf(kind, ctx.config.publicUrl);
  const settings = Object.fromEntries(
    Object.entries(account.settings ?? {}).map(([name, value]) => [name, String(value ?? '')]),
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await Promise.race([
      provider.surveyLink({ room: row.uuid, reference: token, settings }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new SatisfactionProviderError(kind, 'timed out')), LINK_TIMEOUT_MS);
      }),
    ]);
    return { account: account.id, kind, url };
  } catch (error) {
    if (!(error instanceof SatisfactionProviderError)) throw error;
    return { account: account.id, kind, url: null };
  } finally {
    clearTimeout(timer);
  }
}
