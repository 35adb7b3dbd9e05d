/*
 * Names the web IVR builds itself: copies of trees and accounts, and the default name of a
 * published version (spec 001 §4).
 */

const normal = (label: string) => label.trim().toLocaleLowerCase();

/** Spec 001 §5: a version label is unique per account, compared without case or outer spaces. */
export const isVersionLabelTaken = (label: string, taken: readonly string[]): boolean =>
  taken.some((other) => normal(other) === normal(label));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec 001 §4: the default version name, built from the date and time of the publish
 * (`2026-11-27 14:05`, in the builder's time zone as the caller gives `at`); when a version already
 * has that name, the copy-name rule adds a running number.
 */
export function defaultPublishLabel(at: Date, taken: readonly string[] = [], timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const label = `${parts.year}-${parts.month}-${parts.day} ${pad(Number(parts.hour))}:${parts.minute}`;
  return isVersionLabelTaken(label, taken) ? copyLabel(label, taken) : label;
}

/**
 * Spec 001 §4: a duplicated tree is named with the original label plus a running number in
 * brackets, the first one no other label uses: "Accueil" → "Accueil (1)", then "Accueil (2)".
 * Copying a copy counts from its original: "Accueil (1)" → "Accueil (2)".
 */
export function copyLabel(label: string, taken: readonly string[]): string {
  const base = label.replace(/\s*\(\d+\)$/, '').trim() || label.trim();
  const used = new Set(taken.map(normal));
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})`;
    if (!used.has(normal(candidate))) return candidate;
  }
}
