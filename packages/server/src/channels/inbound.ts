import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/tokens.ts';
import { campaignReplied } from '../campaigns/sends/replies.ts';
import type { DB } from '../db/schema.ts';
import { insertWaitingRoom } from '../guests/room-open.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { holdsNul } from '../http/nul.ts';
import type { Infrastructure } from '../infrastructure.ts';
import type { Emit } from '../rooms/announce.ts';
import { nextRoomNumber } from '../rooms/room-numbers.ts';
import { botTakes } from './contact-bot.ts';
import { applyDelivery } from './delivery.ts';
import { keepInboundMedia } from './media.ts';
import type { DeliveryReport, InboundCall, InboundMessage } from './providers/provider.ts';
import { type ChannelRow, findChannelByUuid } from './repo.ts';

/*
 * A provider's inbound call (`POST /api/channels/inbound/{channel uuid}`): contacts' messages enter
 * the inbox as a web visitor's do (same room engine, same events), and delivery statuses of what
 * we sent update those messages. Providers deliver at least once, so each message is stored once by
 * its provider id: the row that claims the id, the room and the message commit together.
 */

/** Kinds whose contact address is a phone number, kept in the room infos for the agent. */
const PHONE_KINDS: readonly string[] = ['whatsapp', 'sms', 'rcs'];

/** What an inbound call did: messages stored, and those already stored by an earlier delivery. */
export interface InboundResult {
  stored: number;
  duplicates: number;
}

/**
 * Checks and applies one inbound call. Unknown channel: 404; not signed by the channel's secret:
 * 401; a payload the provider does not write: 400. Nothing is stored in any of those cases.
 */
export async function receiveInbound(
  ctx: Infrastructure,
  uuid: string,
  call: InboundCall,
): Promise<InboundResult> {
  const channel = await findChannelByUuid(ctx.db, uuid);
  if (!channel || channel.kind === 'web' || channel.skill_id === null) throw notFound('channel');
  const provider = ctx.channels.provider(channel);
  if (!provider.verify(call))
    throw new HttpError(401, 'not_authenticated', "The call is not signed with the channel's secret.");
  const batch = provider.parse(call);
  if (!batch || holdsNul(batch))
    throw new HttpError(400, 'invalid_payload', 'The payload is not a message of this channel.', {
      non_field_errors: ['invalid_payload'],
    });
  const result: InboundResult = { stored: 0, duplicates: 0 };
  for (const message of batch.messages) {
    // A retry of a stored message fetches nothing; a new file is copied before the commit.
    const known = await alreadyStored(ctx.db, channel.id, message.providerMessageId);
    const content = known
      ? message.content
      : await keepInboundMedia(ctx, channel.company_id, message.content, provider);
    if (!known && (await storeInbound(ctx, channel, { ...message, content }))) result.stored++;
    else result.duplicates++;
  }
  for (const report of batch.deliveries) await deliveryReported(ctx, channel, report);
  return result;
}

function alreadyStored(db: Kysely<DB>, channelId: number, providerMessageId: string): Promise<boolean> {
  return db
    .selectFrom('channel_messages')
    .select('id')
    .where('channel_id', '=', channelId)
    .where('direction', '=', 'in')
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst()
    .then(Boolean);
}

async function deliveryReported(ctx: Infrastructure, channel: ChannelRow, report: DeliveryReport) {
  await ctx.rooms.commit((trx, emit) =>
    applyDelivery(
      trx,
      emit,
      { channelId: channel.id, providerMessageId: report.providerMessageId },
      {
        status: report.status,
        errorCode: report.errorCode,
      },
    ),
  );
}

