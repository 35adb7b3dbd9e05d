/**
 * What a bot save must pass beyond its schema: core's `validateBot` per channel (spec 001 §4, §5) and
 * the entry point rule of §5/§8 (a tree an entry point opens cannot be deleted). Plain functions so the
 * rules are tested without a server.
 */
import type { WireBot } from '@omnicanal/api';
import { entryPointTrees, type TreeReferences } from '@omnicanal/core';
import { fromWire, problemFields, reachableNodes, validateBot } from '@omnicanal/core/bot';
import type { FieldErrors } from '../http/errors.ts';

/**
 * Field errors (`nodes.<node>.<field>` → core message keys) of a bot; empty when it may be saved.
 * Nodes are shared by every channel, so each channel's own limits (WhatsApp) apply only to the nodes
 * its trees reach; the channel-free rules apply to every node.
 */
export function botFieldErrors(wire: WireBot): FieldErrors {
  const bot = fromWire(wire);
  const problems = validateBot(bot);
  for (const channel of Object.keys(bot.channels)) {
    const reached = reachableNodes(bot, channel);
    problems.push(...validateBot(bot, { channel }).filter((p) => reached.has(p.node)));
  }
  return problemFields(problems);
}

/** A tree the save would remove although entry points still open it. */
export interface LinkedTreeRemoval {
  channel: string;
  tree: string;
  entryPoints: string[];
}

/**
 * Trees of `stored` missing from the same channel of `next` that entry points still open (by their
 * tree per channel, a navbar item or a menu button).
 */
export function removedLinkedTrees(
  stored: WireBot | null,
  next: WireBot,
  entryPoints: readonly (TreeReferences & { name: string })[],
): LinkedTreeRemoval[] {
  if (!stored) return [];
  const removals: LinkedTreeRemoval[] = [];
  for (const [channel, content] of Object.entries(stored.channels)) {
    for (const tree of Object.keys(content.trees)) {
      if (next.channels[channel]?.trees[tree]) continue;
      const names = entryPoints.filter((e) => entryPointTrees(e).includes(tree)).map((e) => e.name);
      if (names.length > 0) removals.push({ channel, tree, entryPoints: names });
    }
  }
  return removals;
}
