import { hasRank, type Role } from '../roles.ts';

/*
 * The web IVR's menu model (spec 001 §3 "Web IVR tree and node"): a tree of nodes whose root is a
 * page, each node carrying one action. The server and the builder read these same rules.
 */

/** Action kinds of spec 001 §3, the two outputs last. */
export const WEBIVR_ACTIONS = [
  'uri',
  'uri__tel',
  'uri__mail',
  'text',
  'callback',
  'messaging',
  'faq',
  'form',
  'choice',
  'routing',
  'to_tree',
  'api',
  'page',
  'form_output',
  'routing_output',
] as const;
export type WebivrAction = (typeof WEBIVR_ACTIONS)[number];

/** The kinds a node may offer after it: what follows a visitor's click, or a branch's result. */
const FOLLOW_UPS: readonly WebivrAction[] = [
  'page',
  'text',
  'uri',
  'uri__tel',
  'uri__mail',
  'callback',
  'messaging',
  'faq',
  'form',
  'routing',
  'to_tree',
  'api',
];

/**
 * Spec 001 §5 "Drop kinds are restricted": the children each action accepts. A page lists choices
 * and content; a choice leads to one follow-up; a form and a routing branch only through their
 * outputs (form sent or not, calendar open or closed); links, FAQs, hand-offs and jumps end a path.
 */
export const WEBIVR_CHILD_KINDS: Readonly<Record<WebivrAction, readonly WebivrAction[]>> = {
  page: ['choice', 'text', 'faq', 'form', 'uri', 'uri__tel', 'uri__mail', 'callback', 'messaging', 'api'],
  choice: FOLLOW_UPS,
  text: ['page', 'to_tree'],
  api: ['page', 'text', 'to_tree'],
  form: ['form_output'],
  form_output: ['page', 'text', 'messaging', 'callback', 'to_tree'],
  routing: ['routing_output'],
  routing_output: FOLLOW_UPS.filter((kind) => kind !== 'routing'),
  uri: [],
  uri__tel: [],
  uri__mail: [],
  callback: [],
  messaging: [],
  faq: [],
  to_tree: [],
};

/** Spec 001 §5 "Some nodes need a parent": every node but a page hangs under another node. */
export const needsParent = (action: WebivrAction): boolean => action !== 'page';

/**
 * Spec 001 §5 "Drop kinds are restricted": whether a node of `child` kind may be placed under a
 * node of `parent` kind (`null`: at the top of a tree, where only a page may stand).
 */
export function canDrop(parent: WebivrAction | null, child: WebivrAction): boolean {
  if (parent === null) return !needsParent(child);
  return WEBIVR_CHILD_KINDS[parent].includes(child);
}

/** The skill service each restricted action needs (spec 001 §5, §6). */
export const WEBIVR_ACTION_SERVICES: Partial<Record<WebivrAction, string>> = {
  callback: 'callback',
  messaging: 'bot',
};

/**
 * Spec 001 §5–§6: callback and messaging actions are offered only to a manager or above whose
 * skill has the matching service (callback, bot). Every other action is open to the builder's users.
 */
export function isActionAllowed(action: WebivrAction, role: Role, skillServices: readonly string[]): boolean {
  const service = WEBIVR_ACTION_SERVICES[action];
  if (service === undefined) return true;
  return hasRank(role, 'manager') && skillServices.includes(service);
}

/** The actions a builder offers to this user on a skill with these services. */
export const allowedActions = (role: Role, skillServices: readonly string[]): WebivrAction[] =>
  WEBIVR_ACTIONS.filter((action) => isActionAllowed(action, role, skillServices));