/** The guest a contact of the channel is, made on their first message. */
async function contactGuest(trx: Kysely<DB>, channel: ChannelRow, message: InboundMessage): Promise<number> {
  const known = await trx
    .selectFrom('channel_contacts')
    .select('guest_id')
    .where('channel_id', '=', channel.id)
    .where('address', '=', message.address)
    .executeTakeFirst();
  if (known) return known.guest_id;
  const guest = await trx
    .insertInto('guests')
    .values({
      uuid: randomUUID(),
      company_id: channel.company_id,
      name: message.name ?? message.address,
      email: null,
      language: null,
      phone_number: PHONE_KINDS.includes(channel.kind) ? message.address : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('channel_contacts')
    .values({ channel_id: channel.id, address: message.address, guest_id: guest.id })
    .execute();
  return guest.id;
}

/** The contact's open room on this channel, if any. */
async function openRoom(trx: Kysely<DB>, channelId: number, guestId: number): Promise<string | null> {
  const open = await trx
    .selectFrom('rooms')
    .select('uuid')
    .where('channel_id', '=', channelId)
    .where('guest_id', '=', guestId)
    .where('status', '<>', 'closed')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return open?.uuid ?? null;
}

/** What agents read of a channel's contact in the room's infos. */
async function contactInfos(
  trx: Kysely<DB>,
  channel: ChannelRow,
  guestId: number,
  address: string,
): Promise<Record<string, unknown>> {
  const guest = await trx
    .selectFrom('guests')
    .select('name')
    .where('id', '=', guestId)
    .executeTakeFirstOrThrow();
  return {
    name: guest.name,
    origin: channel.kind,
    email: null,
    language: null,
    ...(PHONE_KINDS.includes(channel.kind) ? { phone_number: address } : {}),
  };
}

/** A new waiting room in the channel's skill for the contact. */
async function newContactRoom(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  channel: ChannelRow & { skill_id: number },
  guestId: number,
  infos: Record<string, unknown>,
): Promise<string> {
  const number = await nextRoomNumber(trx, channel.company_id);
  const uuid = randomUUID();
  await insertWaitingRoom(ctx, trx, emit, {
    uuid,
    companyId: channel.company_id,
    skillId: channel.skill_id,
    guest: guestId,
    // The contact has no conversation token: nobody holds this one, it only fills the column.
    tokenHash: hashToken(newToken()),
    infos,
    number,
    channelId: channel.id,
  });
  return uuid;
}

/** Records where an inbound message was kept: its room (or bot conversation) and message id. */
async function keptAt(trx: Kysely<DB>, id: number, room: string, event: string): Promise<void> {
  await trx
    .updateTable('channel_messages')
    .set({ room_uuid: room, message_uuid: event })
    .where('id', '=', id)
    .execute();
}

/** The client id of an inbound message: a provider's id may be long or hold any character. */
const inboundClientId = (channelId: number, providerId: string) =>
  `ch-${channelId}-${createHash('sha256').update(providerId).digest('hex').slice(0, 40)}`;

/** Stores one contact's message unless its provider id is already stored; answers whether it was new. */
function storeInbound(ctx: Infrastructure, channel: ChannelRow, message: InboundMessage): Promise<boolean> {
  const skillId = channel.skill_id;
  if (skillId === null) return Promise.resolve(false);
  return ctx.rooms.commit(async (trx, emit) => {
    const claimed = await trx
      .insertInto('channel_messages')
      .values({
        company_id: channel.company_id,
        channel_id: channel.id,
        direction: 'in',
        provider_message_id: message.providerMessageId,
        address: message.address,
        status: 'received',
      })
      .onConflict((oc) =>
        oc
          .columns(['channel_id', 'direction', 'provider_message_id'])
          .where('provider_message_id', 'is not', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    const guestId = await contactGuest(trx, channel, message);
    const clientId = inboundClientId(channel.id, message.providerMessageId);
    // An answer to a campaign opens its conversation in the campaign's skill, for its agents.
    const campaign = await campaignReplied(trx, channel.id, message.address, ctx.rooms.now());
    const inSkill = { ...channel, skill_id: campaign?.skillId ?? skillId };
    let room = await openRoom(trx, channel.id, guestId);
    if (!room) {
      const infos = await contactInfos(trx, channel, guestId, message.address);
      // No room open: the skill's bot answers first when it has a tree for this channel (not
      // for an answer to a campaign shown to agents: they are waiting for it).
      const bot = campaign?.skillId
        ? null
        : await botTakes(ctx, trx, emit, inSkill, {
            guestId,
            content: message.content,
            clientId,
            infos,
          });
      if (bot) {
        await keptAt(trx, claimed.id, bot.uuid, bot.event);
        return true;
      }
      room = await newContactRoom(ctx, trx, emit, inSkill, guestId, infos);
    }
    const stored = await ctx.messages.visitorMessageIn(trx, emit, room, message.content, clientId);
    await keptAt(trx, claimed.id, room, stored.event);
    return true;
  });
}
