import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RoomEventKind } from '@omnicanal/api';
import { localToIso, mapUrl, menuIndex, parseDecimal, roomEventFromForm } from './roomEvents.ts';

describe('roomEventFromForm', () => {
  const valid: [RoomEventKind, Record<string, string>, Record<string, unknown>][] = [
    ['payment', { amount: '49,90', currency: 'EUR', url: '' }, { amount: 49.9, currency: 'EUR', url: null }],
    ['authentication', { title: 'Connectez-vous' }, { title: 'Connectez-vous' }],
    [
      'address',
      { label: 'Boutique', lat: '48.85', lng: '2,35' },
      { lat: 48.85, lng: 2.35, label: 'Boutique' },
    ],
    [
      'product',
      { url: 'https://shop.example/1', desc: '', img: '' },
      { url: 'https://shop.example/1', desc: null, img: null },
    ],
    ['callback', { title: 'Rappel', phone_number: '' }, { title: 'Rappel', phone_number: null }],
  ];
  for (const [kind, values, data] of valid)
    test(`${kind}: a valid form gives its payload`, () =>
      assert.deepEqual(roomEventFromForm(kind, values), { data }));

  const invalid: [RoomEventKind, Record<string, string>, Record<string, string>][] = [
    [
      'payment',
      { amount: 'abc', currency: '', url: 'javascript:alert(1)' },
      { amount: 'amount_invalid', currency: 'currency_invalid', url: 'url_invalid' },
    ],
    ['payment', { amount: '0', currency: 'EUR' }, { amount: 'amount_invalid' }],
    ['authentication', { title: '  ' }, { title: 'required' }],
    ['address', { lat: '95', lng: '' }, { lat: 'lat_invalid', lng: 'lng_invalid' }],
    ['product', { url: 'data:text/html,x', img: 'ftp://x' }, { url: 'url_invalid', img: 'url_invalid' }],
    ['timeslots', { title: 'RDV' }, { 'slots.0.start': 'slots_required' }],
    ['callback', { title: 'Rappel', phone_number: 'call me' }, { phone_number: 'phone_invalid' }],
  ];
  for (const [kind, values, errors] of invalid)
    test(`${kind}: ${JSON.stringify(values)} shows errors under the fields`, () =>
      assert.deepEqual(roomEventFromForm(kind, values), { errors }));

  test('timeslots: empty rows are skipped, errors land on the row typed in', () => {
    const ok = roomEventFromForm('timeslots', {
      title: 'RDV',
      'slots.1.start': '2026-12-01T09:00',
      'slots.1.end': '2026-12-01T09:30',
    });
    assert.ok('data' in ok);
    assert.equal((ok.data.slots as unknown[]).length, 1);
    const reversed = roomEventFromForm('timeslots', {
      title: 'RDV',
      'slots.2.start': '2026-12-01T10:00',
      'slots.2.end': '2026-12-01T09:00',
    });
    assert.deepEqual(reversed, { errors: { 'slots.2.end': 'slot_order' } });
    const half = roomEventFromForm('timeslots', { title: 'RDV', 'slots.1.start': '2026-12-01T10:00' });
    assert.deepEqual(half, { errors: { 'slots.1.end': 'slot_invalid' } });
  });
});

test('decimals and local times', () => {
  assert.deepEqual([parseDecimal('1 234,5'), parseDecimal('12.'), parseDecimal('')].map(String), [
    '1234.5',
    'NaN',
    'NaN',
  ]);
  assert.equal(localToIso('garbage'), 'garbage');
  assert.match(localToIso('2026-12-01T09:00'), /^2026-12-01T\d\d:00:00\.000Z$/);
});

describe('menuIndex', () => {
  const cases: [number, string, number | null][] = [
    [0, 'ArrowDown', 1],
    [7, 'ArrowDown', 0],
    [0, 'ArrowUp', 7],
    [3, 'Home', 0],
    [3, 'End', 7],
    [3, 'a', null],
  ];
  for (const [current, key, expected] of cases)
    test(`${key} from ${current} → ${expected}`, () => assert.equal(menuIndex(current, key, 8), expected));
});

test('map links are built from numbers only', () => {
  assert.equal(
    mapUrl(48.8566, 2.3522),
    'https://www.openstreetmap.org/?mlat=48.856600&mlon=2.352200#map=16/48.856600/2.352200',
  );
  assert.equal(mapUrl(Number.NaN, 0), null);
  assert.equal(mapUrl(91, 0), null);
});
