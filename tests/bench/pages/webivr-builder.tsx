/**
 * `<oc-webivr-builder>` on a generated 2,000-node web IVR, with the web IVR service answered in the
 * page: the benchmark measures the element, not a server or the network. The fake answers at the
 * `fetch` level so it stays valid whatever client the element builds on top.
 */
import type { User, WebivrMenu, WebivrNode } from '@omnicanal/api';
import { setToken, setUser } from '@omnicanal/stores';
import '@omnicanal/webivr-builder/define';
import type { Rendered } from './probe.ts';
import './probe.ts';

declare global {
  interface Window {
    mountWebivr(): Promise<Rendered>;
    unmountWebivr(): void;
    /** Nodes of the builder's canvas in the DOM right now. */
    webivrNodeCount(): number;
    /** Nodes of the generated menu. */
    webivrMenuSize(): number;
  }
}

const TREE = '00000000-0000-4000-8000-000000000001';
const TOTAL = 2000;

/**
 * One tree: a first page, each page offering three choices that each lead to another page, and a
 * text; pages are filled breadth first until the menu holds TOTAL nodes.
 */
function generateMenu(): WebivrMenu {
  const nodes: WebivrNode[] = [];
  let n = 0;
  const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const add = (parent: string | null, action: WebivrNode['action'], label: string, position: number) => {
    const node: WebivrNode = {
      id: id(),
      tree: TREE,
      parent,
      position,
      action,
      label,
      validated: n % 7 !== 0,
      data: action === 'text' ? { text: `Texte ${n}` } : {},
    };
    nodes.push(node);
    return node;
  };
  const pages = [add(null, 'page', 'Accueil', 0)];
  while (nodes.length < TOTAL && pages.length > 0) {
    const page = pages.shift() as WebivrNode;
    add(page.id, 'text', `Texte de ${page.label}`, 0);
    for (let i = 1; i <= 3 && nodes.length + 2 <= TOTAL; i++) {
      const choice = add(page.id, 'choice', `${page.label}.${i}`, i);
      pages.push(add(choice.id, 'page', `Page ${page.label}.${i}`, 0));
    }
  }
  return { version: 10, trees: [{ id: TREE, label: 'Accueil', root_node: nodes[0]?.id ?? null }], nodes };
}

const menu = generateMenu();
const account = {
  id: 1,
  label: 'SVI de démonstration',
  skill: 1,
  language: 'fr',
  theme: null,
  working_version: 10,
  production_version: 9,
  root_node: menu.nodes[0]?.id ?? null,
  has_unpublished_changes: true,
  created_at: '2026-11-01T09:00:00.000Z',
};
const realFetch = window.fetch.bind(window);
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const path = url.pathname.replace(/^\/api/, '');
  if (path === '/webivr/accounts/1') return json(account);
  if (path === '/webivr/accounts/1/menu') return json(menu);
  if (path === '/webivr/accounts/1/snapshots/state')
    return json({ has_next: false, has_previous: true, expires_at: null });
  if (path === '/webivr/accounts/1/versions') return json([]);
  if (path === '/webivr/accounts/1/nodes') return json(menu.nodes.filter((node) => !node.validated));
  if (path === '/core/skills/')
    return json([{ id: 1, name: 'Support', auto_allocation: false, services: [] }]);
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

window.mountWebivr = () => {
  element = document.createElement('oc-webivr-builder');
  element.setAttribute('account-id', '1');
  element.setAttribute('version-id', '10');
  element.setAttribute('locale', 'fr');
  const t0 = performance.now();
  document.getElementById('root')?.append(element);
  return window.benchProbe.waitRendered(() => element?.shadowRoot, t0);
};

window.webivrNodeCount = () => element?.shadowRoot?.querySelectorAll('.react-flow__node').length ?? 0;
window.webivrMenuSize = () => menu.nodes.length;

window.unmountWebivr = () => {
  element?.remove();
  element = null;
};
