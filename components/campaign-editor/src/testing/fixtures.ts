import type { ContactList } from '@omnicanal/api';

/** An audience from a file: 300 rows read, 298 contacts, two lines refused. */
export const AUDIENCE: ContactList = {
  id: 5,
  name: 'Clients fidèles',
  kind: 'PHONE_NUMBER',
  language: 'fr',
  source: 'csv',
  origin: 'csv',
  filters: null,
  status: 'ready',
  contacts_count: 298,
  extra_keys: ['email'],
  campaigns_count: 0,
  created: '2026-11-26T09:00:00.000Z',
  modified: '2026-11-26T09:00:00.000Z',
  import: {
    id: 3,
    status: 'done',
    file_name: 'clients.csv',
    bytes_read: 9_000,
    bytes_total: 9_000,
    rows_read: 300,
    accepted: 298,
    rejected: 2,
    rejects: [
      { line: 12, reason: 'invalid_phone', value: '12' },
      { line: 40, reason: 'duplicate', value: '+33612345678' },
    ],
    error: null,
    started_at: '2026-11-26T09:00:00.000Z',
    finished_at: '2026-11-26T09:00:02.000Z',
  },
};
