export {
  CAMPAIGN_FALLBACK_KIND,
  CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS,
  CAMPAIGN_MAX_ATTEMPTS,
  CAMPAIGN_MAX_FREQUENCY,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TEMPLATE_KIND,
  CAMPAIGN_TYPES,
  type CampaignStatus,
  type CampaignType,
  RECIPIENT_STATUSES,
  RECURRENCE_FREQS,
  RECURRENCE_PREVIEW,
  type RecipientStatus,
  type RecurrenceFreq,
  WHATSAPP_TIERS,
  type WhatsappTier,
} from './kinds.ts';
export { instantOf, isWallClock, wallClockOf } from './zone.ts';
