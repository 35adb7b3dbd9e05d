import {
  DISPLAY_MODES,
  ENTRY_POINT_CHANNELS,
  ENTRY_POINT_TYPES,
  MESSENGER_BUTTON_TYPES,
  maxChannels,
} from '@omnicanal/core';
import * as v from 'valibot';
import { RowId } from './common.ts';
import { SettingsLabel } from './settings/common.ts';
import { WidgetSettings } from './settings/skill.ts';
import { WebsiteDomainList } from './settings/website-domain.ts';

/*
 * Entry points (botgroups) of the core API (spec 001 §3, §7 "Integrations"): `GET /integrations/`,
 * `GET/POST/DELETE /integrations/{id}`, `GET/POST /integrations/{id}/widget`. Field messages are
 * catalogue words (`required`, `too_long`, `invalid`) or the entry point's own codes
 * (`url_one_channel`, `channel_not_selected`, `unknown_calendar`…) that the console words.
 */

/** Longest tree key, label, CSS class or button text. */
const KEY_MAX_LENGTH = 128;
const URL_MAX_LENGTH = 2048;
/** Spec 001 §9: the auto-open delay is in seconds; an hour bounds it. */
export const ENTRY_POINT_AUTO_OPEN_MAX_S = 3600;
/** Most addresses or ranges in one allow or deny list. */
export const ENTRY_POINT_IP_LIST_MAX = 100;
/** Most navbar items or messenger menu buttons. */
export const ENTRY_POINT_ITEMS_MAX = 20;
/** Messenger's limit on a persistent-menu button title. */
export const MESSENGER_BUTTON_TEXT_MAX = 30;

const TreeKey = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(KEY_MAX_LENGTH, 'too_long'));
const CalendarId = v.nullable(RowId);
const Count = (max: number) =>
  v.nullable(v.pipe(v.number(), v.integer('invalid'), v.minValue(0), v.maxValue(max)));
const HttpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(URL_MAX_LENGTH, 'too_long'),
  v.regex(/^https?:\/\/[^\s]+$/i, 'invalid_url'),
);

/** An IPv4 or IPv6 address, with an optional CIDR prefix (`10.0.0.0/8`, `2001:db8::/32`). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i;
export const IpRange = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => IPV4.test(value) || IPV6.test(value), 'invalid_ip'),
);
const IpList = v.pipe(v.array(IpRange), v.maxLength(ENTRY_POINT_IP_LIST_MAX, 'too_long'));

/** Spec 001 §3, §7: the tree a channel opens, and the calendar that routes it. */
export const EntryPointTree = v.object({
  channel: v.picklist(ENTRY_POINT_CHANNELS, 'invalid'),
  calendar_id: CalendarId,
  tree_identifier: TreeKey,
});
export type EntryPointTree = v.InferOutput<typeof EntryPointTree>;

/** Spec 001 §3: a navbar item (kept in order): tree, label, CSS class identifier, calendar. */
export const NavbarItem = v.object({
  tree: v.nullable(TreeKey),
  label: SettingsLabel,
  css_class: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(KEY_MAX_LENGTH, 'too_long'),
    v.regex(/^([A-Za-z_][A-Za-z0-9_-]*)?$/, 'invalid_css_class'),
  ),
  calendar_id: CalendarId,
});
export type NavbarItem = v.InferOutput<typeof NavbarItem>;

/** Spec 001 §3: a messenger menu button: its text, and the tree (`postback`) or page (`web_url`) it opens. */
export const MessengerButton = v.pipe(
  v.object({
    text: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('required'),
      v.maxLength(MESSENGER_BUTTON_TEXT_MAX, 'too_long'),
    ),
    type: v.picklist(MESSENGER_BUTTON_TYPES, 'invalid'),
    tree: v.nullable(TreeKey),
    url: v.nullable(HttpUrl),
  }),
  v.forward(
    v.check((b) => b.type !== 'postback' || !!b.tree, 'required'),
    ['tree'],
  ),
  v.forward(
    v.check((b) => b.type !== 'web_url' || !!b.url, 'required'),
    ['url'],
  ),
);
export type MessengerButton = v.InferOutput<typeof MessengerButton>;

