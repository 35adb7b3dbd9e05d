import type { Message, RoomBotInfos } from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import type { RoomRow } from '../../agents/rooms-repo.ts';
import type { DB } from '../../db/schema.ts';
import { insertWaitingRoom } from '../../guests/room-open.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import type { Emit } from '../../rooms/announce.ts';
import { stepMessage, transcriptSteps } from './repo.ts';
import type { BotSessionsTable } from './tables.ts';

/** Why the bot handed off: a console or gbagent node, the end of its tree, or a fault. */
export type HandoffCause =
  | 'console'
  | 'gbagent'
  | 'end'
  | 'jump-missing'
  | 'calendar-unknown'
  | 'not-configured'
  | 'loop'
  | 'crash'
  | 'expired';

/** Causes the visitor is told about with the skill's fallback line before the hand-off. */
export const FAULTS: ReadonlySet<HandoffCause> = new Set([
  'jump-missing',
  'calendar-unknown',
  'not-configured',
  'loop',
  'crash',
]);

/**
 * Hands a bot conversation to the skill's queue, in the caller's transaction (which holds the bot
 * session's lock): the room opens `waiting` through the room engine under the session's uuid and
 * token, the transcript becomes the room's messages under the ids the visitor already has, the
 * bot's path and variables go into the room's infos, and the bot stops owning the conversation,
 * so it never speaks again whoever takes the room.
 */
export async function handOff(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  session: Selectable<BotSessionsTable>,
  bot: RoomBotInfos,
): Promise<{ row: RoomRow; messages: Message[]; seq: number }> {
  const infos = { ...session.infos, bot };
  const { row, seq } = await insertWaitingRoom(ctx, trx, emit, {
    uuid: session.uuid,
    companyId: session.company_id,
    skillId: session.skill_id,
    guest: session.guest_id,
    tokenHash: session.guest_token_hash,
    infos,
    number: session.session_group_integer_id,
    integrationId: session.integration_id,
    // A channel's contact: the room is that channel's (`WA…`), and agents' replies go out through it.
    channelId: session.channel_id,
  });
  const guest = await trx
    .selectFrom('guests')
    .select(['uuid', 'name'])
    .where('id', '=', session.guest_id)
    .executeTakeFirstOrThrow();
  const messages: Message[] = [];
  let last = seq;
  for (const step of await transcriptSteps(trx, session.uuid)) {
    const message = stepMessage(step, session.uuid);
    if (message.kind === 'visitor') message.author = { uuid: guest.uuid, name: guest.name };
    // Its event's append writes the message's row too (appendEvent).
    const event = await emit({
      company_id: row.company_id,
      kind: 'message',
      room_uuid: row.uuid,
      skill_id: row.skill_id,
      agent_id: null,
      payload: message,
    });
    last = event.seq;
    messages.push(message);
  }
  await trx
    .updateTable('bot_sessions')
    .set({ owner: 'queue', handed_off_at: ctx.rooms.now(), expires_at: null })
    .where('uuid', '=', session.uuid)
    .execute();
  return { row, messages, seq: last };
}
