import type { GuestWidget } from '@omnicanal/api';
import { part, text } from './look.ts';

/*
 * What the panel shows of the configuration: title and subtitle, the availability and the skill's
 * messages, whether the pre-chat step asks an email. Checked field by field
 * like the launcher's looks. `safeLogo` checks a logo's address for when the header shows one.
 */

export type Availability = GuestWidget['availability'];
export type VisitorMessages = GuestWidget['messages'];

export interface PanelLook extends Pick<GuestWidget['appearance'], 'title' | 'subtitle' | 'ask_email'> {
  availability: Availability | null;
  messages: VisitorMessages;
}

const AVAILABILITIES: readonly string[] = ['online', 'offline', 'pause', 'full'];
const MESSAGE_KEYS = ['welcome', 'waiting', 'online', 'offline', 'full', 'pause', 'takeover'] as const;

/**
 * The logo's address: http(s) only (never `data:`, `javascript:` or `blob:`), a relative one resolved
 * against the API's origin (the server serves uploads there). Null otherwise.
 */
export function safeLogo(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The panel's part of a configuration. */
export function toPanelLook(value: unknown): PanelLook {
  const a = part(value, 'appearance');
  const m = part(value, 'messages');
  const availability = (value as { availability?: unknown } | null)?.availability;
  return {
    title: text(a.title),
    subtitle: text(a.subtitle),
    ask_email: a.ask_email === true,
    availability: AVAILABILITIES.includes(availability as string) ? (availability as Availability) : null,
    messages: Object.fromEntries(MESSAGE_KEYS.map((key) => [key, text(m[key])])) as VisitorMessages,
  };
}

/** The skill's message for its availability now ('' when it has none). */
export function availabilityMessage(panel: PanelLook): string {
  return panel.availability ? panel.messages[panel.availability] : '';
}
