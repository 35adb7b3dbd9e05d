/**
 * `@omnicanal/core/testing`: the bot fixture builder shared by every test that needs a bot (core's
 * bot rules, the bot builder's models and components). Never imported by product code.
 */
import type { Bot, BotNode, NodeAction } from './bot/index.ts';

type Extra = Partial<Omit<BotNode, 'key' | 'action' | 'parent' | 'childs'>> & { data?: unknown };

/** One node: its key, action, parent key (null for a tree root) and any other field. */
export type NodeSpec = [key: string, action: NodeAction, parent: string | null, extra?: Extra];

/** The data an action's node carries when the spec gives none: the empty value of its form. */
const DEFAULT_DATA: Partial<Record<NodeAction, unknown>> = {
  url: { title: '', image: '', url: 'https://example.com' },
  button: { title: '' },
  choice: { title: '' },
  chronos: { rule: null },
  custom_js_event: { label: '' },
  input_check: { words: [] },
  input_error: { txt: '' },
  routing_load_balancer: { weights: [] },
  ravana: { account: null },
  ravana_output: { task: '' },
  dialogflow: { account: null },
  totree: { tree: null },
};

export interface MakeBotOptions {
  /** The bot's identifier (default `bot-1`). */
  identifier?: string;
  /**
   * Which roots start a web tree: `all` (default) gives each root a tree `t1`, `t2`… titled
   * "Arbre N"; `first` gives only the first one, leaving later roots outside any tree.
   */
  trees?: 'all' | 'first';
}

/**
 * A bot with the given nodes; `childs` follow `parent`, tags count from 1. The first root's tree
 * is the `init` tree ("Accueil").
 */
export function makeBot(
  specs: NodeSpec[],
  { identifier = 'bot-1', trees = 'all' }: MakeBotOptions = {},
): Bot {
  const nodes: Record<string, BotNode> = {};
  specs.forEach(([key, action, parent, extra], index) => {
    const data = extra?.data ?? DEFAULT_DATA[action];
    nodes[key] = {
      tag: String(index + 1),
      ...extra,
      key,
      action,
      parent,
      childs: [],
      ...(data === undefined ? {} : { data }),
    } as BotNode;
  });
  for (const [key, , parent] of specs) if (parent) nodes[parent]?.childs.push(key);
  const roots = specs.filter(([, , parent]) => parent === null).map(([key]) => key);
  const treeRoots = trees === 'first' ? [roots[0] ?? ''] : roots;
  return {
    identifier,
    nodes,
    channels: {
      web: {
        trees: Object.fromEntries(
          treeRoots.map((root, i) => [
            `t${i + 1}`,
            {
              key: `t${i + 1}`,
              title: i === 0 ? 'Accueil' : `Arbre ${i + 1}`,
              node: root,
              kind: i === 0 ? 'init' : null,
            },
          ]),
        ),
        triggers: [],
      },
    },
    nodeMaxCounter: specs.length,
    dialogflow: {},
  };
}

/** Deterministic ids n1, n2… */
export function ids(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}
