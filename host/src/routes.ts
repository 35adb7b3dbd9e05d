import { AGENT_CONSOLE_ROLES, DASHBOARD_ROLES, type RoutePermission } from '@omnicanal/core';

/** Values taken from the path (`:uuid` in `/gb-agent/im/:uuid`). */
export type Params = Readonly<Record<string, string>>;

/** Tags the console can show; each has a loader in `elements.ts`. */
export type ElementTag =
  | 'oc-agent-inbox'
  | 'oc-auth'
  | 'oc-billing'
  | 'oc-bot-builder'
  | 'oc-campaign-editor'
  | 'oc-entry-points'
  | 'oc-settings'
  | 'oc-stats-dashboard'
  | 'oc-webivr-builder';
/** Elements drawn inside a screen's element by tag name (see `companions`). */
export type CompanionTag = 'oc-web-chat';

/** Screens the shell draws itself because no element exists for them yet, or ever. */
export type ShellPage = 'not-available' | 'not-found' | 'user-not-configured';

/** Conditions beyond role and edition that a route also needs (spec 000 §6). */
export type RouteFeature = 'subaccounts' | 'surveys';

/**
 * One line of the route table (spec 000 §2). The shell maps a matched route to an element and its
 * attributes and nothing else: everything a screen does lives in its element.
 *
 * Patterns: literal segments, `:param`, an optional `:param?` (only at the end), and a final `*`
 * that takes any rest of the path (`/automation/*` matches `/automation` and everything below).
 */
export interface RouteDef {
  /** Stable name, also the key of its menu name (`shell:routes.<name>`). */
  name: string;
  path: string;
  permission: RoutePermission;
  /** Sends on at once (`/` → `/dashboard`). */
  redirect?: string;
  /** spec 000 §2: without permission, go there instead of the modal (dashboard, agent dashboard). */
  deniedRedirect?: string;
  /** The sign-in screen: a signed-in user goes on to `redirect` (or home) instead. */
  guestOnly?: boolean;
  /** `/logout`: signs out, then shows sign-in. */
  action?: 'logout';
  /** spec 000 §2: reachable with an unconfirmed email past the grace period. */
  confirmExempt?: boolean;
  feature?: RouteFeature;
  element?: {
    tag: ElementTag;
    /** Route parameters reach an element only as attributes (ARCHITECTURE.md). */
    attributes?: (params: Params) => Record<string, string>;
    /**
     * Elements the screen draws inside its own by tag name (components never import one another),
     * loaded with it: the visitor widget for the live preview beside the widget forms.
     */
    companions?: readonly CompanionTag[];
  };
  page?: ShellPage;
  /** Menu name of the area (the route family), first in the page title. */
  section?: string;
  /** Menu name of the route itself; a key of the `shell` namespace. */
  menu?: string;
}

/** Where the agent console lives; also where dashboard refusals send (spec 000 §2). */
export const AGENT_AREA = '/gb-agent';

/** Where the agent dashboard sends those it refuses (spec 000 §2), and the settings home. */
export const ACCOUNT_SETTINGS = '/settings/account';

/** The settings route of the plans, where the over-quota alert is hidden (spec 000 §2). */
export const SUBSCRIPTION_ROUTE = 'settings-subscription';
/** The plans with an offer chosen (`/settings/billing/subscription/{offer}[/{currency}]`). */
export const SUBSCRIPTION_OFFER_ROUTE = 'settings-subscription-offer';

const inbox = (params: Params): Record<string, string> => (params.uuid ? { 'room-id': params.uuid } : {});

/** spec 001 §2: the bot builder reads the skill, bot, channel and (optionally) tree from the route. */
const botBuilder = (params: Params): Record<string, string> => ({
  'skill-id': params.skill ?? '',
  'bot-id': params.bot ?? '',
  'channel-id': params.channel ?? '',
  ...(params.tree ? { 'tree-uuid': params.tree } : {}),
});

/**
 * A screen of `<oc-auth>` (spec 000 §2 sign-in and account routes): `screen` and the parts of a
 * mailed link reach it as attributes.
 */
function authScreen(
  name: string,
  path: string,
  permission: RoutePermission,
  section: string,
  attributes: (params: Params) => Record<string, string>,
  extra: Partial<RouteDef> = {},
): RouteDef {
  return {
    name,
    path,
    permission,
    element: { tag: 'oc-auth', attributes },
    section: `shell:routes.${section}`,
    menu: `shell:routes.${name}`,
    ...extra,
  };
}

