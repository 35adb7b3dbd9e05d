/**
 * A large, valid bot for the bot-builder benchmark: the same seed always gives the same bot, so two
 * runs (and the Node and browser sides of one run) measure the same graph. Every kind of parent the
 * drop rules care about appears: buttons with choices, inputs with a keyword check and an error,
 * load balancers with weighted outputs, hand-offs to an agent and jumps to another tree, several
 * levels deep.
 */
import type { Bot, BotNode, NodeAction, Tree } from '@omnicanal/core/bot';

export interface GenerateOptions {
  /** Total number of nodes, tree roots included. */
  nodes?: number;
  /** Titles of the trees; the first is the initial one and gets `mainShare` of the nodes. */
  trees?: string[];
  /** Share of the nodes in the first tree (the one the builder opens), between 0 and 1. */
  mainShare?: number;
  seed?: number;
  channel?: string;
}

/** Small deterministic generator (mulberry32): Math.random would change the graph on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DATA: Partial<Record<NodeAction, (n: number) => unknown>> = {
  button: (n) => ({ title: `Bouton ${n}` }),
  choice: (n) => ({ title: `Choix ${n}` }),
  input_check: (n) => ({ words: [`mot${n}`, `clé${n}`] }),
  input_error: (n) => ({ txt: `Je n'ai pas compris (${n}).` }),
  totree: () => ({ tree: null }),
};

/** Blocks that open new places for children: [nodes created, places opened]. */
type Block = 'buttons' | 'input' | 'balancer' | 'message';
const COST: Record<Block, (width: number) => number> = {
  // nodes + the end each new place needs at least; a button sits under a choice (spec 001 §4), so
  // a button block opened elsewhere starts with one.
  buttons: (w) => 2 + w + w,
  input: () => 3 + 1,
  balancer: (w) => 1 + w + w,
  message: () => 1 + 1,
};

/** Load-balancer weights that sum to 100. */
const WEIGHTS: Record<number, number[]> = { 2: [70, 30], 3: [50, 30, 20] };

/**
 * Builds the bot: each tree grows breadth first from its root, every open place taking a block that
 * still fits in the node budget (the other open places each keep room for one end node), then the
 * leftover places are closed with a hand-off or a jump to another tree.
 */
export function generateBot(options: GenerateOptions = {}): Bot {
  const total = options.nodes ?? 1000;
  const titles = options.trees ?? ['Accueil', 'Horaires', 'Contact', 'Réclamations'];
  const mainShare = options.mainShare ?? 0.85;
  const channel = options.channel ?? 'web';
  const next = random(options.seed ?? 20_260_101);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

  const nodes: Record<string, BotNode> = {};
  let counter = 0;
  const add = (action: NodeAction, parent: string | null, extra: Partial<BotNode> = {}): string => {
    counter += 1;
    const key = `n${String(counter).padStart(4, '0')}`;
    const make = DATA[action];
    const node = {
      key,
      action,
      parent,
      childs: [],
      tag: String(counter),
      ...(make ? { data: make(counter) } : {}),
      ...extra,
    } as BotNode;
    if (action === 'button' || action === 'choice') {
      node.uuid = key;
      node.customData = { action };
      node.title = `${action === 'button' ? 'Bouton' : 'Choix'} ${counter}`;
    }
    nodes[key] = node;
    if (parent) nodes[parent]?.childs.push(key);
    return key;
  };

  const treeKeys = titles.map((_, i) => `tree-${i + 1}`);
  const rest = titles.length > 1 ? Math.floor((total * (1 - mainShare)) / (titles.length - 1)) : 0;
  const budgets = titles.map((_, i) => (i === 0 ? total - rest * (titles.length - 1) : rest));
  const trees: Record<string, Tree> = {};

  titles.forEach((title, index) => {
    const start = counter;
    const budget = budgets[index] as number;
    const root = add('entrypoint', null);
    trees[treeKeys[index] as string] = {
      key: treeKeys[index] as string,
      title,
      node: root,
      kind: index === 0 ? 'init' : null,
    };
    // spec 001 §4: an entry point's children are all of one kind; one child keeps that simple.
    const open: string[] = [root];
    while (open.length > 0) {
      const parent = open.shift() as string;
      const room = budget - (counter - start) - open.length;
      const parentAction = nodes[parent]?.action;
      const options = (['buttons', 'buttons', 'input', 'balancer', 'message'] as const).filter(
        (b) => !(parentAction === 'entrypoint' && b === 'message'),
      );
      const block = pick(options);
      const width = 2 + Math.floor(next() * 2);
      if (room >= COST[block](width)) {
        growBlock(block, parent, width, open);
      } else if (room >= COST.message(0) && parentAction !== 'entrypoint') {
        open.push(add('image', parent, { txt: `Message ${counter + 1}` }));
      } else {
        endAt(parent, index);
      }
    }
  });

  function growBlock(block: Block, parent: string, width: number, open: string[]): void {
    if (block === 'buttons') {
      const above = nodes[parent]?.action === 'choice' ? parent : add('choice', parent);
      const button = add('button', above, { txt: `Que souhaitez-vous ? (${counter + 1})` });
      for (let i = 0; i < width; i++) open.push(add('choice', button));
    } else if (block === 'input') {
      const input = add('input', parent, { txt: 'Votre numéro de commande ?' });
      open.push(add('input_check', input));
      add('input_error', input);
    } else if (block === 'balancer') {
      const weights = WEIGHTS[width] as number[];
      const balancer = add('routing_load_balancer', parent, { data: { weights } } as Partial<BotNode>);
      for (let i = 0; i < width; i++) open.push(add('routing_load_balancer_output', balancer));
    } else {
      open.push(add('image', parent, { txt: `Message ${counter + 1}` }));
    }
  }

  function endAt(parent: string, treeIndex: number): void {
    const others = treeKeys.filter((_, i) => i !== treeIndex);
    if (others.length > 0 && next() < 0.3 && nodes[parent]?.action !== 'entrypoint') {
      add('totree', parent, { data: { tree: pick(others) } } as Partial<BotNode>);
    } else {
      add('console', parent, { txt: 'Je vous passe un conseiller.' });
    }
  }

  return {
    identifier: 'bench',
    nodes,
    channels: { [channel]: { trees, triggers: [] } },
    nodeMaxCounter: counter,
    dialogflow: {},
  };
}
