import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ContactList } from '@omnicanal/api';
import { manualContactsOf, sourceOf, toAudienceInput } from './audience-form.ts';

const STORED: ContactList = {
  id: 4,
  name: 'Clients',
  kind: 'PHONE_NUMBER',
  language: 'fr',
  source: 'manual',
  origin: 'manual',
  filters: null,
  sftp: null,
  status: 'ready',
  contacts_count: 2,
  extra_keys: [],
  campaigns_count: 0,
  created: '2026-11-26T09:00:00.000Z',
  modified: '2026-11-26T09:00:00.000Z',
  import: null,
};

describe('audience form', () => {
  test('contacts typed one per line, with an optional language and email, blank lines skipped', () => {
    assert.deepEqual(manualContactsOf('+33612345678\n\n0612345679; fr_BE ;a@b.fr\n+33600000000,en'), [
      { external_id: '+33612345678' },
      { external_id: '0612345679', language: 'fr_BE', email: 'a@b.fr' },
      { external_id: '+33600000000', language: 'en' },
    ]);
  });

  test('a new audience from the company contacts sends only the filters set', () => {
    const input = toAudienceInput(
      'contacts',
      {
        name: ' Relance ',
        kind: 'FACEBOOK_PSID',
        language: 'fr',
        'filters.name': '',
        'filters.languages': ['fr', ' '],
        'filters.skills': ['2'],
        'filters.last_interaction_from': '2026-11-01',
        'filters.last_interaction_to': '2026-11-30',
      },
      null,
    );
    assert.deepEqual(input, {
      name: 'Relance',
      kind: 'FACEBOOK_PSID',
      language: 'fr',
      source: 'contacts',
      sftp_account: null,
      sftp_path: '',
      filters: {
        languages: ['fr'],
        skills: [2],
        last_interaction_from: '2026-11-01T00:00:00.000Z',
        last_interaction_to: '2026-11-30T23:59:59.999Z',
      },
    });
  });

  test('editing keeps the stored kind, and a manual audience saved without contacts keeps its own', () => {
    const input = toAudienceInput('manual', { name: 'Clients', language: 'fr', contacts: '  ' }, STORED);
    assert.deepEqual(input, {
      name: 'Clients',
      kind: 'PHONE_NUMBER',
      language: 'fr',
      source: 'manual',
      sftp_account: null,
      sftp_path: '',
    });
    assert.equal(sourceOf(STORED), 'manual');
    assert.equal(sourceOf(null), 'csv');
  });

  test('an SFTP audience sends its account and the file’s path', () => {
    const input = toAudienceInput(
      'sftp',
      {
        name: 'Nuit',
        kind: 'PHONE_NUMBER',
        language: 'fr',
        sftp_account: '3',
        sftp_path: ' crm/clients.csv ',
      },
      null,
    );
    assert.equal(input.sftp_account, 3);
    assert.equal(input.sftp_path, 'crm/clients.csv');
    assert.equal(
      sourceOf({ ...STORED, source: 'sftp', sftp: { account: 3, path: 'crm/clients.csv' } }),
      'sftp',
    );
  });
});
