import type { Message } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { RoomRow } from '../agents/rooms-repo.ts';
import type { DB } from '../db/schema.ts';
import type { OutboundTemplate } from './providers/provider.ts';

/**
 * Queues a message written in a channel's room (or a bot's line in a conversation it still owns,
 * which becomes that room) for its contact, in the transaction that stores it:
 * the outbox (outbox.ts) sends it from there, so it leaves once even if the process stops between
 * the commit and the send. Rooms of the web chat (no channel) queue nothing. A `template` goes as
 * that approved template (a WhatsApp reply past the 24-hour window).
 */
export async function queueOutbound(
  trx: Kysely<DB>,
  room: Pick<RoomRow, 'uuid' | 'company_id' | 'guest_id' | 'channel_id'>,
  message: Pick<Message, 'event'>,
  now: Date,
  template: OutboundTemplate | null = null,
): Promise<void> {
  if (room.channel_id === null) return;
  const contact = await trx
    .selectFrom('channel_contacts')
    .select('address')
    .where('channel_id', '=', room.channel_id)
    .where('guest_id', '=', room.guest_id)
    .executeTakeFirst();
  if (!contact) return;
  await trx
    .insertInto('channel_messages')
    .values({
      company_id: room.company_id,
      channel_id: room.channel_id,
      direction: 'out',
      room_uuid: room.uuid,
      message_uuid: message.event,
      address: contact.address,
      status: 'queued',
      due_at: now,
      template: template ? JSON.stringify(template) : null,
    })
    .execute();
}
