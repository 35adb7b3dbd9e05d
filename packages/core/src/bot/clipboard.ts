/**
 * Copy and paste of nodes and trees (spec 001 §4): pasted nodes get a new key, tag and counter; a
 * copied custom tag gets a numeric suffix; a jump-to-tree pasted into another bot points to the first
 * tree (hosted) or is cleared with the `paste-totree-warn` warning (self-hosted).
 */
import type { Edition } from '../editions.ts';
import { uuid4 } from '../uuid.ts';
import { uniqueCustomTag, uniqueTitle } from './editing.ts';
import type { Bot, BotNode } from './model.ts';

/** Warning key shown after a self-hosted paste cleared jump-to-tree targets (§8). */
export const PASTE_TOTREE_WARN = 'diagram.copy-paste-nodes.paste-totree-warn';

/** What was copied: the bot it came from and the subtree, root first, deep-cloned. */
export interface BotClipboard {
  sourceBot: string;
  nodes: BotNode[];
}

export interface PasteOptions {
  edition: Edition;
  /** Channel whose first tree a hosted cross-bot jump-to-tree is pointed at. */
  channelId: string;
  newId?: () => string;
}

export interface PasteResult {
  bot: Bot;
  /** Key of the pasted root node. */
  root: string;
  warnings: (typeof PASTE_TOTREE_WARN)[];
}

/** Copies the subtree of `rootKey` (root first). */
export function copyNodes(bot: Bot, rootKey: string): BotClipboard {
  const nodes: BotNode[] = [];
  const stack = [rootKey];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const key = stack.shift() as string;
    const node = bot.nodes[key];
    if (!node || seen.has(key)) continue;
    seen.add(key);
    nodes.push(structuredClone(node));
    stack.push(...node.childs);
  }
  return { sourceBot: bot.identifier, nodes };
}

/**
 * Pastes a clipboard under `parentKey` (null: a free root, e.g. for a new tree). The caller checks the
 * drop with `canDrop` first; this only rewrites keys, tags, counters, custom tags and jump targets.
 */
export function pasteNodes(
  bot: Bot,
  clipboard: BotClipboard,
  parentKey: string | null,
  { edition, channelId, newId = uuid4 }: PasteOptions,
): PasteResult {
  const first = clipboard.nodes[0];
  if (!first) throw new Error('pasteNodes: empty clipboard');
  const keys = new Map(clipboard.nodes.map((n) => [n.key, newId()]));
  const crossBot = clipboard.sourceBot !== bot.identifier;
  const firstTree = Object.keys(bot.channels[channelId]?.trees ?? {})[0] ?? null;
  const tags = Object.values(bot.nodes).flatMap((n) => (n.customTag ? [n.customTag] : []));
  const nodes = { ...bot.nodes };
  const warnings: PasteResult['warnings'] = [];
  let counter = bot.nodeMaxCounter;
  for (const source of clipboard.nodes) {
    const key = keys.get(source.key) as string;
    counter += 1;
    const node = structuredClone(source);
    node.key = key;
    node.tag = String(counter);
    node.parent = source === first ? parentKey : (keys.get(source.parent ?? '') ?? null);
    node.childs = source.childs.flatMap((k) => keys.get(k) ?? []);
    if (node.uuid !== undefined) node.uuid = key;
    node.customTag = uniqueCustomTag(source.customTag, tags);
    if (node.customTag) tags.push(node.customTag);
    if (node.action === 'totree' && crossBot) {
      if (edition === 'hosted') node.data = { tree: firstTree };
      else {
        node.data = { tree: null };
        if (!warnings.includes(PASTE_TOTREE_WARN)) warnings.push(PASTE_TOTREE_WARN);
      }
    }
    nodes[key] = node;
  }
  const root = keys.get(first.key) as string;
  if (parentKey !== null && nodes[parentKey]) {
    nodes[parentKey] = { ...nodes[parentKey], childs: [...nodes[parentKey].childs, root] };
  }
  return { bot: { ...bot, nodes, nodeMaxCounter: counter }, root, warnings };
}

/** Copies a tree of a channel, nodes included, under a unique title. Returns the new tree key. */
export function copyTree(
  bot: Bot,
  channelId: string,
  treeKey: string,
  newId: () => string = uuid4,
): { bot: Bot; treeKey: string } {
  const channel = bot.channels[channelId];
  const tree = channel?.trees[treeKey];
  if (!channel || !tree) return { bot, treeKey };
  const pasted = pasteNodes(bot, copyNodes(bot, tree.node), null, { edition: 'hosted', channelId, newId });
  const key = newId();
  const title = uniqueTitle(
    tree.title,
    Object.values(channel.trees).map((t) => t.title),
  );
  // Only one initial tree per channel: the copy is an ordinary tree.
  const copy = { key, title, node: pasted.root, kind: tree.kind === 'init' ? null : (tree.kind ?? null) };
  const channels = {
    ...pasted.bot.channels,
    [channelId]: { ...channel, trees: { ...channel.trees, [key]: copy } },
  };
  return { bot: { ...pasted.bot, channels }, treeKey: key };
}
