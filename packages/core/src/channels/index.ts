export {
  CHANNEL_KINDS,
  CHANNEL_STATUSES,
  type ChannelKind,
  type ChannelStatus,
  channelKindsOf,
  FREE_MAIL_DOMAINS,
  HOSTED_HIDDEN_CHANNELS,
  INSTAGRAM_MAX_FOLLOWERS,
  INSTAGRAM_MIN_FOLLOWERS,
  isChannelKind,
  isFreeMailbox,
  WHATSAPP_DESCRIPTION_MAX,
  WHATSAPP_FULL_PLANS,
} from './kinds.ts';
export { CHANNEL_TEXT_MAX, type OutboundShape, outboundProblem, SMS_MAX_SEGMENTS } from './limits.ts';
export { SMS_CONCATENATED_SEGMENT_LENGTH, SMS_SEGMENT_LENGTH, smsSegments } from './sms.ts';
export { REPLY_WINDOW_HOURS, type ReplyWindow, replyWindow } from './window.ts';
