import type { ContactList } from '@omnicanal/api';

/** The latest import of an audience in words: a key of `campaigns:imports` and its values. */
export function importState(
  audience: ContactList,
  number: (value: number) => string = String,
): { key: string; values: Record<string, unknown> } {
  const latest = audience.import;
  if (!latest)
    return {
      key: audience.status === 'empty' ? 'campaigns:imports.none' : 'campaigns:imports.direct',
      values: {},
    };
  const counts = {
    rows: number(latest.rows_read),
    accepted: number(latest.accepted),
    rejected: number(latest.rejected),
  };
  if (latest.status === 'running') return { key: 'campaigns:imports.running', values: counts };
  if (latest.status === 'failed') return { key: 'campaigns:imports.failed', values: counts };
  // Contacts taken from the conversations or typed in are saved at once, not imported from a file.
  if (audience.source !== 'csv') return { key: 'campaigns:imports.saved', values: counts };
  return {
    key: latest.rejected > 0 ? 'campaigns:imports.done_rejects' : 'campaigns:imports.done',
    values: counts,
  };
}
