/**
 * Entry points (botgroups, spec 001 §3, §5, §9): the ways a customer enters a skill's bot. The
 * vocabulary and the rules the console and the server both apply live here as plain data and
 * functions.
 */

/** Spec 001 §3: widget, customisable widget, URL link, messenger menu, search engine. */
export const ENTRY_POINT_TYPES = [
  'widget',
  'customizable_widget',
  'url',
  'messenger_menu',
  'search_engine',
] as const;
export type EntryPointType = (typeof ENTRY_POINT_TYPES)[number];

/** Channels an entry point may open (the bot builder's channels, spec 001 §6). */
export const ENTRY_POINT_CHANNELS = [
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
  'api',
] as const;
export type EntryPointChannel = (typeof ENTRY_POINT_CHANNELS)[number];

/** Spec 001 §3: the web entry point shows as an embedded widget or a full page. */
export const DISPLAY_MODES = ['embedded', 'full_page'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** A messenger menu button opens a bot tree or a web page. */
export const MESSENGER_BUTTON_TYPES = ['postback', 'web_url'] as const;
export type MessengerButtonType = (typeof MESSENGER_BUTTON_TYPES)[number];

/** Types shown to visitors on a web page, the ones with an embed code and a widget customisation. */
export const WEB_ENTRY_POINT_TYPES: readonly EntryPointType[] = [
  'widget',
  'customizable_widget',
  'search_engine',
];

/** True when the entry point is shown on a website and has an embed code. */
export function isWebEntryPoint(type: string): boolean {
  return (WEB_ENTRY_POINT_TYPES as readonly string[]).includes(type);
}

/**
 * A URL link on the web channel is a page of its own (the server's hosted link page, the widget
 * opened on it): it has a link to send rather than a code to paste.
 */
export function hasLinkPage(entryPoint: { type: string; channels: readonly string[] }): boolean {
  return entryPoint.type === 'url' && entryPoint.channels.includes('web');
}

/** Spec 001 §5: a URL link opens one channel only; the other types take any number. */
export function maxChannels(type: string): number {
  return type === 'url' ? 1 : ENTRY_POINT_CHANNELS.length;
}

/** The parts of an entry point that name bot trees. */
export interface TreeReferences {
  trees: readonly { tree_identifier: string }[];
  navbar?: readonly { tree: string | null }[];
  menu_buttons?: readonly { tree: string | null }[];
}

/**
 * Every tree key an entry point opens: its tree per channel, its navbar items and its menu
 * buttons. Spec 001 §5: none of them may be deleted while the entry point exists.
 */
export function entryPointTrees(entryPoint: TreeReferences): string[] {
  const keys = [
    ...entryPoint.trees.map((t) => t.tree_identifier),
    ...(entryPoint.navbar ?? []).map((n) => n.tree),
    ...(entryPoint.menu_buttons ?? []).map((b) => b.tree),
  ];
  return [...new Set(keys.filter((k): k is string => !!k))];
}

/**
 * Spec 001 §3: "31 Messenger and WhatsApp locales plus a default". The default comes first; the
 * others are the Messenger locale codes both platforms share.
 */
export const ICE_BREAKER_DEFAULT_LOCALE = 'default';
export const ICE_BREAKER_LOCALES = [
  ICE_BREAKER_DEFAULT_LOCALE,
  'ar_AR',
  'cs_CZ',
  'da_DK',
  'de_DE',
  'el_GR',
  'en_GB',
  'en_US',
  'es_ES',
  'es_LA',
  'fi_FI',
  'fr_FR',
  'he_IL',
  'hi_IN',
  'hu_HU',
  'id_ID',
  'it_IT',
  'ja_JP',
  'ko_KR',
  'nb_NO',
  'nl_NL',
  'pl_PL',
  'pt_BR',
  'pt_PT',
  'ro_RO',
  'ru_RU',
  'sv_SE',
  'th_TH',
  'tr_TR',
  'vi_VN',
  'zh_CN',
  'zh_TW',
] as const;
export type IceBreakerLocale = (typeof ICE_BREAKER_LOCALES)[number];
