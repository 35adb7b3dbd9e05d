/** A sentence to show once on the next screen (a list after a save elsewhere), with its values. */
export interface Flash {
  key: string;
  values?: Record<string, string>;
}

let pending: Flash | null = null;

/** Leaves `flash` for the next screen that takes it. */
export function leaveFlash(flash: Flash): void {
  pending = flash;
}

/** The sentence left for this screen, once: a second call answers null. */
export function takeFlash(): Flash | null {
  const flash = pending;
  pending = null;
  return flash;
}
