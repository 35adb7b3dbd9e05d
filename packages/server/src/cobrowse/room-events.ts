import { randomUUID } from 'node:crypto';
import { type Message, type RichContent, RoomEventData, type RoomEventKind } from '@omnicanal/api';
import * as v from 'valibot';
import type { Viewer } from '../agents/visibility.ts';
import { issuesDetail } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { CommandError } from '../realtime/errors.ts';

const orNull = (value: string | null | undefined) => value || null;

/** The rich content a room action sends (spec 000 §3 kinds, plus timeslots and callback). */
export function roomEventContent(kind: RoomEventKind, data: unknown): RichContent {
  const parsed = v.safeParse(RoomEventData[kind], data);
  if (!parsed.success) throw new CommandError('bad_rich_content', issuesDetail(parsed.issues));
  switch (kind) {
    case 'payment': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.payment>;
      return { type: 'payment', amount: d.amount, currency: d.currency, url: orNull(d.url) };
    }
    case 'authentication': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.authentication>;
      // The uuid names this request, so the answer that comes back can be matched to it.
      return { type: 'authentication', title: d.title, uuid: randomUUID() };
    }
    case 'address': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.address>;
      return { type: 'location', lat: d.lat, lng: d.lng, label: orNull(d.label) };
    }
    case 'product': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.product>;
      return { type: 'url', url: d.url, desc: orNull(d.desc), img: orNull(d.img) };
    }
    case 'timeslots': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.timeslots>;
      return { type: 'timeslots', title: d.title, slots: d.slots };
    }
    case 'callback': {
      const d = parsed.output as v.InferOutput<typeof RoomEventData.callback>;
      return { type: 'callback', title: d.title, phone_number: orNull(d.phone_number) };
    }
  }
}

/**
 * `room_event` (spec 000 §7): the agent holding the room sends an action's invitation into it, as
 * an agent message (so the same rules apply: open room, its agent only; a client id makes a retry
 * harmless).
 */
export function sendRoomEvent(
  ctx: Infrastructure,
  viewer: Viewer,
  command: { room: string; kind: RoomEventKind; data: unknown; client_id?: string | null },
): Promise<Message> {
  const content = roomEventContent(command.kind, command.data);
  return ctx.messages.sendAsAgent(viewer, command.room, content, command.client_id ?? `ev-${randomUUID()}`);
}
