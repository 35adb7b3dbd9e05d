import type { AgentCommand } from '@omnicanal/api';
import type { AppContext } from '../context.ts';
import { replay } from '../events/log.ts';
import type { EventStream } from '../realtime/stream.ts';
import { blockRoom } from './block.ts';
import { listRooms, roomMessages, toRoom } from './rooms-repo.ts';
import { transferRoom } from './transfer.ts';
import { type Viewer, visibleEvents } from './visibility.ts';

/** Answers one validated command of the agents socket (spec 000 §7); the result is the response data. */
export async function runAgentCommand(
  ctx: AppContext,
  viewer: Viewer,
  stream: EventStream,
  command: AgentCommand,
): Promise<unknown> {
  switch (command.command) {
    case 'resume':
      return stream.resume(command.since, (since) =>
        replay(ctx.db, viewer.companyId, since, visibleEvents(viewer)),
      );
    case 'get_rooms_list':
      return listRooms(ctx.db, viewer, command.status, command.order_by ?? 'desc', command.offset ?? 0);
    case 'get_room':
      return toRoom(await ctx.rooms.visibleRoom(ctx.db, viewer, command.uuid));
    case 'get_messages': {
      // The whole conversation, oldest first; lastevent/fromevent paging is not needed at this size.
      await ctx.rooms.visibleRoom(ctx.db, viewer, command.room);
      return { messages: await roomMessages(ctx.db, command.room) };
    }
    case 'send_message':
      return ctx.messages.sendAsAgent(viewer, command.room, command.rich_content, command.client_id);
    case 'room_is_read':
      return ctx.rooms.markRead(viewer, command.room);
    case 'typing':
      await ctx.messages.agentTyping(viewer, command.room, command.active);
      return {};
    case 'take_room':
      return ctx.rooms.take(viewer, command.room);
    case 'close_room':
      return ctx.rooms.close(viewer, command.room, command.extras ?? null);
    case 'transfer_room':
      return transferRoom(ctx.rooms, viewer, command.room, command);
    case 'block_room':
      return blockRoom(ctx.rooms, viewer, command.room);
    case 'ping':
    case 'pong':
      // Answered by the connection itself.
      return null;
  }
}
