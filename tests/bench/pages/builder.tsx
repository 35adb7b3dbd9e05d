/**
 * `<oc-bot-builder>` on the generated bot, with the bot service answered in the page: the benchmark
 * measures the element, not a server or the network. The fake answers at the `fetch` level so it
 * stays valid whatever client the element builds on top.
 */
import type { User } from '@omnicanal/api';
import { layoutTree } from '@omnicanal/bot-builder';
import { toWire } from '@omnicanal/core/bot';
import { setToken, setUser } from '@omnicanal/stores';
import { generateBot } from '../support/generate-bot.ts';
import '@omnicanal/bot-builder/define';
import type { BenchGraph } from './graph.ts';
import type { Rendered } from './probe.ts';
import './probe.ts';

declare global {
  interface Window {
    mountBuilder(): Promise<Rendered>;
    unmountBuilder(): void;
    /** Nodes of the builder's canvas in the DOM right now. */
    builderNodeCount(): number;
    /** Nodes, edges and viewport as the builder laid them out, for the bare canvas. */
    builderGraph(): BenchGraph;
  }
}

const bot = generateBot();
const realFetch = window.fetch.bind(window);

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (/\/bot\/[^/]+\/[^/]+\/?$/.test(url.pathname)) {
    return method === 'GET' ? json(toWire(bot)) : json(JSON.parse(String(init?.body ?? '{}')));
  }
  if (url.pathname.includes('/integrations')) return json([]);
  if (url.pathname.includes('/chronos')) return json([]);
  return realFetch(input, init);
};

const manager: User = {
  id: 1,
  uuid: 'manager-uuid',
  first_name: 'Marie',
  last_name: 'Durand',
  email: 'manager@demo.test',
  phone_number: null,
  timezone: 'Europe/Paris',
  language: 'fr',
  user_role: 'manager',
  date_joined: '2026-01-01T00:00:00.000Z',
  has_confirm_email: true,
  want_notif: false,
  pause: false,
  max_rooms: 5,
  max_reviews: 0,
  max_tickets: 0,
  groups: [1],
  subaccounts: [],
  permissions: { skills: [{ id: 1, auto_allocation: false }], groups: [1] },
  notif_new_msg_sound: false,
};
setToken('bench-token');
setUser(manager);

let element: HTMLElement | null = null;

window.mountBuilder = () => {
  element = document.createElement('oc-bot-builder');
  element.setAttribute('skill-id', '1');
  element.setAttribute('bot-id', 'bench');
  element.setAttribute('channel-id', 'web');
  element.setAttribute('locale', 'fr');
  element.setAttribute('edition', 'self-hosted');
  const t0 = performance.now();
  document.getElementById('root')?.append(element);
  return window.benchProbe.waitRendered(() => element?.shadowRoot, t0);
};

window.builderNodeCount = () => element?.shadowRoot?.querySelectorAll('.react-flow__node').length ?? 0;

window.unmountBuilder = () => {
  element?.remove();
  element = null;
};

/**
 * The open tree as the builder lays it out (its own `layoutTree`, every node, not only those on
 * screen), with the builder's viewport and canvas size, so the bare canvas shows the same picture.
 */
window.builderGraph = () => {
  const root = element?.shadowRoot;
  const shown = [...(root?.querySelectorAll<HTMLElement>('.react-flow__node') ?? [])].map(
    (n) => n.dataset.id,
  );
  const tree = Object.values(bot.channels.web?.trees ?? {}).find((t) => shown.includes(t.node));
  if (!tree) throw new Error('the builder does not show the root of a tree of the bench bot');
  const layout = layoutTree(bot, tree.node);
  const nodes = layout.nodes.map((n) => {
    const node = bot.nodes[n.key];
    return { id: n.key, x: n.x, y: n.y, label: node ? `${node.action} ${node.tag}` : n.key };
  });
  const viewport = root?.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
  const v = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)\s*scale\(([\d.]+)\)/.exec(viewport);
  const pane = root?.querySelector('.react-flow__renderer')?.getBoundingClientRect();
  return {
    nodes,
    edges: layout.edges,
    viewport: v ? { x: Number(v[1]), y: Number(v[2]), zoom: Number(v[3]) } : null,
    size: pane ? { width: pane.width, height: pane.height } : null,
  };
};
