import type { TemplateKind } from '../templates/kinds.ts';

/**
 * Spec 002 §4: PENDING (waiting for its date), RUNNING (sending), FINISHED, CANCELLED, MANUAL
 * (unplanned: sent when a manager asks); and PAUSED, which the spec does not name: a manager
 * stopped it for a while without cancelling it, nothing leaves until it is resumed.
 */
export const CAMPAIGN_STATUSES = ['PENDING', 'RUNNING', 'FINISHED', 'CANCELLED', 'MANUAL', 'PAUSED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The channel a campaign sends over (spec 002 §3 names WhatsApp; SMS, RCS, Google Business
 * Messages and Messenger have templates too), with the kind of template each sends.
 */
export const CAMPAIGN_TYPES = ['whatsapp', 'sms', 'rcs', 'googlebm', 'messenger'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_TEMPLATE_KIND: Readonly<Record<CampaignType, TemplateKind>> = {
  whatsapp: 'tyntec-wa',
  sms: 'sms',
  rcs: 'rcs',
  googlebm: 'googlebm',
  messenger: 'messenger',
};
/** Spec 002 §3: the fallback template is "an SMS for RCS". */
export const CAMPAIGN_FALLBACK_KIND: Readonly<Partial<Record<CampaignType, TemplateKind>>> = { rcs: 'sms' };

/** Spec 002 §3: recurrence freq yearly 0, monthly 1, weekly 2, daily 3 (RFC 5545's order, as RRULE numbers them). */
export const RECURRENCE_FREQS = { yearly: 0, monthly: 1, weekly: 2, daily: 3 } as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[keyof typeof RECURRENCE_FREQS];

/**
 * Where one recipient of a campaign stands: `queued` (waiting for its turn), `sent` (handed to the
 * channel), `delivered`, `read`, `failed` (after its last attempt, the provider's code kept),
 * `replied` (the contact answered), `cancelled` (the campaign was cancelled before its turn).
 */
export const RECIPIENT_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'replied',
  'cancelled',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** Spec 002 §9: the recurrence preview shows the first 30 dates. */
export const RECURRENCE_PREVIEW = 30;
/** Attempts per recipient and hours between them: what a campaign form accepts. */
export const CAMPAIGN_MAX_ATTEMPTS = 10;
export const CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS = 168;
/** Messages per hour a campaign may ask for (empty: as fast as the channel takes them). */
export const CAMPAIGN_MAX_FREQUENCY = 1_000_000;

/**
 * WhatsApp's messaging tiers: business-initiated conversations a number may open per 24 h
 * (spec 002 §5 "only {n} messages per 24 h; reduce the audience"); `unlimited` has no limit.
 */
export const WHATSAPP_TIERS = {
  tier_1k: 1_000,
  tier_10k: 10_000,
  tier_100k: 100_000,
  unlimited: null,
} as const;
export type WhatsappTier = keyof typeof WHATSAPP_TIERS;

/** A number's limit by its `tier` setting (the lowest tier when unset); null: unlimited. */
export function whatsappTierLimit(tier: unknown): number | null {
  return WHATSAPP_TIERS[
    typeof tier === 'string' && tier in WHATSAPP_TIERS ? (tier as WhatsappTier) : 'tier_1k'
  ];
}
