/**
 * `<oc-agent-inbox>` on 10,000 rooms, with the agents socket scripted in the page (the component
 * tests' FakeServer answering like the reference server): the benchmark measures the element's
 * rendering, not PGlite or the network, and a server on the same two cores would take CPU from the
 * browser whose frames are measured.
 */

import {
  FakeServer,
  type Frame,
  makeMessage,
  makeRoom,
  makeUser,
  serveWorld,
  type World,
} from '@omnicanal/agent-inbox/testing';
import type { Message, Room } from '@omnicanal/api';
import { setToken, setUser } from '@omnicanal/stores';
import './probe.ts';

/** Rooms per list: 10,000 in all. */
export const ROOMS = { waiting: 4000, running: 3000, closed: 3000 } as const;
export const HISTORY = 1000;

export interface InboxFigures {
  /** Time from the click on a room to the frame that shows its last message. */
  ms: number;
  /** Messages in the DOM at that frame. */
  messages: number;
}

declare global {
  interface Window {
    mountInbox(): Promise<{ rows: number; rooms: number }>;
    /** Visitor messages into ongoing rooms (a tenth into the open one) at `perSecond` for `seconds`. */
    burst(perSecond: number, seconds: number): Promise<number>;
    /** Room rows in the DOM, across the shown list. */
    roomRows(): number;
    /** Opens the room with 1,000 messages; `paged`: the server answers the latest page only. */
    openLong(paged: boolean): Promise<InboxFigures>;
  }
}

const server = new FakeServer();
server.autoAccept = true;
let seq = 0;

const rooms: Room[] = [];
let minute = 0;
for (const [status, count] of Object.entries(ROOMS) as [Room['status'], number][]) {
  for (let i = 0; i < count; i++) {
    minute += 1;
    rooms.push(makeRoom({ status, at: minute }));
  }
}
// The two long conversations sort first in the ongoing list (latest activity).
const pagedRoom = makeRoom({ status: 'running', at: minute + 20, infos: { name: 'Conversation paginée' } });
const wholeRoom = makeRoom({ status: 'running', at: minute + 10, infos: { name: 'Conversation entière' } });
rooms.push(pagedRoom, wholeRoom);
// Newest first, as the server answers a list in its default order.
rooms.sort((a, b) => b.list_time.localeCompare(a.list_time));
const history = (room: Room): Message[] =>
  Array.from({ length: HISTORY }, (_, i) =>
    makeMessage({
      room: room.uuid,
      at: i,
      kind: i % 3 === 0 ? 'agent' : 'visitor',
      rich_content: { type: 'txt', text: `Message ${i + 1} de la conversation ${room.infos.name}` },
    }),
  );
const histories: Record<string, Message[]> = {
  [pagedRoom.uuid]: history(pagedRoom),
  [wholeRoom.uuid]: history(wholeRoom),
};

/** get_messages as the reference server pages it (spec 000 §7), for the paged room only. */
function getMessages(frame: Frame) {
  const all = histories[String(frame.room)] ?? [];
  if (frame.room !== pagedRoom.uuid) return { data: { messages: all } };
  const end = frame.lastevent ? all.findIndex((m) => m.event === frame.lastevent) : all.length;
  const from = Math.max(0, end - 100);
  return { data: { messages: all.slice(from, end), has_more: from > 0 } };
}

// Every room of a list loaded, as after scrolling through all its pages.
const world: World = { rooms, messages: {}, pageSize: 10_000, commands: { get_messages: getMessages } };
serveWorld(server, world);
globalThis.WebSocket = server.WebSocket;
setToken('bench-token');
setUser(makeUser());

let element: HTMLElement | null = null;
const shadow = () => element?.shadowRoot ?? null;

const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));

window.mountInbox = async () => {
  element = document.createElement('oc-agent-inbox');
  document.getElementById('root')?.append(element);
  for (;;) {
    const tab = shadow()?.querySelector('[role="tab"]');
    if (tab?.textContent?.includes(String(ROOMS.waiting)) && shadow()?.querySelector('.rooms li')) break;
    await nextFrame();
  }
  return { rows: window.roomRows(), rooms: rooms.length };
};

window.roomRows = () => shadow()?.querySelectorAll('.rooms li').length ?? 0;

window.burst = (perSecond, seconds) =>
  new Promise((done) => {
    const running = rooms.filter((r) => r.status === 'running');
    const open = [pagedRoom, wholeRoom];
    const total = perSecond * seconds;
    let sent = 0;
    const start = performance.now();
    const timer = setInterval(() => {
      // Catch up with the schedule: timers run late while a frame is busy.
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * perSecond));
      for (; sent < due; sent++) {
        const room = sent % 10 === 0 ? (open[0] as Room) : (running[(sent * 7919) % running.length] as Room);
        seq += 1;
        server.current.push({
          type: 'event',
          seq,
          kind: 'message',
          data: makeMessage({
            room: room.uuid,
            at: 100_000 + sent,
            rich_content: { type: 'txt', text: `Rafale ${sent}` },
          }),
        });
      }
      if (sent >= total) {
        clearInterval(timer);
        done(sent);
      }
    }, 5);
  });

window.openLong = async (paged) => {
  const room = paged ? pagedRoom : wholeRoom;
  const name = String(room.infos.name);
  const last = `Message ${HISTORY} de la conversation ${name}`;
  const row = () =>
    [...(shadow()?.querySelectorAll<HTMLButtonElement>('button.room') ?? [])].find((b) =>
      b.textContent?.includes(name),
    );
  if (!row()) {
    shadow()?.querySelector<HTMLElement>('#tab-running')?.click();
    await nextFrame();
  }
  const button = row();
  if (!button) throw new Error(`no row for ${name} in the shown list`);
  const t0 = performance.now();
  button.click();
  for (;;) {
    const now = await nextFrame();
    const log = shadow()?.querySelector('[role="log"]');
    if (log?.textContent?.includes(last)) {
      // This frame paints it: its style, layout and paint count, up to the next frame's start.
      const painted = await nextFrame();
      return { ms: painted - t0, messages: log.querySelectorAll('li').length };
    }
    if (now - t0 > 30_000) throw new Error(`${name} did not show within 30 s`);
  }
};
