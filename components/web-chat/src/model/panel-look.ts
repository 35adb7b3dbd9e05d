import type { GuestWidget } from '@omnicanal/api';
import { part, text } from './look.ts';

/*
 * What the panel shows of the configuration: the header (logo, company name, punchline, title,
 * subtitle, the answering agent, the powered-by line), the availability and the skill's messages,
 * whether the pre-chat step asks an email. Checked field by field like the launcher's looks.
 */

export type Availability = GuestWidget['availability'];
export type VisitorMessages = GuestWidget['messages'];

export interface PanelLook
  extends Pick<
    GuestWidget['appearance'],
    'title' | 'subtitle' | 'ask_email' | 'company_name' | 'punchline' | 'powered_by' | 'show_agents'
  > {
  /** The logo's address as configured; shown only through `safeLogo`. */
  logo: string;
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
    logo: text(a.logo),
    company_name: text(a.company_name),
    punchline: text(a.punchline),
    powered_by: a.powered_by === true,
    show_agents: a.show_agents === true,
    availability: AVAILABILITIES.includes(availability as string) ? (availability as Availability) : null,
    messages: Object.fromEntries(MESSAGE_KEYS.map((key) => [key, text(m[key])])) as VisitorMessages,
  };
}

/** The skill's message for its availability now ('' when it has none). */
export function availabilityMessage(panel: PanelLook): string {
  return panel.availability ? panel.messages[panel.availability] : '';
}

/** Up to two initials of a name, shown when an agent has no picture ("Léa Martin" → "LM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}
