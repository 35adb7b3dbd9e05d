import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where a contact's reply to a campaign goes: the campaign's skill, when agents are to see it. */
export interface CampaignReply {
  campaignId: number;
  /** The skill whose console the conversation opens in; null: the channel's own way. */
  skillId: number | null;
}

/**
 * Records that a contact answered the latest campaign message sent to them on this channel (the
 * recipient becomes `replied`), in the caller's transaction. Answers the campaign's skill when
 * console visibility is on, so the conversation opens there; null when the message answers no
 * campaign, or one already answered.
 */
export async function campaignReplied(
  trx: Kysely<DB>,
  channelId: number,
  address: string,
  now: Date,
): Promise<CampaignReply | null> {
  const latest = await trx
    .selectFrom('channel_messages as m')
    .innerJoin('campaign_recipients as r', 'r.channel_message_id', 'm.id')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.status', 'c.id as campaign_id', 'c.skill_id', 'c.console_visibility'])
    .where('m.channel_id', '=', channelId)
    .where('m.direction', '=', 'out')
    .where('m.address', '=', address)
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || !['sent', 'delivered', 'read'].includes(latest.status)) return null;
  await trx
    .updateTable('campaign_recipients')
    .set({ status: 'replied', replied_at: now, updated_at: now })
    .where('id', '=', latest.id)
    .execute();
  return { campaignId: latest.campaign_id, skillId: latest.console_visibility ? latest.skill_id : null };
}