/** Only the parts a link carries: a missing one is left out, and the screen says the link is bad. */
const present = (attributes: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => !!entry[1]));

const SELF_HOSTED = 'self-hosted' as const;
const HOSTED = 'hosted' as const;

/** A screen of an area that has no element yet: it shows the "not available yet" page. */
function later(
  name: string,
  path: string,
  permission: RoutePermission,
  section: string,
  extra: Partial<RouteDef> = {},
): RouteDef {
  return {
    name,
    path,
    permission,
    page: 'not-available',
    section: `shell:routes.${section}`,
    menu: `shell:routes.${name}`,
    ...extra,
  };
}

const agentConsole = { roles: AGENT_CONSOLE_ROLES };
const manager = { rank: 'manager' } as const;
const admin = { rank: 'admin' } as const;
const dashboard = { roles: DASHBOARD_ROLES };
const publicRoute = { public: true } as const;

/** Dashboard routes send those they refuse to the agent area (spec 000 §2). */
const dash = (name: string, path: string, permission: RoutePermission = dashboard) =>
  later(name, path, permission, 'dashboard', { deniedRedirect: AGENT_AREA });

/** A statistics screen (spec 002 §2 `/stats`, stats managers and above) drawn by `<oc-stats-dashboard>`. */
const statsScreen = (name: string, path: string, view: string): RouteDef => ({
  ...later(name, path, { rank: 'stats_manager' }, 'stats'),
  page: undefined,
  element: { tag: 'oc-stats-dashboard', attributes: () => ({ view, area: 'stats' }) },
});

/** A dashboard screen drawn by `<oc-stats-dashboard>`: `view` names it. */
const dashScreen = (
  name: string,
  path: string,
  view: string,
  permission: RoutePermission = dashboard,
): RouteDef => ({
  ...dash(name, path, permission),
  page: undefined,
  element: { tag: 'oc-stats-dashboard', attributes: () => ({ view }) },
});

/** A screen of `<oc-webivr-builder>` (spec 000 §2 `/webivr` and `/webivr-builder`, self-hosted only). */
const webivr = (
  name: string,
  path: string,
  permission: RoutePermission,
  attributes: (params: Params) => Record<string, string>,
): RouteDef => ({
  ...later(name, path, { ...permission, mode: SELF_HOSTED }, 'webivr'),
  page: undefined,
  element: { tag: 'oc-webivr-builder', attributes },
});

const WEBIVR_CONTENT = ['faqs', 'forms', 'templates'];

/**
 * `/webivr-builder/{version}/{account}/…`: the rest is either `{tree?}/{node?}` (the canvas) or a
 * content screen, `faqs|forms|templates[/add|/{id}]`.
 */
const webivrBuilder = (params: Params): Record<string, string> => {
  const [first, second] = (params['*'] ?? '').split('/');
  const ids = { 'version-id': params.version ?? '', 'account-id': params.account ?? '' };
  if (first && WEBIVR_CONTENT.includes(first)) {
    return { ...ids, view: first, ...(second ? { 'item-id': second } : {}) };
  }
  return {
    ...ids,
    view: 'builder',
    ...(first ? { 'tree-id': first } : {}),
    ...(second ? { 'node-id': second } : {}),
  };
};

const settings = (name: string, path: string, permission: RoutePermission, extra: Partial<RouteDef> = {}) =>
  later(name, path, permission, 'settings', extra);

/**
 * A settings screen drawn by `<oc-settings>` (spec 002 §2): `section` names the area, `item` what
 * is below it in the path (`add`, an id, `categories/3/subcategories/4`), from the final `*` unless
 * the route fixes it.
 */
const settingsScreen = (
  name: string,
  path: string,
  permission: RoutePermission,
  section: string,
  extra: Partial<RouteDef> & {
    item?: (params: Params) => string | undefined;
    companions?: readonly CompanionTag[];
  } = {},
): RouteDef => {
  const { item = (params: Params) => params['*'], companions, ...rest } = extra;
  return {
    ...settings(name, path, permission, rest),
    page: undefined,
    element: {
      tag: 'oc-settings',
      attributes: (params): Record<string, string> => {
        const value = item(params);
        return value ? { section, item: value } : { section };
      },
      ...(companions ? { companions } : {}),
    },
  };
};