/** The fields every entry point has, as `POST /integrations/{id}` sends them. */
const entryPointEntries = {
  name: SettingsLabel,
  type: v.picklist(ENTRY_POINT_TYPES, 'invalid'),
  skill: v.pipe(v.number('required'), v.integer(), v.minValue(1, 'required')),
  calendar_id: CalendarId,
  channels: v.pipe(
    v.array(v.picklist(ENTRY_POINT_CHANNELS, 'invalid')),
    v.maxLength(ENTRY_POINT_CHANNELS.length),
  ),
  trees: v.pipe(v.array(EntryPointTree), v.maxLength(ENTRY_POINT_CHANNELS.length, 'too_long')),
  /** Seconds; null or 0 never opens the widget by itself (spec 001 §9). */
  auto_open_delay: v.optional(Count(ENTRY_POINT_AUTO_OPEN_MAX_S), null),
  /** Null: no limit. */
  max_open_events: v.optional(Count(10_000), null),
  /** Null: the session never expires (spec 001 §9). */
  session_ttl_hours: v.optional(Count(24 * 365), null),
  ip_allowlist: v.optional(IpList, []),
  ip_denylist: v.optional(IpList, []),
  /**
   * The origins of the websites that may show this entry point's widget (`https://www.shop.fr`);
   * empty: the company's website domains apply, and without those any website (issue 23).
   */
  website_domains: v.optional(WebsiteDomainList, []),
  display_mode: v.optional(v.picklist(DISPLAY_MODES, 'invalid'), 'embedded'),
  /** The page element the full-page display mounts into (a CSS selector or an id). */
  html_root: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(KEY_MAX_LENGTH, 'too_long')), ''),
  icon: v.optional(v.nullable(HttpUrl), null),
  navbar: v.optional(v.pipe(v.array(NavbarItem), v.maxLength(ENTRY_POINT_ITEMS_MAX, 'too_long')), []),
  menu_buttons: v.optional(
    v.pipe(v.array(MessengerButton), v.maxLength(ENTRY_POINT_ITEMS_MAX, 'too_long')),
    [],
  ),
};

/**
 * The body of `POST /integrations/{id}` (and of its creation): every field of spec 001 §3, with the
 * rules the shape alone decides (§5: a URL link opens one channel; a tree per selected channel,
 * once each). The rules needing the database (skill, calendar, type fixed) are the server's.
 */
export const EntryPointInput = v.pipe(
  v.object(entryPointEntries),
  v.forward(
    v.check((e) => e.channels.length <= maxChannels(e.type), 'url_one_channel'),
    ['channels'],
  ),
  v.forward(
    v.check((e) => new Set(e.channels).size === e.channels.length, 'invalid'),
    ['channels'],
  ),
  v.forward(
    v.check((e) => e.trees.every((t) => e.channels.includes(t.channel)), 'channel_not_selected'),
    ['trees'],
  ),
  v.forward(
    v.check((e) => new Set(e.trees.map((t) => t.channel)).size === e.trees.length, 'one_tree_per_channel'),
    ['trees'],
  ),
);
export type EntryPointInput = v.InferOutput<typeof EntryPointInput>;

/**
 * An entry point as the core API answers it (spec 001 §3). The bot builder reads `trees` (and the
 * navbar and menu buttons) to refuse deleting a tree an entry point opens (§5).
 */
export const EntryPoint = v.object({
  id: v.number(),
  ...entryPointEntries,
  name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type EntryPoint = v.InferOutput<typeof EntryPoint>;

/**
 * `GET/POST /integrations/{id}/widget`: how the entry point's widget looks (spec 002 §2 widget
 * customisation: call-to-action, colour, logo, offsets, position, title, subtitle, version) and the
 * web chat texts spec 002 §2 names beside it (company name, punchline, powered-by, agents shown).
 */
export const EntryPointWidget = v.object({
  ...WidgetSettings.entries,
  company_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(KEY_MAX_LENGTH, 'too_long')), ''),
  punchline: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(KEY_MAX_LENGTH, 'too_long')), ''),
  powered_by: v.optional(v.boolean(), true),
  /** Show the answering agent's name and picture in the widget. */
  show_agents: v.optional(v.boolean(), true),
});
export type EntryPointWidget = v.InferOutput<typeof EntryPointWidget>;
