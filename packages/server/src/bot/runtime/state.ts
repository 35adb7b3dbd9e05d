import type { Bot, WaitStep, Walk } from '@omnicanal/core/bot';

/**
 * Where a bot conversation stands between two visitor turns, as stored in `bot_sessions.state`:
 * the walker's position without the bot (read again each turn, so a conversation follows the
 * bot as it is now saved) and without the transcript (kept as steps).
 */
export interface StoredWalk {
  waiting: WaitStep | null;
  visited: number;
  path: string[];
  variables: Record<string, string>;
}

/** The walk to go on from a stored position. */
export function resumeWalk(bot: Bot, channel: string, state: StoredWalk): Walk {
  return { bot, channel, transcript: [], ...state };
}

/** The position to store after a turn. */
export function storedWalk(walk: Walk): StoredWalk {
  return { waiting: walk.waiting, visited: walk.visited, path: walk.path, variables: walk.variables };
}

/** The tree each node belongs to on a channel (its root's tree), for the steps statistics read. */
export function treesOfNodes(bot: Bot, channel: string): Map<string, string> {
  const rootTree = new Map<string, string>();
  for (const tree of Object.values(bot.channels[channel]?.trees ?? {})) rootTree.set(tree.node, tree.key);
  const cache = new Map<string, string>();
  const treeOf = (key: string): string | undefined => {
    let current: string | null = key;
    for (let guard = 0; current && guard < 10_000; guard++) {
      const known = cache.get(current) ?? rootTree.get(current);
      if (known) return known;
      current = bot.nodes[current]?.parent ?? null;
    }
    return undefined;
  };
  for (const key of Object.keys(bot.nodes)) {
    const tree = treeOf(key);
    if (tree) cache.set(key, tree);
  }
  return cache;
}
