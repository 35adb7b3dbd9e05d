import type { ContactList } from '@omnicanal/api';

/** The latest import of an audience in words: a key of `campaigns:imports` and its values. */
export function importState(audience: ContactList): { key: string; values: Record<string, unknown> } {
  const latest = audience.import;
  if (!latest)
    return {
      key: audience.status === 'empty' ? 'campaigns:imports.none' : 'campaigns:imports.direct',
      values: {},
    };
  const counts = { rows: latest.rows_read, accepted: latest.accepted, rejected: latest.rejected };
  if (latest.status === 'running') return { key: 'campaigns:imports.running', values: counts };
  if (latest.status === 'failed') return { key: 'campaigns:imports.failed', values: counts };
  return {
    key: latest.rejected > 0 ? 'campaigns:imports.done_rejects' : 'campaigns:imports.done',
    values: counts,
  };
}
