import type { ContactImport } from '@omnicanal/api';

/** What the progress bar of a running import shows. */
export interface ImportProgress {
  /** Whole percent of the file read, or null when its size is not known (the bar is then indeterminate). */
  percent: number | null;
  rows: number;
  accepted: number;
  rejected: number;
}

/**
 * The progress of an import as the server counts it (bytes and rows read so far), or, before the
 * server has counted anything, of the upload itself. Never 100 % before the server says it is done:
 * the last rows are still being written when the last byte has arrived.
 */
export function importProgress(current: ContactImport | null, fileSize: number): ImportProgress {
  const total = current?.bytes_total ?? (fileSize > 0 ? fileSize : null);
  const read = current?.bytes_read ?? 0;
  const done = current?.status === 'done';
  const percent = done ? 100 : total ? Math.min(99, Math.floor((read / total) * 100)) : null;
  return {
    percent,
    rows: current?.rows_read ?? 0,
    accepted: current?.accepted ?? 0,
    rejected: current?.rejected ?? 0,
  };
}

/** The audience's import this upload started: the running (or just finished) one newer than `since`. */
export function importSince(current: ContactImport | null, since: number | null): ContactImport | null {
  if (!current) return null;
  return since === null || current.id > since ? current : null;
}
