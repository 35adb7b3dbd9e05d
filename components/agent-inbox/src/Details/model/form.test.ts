import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GuestInfo } from '@omnicanal/api';
import { formOf, inputOf } from './form.ts';

const info: GuestInfo = {
  guest: 'g1',
  full_name: 'Ana',
  email: null,
  phone_number: '+33 6 00 00 00 00',
  language: 'fr',
  extra: { numero_client: 'C-1', ancienne_cle: 'x' },
  note: 'fidèle',
  created_at: '2026-01-01T09:00:00.000Z',
};
const keys = [
  { key: 'numero_client', label: 'Numéro client' },
  { key: 'commande', label: 'Commande' },
];

test('the form holds every field as text, with one entry per company key only', () => {
  assert.deepEqual(formOf(info, keys), {
    full_name: 'Ana',
    email: '',
    phone_number: '+33 6 00 00 00 00',
    extra: { numero_client: 'C-1', commande: '' },
  });
});

test('the saved input is the form without the note, which its own section saves', () => {
  const input = inputOf(formOf(info, keys));
  assert.equal('note' in input, false);
  assert.deepEqual(input.extra, { numero_client: 'C-1', commande: '' });
});
