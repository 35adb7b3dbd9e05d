import type { WebivrAction } from './model.ts';

/*
 * The web IVR walker (ARCHITECTURE "one walker per flow, two front ends"): what a visitor sees on
 * a page and where a click leads, for the builder's preview and the visitor's menu alike. Plain
 * data in, plain data out; what a manager typed stays text, and only http(s), tel and mailto
 * addresses become links (issue 18 "Bad input").
 */

/** A node as the walker reads it (a version's menu, as the service answers it). */
export interface WalkNode {
  id: string;
  tree: string;
  parent: string | null;
  position: number;
  action: WebivrAction;
  label: string;
  data: Readonly<Record<string, unknown>>;
}

/** One thing shown on a page. */
export type WalkItem =
  | { kind: 'choice'; node: string; label: string }
  | { kind: 'text'; node: string; text: string }
  | { kind: 'link'; node: string; label: string; href: string }
  | { kind: 'faq'; node: string; label: string; faq: number }
  | { kind: 'form'; node: string; label: string; form: number }
  | { kind: 'callback' | 'messaging' | 'api'; node: string; label: string };

/** A page as shown: its title and items in order. */
export interface WalkScreen {
  page: string;
  title: string;
  items: WalkItem[];
}

/** Where a click leads: another page, one item to act on, or nowhere (an unfinished branch). */
export type WalkTarget =
  | { kind: 'screen'; screen: WalkScreen }
  | { kind: 'item'; item: WalkItem }
  | { kind: 'end' };

/** The branch a form or a calendar took, for their outputs. */
export interface WalkBranch {
  form?: 'sent' | 'failed';
  open?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The href of a link node, or null when it is not one the visitor may follow: an http(s) URL, a
 * `tel:` number (digits and +, nothing else) or a `mailto:` address.
 */
export function linkHref(action: WebivrAction, data: Readonly<Record<string, unknown>>): string | null {
  if (action === 'uri') {
    const url = text(data.url);
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
    } catch {
      return null;
    }
  }
  if (action === 'uri__tel') {
    const phone = text(data.phone).replace(/[\s.()-]/g, '');
    return /^\+?\d{3,20}$/.test(phone) ? `tel:${phone}` : null;
  }
  if (action === 'uri__mail') {
    const email = text(data.email);
    return /^[^\s@<>"'?&]+@[^\s@<>"'?&]+\.[^\s@<>"'?&]+$/.test(email) ? `mailto:${email}` : null;
  }
  return null;
}

/** The item a page shows for one of its children, or null when there is nothing to show. */
export function itemOf(node: WalkNode): WalkItem | null {
  const { id, label } = node;
  switch (node.action) {
    case 'choice':
      return { kind: 'choice', node: id, label };
    case 'text':
      return { kind: 'text', node: id, text: text(node.data.text) };
    case 'uri':
    case 'uri__tel':
    case 'uri__mail': {
      const href = linkHref(node.action, node.data);
      return href ? { kind: 'link', node: id, label, href } : null;
    }
    case 'faq':
      return typeof node.data.faq_id === 'number'
        ? { kind: 'faq', node: id, label, faq: node.data.faq_id }
        : null;
    case 'form':
      return typeof node.data.form_id === 'number'
        ? { kind: 'form', node: id, label, form: node.data.form_id }
        : null;
    case 'callback':
    case 'messaging':
    case 'api':
      return { kind: node.action, node: id, label };
    default:
      return null;
  }
}

/** A version's menu indexed for walking. */
export class WebivrMenuWalker {
  readonly #nodes = new Map<string, WalkNode>();
  readonly #children = new Map<string, WalkNode[]>();
  readonly #roots = new Map<string, WalkNode>();

  constructor(nodes: readonly WalkNode[]) {
    for (const node of nodes) {
      this.#nodes.set(node.id, node);
      if (node.parent === null) {
        const root = this.#roots.get(node.tree);
        if (!root || node.position < root.position) this.#roots.set(node.tree, node);
        continue;
      }
      const list = this.#children.get(node.parent) ?? [];
      list.push(node);
      this.#children.set(node.parent, list);
    }
    for (const list of this.#children.values()) list.sort((a, b) => a.position - b.position);
  }

  /** A page as the visitor sees it, or null when `page` is not a page of this menu. */
  screen(page: string): WalkScreen | null {
    const node = this.#nodes.get(page);
    if (node?.action !== 'page') return null;
    const items = (this.#children.get(page) ?? [])
      .map(itemOf)
      .filter((item): item is WalkItem => item !== null);
    return { page, title: node.label, items };
  }

  /** The first page of a tree. */
  start(tree: string): WalkScreen | null {
    const root = this.#roots.get(tree);
    return root ? this.screen(root.id) : null;
  }

  /**
   * Where reaching `id` leads: a choice goes on to what follows it, a jump to its tree's first page,
   * a form or a calendar through the output of `branch`. Jumps that loop end the walk.
   */
  follow(id: string, branch: WalkBranch = {}, seen = new Set<string>()): WalkTarget {
    const node = this.#nodes.get(id);
    if (!node || seen.has(id)) return { kind: 'end' };
    seen.add(id);
    const children = this.#children.get(id) ?? [];
    switch (node.action) {
      case 'page': {
        const screen = this.screen(id);
        return screen ? { kind: 'screen', screen } : { kind: 'end' };
      }
      case 'choice':
      case 'form_output':
      case 'routing_output': {
        const [next] = children;
        return next ? this.follow(next.id, branch, seen) : { kind: 'end' };
      }
      case 'to_tree': {
        const root = typeof node.data.tree_id === 'string' ? this.#roots.get(node.data.tree_id) : undefined;
        return root ? this.follow(root.id, branch, seen) : { kind: 'end' };
      }
      case 'routing': {
        const output = children.find((child) => (child.data.open !== false) === (branch.open ?? true));
        return output ? this.follow(output.id, branch, seen) : { kind: 'end' };
      }
      default: {
        if (node.action === 'form' && branch.form) {
          const output = children.find((child) => (child.data.outcome ?? 'sent') === branch.form);
          return output ? this.follow(output.id, {}, seen) : { kind: 'end' };
        }
        const item = itemOf(node);
        return item ? { kind: 'item', item } : { kind: 'end' };
      }
    }
  }
}
