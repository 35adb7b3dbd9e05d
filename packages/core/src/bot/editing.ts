/**
 * Bot editing rules of spec 001 §4 that change the bot: unreachable nodes dropped, tree delete (with the
 * nodes that point to it), unique copy titles. Every function returns a new bot; the input is untouched
 * so the builder can keep it for undo.
 */
import { allTrees, type Bot } from './model.ts';

/**
 * Keys of the nodes reachable from a tree root, following `childs`: from every channel's trees, or
 * from one channel's only (nodes are shared by the channels; each channel's own limits apply to the
 * nodes its trees reach).
 */
export function reachableNodes(bot: Bot, channel?: string): Set<string> {
  const seen = new Set<string>();
  const trees = channel === undefined ? allTrees(bot) : Object.values(bot.channels[channel]?.trees ?? {});
  const stack = trees.map((t) => t.node);
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const node = bot.nodes[key];
    if (!node || seen.has(key)) continue;
    seen.add(key);
    stack.push(...node.childs);
  }
  return seen;
}

/** The bot without unreachable nodes (child lists and the dialogflow map cleaned too). */
export function pruneUnreachable(bot: Bot): Bot {
  const keep = reachableNodes(bot);
  const nodes: Bot['nodes'] = {};
  for (const [key, node] of Object.entries(bot.nodes)) {
    if (keep.has(key)) nodes[key] = { ...node, childs: node.childs.filter((k) => keep.has(k)) };
  }
  const dialogflow = Object.fromEntries(Object.entries(bot.dialogflow).filter(([key]) => keep.has(key)));
  return { ...bot, nodes, dialogflow };
}

/** Outcome of a tree delete: refused while entry points use the tree (§8 lists them to the user). */
export type DeleteTreeResult =
  | { ok: true; bot: Bot }
  | { ok: false; reason: 'tree-linked-to-entrypoints'; entryPoints: string[] };

/**
 * Deletes a tree of a channel and every jump-to-tree node pointing at it (detached from its parent),
 * then drops what became unreachable. `entryPoints` are the names of entry points using the tree.
 */
export function deleteTree(
  bot: Bot,
  channelId: string,
  treeKey: string,
  entryPoints: readonly string[] = [],
): DeleteTreeResult {
  if (entryPoints.length > 0) {
    return { ok: false, reason: 'tree-linked-to-entrypoints', entryPoints: [...entryPoints] };
  }
  const channel = bot.channels[channelId];
  if (!channel?.trees[treeKey]) return { ok: true, bot };
  const { [treeKey]: _removed, ...trees } = channel.trees;
  const pointing = new Set(
    Object.values(bot.nodes)
      .filter((n) => n.action === 'totree' && n.data.tree === treeKey)
      .map((n) => n.key),
  );
  const nodes: Bot['nodes'] = {};
  for (const [key, node] of Object.entries(bot.nodes)) {
    if (!pointing.has(key)) nodes[key] = { ...node, childs: node.childs.filter((k) => !pointing.has(k)) };
  }
  const next = { ...bot, nodes, channels: { ...bot.channels, [channelId]: { ...channel, trees } } };
  return { ok: true, bot: pruneUnreachable(next) };
}

/**
 * `title` made unique among `taken` with a numeric suffix: "Accueil" → "Accueil 2", then "Accueil 3";
 * a title that already ends with a number is counted on from its base ("Accueil 2" → "Accueil 3").
 * Compared case-insensitively.
 */
export function uniqueTitle(title: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((t) => t.trim().toLowerCase()));
  if (!used.has(title.trim().toLowerCase())) return title;
  const base = title.replace(/ \d+$/, '');
  let n = 2;
  while (used.has(`${base} ${n}`.toLowerCase())) n++;
  return `${base} ${n}`;
}

/**
 * `customTag` made unique (case-insensitively) among the bot's custom tags with a numeric suffix:
 * "Accueil" → "Accueil_1", then "Accueil_2". Empty stays empty.
 */
export function uniqueCustomTag(customTag: string | undefined, taken: Iterable<string>): string | undefined {
  if (!customTag) return customTag;
  const used = new Set([...taken].map((t) => t.trim().toLowerCase()));
  if (!used.has(customTag.trim().toLowerCase())) return customTag;
  const base = customTag.replace(/_\d+$/, '');
  let n = 1;
  while (used.has(`${base}_${n}`.toLowerCase())) n++;
  return `${base}_${n}`;
}
