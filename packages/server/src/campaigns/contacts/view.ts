import type { AudienceFilters, ContactImport, ContactList, ImportReject } from '@omnicanal/api';
import type { ExternalIdKind } from '@omnicanal/core';
import type { ContactImportRow, ContactListRow } from './repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An import as the console reads it, with its first rejected rows. */
export function toContactImport(row: ContactImportRow, rejects: ImportReject[]): ContactImport {
  return {
    id: row.id,
    status: row.status,
    file_name: row.file_name,
    bytes_read: Number(row.bytes_read),
    bytes_total: row.bytes_total === null ? null : Number(row.bytes_total),
    rows_read: row.rows_read,
    accepted: row.accepted,
    rejected: row.rejected,
    rejects,
    error: row.error_code
      ? { code: row.error_code, detail: row.error_detail ?? '', line: row.error_line }
      : null,
    started_at: iso(row.started_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}

/** An audience as lists and forms read it. */
export function toContactList(
  row: ContactListRow,
  latest: ContactImport | null,
  campaigns: number,
): ContactList {
  const importing = latest?.status === 'running';
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ExternalIdKind,
    language: row.language,
    source: row.source as ContactList['source'],
    origin: row.origin,
    filters: (row.filters as AudienceFilters | null) ?? null,
    sftp: row.source === 'sftp' ? { account: row.sftp_account_id, path: row.sftp_path ?? '' } : null,
    status: importing ? 'importing' : row.generation === 0 ? 'empty' : 'ready',
    contacts_count: row.contacts_count,
    extra_keys: row.extra_keys,
    campaigns_count: campaigns,
    created: iso(row.created_at),
    modified: iso(row.updated_at),
    import: latest,
  };
}
