import { type ExportRecurrence, exportFilenameProblem, renderExportFilename } from '@omnicanal/core';
import { nextRuns } from '@omnicanal/core/recurrence';

/** Runs the form previews. */
export const PREVIEW_RUNS = 5;

/** The next runs of a recurrence after `now` on the zone's clock; none while it is incomplete. */
export function previewRuns(recurrence: ExportRecurrence | null, zone: string, now: Date): Date[] {
  if (!recurrence) return [];
  try {
    return nextRuns(recurrence, zone, now, PREVIEW_RUNS);
  } catch {
    // A zone this browser does not know: nothing to preview.
    return [];
  }
}

/** The name the next run's file will have, or null while the name is refused or no run is planned. */
export function previewFilename(filename: string, next: Date | undefined, zone: string): string | null {
  if (!next || exportFilenameProblem(filename) !== null) return null;
  return renderExportFilename(filename, next, zone);
}

/** A date and time on the zone's clock, in the language's format ("vendredi 27 novembre 2026 à 02:00"). */
export function inZone(instant: Date | string, zone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(new Date(instant));
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(new Date(instant));
  }
}

/** How long a run took, in whole seconds, or null while it runs. */
export function runSeconds(started: string, finished: string | null): number | null {
  if (!finished) return null;
  return Math.max(0, Math.round((new Date(finished).getTime() - new Date(started).getTime()) / 1000));
}

/** `YYYY-MM-DD` of `now` on the zone's clock (a new rule's first day). */
export function todayIn(zone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
