/**
 * Editing operations of the bot builder (spec 001 §4). Every operation is pure: it returns a new bot
 * and never mutates its input, so the history can keep the previous values for undo. The drop rules,
 * tree delete, copy and paste come from `@omnicanal/core/bot`; this file only composes them into the
 * gestures the builder offers and says why a gesture is refused.
 */

import { type Edition, uuid4 } from '@omnicanal/core';
import {
  type Bot,
  type BotClipboard,
  type BotNode,
  canDrop,
  copyTree,
  type DropReason,
  deleteTree,
  edgeProblem,
  isTreeRoot,
  type NodeAction,
  pasteNodes,
  type Tree,
} from '@omnicanal/core/bot';

/** Why an edit is refused; the element shows `bot-builder:drop.<reason>`. */
export type OpRefusal =
  | DropReason
  | 'tree-root'
  | 'tree-linked-to-entrypoints'
  | 'title-empty'
  | 'title-taken'
  | 'empty-clipboard';

/** Outcome of an edit: the new bot (and what to select), or the refusal. */
export type OpResult =
  | { ok: true; bot: Bot; focus?: string; warnings?: string[] }
  | { ok: false; reason: OpRefusal; entryPoints?: string[] };

const refuse = (reason: OpRefusal): OpResult => ({ ok: false, reason });

const defaultNewId = (): string => uuid4();

/** Payload of a fresh node, per action (spec 001 §3 field list, empty values). */
function defaultData(action: NodeAction): Record<string, unknown> | undefined {
  switch (action) {
    case 'url':
      return { title: '', image: '', url: '' };
    case 'button':
    case 'choice':
      return { title: '' };
    case 'chronos':
      return { rule: null };
    case 'custom_js_event':
      return { label: '' };
    case 'dialogflow':
    case 'ravana':
      return { account: null };
    case 'dialogflow_intent':
      return { intent: '', intent_label: '' };
    case 'input_check':
      return { words: [] };
    case 'input_error':
      return { txt: '' };
    case 'messenger_optin_request':
    case 'campaigns_contactlist':
    case 'rcs_optout':
      return { contact_list: null };
    case 'routing_load_balancer':
      return { weights: [] };
    case 'ravana_output':
      return { task: '' };
    case 'totree':
      return { tree: null };
    case 'callback':
      return { messages: {}, thirdparties_id: null };
    default:
      return undefined;
  }
}

/** Default payload of a new node of `action` (button/choice get uuid=key, customData{action}, title ''). */
export function newNode(bot: Bot, action: NodeAction, parent: string | null, key: string): BotNode {
  const data = defaultData(action);
  const node: Record<string, unknown> = {
    key,
    action,
    parent,
    childs: [],
    tag: String(bot.nodeMaxCounter + 1),
  };
  if (data !== undefined) node.data = data;
  // spec 001 §3: button and choice nodes also carry uuid, customData.action, title and subtitle.
  if (action === 'button' || action === 'choice') {
    node.uuid = key;
    node.customData = { action };
    node.title = '';
  }
  return node as unknown as BotNode;
}

/** Load-balancer weights follow the order of its outputs: weights[i] belongs to childs[i]. */
function weightsOf(node: BotNode): number[] {
  if (node.action !== 'routing_load_balancer') return [];
  const weights = [...(node.data.weights ?? [])];
  while (weights.length < node.childs.length) weights.push(0);
  return weights.slice(0, node.childs.length);
}

/** `parent` with `child` inserted in its childs at `index` (weights kept aligned for a load balancer). */
function withChild(parent: BotNode, child: string, index?: number): BotNode {
  const weights = weightsOf(parent);
  const at = index === undefined ? parent.childs.length : Math.max(0, Math.min(index, parent.childs.length));
  const childs = [...parent.childs];
  childs.splice(at, 0, child);
  if (parent.action !== 'routing_load_balancer') return { ...parent, childs };
  // A new output gets 0 % so the other outputs keep their share; the first output takes everything.
  weights.splice(at, 0, parent.childs.length === 0 ? 100 : 0);
  return { ...parent, childs, data: { ...parent.data, weights } };
}

/** `parent` without `child` (its weight dropped too for a load balancer). */
function withoutChild(parent: BotNode, child: string): BotNode {
  const at = parent.childs.indexOf(child);
  if (at < 0) return parent;
  const childs = parent.childs.filter((k) => k !== child);
  if (parent.action !== 'routing_load_balancer') return { ...parent, childs };
  const weights = weightsOf(parent);
  weights.splice(at, 1);
  return { ...parent, childs, data: { ...parent.data, weights } };
}

