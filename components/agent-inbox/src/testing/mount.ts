/**
 * Component-test harness: an `<oc-agent-inbox>` signed in as a test agent, talking to a scripted
 * socket server that serves the given rooms and histories. Not imported by product code.
 */
import type { AgentSummary, Message, Room, Skill } from '@omnicanal/api';
import { listOfStatus } from '@omnicanal/core';
import { setLocale, setToken, setUser } from '@omnicanal/stores';
import { configure, waitFor, within } from '@testing-library/dom';
import { type Answer, FakeServer, type Frame } from './fakeSocket.ts';
import { makeUser } from './fixtures.ts';
import '../define.ts';

export interface World {
  rooms: Room[];
  messages: Record<string, Message[]>;
  /** Rooms per page; beyond it the list says it has more. */
  pageSize?: number;
  /** What `GET /api/core/skills/` and `/api/core/agents/` answer. */
  skills?: Skill[];
  agents?: AgentSummary[];
  /**
   * Extra HTTP answers, keyed `"<METHOD> <path suffix>"` (e.g. `"POST /sessions/search"`); the
   * first key whose method matches and whose suffix ends the path answers. Return a Response.
   */
  http?: Record<string, (request: Request, url: URL) => Response | Promise<Response>>;
  /** Extra socket answers per command name; `undefined` leaves the command unanswered. */
  commands?: Record<string, (frame: Frame) => Answer>;
}

export interface Mounted {
  element: HTMLElement;
  screen: ReturnType<typeof within>;
  server: FakeServer;
  /** Every oc-* event the element dispatched, in order. */
  events: CustomEvent[];
}

// Testing Library cannot print a shadow root: keep its messages, drop the DOM dump.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

const realWebSocket = globalThis.WebSocket;
const realFetch = globalThis.fetch;

/** Answers the company directory's HTTP reads from `world`; every other request is a 404. */
function serveDirectory(world: World): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const request = new Request(url, init);
    for (const [key, answer] of Object.entries(world.http ?? {})) {
      const [method, suffix] = key.split(' ');
      if (request.method === method && suffix && url.pathname.endsWith(suffix)) return answer(request, url);
    }
    if (url.pathname.endsWith('/core/skills/')) return json(world.skills ?? []);
    if (url.pathname.endsWith('/core/agents/')) return json(world.agents ?? []);
    return json({ error: 'not_found', detail: 'not found' }, 404);
  };
}
let tokens = 0;

/** Answers the agents socket's commands from `world`, like the reference server. */
export function serveWorld(server: FakeServer, world: World): void {
  server.handler = (frame: Frame) => {
    const extra = world.commands?.[String(frame.command)];
    if (extra) return extra(frame);
    switch (frame.command) {
      case 'get_rooms_list': {
        const size = world.pageSize ?? 50;
        const offset = Number(frame.offset ?? 0);
        const all = world.rooms.filter((r) => listOfStatus(r.status) === frame.status);
        const rooms = all.slice(offset, offset + size);
        return {
          data: { status: frame.status, rooms, count: all.length, paging_end: offset + size >= all.length },
        };
      }
      case 'get_room': {
        const room = world.rooms.find((r) => r.uuid === frame.uuid);
        return room ? { data: room } : { error: 'not_found' };
      }
      case 'get_messages':
        return { data: { messages: world.messages[String(frame.room)] ?? [] } };
      case 'settings':
        return { data: { ...makeUser(), auto_fill: false, status: 1 } };
      default:
        return { data: {} };
    }
  };
}

/** Mounts a signed-in inbox (a fresh identity each time, so no state leaks between tests). */
export async function mountInbox(world: World, attributes: Record<string, string> = {}): Promise<Mounted> {
  const server = new FakeServer();
  server.autoAccept = true;
  serveWorld(server, world);
  globalThis.WebSocket = server.WebSocket;
  globalThis.fetch = serveDirectory(world);
  tokens += 1;
  setToken(`test-token-${tokens}`);
  setUser(makeUser());

  const element = document.createElement('oc-agent-inbox');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: CustomEvent[] = [];
  for (const name of ['oc-room-open', 'oc-navigate', 'oc-error', 'oc-unauthorized'])
    element.addEventListener(name, (e) => events.push(e as CustomEvent));
  document.body.append(element);
  const screen = within(element.shadowRoot as unknown as HTMLElement);
  await screen.findByRole('tablist');
  // Connected and the first pages in: the inbox is as an agent first sees it.
  await waitFor(() => {
    if (screen.queryByText('Chargement des discussions…') || !server.sockets.length)
      throw new Error('loading');
  });
  return { element, screen, server, events };
}

export function unmountAll(): void {
  document.body.replaceChildren();
  globalThis.WebSocket = realWebSocket;
  globalThis.fetch = realFetch;
  setToken(null);
  setLocale('fr');
}

/** The element focused inside the inbox's shadow root. */
export function focused(element: HTMLElement): Element | null {
  return element.shadowRoot?.activeElement ?? null;
}
