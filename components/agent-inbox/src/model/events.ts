/**
 * System lines: the server stores each session event as its key text (spec 000 §3 session event
 * kinds), and this is the one place that turns a key into a translation key with its values.
 */
export const EVENT_KEYS = [
  'session_taken',
  'session_closed',
  'session_auto_closed',
  'session_transferred_skill',
  'session_transferred_agent',
  'crm_action',
  // spec 002 §8: a satisfaction third party failed to make its survey link; ours went instead.
  'goodays_data_failed',
  'qemotion_data_failed',
] as const;
export type EventKey = (typeof EVENT_KEYS)[number];

export const isEventKey = (text: string): text is EventKey =>
  (EVENT_KEYS as readonly string[]).includes(text);

export interface EventLine {
  /** The translation key, in the inbox namespace. */
  key: string;
  values: Record<string, string>;
}

/** Which transfer an event key records, if any. */
export function transferKind(text: string): 'skill' | 'agent' | null {
  if (text === 'session_transferred_skill') return 'skill';
  if (text === 'session_transferred_agent') return 'agent';
  return null;
}

/**
 * The words of a system line: `author` is who did it, `target` where a transfer went when it is
 * known (the generic wording stands otherwise). Texts that are not event keys are not system
 * wording: null, and the line shows the text as sent.
 */
export function eventLine(
  text: string,
  context: { author?: string | null; target?: string | null },
): EventLine | null {
  if (!isEventKey(text)) return null;
  const name = context.author ?? '';
  if (transferKind(text) && context.target)
    return { key: `inbox:events.${text}_to`, values: { name, target: context.target } };
  return { key: `inbox:events.${text}`, values: { name } };
}
