import { WHATSAPP_CHOICE_TITLE_MAX, WHATSAPP_MAX_LIST_CHOICES } from '../bot/whatsapp.ts';
import { smsSegments } from './sms.ts';

/*
 * Channel limits applied when a message goes out (the bot builder checks the same ones on its
 * nodes: bot/whatsapp.ts). A message over a limit is not sent; its delivery fails with the code.
 */

/** Most SMS one message may be split into before it is refused (spec 002 §5 counts 160 per SMS). */
export const SMS_MAX_SEGMENTS = 10;
/** Longest text WhatsApp and Telegram take in one message. */
export const CHANNEL_TEXT_MAX: Readonly<Record<string, number>> = { whatsapp: 4096, telegram: 4096 };

/** What an outbound message is, for the limits: its text and the choices it offers. */
export interface OutboundShape {
  text: string;
  choices?: readonly string[];
}

/** The code a message over its channel's limits fails with, or null when it may go. */
export function outboundProblem(kind: string, message: OutboundShape): string | null {
  if (kind === 'sms' && smsSegments(message.text) > SMS_MAX_SEGMENTS) return 'message_too_long';
  const max = CHANNEL_TEXT_MAX[kind];
  if (max !== undefined && [...message.text].length > max) return 'message_too_long';
  if (kind === 'whatsapp' && message.choices) {
    if (message.choices.length > WHATSAPP_MAX_LIST_CHOICES) return 'too_many_choices';
    if (message.choices.some((c) => [...c].length > WHATSAPP_CHOICE_TITLE_MAX))
      return 'choice_title_too_long';
  }
  return null;
}
