import type { AnswerKind, RichContent, RoomEventAnswerContent } from '@omnicanal/api';
import { type Locale, safeHref } from '@omnicanal/core';
import type { Entry } from './conversation.ts';

/**
 * The agent's room actions the visitor answers (spec 000 §4): authentication, time slots, a
 * callback number, a payment. Plain functions: which entry is a card, whether it is answered,
 * what an answer carries. The widget renders them and sends the answer with `answer_room_event`.
 */

/** A card the visitor can answer: one of the room actions' rich contents. */
export type CardContent = Extract<RichContent, { type: AnswerKind }>;

/** Where one answer stands while this tab sends it; an answered card is read from the log instead. */
export type AnswerProgress = { state: 'sending' } | { state: 'refused'; code: string };

const CARD_KINDS: readonly string[] = ['authentication', 'timeslots', 'callback', 'payment'];

/** The card an entry carries, or null: only an agent's or a bot's stored message is answerable. */
export function cardOf(entry: Entry): CardContent | null {
  if (entry.kind !== 'agent' && entry.kind !== 'bot') return null;
  if (!entry.event || !CARD_KINDS.includes(entry.content.type)) return null;
  return entry.content as CardContent;
}

/** True when the log holds a card or an answer: the cards' code is then worth loading. */
export function hasCards(entries: readonly Entry[]): boolean {
  return entries.some((e) => cardOf(e) !== null || e.content.type === 'room_event_answer');
}

/**
 * The stored answer to the card `invitation`, from this tab or another (every answer comes back
 * through the conversation's messages), or null while it is unanswered.
 */
export function answerOf(entries: readonly Entry[], invitation: string): RoomEventAnswerContent | null {
  for (const entry of entries) {
    const c = entry.content;
    if (c.type === 'room_event_answer' && c.invitation === invitation) return c;
  }
  return null;
}

/** Same rule as the server's answer schema: digits, spaces, `().-`, an optional leading `+`. */
const PHONE = /^\+?[\d ().-]{6,24}$/;

/** The number as it will be sent (trimmed), or null when the server would refuse it. */
export function phoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE.test(trimmed)) return null;
  // At least six digits: "((((((" matches the characters but is no number.
  return (trimmed.match(/\d/g)?.length ?? 0) >= 6 ? trimmed : null;
}

/** The payment page as a link, only when it is http(s). */
export function paymentHref(content: CardContent): string | null {
  return content.type === 'payment' && content.url ? safeHref(content.url) : null;
}

/**
 * A slot in the visitor's language and time zone (the browser's unless given): "mardi 3 mars,
 * 14:00 – 14:30", "Tuesday 3 March, 2:00 PM – 2:30 PM"; a slot over two days names both. Unreadable instants are shown as sent.
 */
export function slotLabel(slot: { start: string; end: string }, locale: Locale, timeZone?: string): string {
  const from = new Date(slot.start);
  const to = new Date(slot.end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${slot.start} – ${slot.end}`;
  // Hours as the widget writes its message times (core's formatTime): 14:00 in French, 2:00 PM in English.
  const day = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const hour = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    hour: locale === 'fr' ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const sameDay = day.format(from) === day.format(to);
  const end = sameDay ? hour.format(to) : `${day.format(to)}, ${hour.format(to)}`;
  return `${day.format(from)}, ${hour.format(from)} – ${end}`;
}

/** The visitor's `answer_room_event` data for a card. */
export function answerData(
  content: CardContent,
  value: { slot?: { start: string; end: string }; phone?: string; paid?: boolean },
): Record<string, unknown> | null {
  switch (content.type) {
    case 'authentication':
      return { uuid: content.uuid };
    case 'timeslots': {
      const slot = value.slot;
      return slot && content.slots.some((s) => s.start === slot.start && s.end === slot.end)
        ? { slot }
        : null;
    }
    case 'callback': {
      const phone = phoneNumber(value.phone ?? '');
      return phone ? { phone_number: phone } : null;
    }
    case 'payment':
      return { status: value.paid ? 'paid' : 'cancelled' };
  }
}
