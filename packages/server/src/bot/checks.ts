/**
 * What a bot save must pass beyond its schema: core's `validateBot` per channel (spec 001 §4, §5) and
 * the entry point rule of §5/§8 (a tree an entry point opens cannot be deleted). Plain functions so the
 * rules are tested without a server.
 */
import type { EntryPoint, WireBot } from '@omnicanal/api';
import { type Bot, fromWire, validateBot } from '@omnicanal/core/bot';
import type { FieldErrors } from '../http/errors.ts';

/** Keys of the nodes reachable from the trees of one channel. */
export function channelNodes(bot: Bot, channel: string): Set<string> {
  const seen = new Set<string>();
  const stack = Object.values(bot.channels[channel]?.trees ?? {}).map((t) => t.node);
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const node = bot.nodes[key];
    if (!node || seen.has(key)) continue;
    seen.add(key);
    stack.push(...node.childs);
  }
  return seen;
}

function addError(fields: FieldErrors, field: string, message: string): void {
  const list = fields[field] ?? [];
  if (!list.includes(message)) list.push(message);
  fields[field] = list;
}

/**
 * Field errors (`nodes.<node>.<field>` → core message keys) of a bot; empty when it may be saved.
 * Nodes are shared by every channel, so each channel's own limits (WhatsApp) apply only to the nodes
 * its trees reach; the channel-free rules apply to every node.
 */
export function botFieldErrors(wire: WireBot): FieldErrors {
  const bot = fromWire(wire);
  const fields: FieldErrors = {};
  for (const p of validateBot(bot)) addError(fields, `nodes.${p.node}.${p.field}`, p.message);
  for (const channel of Object.keys(bot.channels)) {
    const reached = channelNodes(bot, channel);
    for (const p of validateBot(bot, { channel })) {
      if (reached.has(p.node)) addError(fields, `nodes.${p.node}.${p.field}`, p.message);
    }
  }
  return fields;
}

/** A tree the save would remove although entry points still open it. */
export interface LinkedTreeRemoval {
  channel: string;
  tree: string;
  entryPoints: string[];
}

/** Trees of `stored` missing from the same channel of `next` that entry points still open. */
export function removedLinkedTrees(
  stored: WireBot | null,
  next: WireBot,
  entryPoints: readonly EntryPoint[],
): LinkedTreeRemoval[] {
  if (!stored) return [];
  const removals: LinkedTreeRemoval[] = [];
  for (const [channel, content] of Object.entries(stored.channels)) {
    for (const tree of Object.keys(content.trees)) {
      if (next.channels[channel]?.trees[tree]) continue;
      const names = entryPoints
        .filter((e) => e.trees.some((t) => t.tree_identifier === tree))
        .map((e) => e.name);
      if (names.length > 0) removals.push({ channel, tree, entryPoints: names });
    }
  }
  return removals;
}
