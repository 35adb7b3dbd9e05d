import type { AgentCommand } from '@omnicanal/api';
import { sendRoomEvent } from '../cobrowse/room-events.ts';
import { replay } from '../events/log.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { CommandError } from '../realtime/errors.ts';
import type { EventStream } from '../realtime/stream.ts';
import { blockRoom } from '../rooms/block.ts';
import { authorOf } from '../rooms/room-actions.ts';
import { transferRoom } from '../rooms/transfer.ts';
import { sendSurveyAtClose } from '../surveys/invite.ts';
import { agentSettings, setPause } from './agent-controls.ts';
import { recordCrmAction } from './guest-details/crm-action.ts';
import { roomTemplates, sendRoomTemplate } from './room-templates.ts';
import { listRooms, roomMessagesPage, toRoom } from './rooms-repo.ts';
import {
  getCsvStats,
  getHeaderStats,
  getStats,
  getSupervisorCsvStats,
  getSupervisorStats,
} from './stats/commands.ts';
import { roomToRead } from './sudo.ts';
import { type Viewer, visibleEvents } from './visibility.ts';

/** Answers one validated command of the agents socket (spec 000 §7); the result is the response data. */
export async function runAgentCommand(
  ctx: Infrastructure,
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
      return toRoom(await roomToRead(ctx.db, ctx.rooms, viewer, command.uuid, command.sudo === true));
    case 'get_messages': {
      await ctx.rooms.visibleRoom(ctx.db, viewer, command.room);
      const page = await roomMessagesPage(ctx.db, command.room, command);
      if (!page) throw new CommandError('not_found', 'The message does not exist in this room.');
      return page;
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
      return ctx.rooms.close(viewer, command.room, command.extras ?? null, (trx, emit, row) =>
        sendSurveyAtClose(ctx, trx, emit, row, authorOf(viewer), command.extras?.send_survey === true),
      );
    case 'transfer_room':
      return transferRoom(ctx.rooms, viewer, command.room, command);
    case 'block_room':
      return blockRoom(ctx.rooms, viewer, command.room);
    case 'crm_action':
      return recordCrmAction(ctx.rooms, viewer, command.room, command.action, command.data);
    case 'get_stats':
      return getStats(ctx, viewer, command);
    case 'get_csv_stats':
      return getCsvStats(ctx, viewer, command);
    case 'get_supervisor_stats':
      return getSupervisorStats(ctx, viewer, command);
    case 'get_supervisor_csv_stats':
      return getSupervisorCsvStats(ctx, viewer, command);
    case 'get_header_stats':
      return getHeaderStats(ctx, viewer);
    case 'room_event':
      return sendRoomEvent(ctx, viewer, command);
    case 'get_templates':
      return roomTemplates(ctx, viewer, command.room);
    case 'send_template':
      return sendRoomTemplate(ctx, viewer, command);
    case 'pause':
      // Oneself only: a manager changes another agent's break over HTTP (POST /agents/pause).
      await setPause(ctx, { id: viewer.userId, company_id: viewer.companyId }, command.pause);
      return { pause: command.pause };
    case 'settings':
      return agentSettings(ctx, viewer.userId, command.update);
    case 'ping':
    case 'pong':
      // Answered by the connection itself.
      return null;
  }
}
