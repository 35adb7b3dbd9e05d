import type { ChannelKind } from '../channels/kinds.ts';

/**
 * The template kinds of spec 002 (`POST /templates/{kind}/{id}`): one per channel a campaign sends
 * over. `tyntec-wa` is WhatsApp through its named provider, the only kind the spec submits by a
 * call of its own (`POST /templates/tyntec-wa/{id}/submit`).
 */
export const TEMPLATE_KINDS = ['tyntec-wa', 'sms', 'rcs', 'googlebm', 'messenger'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The channel each kind of template is sent over (its channel account is a channel of that kind). */
export const TEMPLATE_CHANNEL: Readonly<Record<TemplateKind, ChannelKind>> = {
  'tyntec-wa': 'whatsapp',
  sms: 'sms',
  rcs: 'rcs',
  googlebm: 'googlebm',
  messenger: 'facebook',
};

export function isTemplateKind(value: unknown): value is TemplateKind {
  return typeof value === 'string' && (TEMPLATE_KINDS as readonly string[]).includes(value);
}

/**
 * Spec 002 §4: DRAFT (saved, not sent for validation), SUBMITTED (in validation), VALIDATED (a
 * campaign may send it), REFUSED (the reviewer's reason kept), UNKNOWN (the provider lost track).
 */
export const TEMPLATE_STATUSES = ['DRAFT', 'SUBMITTED', 'VALIDATED', 'REFUSED', 'UNKNOWN'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** WhatsApp's template categories; the other kinds keep the same three for one list screen. */
export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * Spec 002 §9: "31 WhatsApp template languages". The spec does not list them; these are the 31
 * most used of WhatsApp's template locales, in its own spelling (`pt_BR`, `zh_CN`…).
 */
export const TEMPLATE_LANGUAGES = [
  'ar',
  'da',
  'de',
  'en',
  'en_GB',
  'en_US',
  'es',
  'es_ES',
  'es_MX',
  'fi',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt_BR',
  'pt_PT',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh_CN',
  'zh_HK',
  'zh_TW',
] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
