import type { Edition } from '../editions.ts';

/**
 * The channel kinds of spec 000 §1 and spec 002 §1, spelled as the bot builder spells the ones it
 * shares (`googlebm`, `instagram_dm`, `twitter_dm`; `facebook` is Messenger).
 */
export const CHANNEL_KINDS = [
  'web',
  'whatsapp',
  'facebook',
  'facebook_comments',
  'instagram_dm',
  'instagram_comments',
  'twitter_dm',
  'twitter_comments',
  'telegram',
  'sms',
  'rcs',
  'apple',
  'googlebm',
  'google_reviews',
  'trustpilot',
] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export function isChannelKind(value: unknown): value is ChannelKind {
  return typeof value === 'string' && (CHANNEL_KINDS as readonly string[]).includes(value);
}

/** Spec 000 §1: the hosted edition hides these channels. */
export const HOSTED_HIDDEN_CHANNELS: readonly ChannelKind[] = [
  'rcs',
  'sms',
  'twitter_dm',
  'twitter_comments',
];

/** The kinds a company of this edition may see and add. */
export function channelKindsOf(edition: Edition): ChannelKind[] {
  return CHANNEL_KINDS.filter((kind) => edition !== 'hosted' || !HOSTED_HIDDEN_CHANNELS.includes(kind));
}

/**
 * Spec 002 §4: available (a kind not configured yet), in progress (set up, waiting on the provider),
 * active, not visible (switched off), auth error (the provider refused our credentials).
 */
export const CHANNEL_STATUSES = ['available', 'in_progress', 'active', 'not_visible', 'auth_error'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** Spec 002 §5, §6: the full WhatsApp subscription needs one of these plans (Enterprise is `custom`). */
export const WHATSAPP_FULL_PLANS: readonly string[] = ['essential', 'pro', 'custom'];
/** Spec 002 §5, §9: WhatsApp business description. */
export const WHATSAPP_DESCRIPTION_MAX = 256;
/** Spec 002 §5, §9: an Instagram direct account needs between these many followers. */
export const INSTAGRAM_MIN_FOLLOWERS = 1_000;
export const INSTAGRAM_MAX_FOLLOWERS = 100_000;

/**
 * Free mailbox domains: spec 002 §5 wants a company address for WhatsApp full and Google Business
 * Messages, not one anybody can open.
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.fr',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'gmx.com',
  'gmx.fr',
  'proton.me',
  'protonmail.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'yandex.com',
  'mail.com',
];

/** Whether an email address is at a free mailbox provider. */
export function isFreeMailbox(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return FREE_MAIL_DOMAINS.includes(domain);
}
