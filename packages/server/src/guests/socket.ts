import { GuestCommand, type GuestServerEvent, type Message } from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import { roomMessages } from '../agents/rooms-repo.ts';
import { queryToken } from '../auth/guard.ts';
import { botMessages } from '../bot/runtime/open.ts';
import { botOwns, botSessionOfToken } from '../bot/runtime/repo.ts';
import { botTurn, sendTurn, type VisitorMove } from '../bot/runtime/turn.ts';
import { replay } from '../events/log.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { GUEST_FRAME_BUDGETS, scaledFrameBudgets } from '../limits/frames.ts';
import {
  CLOSE_NOT_AUTHENTICATED,
  CLOSE_ORIGIN_REFUSED,
  type Connection,
  socketRoute,
} from '../realtime/connection.ts';
import { CommandError } from '../realtime/errors.ts';
import { EventStream } from '../realtime/stream.ts';
import { conversationExpired } from './entry-point-rules.ts';
import { setGuestIdle } from './idle.ts';
import { roomOfGuestToken } from './repo.ts';
import { answerRoomEvent } from './room-event-answer.ts';
import { guestFrame, guestMessage, guestMessages, guestSees } from './views.ts';
import { ourOrigins, type VisitorPoster, visitorContent } from './visitor-content.ts';
import { visitorOriginAllowed } from './website-domains.ts';

/**
 * The visitors' socket, `/api/guests/ws?token=<guest token>`: the events of the one room the token
 * speaks for, with the same resume rules as the agents socket. Frames over the visitor's budget are
 * answered `rate_limited` and not run; a visitor who keeps flooding is disconnected (4429).
 */
export function guestSocket(ctx: Infrastructure, log: (err: unknown) => void) {
  // Visitors are anonymous: their frames have a budget, so one of them cannot flood the agents.
  const frames = scaledFrameBudgets(GUEST_FRAME_BUDGETS, ctx.config.rateLimitScale);
  return socketRoute(
    GuestCommand,
    { pingIntervalMs: ctx.config.pingIntervalMs, log, ...(frames ? { frames } : {}) },
    (conn, request) => open(ctx, conn, request),
  );
}

async function open(
  ctx: Infrastructure,
  conn: Connection<GuestCommand>,
  request: FastifyRequest,
): Promise<void> {
  const token = queryToken(request);
  // While a bot owns the conversation there is no room yet: the bot session speaks for it, under
  // the uuid the room takes at the hand-off (so the subscription below already listens for it).
  const room = (await roomOfGuestToken(ctx.db, token)) ?? (await botSessionOfToken(ctx.db, token));
  if (!room) {
    conn.refuse('not_authenticated', 'The conversation token is not valid.', CLOSE_NOT_AUTHENTICATED);
    return;
  }
  // The page must be one of the conversation's website domains (a socket needs no CORS to open).
  if (!(await visitorOriginAllowed(ctx, request, { conversation: token })).allowed) {
    conn.refuse('origin_not_allowed', 'This website may not use this chat.', CLOSE_ORIGIN_REFUSED);
    return;
  }
  if (await conversationExpired(ctx.db, room.uuid, ctx.rooms.now())) {
    conn.refuse('session_expired', 'This conversation is too old to be resumed.', CLOSE_NOT_AUTHENTICATED);
    return;
  }
  const poster: VisitorPoster = {
    companyId: room.company_id,
    guestId: room.guest_id,
    origins: ourOrigins(request, ctx.config.publicUrl),
  };
  const inRoom = (event: { room_uuid: string | null }) => event.room_uuid === room.uuid;
  const stream = new EventStream(
    (event) => inRoom(event) && guestSees(event),
    (event) => conn.send(guestFrame(event)),
    () => conn.drained(),
  );
  const unsubscribe = await ctx.bus.subscribe(room.company_id, {
    room: room.uuid,
    onEvent: (event) => stream.onEvent(event),
    onTyping: (signal) => {
      if (signal.data.author === 'agent' && inRoom(signal))
        conn.send({ type: 'event', seq: null, kind: 'typing', data: signal.data } satisfies GuestServerEvent);
    },
  });
  conn.onClose(unsubscribe);
  // Once the bot handed off (or if it never owned the conversation) it never will again.
  let bot = 'owner' in room && room.owner === 'bot';
  const withBot = async (move: VisitorMove): Promise<Message | null> => {
    if (!bot) return null;
    const turn = await botTurn(ctx, room.uuid, move);
    if (!turn) {
      bot = false;
      return null;
    }
    sendTurn(conn, turn);
    if (turn.handedOff) bot = false;
    return turn.visitor;
  };
  conn.start(async (command) => {
    switch (command.command) {
      case 'resume':
        return stream.resume(command.since, (since) =>
          replay(ctx.db, room.company_id, since, (eb) => eb('events.room_uuid', '=', room.uuid)),
        );
      case 'get_messages':
        if (bot && (await botOwns(ctx.db, room.uuid))) return { messages: await botMessages(ctx, room.uuid) };
        return { messages: guestMessages(await roomMessages(ctx.db, room.uuid)) };
      case 'send_message': {
        const content = await visitorContent(ctx.db, poster, command.rich_content);
        const toBot = await withBot({ kind: 'text', content, clientId: command.client_id });
        if (toBot) return toBot;
        return guestMessage(await ctx.messages.sendAsVisitor(room.uuid, content, command.client_id));
      }
      case 'pick_choice': {
        const picked = await withBot({ kind: 'pick', choice: command.choice, clientId: command.client_id });
        if (!picked) throw new CommandError('invalid_payload', 'No bot is waiting on a choice.');
        return picked;
      }
      case 'answer_room_event':
        return guestMessage(await answerRoomEvent(ctx, room.uuid, command));
      case 'typing':
        // Nobody reads typing while the bot owns the conversation.
        if (!bot) await ctx.messages.visitorTyping(room.uuid, command.active);
        return {};
      case 'idle':
        if (bot) return { idle: command.idle };
        return setGuestIdle(ctx.rooms, room.uuid, command.idle);
      default:
        return null;
    }
  });
}