/** Adds a new node of `action` as last child of `parent` (drop rules checked, tag = counter+1). */
export function addNode(
  bot: Bot,
  parent: string,
  action: NodeAction,
  opts: { channel: string; newId?: () => string },
): OpResult {
  const target = bot.nodes[parent];
  if (!target) return refuse('unknown-target');
  const key = (opts.newId ?? defaultNewId)();
  const node = newNode(bot, action, parent, key);
  const reason = edgeProblem(bot, node, target, opts.channel);
  if (reason) return refuse(reason);
  const nodes = { ...bot.nodes, [key]: node, [parent]: withChild(target, key) };
  return { ok: true, bot: { ...bot, nodes, nodeMaxCounter: bot.nodeMaxCounter + 1 }, focus: key };
}

/** Re-parents `key` (with its subtree) under `parent` at `index` (default last); canDrop mode 'move'. */
export function moveNode(
  bot: Bot,
  key: string,
  parent: string,
  opts: { channel: string; index?: number },
): OpResult {
  const node = bot.nodes[key];
  if (!node) return refuse('unknown-node');
  if (isTreeRoot(bot, key)) return refuse('tree-root');
  const drop = canDrop(bot, key, parent, { mode: 'move', channel: opts.channel });
  if (!drop.ok) return refuse(drop.reason);
  const nodes = { ...bot.nodes };
  const from = node.parent ? nodes[node.parent] : undefined;
  if (from) nodes[from.key] = withoutChild(from, key);
  nodes[parent] = withChild(nodes[parent] as BotNode, key, opts.index);
  nodes[key] = { ...node, parent };
  return { ok: true, bot: { ...bot, nodes }, focus: key };
}

/** Keys of `key` and every node below it. */
function subtree(bot: Bot, key: string): Set<string> {
  const out = new Set<string>();
  const stack = [key];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const node = bot.nodes[current];
    if (!node || out.has(current)) continue;
    out.add(current);
    stack.push(...node.childs);
  }
  return out;
}

/** Deletes a node and its subtree; refuses tree roots ('tree-root'). Cleans dialogflow map. */
export function deleteNode(bot: Bot, key: string): OpResult {
  const node = bot.nodes[key];
  if (!node) return refuse('unknown-node');
  // The root is the tree itself: removing it is "delete the tree" (with its entry-point check).
  if (isTreeRoot(bot, key)) return refuse('tree-root');
  const gone = subtree(bot, key);
  const nodes: Bot['nodes'] = {};
  for (const [k, n] of Object.entries(bot.nodes)) if (!gone.has(k)) nodes[k] = n;
  const parent = node.parent ? nodes[node.parent] : undefined;
  if (parent) nodes[parent.key] = withoutChild(parent, key);
  const dialogflow = Object.fromEntries(Object.entries(bot.dialogflow).filter(([k]) => !gone.has(k)));
  return {
    ok: true,
    bot: { ...bot, nodes, dialogflow },
    ...(parent ? { focus: parent.key } : {}),
  };
}

/** Common fields a node form edits. */
export type NodePatch = Partial<Pick<BotNode, 'txt' | 'customTag' | 'title' | 'subtitle'>> & {
  data?: Record<string, unknown>;
  /** Only `list` may change (a button shown as a WhatsApp list picker); `action` stays the node's. */
  customData?: { list?: boolean };
};

/** Replaces common fields and/or `data` of a node (shallow merge of data). */
export function updateNode(bot: Bot, key: string, patch: NodePatch): OpResult {
  const node = bot.nodes[key];
  if (!node) return refuse('unknown-node');
  const { data: dataPatch, customData, ...common } = patch;
  const next = { ...node, ...common } as Record<string, unknown>;
  if (customData && node.action === 'button') {
    next.customData = { ...node.customData, action: 'button', list: customData.list === true };
  }
  const hasData = 'data' in node;
  let data = hasData ? { ...(node as { data: Record<string, unknown> }).data, ...dataPatch } : undefined;
  // Button and choice carry their title twice (common `title` and `data.title`, spec 001 §3); a form
  // edits one of them, so both are kept equal and neither reader sees a stale title.
  if (node.action === 'button' || node.action === 'choice') {
    const title = typeof dataPatch?.title === 'string' ? dataPatch.title : common.title;
    if (title !== undefined) {
      next.title = title;
      data = { ...data, title };
    }
  }
  if (data !== undefined) next.data = data;
  return {
    ok: true,
    bot: { ...bot, nodes: { ...bot.nodes, [key]: next as unknown as BotNode } },
    focus: key,
  };
}

/** Trees of a channel (empty when the channel has none yet). */
function treesOf(bot: Bot, channel: string): Record<string, Tree> {
  return bot.channels[channel]?.trees ?? {};
}

