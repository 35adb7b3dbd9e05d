/**
 * Bot model of spec 001 §3: a bot holds every node in one map keyed by uuid and, per channel, the
 * trees (each pointing at its root node) and the triggers. Plain data, shared by the builder element
 * and the reference server so both validate a bot with the same code.
 */

/** Chronos (calendar routing) output: one branch of a schedule rule. Not named in §3; needed by §4. */
export const CHRONOS_OUTPUT = 'chronos_output';
/** Load-balancer output: one weighted branch. Not named in §3; needed by §4 ("children must be outputs"). */
export const LOAD_BALANCER_OUTPUT = 'routing_load_balancer_output';

/** Callback message keys carried by a callback node (§3). */
export const CALLBACK_MESSAGES = [
  'ask_input_number',
  'ask_timeslot_choice',
  'callback_req_created',
  'callback_req_error',
  'no_timeslots_avail',
  'timeslot_label_asap',
  'wrong_number_input',
  'wrong_timeslot_choice',
] as const;
export type CallbackMessage = (typeof CALLBACK_MESSAGES)[number];

/** Fields every node carries. `key` equals the node's key in {@link Bot.nodes}. */
export interface NodeCommon {
  key: string;
  /** Parent node key, or null for a tree root / a node not connected yet. */
  parent: string | null;
  childs: string[];
  tag: string;
  customTag?: string;
  txt?: string;
  /** Button and choice nodes carry these four (§3). */
  uuid?: string;
  customData?: { action: 'button' | 'choice'; list?: boolean };
  title?: string;
  subtitle?: string;
}

/** Every action with its payload (`data`), discriminated by `action`. */
export type NodePayload =
  | { action: 'image' }
  | { action: 'url'; data: { title: string; image: string; url: string } }
  | { action: 'button'; data: { title: string } }
  | { action: 'choice'; data: { title: string } }
  | { action: 'choice_fallback' }
  | { action: 'console' }
  | { action: 'chronos'; data: { rule: number | string | null } }
  | { action: typeof CHRONOS_OUTPUT }
  | { action: 'custom_js_event'; data: { label: string } }
  | { action: 'dialogflow'; data: { account: string | number | null } }
  | { action: 'dialogflow_intent'; data: { intent: string; intent_label: string } }
  | { action: 'dialogflow_end' }
  | { action: 'dialogflow_fallback' }
  | { action: 'gbagent' }
  | { action: 'input' }
  | { action: 'input_check'; data: { words: string[] } }
  | { action: 'input_error'; data: { txt: string } }
  | { action: 'job' }
  | { action: 'messenger_optin_request'; data: { contact_list: string | number | null } }
  | { action: 'messenger_optin_ok' }
  | { action: 'messenger_optin_ko' }
  | { action: 'campaigns_contactlist'; data: { contact_list: string | number | null } }
  | { action: 'rcs_optout'; data: { contact_list: string | number | null } }
  | { action: 'routing_load_balancer'; data: { weights: number[] } }
  | { action: typeof LOAD_BALANCER_OUTPUT }
  | { action: 'ravana'; data: { account: string | number | null } }
  | { action: 'ravana_output'; data: { task: string } }
  | { action: 'totree'; data: { tree: string | null } }
  | { action: 'entrypoint' }
  | { action: 'campaign_template' }
  | {
      action: 'callback';
      data: { messages: Partial<Record<CallbackMessage, string>>; thirdparties_id: string | number | null };
    };

/** A bot node: common fields plus one action payload. */
export type BotNode = NodeCommon & NodePayload;
/** Every action name. */
export type NodeAction = NodePayload['action'];

/** A tree of a channel. `kind: 'init'` marks the initial tree. */
export interface Tree {
  key: string;
  title: string;
  /** Root node key. */
  node: string;
  kind?: string | null;
}

/** Per-channel content: trees by key plus the channel's triggers (opaque here). */
export interface BotChannel {
  trees: Record<string, Tree>;
  triggers: unknown;
}

/** Dialogflow map entry, keyed by node. */
export interface DialogflowLink {
  tree_identifier: string;
  tree_label: string;
  account: string | number;
}

/** The bot as the builder holds it (camelCase counter). */
export interface Bot {
  identifier: string;
  nodes: Record<string, BotNode>;
  channels: Record<string, BotChannel>;
  nodeMaxCounter: number;
  dialogflow: Record<string, DialogflowLink>;
  gbagent?: unknown;
  zencall?: unknown;
}

/** The bot as the bot service sends and receives it (§7): the counter is `node_max_counter`. */
export type WireBot = Omit<Bot, 'nodeMaxCounter'> & { node_max_counter: number };

/** Builder shape → wire shape. */
export function toWire(bot: Bot): WireBot {
  const { nodeMaxCounter, ...rest } = bot;
  return { ...rest, node_max_counter: nodeMaxCounter };
}

/** Wire shape → builder shape. */
export function fromWire(wire: WireBot): Bot {
  const { node_max_counter, ...rest } = wire;
  return { ...rest, nodeMaxCounter: node_max_counter };
}

/** The node's payload title for button/choice nodes, else its common title. */
export function nodeTitle(node: BotNode): string {
  if (node.action === 'button' || node.action === 'choice') return node.data.title ?? node.title ?? '';
  return node.title ?? '';
}

/** Trees of every channel, in insertion order. */
export function allTrees(bot: Bot): Tree[] {
  return Object.values(bot.channels).flatMap((c) => Object.values(c.trees));
}