/**
 * A screen of `<oc-billing>` (spec 002 §2 `/settings/billing`, hosted only, admins): `section` names
 * the screen, from what follows `/settings/billing/` unless the route fixes it.
 */
const billing = (name: string, path: string, section?: string): RouteDef => ({
  ...settings(name, path, { ...admin, mode: HOSTED }),
  page: undefined,
  element: {
    tag: 'oc-billing',
    attributes: (params) => ({
      section: section ? [section, params['*']].filter(Boolean).join('/') : params['*'] || 'summary',
    }),
  },
});

/**
 * A screen of `<oc-entry-points>` (spec 001 §2 `/botgroups`, self-hosted only): `view` names the
 * screen, `entry-point-id` the entry point of the path's `:uuid`.
 */
const entryPoints = (
  name: string,
  path: string,
  permission: RoutePermission,
  view: string | ((params: Params) => string),
  companions?: readonly CompanionTag[],
): RouteDef => ({
  ...later(name, path, { ...permission, mode: SELF_HOSTED }, 'botgroups'),
  page: undefined,
  element: {
    tag: 'oc-entry-points',
    attributes: (params) => ({
      view: typeof view === 'string' ? view : view(params),
      ...(params.uuid ? { 'entry-point-id': params.uuid } : {}),
    }),
    ...(companions ? { companions } : {}),
  },
});

