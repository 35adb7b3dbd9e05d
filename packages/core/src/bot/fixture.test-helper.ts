/** Builds small bots for the unit tests: nodes listed as [key, action, parent, extra fields]. */
import type { Bot, BotNode, NodeAction } from './model.ts';

type Extra = Partial<Omit<BotNode, 'key' | 'action' | 'parent' | 'childs'>> & { data?: unknown };
export type NodeSpec = [key: string, action: NodeAction, parent: string | null, extra?: Extra];

const DEFAULT_DATA: Partial<Record<NodeAction, unknown>> = {
  button: { title: '' },
  choice: { title: '' },
  custom_js_event: { label: '' },
  input_check: { words: [] },
  input_error: { txt: '' },
  routing_load_balancer: { weights: [] },
  ravana_output: { task: '' },
  totree: { tree: null },
};

/** A bot with the given nodes; `childs` follow `parent`; the first root starts the `init` web tree. */
export function makeBot(specs: NodeSpec[]): Bot {
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
  const root = specs.find(([, , parent]) => parent === null)?.[0] ?? '';
  return {
    identifier: 'bot-1',
    nodes,
    channels: {
      web: { trees: { t1: { key: 't1', title: 'Accueil', node: root, kind: 'init' } }, triggers: [] },
    },
    nodeMaxCounter: specs.length,
    dialogflow: {},
  };
}
