/**
 * What the builder offers (spec 001 §6): the channels per edition and the actions per channel and
 * viewer. The spec says each channel has its own list without showing the lists; the lists below
 * follow what each channel can carry:
 * - every channel: a message (`image`: text with an optional picture; text-only channels send the
 *   text), hand-off to an agent (`console`), jump to a tree (`totree`), schedule routing (`chronos`)
 *   and load balancing, which only route the visitor and need nothing from the channel;
 * - channels with reply buttons or quick replies (all but sms and twitter_comments): buttons and
 *   choices; channels where the visitor types (all but twitter_comments): input and its outputs;
 * - web adds what only a page can do: links with a preview (`url`), page events (`custom_js_event`)
 *   and the GB conversational agent; the hosted web channel keeps a reduced list (no page events, no
 *   conversational agent, no load balancing);
 * - facebook (Messenger) adds the opt-in request, rcs adds the RCS opt-out, and the campaign channels
 *   (whatsapp, facebook, rcs, sms) add the campaign contact list.
 * Gated on top of the channel list: dialogflow and ravana need the matching skill service and admin
 * rank; callback and the messaging actions (contact list, opt-in, opt-out) need manager rank and a
 * `callback` resp. `bot` or `campaigns` service (read from "callback or bot service respectively",
 * §5, with campaigns accepted as the service that owns contact lists); the job action is for the
 * self-hosted owner in every channel.
 */
import { type Edition, hasRank, isRole, type Role } from '@omnicanal/core';
import {
  type Bot,
  CHRONOS_OUTPUT,
  edgeProblem,
  LOAD_BALANCER_OUTPUT,
  type NodeAction,
} from '@omnicanal/core/bot';
import { newNode } from './ops.ts';

/** Who is building: role, edition and the service kinds of the user's skills. */
export interface Viewer {
  role: string;
  edition: Edition;
  /** Skill service kinds of the user's skills (`Skill.services[].kind`). */
  services: string[];
}

/** Channels of both editions, in display order. */
const CHANNELS = [
  'web',
  'apple',
  'instagram_dm',
  'whatsapp',
  'facebook',
  'googlebm',
  'rcs',
  'sms',
  'telegram',
  'twitter_dm',
  'twitter_comments',
] as const;

/** spec 001 §6: the hosted edition hides these. */
const HOSTED_HIDDEN = new Set(['rcs', 'sms', 'twitter_dm', 'twitter_comments']);

/** Channels the builder offers: hosted hides rcs, sms, twitter_dm, twitter_comments; self-hosted adds api. */
export function visibleChannels(edition: Edition): string[] {
  if (edition === 'hosted') return CHANNELS.filter((c) => !HOSTED_HIDDEN.has(c));
  return [...CHANNELS, 'api'];
}

const ROUTING: NodeAction[] = [
  'image',
  'console',
  'totree',
  'chronos',
  CHRONOS_OUTPUT,
  'routing_load_balancer',
  LOAD_BALANCER_OUTPUT,
];
const BUTTONS: NodeAction[] = ['button', 'choice', 'choice_fallback'];
const INPUT: NodeAction[] = ['input', 'input_check', 'input_error'];
const STANDARD: NodeAction[] = [...ROUTING, ...BUTTONS, ...INPUT];

const CHANNEL_ACTIONS: Record<string, NodeAction[]> = {
  web: [...STANDARD, 'url', 'custom_js_event', 'gbagent'],
  apple: STANDARD,
  instagram_dm: STANDARD,
  whatsapp: [...STANDARD, 'campaigns_contactlist'],
  facebook: [
    ...STANDARD,
    'messenger_optin_request',
    'messenger_optin_ok',
    'messenger_optin_ko',
    'campaigns_contactlist',
  ],
  googlebm: STANDARD,
  rcs: [...STANDARD, 'rcs_optout', 'campaigns_contactlist'],
  sms: [...ROUTING, ...INPUT, 'campaigns_contactlist'],
  telegram: STANDARD,
  twitter_dm: STANDARD,
  twitter_comments: ROUTING,
  api: STANDARD,
};

/** spec 001 §6: the hosted web channel has a reduced list. */
const HOSTED_WEB: NodeAction[] = [
  'image',
  'url',
  ...BUTTONS,
  ...INPUT,
  'console',
  'totree',
  'chronos',
  CHRONOS_OUTPUT,
];

/** AI actions with their outputs, offered in every channel to an admin with the service (§6). */
const AI_ACTIONS: { service: string; actions: NodeAction[] }[] = [
  {
    service: 'dialogflow',
    actions: ['dialogflow', 'dialogflow_intent', 'dialogflow_end', 'dialogflow_fallback'],
  },
  { service: 'ravana', actions: ['ravana', 'ravana_output'] },
];

/** Messaging actions: manager rank and a bot or campaigns service (§5, §6). */
const MESSAGING_ACTIONS = new Set<NodeAction>([
  'campaigns_contactlist',
  'messenger_optin_request',
  'messenger_optin_ok',
  'messenger_optin_ko',
  'rcs_optout',
]);
const MESSAGING_SERVICES = ['bot', 'campaigns'];

const atLeast = (viewer: Viewer, required: Role) => isRole(viewer.role) && hasRank(viewer.role, required);

/** Actions offered when adding a node in `channel` for this viewer. */
export function availableActions(channel: string, viewer: Viewer): NodeAction[] {
  const services = new Set(viewer.services);
  const base =
    viewer.edition === 'hosted' && channel === 'web' ? HOSTED_WEB : (CHANNEL_ACTIONS[channel] ?? STANDARD);
  const messaging = atLeast(viewer, 'manager') && MESSAGING_SERVICES.some((s) => services.has(s));
  const actions = base.filter((a) => !MESSAGING_ACTIONS.has(a) || messaging);
  if (channel !== 'twitter_comments') {
    for (const ai of AI_ACTIONS) {
      if (services.has(ai.service) && atLeast(viewer, 'admin')) actions.push(...ai.actions);
    }
    if (services.has('callback') && atLeast(viewer, 'manager')) actions.push('callback');
  }
  // spec 001 §6: the self-hosted owner also gets the job action in every channel.
  if (viewer.edition === 'self-hosted' && viewer.role === 'owner') actions.push('job');
  return actions;
}

/** Key of the fresh node probed against the edge rules; never an existing node's key. */
const PROBE_KEY = '\u0000probe';

/** Actions that may be added as a child of `parent` right now: availableActions ∩ edge rules. */
export function childActions(bot: Bot, parent: string, channel: string, viewer: Viewer): NodeAction[] {
  const target = bot.nodes[parent];
  if (!target) return [];
  return availableActions(channel, viewer).filter(
    (action) => edgeProblem(bot, newNode(bot, action, parent, PROBE_KEY), target, channel) === null,
  );
}
