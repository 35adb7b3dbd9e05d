/** Builds small bots for the model tests: nodes listed as [key, action, parent, extra fields]. */
import type { Bot, BotNode, NodeAction } from '@omnicanal/core/bot';

type Extra = Partial<Omit<BotNode, 'key' | 'action' | 'parent' | 'childs'>> & { data?: unknown };
export type NodeSpec = [key: string, action: NodeAction, parent: string | null, extra?: Extra];

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

/**
 * A bot with the given nodes; `childs` follow `parent`. Each root (parent null) starts a web tree
 * `t1`, `t2`… titled "Arbre N"; the first one is the `init` tree ("Accueil").
 */
export function makeBot(specs: NodeSpec[], identifier = 'bot-1'): Bot {
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
  const trees = Object.fromEntries(
    roots.map((root, i) => [
      `t${i + 1}`,
      {
        key: `t${i + 1}`,
        title: i === 0 ? 'Accueil' : `Arbre ${i + 1}`,
        node: root,
        kind: i === 0 ? 'init' : null,
      },
    ]),
  );
  return {
    identifier,
    nodes,
    channels: { web: { trees, triggers: [] } },
    nodeMaxCounter: specs.length,
    dialogflow: {},
  };
}

/** Deterministic ids n1, n2… */
export function ids(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}