/**
 * The route table of spec 000 §2, first match wins. The permission in brackets of the spec is the
 * route's `permission`; "non-hosted" is the self-hosted edition; a route without one needs the
 * default rank, admin (spec 000 §6).
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'root', path: '/', permission: publicRoute, redirect: '/dashboard' },

  // The agent console and its children; the inbox is its conversations screen.
  {
    name: 'gb-agent',
    path: AGENT_AREA,
    permission: agentConsole,
    // spec 000 §2: "the agent dashboard redirects to account settings".
    deniedRedirect: ACCOUNT_SETTINGS,
    element: { tag: 'oc-agent-inbox', attributes: inbox },
    menu: 'shell:routes.gb-agent',
  },
  ...['/im', '/im/:uuid', '/im/:uuid/event/:event'].map(
    (child): RouteDef => ({
      name: child === '/im' ? 'gb-agent-im' : 'gb-agent-room',
      path: `${AGENT_AREA}${child}`,
      permission: agentConsole,
      element: { tag: 'oc-agent-inbox', attributes: inbox },
      menu: 'shell:routes.gb-agent',
    }),
  ),
  later('GBA-threads', `${AGENT_AREA}/threads/:account?/:thread?`, agentConsole, 'gb-agent'),
  later('GBA-ticketing', `${AGENT_AREA}/ticketing/*`, agentConsole, 'gb-agent'),
  later('GBA-reviews', `${AGENT_AREA}/reviews/:review?`, agentConsole, 'gb-agent'),
  later('GBA-external-view', `${AGENT_AREA}/external-view/:id`, agentConsole, 'gb-agent'),

  // spec 001 §2: both spellings of the bot-builder route (`channel` without a tree, `channels` with one).
  {
    name: 'bot-builder',
    path: '/bot-builder/skills/:skill/bots/:bot/channel/:channel/trees',
    permission: manager,
    element: { tag: 'oc-bot-builder', attributes: botBuilder },
    menu: 'shell:routes.bot-builder',
  },
  {
    name: 'bot-builder-tree',
    path: '/bot-builder/skills/:skill/bots/:bot/channels/:channel/trees/:tree',
    permission: manager,
    element: { tag: 'oc-bot-builder', attributes: botBuilder },
    menu: 'shell:routes.bot-builder',
  },

  // Bot groups (entry points): the list with its tabs for managers, the forms for admins
  // (self-hosted only). The web IVR forms wait for the web IVR builder.
  entryPoints(
    'botgroups-customization',
    '/botgroups/messaging/form/:uuid/customization',
    admin,
    'customization',
    // The customisation form's live preview draws the visitor widget.
    ['oc-web-chat'],
  ),
  entryPoints('botgroups-embed', '/botgroups/messaging/form/:uuid/embed', admin, 'embed'),
  entryPoints('botgroups-form', '/botgroups/messaging/form/:uuid?', admin, 'messaging-form'),
  entryPoints('botgroups-menu', '/botgroups/messaging/form-messenger-menu/:uuid?', admin, 'messenger-menu'),
  later('botgroups-webivr-form', '/botgroups/webivr/form/*', { ...admin, mode: SELF_HOSTED }, 'botgroups'),
  entryPoints('botgroups', '/botgroups/:tab?', manager, (params) =>
    params.tab === 'webivr' ? 'webivr' : 'messaging',
  ),

  webivr('webivr-add', '/webivr/add', admin, () => ({ view: 'account' })),
  webivr('webivr-edit', '/webivr/:uuid', admin, (params) => ({
    view: 'account',
    'account-id': params.uuid ?? '',
  })),
  webivr('webivr', '/webivr', manager, () => ({ view: 'accounts' })),
  {
    ...webivr('webivr-builder', '/webivr-builder/:version/:account/*', manager, webivrBuilder),
    section: 'shell:routes.webivr-builder',
  },

  later('automation', '/automation/*', manager, 'automation'),

  later('account', '/account', admin, 'account'),
  later('apple-business-chat', '/apple-business-chat', admin, 'apple-business-chat'),
  // Back from a provider's sign-in: the channels section reads the answer in the page's query.
  settingsScreen('messaging-logged', '/messaging/logged', { ...admin, mode: SELF_HOSTED }, 'channels', {
    item: () => 'logged',
    section: 'shell:routes.messaging',
  }),
  // Channels (spec 002 §1–§5): the list for managers, adding and changing for admins (self-hosted).
  settingsScreen('messaging-add', '/messaging/add/:code', { ...admin, mode: SELF_HOSTED }, 'channels', {
    item: (params) => `add/${params.code}`,
    section: 'shell:routes.messaging',
  }),
  settingsScreen(
    'messaging-edit',
    '/messaging/edit/:code/:uuid?',
    { ...admin, mode: SELF_HOSTED },
    'channels',
    {
      item: (params) => `edit/${params.code}${params.uuid ? `/${params.uuid}` : ''}`,
      section: 'shell:routes.messaging',
    },
  ),
  settingsScreen('messaging', '/messaging/:skill?/:channel?', manager, 'channels', {
    item: (params) => [params.skill, params.channel].filter(Boolean).join('/') || undefined,
    section: 'shell:routes.messaging',
  }),

  // Third-party accounts (spec 002 §2): `add` lists the kinds by category, `add/{kind}` and
  // `edit/{id}` are the account's form.
  settingsScreen(
    'third-parties-add',
    '/third-parties/add/:id?',
    { ...admin, mode: SELF_HOSTED },
    'third-parties',
    {
      item: (params) => (params.id ? `add/${params.id}` : 'add'),
      section: 'shell:routes.third-parties',
    },
  ),
  settingsScreen(
    'third-parties-edit',
    '/third-parties/edit/:id',
    { ...admin, mode: SELF_HOSTED },
    'third-parties',
    {
      item: (params) => `edit/${params.id}`,
      section: 'shell:routes.third-parties',
    },
  ),
  settingsScreen('third-parties', '/third-parties', { ...admin, mode: SELF_HOSTED }, 'third-parties', {
    item: () => undefined,
    section: 'shell:routes.third-parties',
  }),

  // Reset and change of email and password, invitations: reached from a mail, before any sign-in.
  authScreen(
    'email-validate',
    '/email/validate/:key',
    publicRoute,
    'email',
    (params) => present({ screen: 'confirm-email', 'confirm-key': params.key }),
    { confirmExempt: true },
  ),
  later('email', '/email/*', publicRoute, 'email', { confirmExempt: true }),
  authScreen(
    'invitation',
    '/invitation/:uid?/:token?',
    publicRoute,
    'invitation',
    (params) => present({ screen: 'invitation', uid: params.uid, 'invitation-token': params.token }),
    { confirmExempt: true },
  ),
  authScreen(
    'password-reset',
    '/password/reset/:uid?/:token?',
    publicRoute,
    'password',
    (params) =>
      params.uid
        ? present({ screen: 'password-reset-confirm', uid: params.uid, 'reset-token': params.token })
        : { screen: 'password-reset' },
    { confirmExempt: true },
  ),
  // spec 000 §2 lists /password/* as public, but changing a password needs the signed-in user's
  // old one: every rank may, and an unconfirmed address must not lock the user out of it.
  authScreen(
    'password-change',
    '/password/change',
    { rank: 'agent' },
    'password',
    () => ({ screen: 'password-change' }),
    { confirmExempt: true },
  ),
  later('password', '/password/*', publicRoute, 'password', { confirmExempt: true }),

  {
    name: 'user-not-configured',
    path: '/user-not-configured',
    permission: publicRoute,
    page: 'user-not-configured',
    menu: 'shell:routes.user-not-configured',
  },
  {
    name: 'login',
    path: '/login',
    permission: publicRoute,
    guestOnly: true,
    element: { tag: 'oc-auth' },
    menu: 'shell:routes.login',
  },
  { name: 'logout', path: '/logout', permission: publicRoute, action: 'logout' },
  // spec 000 §2 lists /m/ among the public screens, but acting as another user needs a signed-in
  // owner or administrator (the server refuses anyone else): rank admin, which the owner outranks,
  // so others see the permission-denied modal rather than a form that can only fail.
  authScreen('masquerade', '/m/*', admin, 'masquerade', () => ({ screen: 'masquerade' })),
  authScreen('confirm-email', '/confirm-email', publicRoute, 'confirm-email', () => ({
    screen: 'confirm-email',
  })),
  later('prototype', '/prototype', publicRoute, 'prototype'),
  // spec 000 §2: hosted only; in the other edition the guard sends them to sign-in.
  authScreen('register', '/register', { ...publicRoute, mode: HOSTED }, 'register', () => ({
    screen: 'register',
  })),
  // The deal-marketplace registration; /test/appsumo shows the same screen.
  ...['register-appsumo', 'test-appsumo'].map((name) =>
    authScreen(
      name,
      name === 'test-appsumo' ? '/test/appsumo' : '/register/appsumo',
      { ...publicRoute, mode: HOSTED },
      'register',
      () => ({ screen: 'register-appsumo' }),
    ),
  ),

  dashScreen('dashboard', '/dashboard', 'activity'),
  dashScreen('dashboard-monitoring', '/dashboard/monitoring', 'monitoring', manager),
  dashScreen('dashboard-overview', '/dashboard/overview', 'overview', manager),
  dashScreen('dashboard-bot', '/dashboard/bot', 'bot'),
  // The web IVR exists in the self-hosted edition only (spec 000 §1).
  dashScreen('dashboard-webivr', '/dashboard/webivr', 'webivr', { ...dashboard, mode: SELF_HOSTED }),
  dashScreen('dashboard-campaigns', '/dashboard/campaigns', 'campaigns', { ...dashboard, mode: SELF_HOSTED }),
  dashScreen('dashboard-comments', '/dashboard/comments', 'comments'),
  dashScreen('dashboard-reviews', '/dashboard/reviews', 'reviews'),
  // Spec 000 §2 "ticketing/*": every screen under it is the one ticketing dashboard.
  dashScreen('dashboard-ticketing', '/dashboard/ticketing/*', 'ticketing'),

  // Spec 002 §2 statistics: the bot's, the web IVR's, the campaigns' and the tickets'; `/stats`
  // opens the first.
  {
    ...later('stats', '/stats', { rank: 'stats_manager' }, 'stats'),
    page: undefined,
    redirect: '/stats/bot/main',
  },
  statsScreen('stats-bot-main', '/stats/bot/main', 'bot'),
  statsScreen('stats-bot-flow', '/stats/bot/customer-analytics', 'flow'),
  ...(
    [
      ['stats-webivr-main', '/stats/webivr/main', 'webivr'],
      ['stats-webivr-flow', '/stats/webivr/customer-analytics', 'webivr-flow'],
      ['stats-webivr-tree', '/stats/webivr/customer-analytics-tree', 'webivr-tree'],
      ['stats-campaigns', '/stats/campaigns', 'campaigns'],
    ] as const
  ).map(([name, path, view]) => ({
    ...statsScreen(name, path, view),
    permission: { rank: 'stats_manager', mode: SELF_HOSTED } as RoutePermission,
  })),
  statsScreen('stats-ticketing', '/stats/ticketing/*', 'ticketing'),
  later('stats-other', '/stats/*', { rank: 'stats_manager' }, 'stats'),

  ...['dialogflow', 'ravana', 'scraping', 'smartcoaching'].map((part) =>
    later(`ai-${part}`, `/ai/${part}/*`, { ...admin, mode: SELF_HOSTED }, 'ai'),
  ),
  // The list and the knowledge bases exist in both editions; below a knowledge base, self-hosted only.
  later('ai', '/ai/:screen?', admin, 'ai'),
  later('ai-knowledge-bases', '/ai/knowledge-bases/*', { ...admin, mode: SELF_HOSTED }, 'ai'),

  // Spec 002 §2: the audiences (`/campaigns/contacts`, add, {id}), the templates
  // (`/campaigns/templates`, add, {kind}/{id}) and the campaigns (`/campaigns/list`, add, {id},
  // send/{id}) are <oc-campaign-editor>'s; `/campaigns` opens the campaign list.
  {
    name: 'campaigns-home',
    path: '/campaigns',
    permission: { ...manager, mode: SELF_HOSTED },
    redirect: '/campaigns/list',
  },
  ...(['contacts', 'templates', 'list'] as const).map((section) => ({
    ...later(
      `campaigns-${section}`,
      `/campaigns/${section}/*`,
      { ...manager, mode: SELF_HOSTED },
      'campaigns',
    ),
    page: undefined,
    element: {
      tag: 'oc-campaign-editor' as const,
      attributes: (params: Record<string, string | undefined>): Record<string, string> =>
        params['*'] ? { section, item: params['*'] } : { section },
    },
  })),
  later('campaigns', '/campaigns/*', { ...manager, mode: SELF_HOSTED }, 'campaigns'),

  { name: 'settings', path: '/settings', permission: { rank: 'agent' }, redirect: ACCOUNT_SETTINGS },
  // spec 000 §2 names the two-factor screen ("security code in 3 steps") but gives it no path: it
  // sits under the account settings, for every rank, reachable with an unconfirmed address.
  authScreen(
    'settings-account-security',
    `${ACCOUNT_SETTINGS}/security`,
    { rank: 'agent' },
    'settings',
    () => ({ screen: 'two-factor' }),
    { confirmExempt: true },
  ),
  settingsScreen('settings-account', ACCOUNT_SETTINGS, { rank: 'agent' }, 'account', { confirmExempt: true }),
  settingsScreen('settings-account-delete', '/settings/account/delete', admin, 'account-delete'),
  settingsScreen('settings-agents', '/settings/agents/*', manager, 'agents'),
  settings('settings-ticketing', '/settings/ticketing/*', manager),
  settingsScreen('settings-calendars', '/settings/calendars/*', admin, 'calendars'),
  settingsScreen('settings-groups-add', '/settings/groups/add', { ...admin, mode: SELF_HOSTED }, 'groups', {
    item: () => 'add',
  }),
  settingsScreen(
    'settings-groups-edit',
    '/settings/groups/:id/edit',
    { ...admin, mode: SELF_HOSTED },
    'groups',
    {
      item: (params) => params.id,
    },
  ),
  // spec 000 §1, spec 002 §2: groups are a screen of the self-hosted edition only.
  settingsScreen(
    'settings-groups',
    '/settings/groups',
    { rank: 'content_manager', mode: SELF_HOSTED },
    'groups',
  ),
  // The skill's web chat and widget forms show a live preview of the visitor widget.
  settingsScreen('settings-skills', '/settings/skills/*', { ...admin, mode: SELF_HOSTED }, 'skills', {
    companions: ['oc-web-chat'],
  }),
  settingsScreen('settings-subaccounts', '/settings/subaccounts/*', admin, 'subaccounts', {
    feature: 'subaccounts',
  }),
  settingsScreen('settings-contact-reasons', '/settings/contact-reasons/*', manager, 'contact-reasons'),
  settingsScreen('settings-chat', '/settings/chat/*', admin, 'chat'),
  // Spec 000 §1: surveys are for the offers that list them (Pro and Enterprise).
  settingsScreen('settings-surveys', '/settings/surveys/*', admin, 'surveys', { feature: 'surveys' }),
  settingsScreen(
    'settings-scheduled-exports',
    '/settings/scheduled-exports/*',
    { ...admin, mode: SELF_HOSTED },
    'scheduled-exports',
  ),
  settingsScreen('settings-msglib', '/settings/msglib/*', manager, 'msglib'),
  settingsScreen(
    'settings-external-views',
    '/settings/external-views/*',
    { rank: 'owner', mode: SELF_HOSTED },
    'external-views',
  ),
  // Plans and billing (spec 002 §2, hosted only): the named routes at the paths the spec gives them.
  billing(SUBSCRIPTION_ROUTE, '/settings/billing/subscription', 'subscription'),
  // The plans with an offer (and a currency) chosen: still the subscription route, whose page
  // hides the over-quota alert.
  billing(SUBSCRIPTION_OFFER_ROUTE, '/settings/billing/subscription/*', 'subscription'),
  billing('settings-billing-payment-add', '/settings/billing/payments/add', 'payments/add'),
  // The paths these screens had before they took the spec's.
  {
    name: 'settings-subscription-old',
    path: '/settings/subscription',
    permission: { ...admin, mode: HOSTED },
    redirect: '/settings/billing/subscription',
  },
  {
    name: 'settings-billing-payment-add-old',
    path: '/settings/billing/payment/add',
    permission: { ...admin, mode: HOSTED },
    redirect: '/settings/billing/payments/add',
  },
  billing('settings-billing-summary', '/settings/billing/summary', 'summary'),
  billing('settings-billing', '/settings/billing/*'),
  settingsScreen('settings-rooms', '/settings/rooms/*', admin, 'rooms'),
  settingsScreen('settings-public-api', '/settings/public-api/*', admin, 'public-api'),
];

/** What an unknown path shows. Public: a wrong link must not ask for a sign-in first. */
export const NOT_FOUND: RouteDef = {
  name: 'not-found',
  path: '*',
  permission: publicRoute,
  page: 'not-found',
  menu: 'shell:routes.not-found',
};

