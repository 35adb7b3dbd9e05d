import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offerFlags, periodEnd, yearlyAmount, yearlySaving } from './offers.ts';

describe('offers', () => {
  test('yearly billing is ten months for twelve (2 months free)', () => {
    assert.equal(yearlyAmount(2_900), 29_000);
    assert.equal(yearlySaving(2_900), 5_800);
  });

  test('flags follow the plan and the number of skills', () => {
    assert.deepEqual(offerFlags({ plan: 'free', max_skills: 1 }), []);
    assert.deepEqual(offerFlags({ plan: 'essential', max_skills: 1 }), ['whatsapp_full']);
    assert.deepEqual(offerFlags({ plan: 'pro', max_skills: 3 }), ['surveys', 'whatsapp_full', 'subaccounts']);
    assert.deepEqual(offerFlags({ plan: 'custom', max_skills: 10 }), [
      'surveys',
      'whatsapp_full',
      'subaccounts',
    ]);
    assert.deepEqual(offerFlags({ plan: 'tier2', max_skills: 2 }), ['subaccounts']);
    assert.deepEqual(offerFlags({ max_skills: 1 }), []);
  });
});

describe('periodEnd', () => {
  test('a month later, clamped to the last day of a shorter month; a year later; none once', () => {
    assert.equal(
      periodEnd(new Date('2026-01-31T10:00:00Z'), 'month')?.toISOString(),
      '2026-02-28T10:00:00.000Z',
    );
    assert.equal(
      periodEnd(new Date('2026-03-15T10:00:00Z'), 'month')?.toISOString(),
      '2026-04-15T10:00:00.000Z',
    );
    assert.equal(
      periodEnd(new Date('2026-12-15T10:00:00Z'), 'month')?.toISOString(),
      '2027-01-15T10:00:00.000Z',
    );
    assert.equal(
      periodEnd(new Date('2028-02-29T10:00:00Z'), 'year')?.toISOString(),
      '2029-02-28T10:00:00.000Z',
    );
    assert.equal(periodEnd(new Date('2026-03-15T10:00:00Z'), 'once'), null);
  });
});
