import type { WireBot as CoreWireBot, NodeAction } from '@omnicanal/core/bot';
import * as v from 'valibot';

/** The most nodes one bot may hold: far above any hand-built flow, low enough to bound a save. */
export const BOT_MAX_NODES = 5000;
/** Longest node text (a message bubble). */
export const BOT_TEXT_MAX_LENGTH = 4096;
/** Longest title, subtitle, label or custom tag. */
export const BOT_TITLE_MAX_LENGTH = 256;

const KEY_MAX_LENGTH = 128;
const URL_MAX_LENGTH = 2048;

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(KEY_MAX_LENGTH));
const Text = v.pipe(v.string(), v.maxLength(BOT_TEXT_MAX_LENGTH));
const Title = v.pipe(v.string(), v.maxLength(BOT_TITLE_MAX_LENGTH));
const Url = v.pipe(v.string(), v.maxLength(URL_MAX_LENGTH));
/** Ids of other services (chronos rule, accounts, contact lists): numbers or strings on the wire. */
const Ref = v.nullable(v.union([v.pipe(v.number(), v.integer()), Key]));

/** Fields every node carries (spec 001 §3); `key` must equal the node's key in `nodes`. */
const common = {
  key: Key,
  parent: v.nullable(Key),
  childs: v.pipe(v.array(Key), v.maxLength(BOT_MAX_NODES)),
  tag: v.pipe(v.string(), v.maxLength(KEY_MAX_LENGTH)),
  customTag: v.optional(Title),
  txt: v.optional(Text),
  uuid: v.optional(Key),
  customData: v.optional(
    v.object({ action: v.picklist(['button', 'choice']), list: v.optional(v.boolean()) }),
  ),
  title: v.optional(Title),
  subtitle: v.optional(Title),
};

/** A node of `action` without payload. */
const plain = <A extends NodeAction>(action: A) => v.object({ ...common, action: v.literal(action) });
/** A node of `action` with its `data` payload. */
const withData = <A extends NodeAction, D extends v.ObjectEntries>(action: A, data: D) =>
  v.object({ ...common, action: v.literal(action), data: v.object(data) });

const CallbackMessages = v.object({
  ask_input_number: v.optional(Text),
  ask_timeslot_choice: v.optional(Text),
  callback_req_created: v.optional(Text),
  callback_req_error: v.optional(Text),
  no_timeslots_avail: v.optional(Text),
  timeslot_label_asap: v.optional(Text),
  wrong_number_input: v.optional(Text),
  wrong_timeslot_choice: v.optional(Text),
});

/** One bot node: the common fields plus the payload of its action (core's `NodePayload`). */
export const WireNode = v.variant('action', [
  plain('image'),
  withData('url', { title: Title, image: Url, url: Url }),
  withData('button', { title: Title }),
  withData('choice', { title: Title }),
  plain('choice_fallback'),
  plain('console'),
  withData('chronos', { rule: Ref }),
  plain('chronos_output'),
  withData('custom_js_event', { label: Title }),
  withData('dialogflow', { account: Ref }),
  withData('dialogflow_intent', { intent: Title, intent_label: Title }),
  plain('dialogflow_end'),
  plain('dialogflow_fallback'),
  plain('gbagent'),
  plain('input'),
  withData('input_check', { words: v.pipe(v.array(Title), v.maxLength(500)) }),
  withData('input_error', { txt: Text }),
  plain('job'),
  withData('messenger_optin_request', { contact_list: Ref }),
  plain('messenger_optin_ok'),
  plain('messenger_optin_ko'),
  withData('campaigns_contactlist', { contact_list: Ref }),
  withData('rcs_optout', { contact_list: Ref }),
  withData('routing_load_balancer', {
    weights: v.pipe(v.array(v.pipe(v.number(), v.finite(), v.minValue(0))), v.maxLength(100)),
  }),
  plain('routing_load_balancer_output'),
  withData('ravana', { account: Ref }),
  withData('ravana_output', { task: Title }),
  withData('totree', { tree: v.nullable(Key) }),
  plain('entrypoint'),
  plain('campaign_template'),
  withData('callback', { messages: CallbackMessages, thirdparties_id: Ref }),
]);
export type WireNode = v.InferOutput<typeof WireNode>;

/** A tree of a channel (spec 001 §3); `kind: 'init'` marks the initial tree. */
export const WireTree = v.object({
  key: Key,
  title: Title,
  node: Key,
  kind: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(KEY_MAX_LENGTH)))),
});

const WireChannel = v.object({
  trees: v.record(Key, WireTree),
  // Triggers are kept as sent: the builder does not edit them.
  triggers: v.optional(v.unknown(), []),
});

const Nodes = v.pipe(
  v.record(Key, WireNode),
  v.check((nodes) => Object.keys(nodes).length <= BOT_MAX_NODES, 'too_many_nodes'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, node] of Object.entries(dataset.value)) {
      if (node.key === key) continue;
      addIssue({
        message: 'node_key_mismatch',
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: node }],
      });
    }
  }),
);

/**
 * The bot as the bot service reads and saves it (spec 001 §3, §7: `GET/POST /bot/{skill}/{bot}/`):
 * nodes by key, per-channel trees and triggers, `node_max_counter` and the dialogflow map.
 * Lengths are capped so one save stays small; structure rules are core's `validateBot`.
 */
export const WireBot = v.object({
  identifier: Key,
  nodes: Nodes,
  channels: v.record(Key, WireChannel),
  node_max_counter: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dialogflow: v.record(
    Key,
    v.object({ tree_identifier: Key, tree_label: Title, account: v.union([v.number(), Key]) }),
  ),
  gbagent: v.optional(v.unknown()),
  zencall: v.optional(v.unknown()),
});
export type WireBot = v.InferOutput<typeof WireBot>;

/** `GET /bot/used-by-chronos/{id}`: where a schedule rule is used. */
export const ChronosUse = v.object({
  skill: v.number(),
  bot: v.string(),
  channel: v.string(),
  tree: v.string(),
  node: v.string(),
});
export type ChronosUse = v.InferOutput<typeof ChronosUse>;

/** `GET /bot/df-data`: one dialogflow link of a bot node. */
export const DialogflowUse = v.object({
  skill: v.number(),
  bot: v.string(),
  node: v.string(),
  tree_identifier: v.string(),
  tree_label: v.string(),
  account: v.union([v.string(), v.number()]),
});
export type DialogflowUse = v.InferOutput<typeof DialogflowUse>;

/** `GET /bot/skills-by-channel`: per channel, the skills whose bot has a tree there. */
export const SkillsByChannel = v.record(v.string(), v.array(v.object({ id: v.number(), name: v.string() })));
export type SkillsByChannel = v.InferOutput<typeof SkillsByChannel>;

/** `GET /bot/used-by-skill/{id}`: the bots of a skill, in numbers. */
export const BotUsage = v.object({
  bot: v.string(),
  channels: v.array(v.string()),
  trees: v.number(),
  nodes: v.number(),
});
export type BotUsage = v.InferOutput<typeof BotUsage>;

/** `GET /api/chronos/rules`: a schedule rule. */
export const ChronosRule = v.object({ id: v.number(), label: v.string() });
export type ChronosRule = v.InferOutput<typeof ChronosRule>;

type Assert<T extends true> = T;
/**
 * Compile-time checks only: the schema's output is core's wire bot, and every core action has a
 * variant. Adding an action to core without parsing it here fails the type-check.
 */
export type WireBotChecks = [
  Assert<WireBot extends CoreWireBot ? true : false>,
  Assert<[Exclude<NodeAction, WireNode['action']>] extends [never] ? true : false>,
];
