import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatMoney } from './money.ts';
import { sectionOf, sectionPath } from './sections.ts';

describe('billing sections (spec 002 §2)', () => {
  test('reads each screen, and the plans with their offer and currency', () => {
    assert.deepEqual(sectionOf(undefined), { section: 'subscription', offer: null, currency: null });
    assert.deepEqual(sectionOf('subscription/pro/usd'), {
      section: 'subscription',
      offer: 'pro',
      currency: 'usd',
    });
    assert.deepEqual(sectionOf('payment/add'), { section: 'payments/add', offer: null, currency: null });
    assert.equal(sectionOf('invoices')?.section, 'invoices');
  });

  test('an unknown screen, offer or currency is no section', () => {
    assert.equal(sectionOf('invoices/3'), null);
    assert.equal(sectionOf('subscription/gold'), null);
    assert.equal(sectionOf('subscription/pro/gbp'), null);
  });

  test('each section has the console path that reads back to it', () => {
    for (const path of [
      'subscription',
      'address',
      'payments',
      'payments/add',
      'invoices',
      'summary',
    ] as const) {
      const url = sectionPath(path);
      const rest = url.replace('/settings/billing/', '');
      assert.equal(sectionOf(rest)?.section, path, url);
    }
    assert.equal(sectionPath('subscription', 'pro', 'eur'), '/settings/billing/subscription/pro/eur');
  });
});

describe('amounts in integer cents', () => {
  test('are written in their own currency for the reader', () => {
    assert.match(formatMoney(118800, 'eur', 'fr'), /^1\s188,00\s€$/);
    assert.equal(formatMoney(11900, 'usd', 'en'), '$119.00');
    // A fraction of a cent per extra message stays visible.
    assert.equal(formatMoney(0.5, 'eur', 'en'), '€0.005');
  });
});