/** 'title-empty' / 'title-taken' for a tree title in `channel`, ignoring the tree `except`. */
function titleProblem(bot: Bot, channel: string, title: string, except?: string): OpRefusal | null {
  const wanted = title.trim().toLowerCase();
  if (wanted === '') return 'title-empty';
  const taken = Object.values(treesOf(bot, channel)).some(
    (t) => t.key !== except && t.title.trim().toLowerCase() === wanted,
  );
  return taken ? 'title-taken' : null;
}

/** New tree in `channel`: root node action 'entrypoint', title trimmed, unique (else 'title-taken'). */
export function addTree(
  bot: Bot,
  channel: string,
  title: string,
  newId: () => string = defaultNewId,
): OpResult {
  const problem = titleProblem(bot, channel, title);
  if (problem) return refuse(problem);
  const rootKey = newId();
  const treeKey = newId();
  const root = newNode(bot, 'entrypoint', null, rootKey);
  const existing = bot.channels[channel] ?? { trees: {}, triggers: [] };
  // The first tree of an empty channel is its initial tree: a channel without one would open nowhere.
  const kind = Object.keys(existing.trees).length === 0 ? 'init' : null;
  const tree: Tree = { key: treeKey, title: title.trim(), node: rootKey, kind };
  return {
    ok: true,
    bot: {
      ...bot,
      nodes: { ...bot.nodes, [rootKey]: root },
      nodeMaxCounter: bot.nodeMaxCounter + 1,
      channels: {
        ...bot.channels,
        [channel]: { ...existing, trees: { ...existing.trees, [treeKey]: tree } },
      },
    },
    focus: treeKey,
  };
}

/** Renames a tree; the title is trimmed and must stay unique in the channel. */
export function renameTree(bot: Bot, channel: string, treeKey: string, title: string): OpResult {
  const existing = bot.channels[channel];
  const tree = existing?.trees[treeKey];
  if (!existing || !tree) return refuse('unknown-target');
  const problem = titleProblem(bot, channel, title, treeKey);
  if (problem) return refuse(problem);
  const trees = { ...existing.trees, [treeKey]: { ...tree, title: title.trim() } };
  return {
    ok: true,
    bot: { ...bot, channels: { ...bot.channels, [channel]: { ...existing, trees } } },
    focus: treeKey,
  };
}

/** Copies a tree with its nodes under a unique title (core `copyTree`); focus = new tree key. */
export function duplicateTree(
  bot: Bot,
  channel: string,
  treeKey: string,
  newId: () => string = defaultNewId,
): OpResult {
  if (!treesOf(bot, channel)[treeKey]) return refuse('unknown-target');
  const copy = copyTree(bot, channel, treeKey, newId);
  return { ok: true, bot: copy.bot, focus: copy.treeKey };
}

/** Deletes a tree (core `deleteTree`); refused with the entry point names when linked (spec 001 §8). */
export function removeTree(bot: Bot, channel: string, treeKey: string, entryPoints: string[]): OpResult {
  if (!treesOf(bot, channel)[treeKey]) return refuse('unknown-target');
  const result = deleteTree(bot, channel, treeKey, entryPoints);
  if (!result.ok) return { ok: false, reason: result.reason, entryPoints: result.entryPoints };
  const next = Object.keys(treesOf(result.bot, channel))[0];
  return { ok: true, bot: result.bot, ...(next ? { focus: next } : {}) };
}

/** Key used to check the pasted root against the drop rules: never equal to an existing node. */
const PASTE_PROBE_KEY = '\u0000paste';

/** Pastes a clipboard under `parent` after checking the clipboard root against the drop rules. */
export function paste(
  bot: Bot,
  clipboard: BotClipboard,
  parent: string,
  opts: { channel: string; edition: Edition; newId?: () => string },
): OpResult {
  const first = clipboard.nodes[0];
  if (!first) return refuse('empty-clipboard');
  const target = bot.nodes[parent];
  if (!target) return refuse('unknown-target');
  const probe = { ...first, key: PASTE_PROBE_KEY, parent } as BotNode;
  const reason = edgeProblem(bot, probe, target, opts.channel);
  if (reason) return refuse(reason);
  const pasted = pasteNodes(bot, clipboard, parent, {
    edition: opts.edition,
    channelId: opts.channel,
    ...(opts.newId ? { newId: opts.newId } : {}),
  });
  let result = pasted.bot;
  if (target.action === 'routing_load_balancer') {
    // pasteNodes appended the root to the balancer's childs; give the new output its 0 % weight.
    result = { ...result, nodes: { ...result.nodes, [parent]: withChild(target, pasted.root) } };
  }
  return {
    ok: true,
    bot: result,
    focus: pasted.root,
    ...(pasted.warnings.length > 0 ? { warnings: [...pasted.warnings] } : {}),
  };
}
