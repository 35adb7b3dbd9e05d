import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Customer } from '@omnicanal/api';
import { offersSubaccounts } from './offer.ts';

const customer = (max_skills: number): Customer => ({
  id: 1,
  logo: null,
  company_name: 'Demo',
  over_quota: false,
  offer_desc: { features: [], is_appsumo: false, max_skills },
  services: [],
});

describe('sub-accounts in the offer', () => {
  test('only an offer of more than one skill includes them (spec 002 §5)', () => {
    assert.equal(offersSubaccounts(customer(1)), false);
    assert.equal(offersSubaccounts(customer(0)), false);
    assert.equal(offersSubaccounts(customer(2)), true);
  });
  test('a customer not loaded yet leaves the answer to the server', () => {
    assert.equal(offersSubaccounts(null), true);
  });
});