/** Skill services a self-hosted link needs (spec 000 §2, Shell): any one of `services`. */
export interface ServiceNeed {
  services: readonly string[];
  /** The user must also hold a skill. */
  ownSkill?: boolean;
}

/** A link of the side navigation (spec 000 §2, Shell), shown only when its route's permission passes. */
export interface NavLink {
  route: string;
  href: string;
  label: string;
  /** spec 000 §2: self-hosted only, what the customer's services must include. */
  needs?: ServiceNeed;
}

/** In the spec's order. */
export const NAV_LINKS: readonly NavLink[] = [
  { route: 'dashboard', href: '/dashboard', label: 'shell:nav.dashboard' },
  { route: 'gb-agent', href: AGENT_AREA, label: 'shell:nav.gb-agent', needs: { services: ['gb_agent'] } },
  {
    route: 'messaging',
    href: '/messaging',
    label: 'shell:nav.messaging',
    needs: { services: ['bot', 'social_networks'] },
  },
  {
    route: 'third-parties',
    href: '/third-parties',
    label: 'shell:nav.third-parties',
    needs: { services: ['third-parties'] },
  },
  {
    route: 'botgroups',
    href: '/botgroups',
    label: 'shell:nav.botgroups',
    needs: { services: ['integration'] },
  },
  {
    route: 'webivr',
    href: '/webivr',
    label: 'shell:nav.webivr',
    needs: { services: ['webivr'], ownSkill: true },
  },
  {
    route: 'automation',
    href: '/automation',
    label: 'shell:nav.automation',
    needs: { services: ['workchains', 'ticketing'], ownSkill: true },
  },
  {
    route: 'ai',
    href: '/ai',
    label: 'shell:nav.ai',
    needs: { services: ['dialogflow', 'gpt', 'knowledge-engine'] },
  },
  {
    route: 'campaigns',
    href: '/campaigns',
    label: 'shell:nav.campaigns',
    needs: { services: ['campaigns'], ownSkill: true },
  },
  { route: 'stats', href: '/stats', label: 'shell:nav.stats' },
  { route: 'settings', href: '/settings', label: 'shell:nav.settings' },
];

/**
 * The settings areas' links (spec 002 §2, §6: "settings links appear only when the route is allowed
 * for the role"), in the spec's order. Only areas with a screen are listed; each is shown when its
 * route lets the user in (role, edition, the offer's sub-accounts).
 */
export const SETTINGS_LINKS: readonly NavLink[] = [
  'account',
  'agents',
  'calendars',
  'groups',
  'skills',
  'subaccounts',
  'contact-reasons',
  'chat',
  'surveys',
  'msglib',
  'external-views',
  // Plans and billing (hosted only): `/settings/billing` opens the billing summary.
  'subscription',
  'billing',
  'rooms',
  'public-api',
].map((area) => ({
  route: `settings-${area}`,
  href: `/settings/${area}`,
  label: `shell:routes.settings-${area}`,
}));
