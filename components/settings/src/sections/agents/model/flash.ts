/** A sentence the list shows once after a screen that led back to it (an invitation sent). */
export interface AgentsFlash {
  key: string;
  values?: Record<string, string>;
}

let pending: AgentsFlash | null = null;

/** Leaves `flash` for the list, which shows it when it opens next. */
export function leaveAgentsFlash(flash: AgentsFlash): void {
  pending = flash;
}

/** The sentence left for the list, once: a second call answers null. */
export function takeAgentsFlash(): AgentsFlash | null {
  const flash = pending;
  pending = null;
  return flash;
}
