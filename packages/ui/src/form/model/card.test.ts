import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cardBrand,
  cardNumberState,
  cardStatus,
  cvcState,
  expiryState,
  formatCardNumber,
  formatExpiry,
  luhn,
} from './card.ts';

const TODAY = new Date(2026, 10, 23);

describe('card number', () => {
  const brands: Array<[number: string, brand: string]> = [
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ];
  for (const [number, brand] of brands) {
    it(`${number || '(empty)'} is ${brand}`, () => assert.equal(cardBrand(number), brand));
  }

  const states: Array<[number: string, state: string]> = [
    ['', 'empty'],
    ['4242 4242', 'incomplete'],
    ['4242 4242 4242 4242', 'complete'],
    ['4242 4242 4242 4241', 'invalid'],
    ['3782 822463 10005', 'complete'],
    ['3782 822463 10006', 'invalid'],
    ['4222222222222', 'complete'],
  ];
  for (const [number, state] of states) {
    it(`"${number}" is ${state}`, () => assert.equal(cardNumberState(number), state));
  }

  it('checks Luhn and groups digits as printed', () => {
    assert.equal(luhn('79927398713'), true);
    assert.equal(luhn('79927398710'), false);
    assert.equal(luhn(''), false);
    assert.equal(formatCardNumber('4242424242424242999'), '4242 4242 4242 4242');
    assert.equal(formatCardNumber('42424242 42424242'), '4242 4242 4242 4242');
    assert.equal(formatCardNumber('378282246310005'), '3782 822463 10005');
    assert.equal(formatCardNumber('37828224631000599'), '3782 822463 10005');
  });
});

describe('expiry and CVC', () => {
  const expiries: Array<[typed: string, formatted: string, state: string]> = [
    ['', '', 'empty'],
    ['1', '1', 'incomplete'],
    ['4', '04', 'incomplete'],
    ['12', '12', 'incomplete'],
    ['13', '13', 'invalid'],
    ['00', '00', 'invalid'],
    ['1126', '11/26', 'complete'],
    ['1026', '10/26', 'invalid'],
    ['01/30', '01/30', 'complete'],
    ['12345', '12/34', 'complete'],
  ];
  for (const [typed, formatted, state] of expiries) {
    it(`"${typed}" reads "${formatted}", ${state}`, () => {
      assert.equal(formatExpiry(typed), formatted);
      assert.equal(expiryState(formatted, TODAY), state);
    });
  }

  it('asks 4 CVC digits for American Express, 3 otherwise', () => {
    assert.equal(cvcState('123', '4242424242424242'), 'complete');
    assert.equal(cvcState('1234', '4242424242424242'), 'invalid');
    assert.equal(cvcState('123', '378282246310005'), 'incomplete');
    assert.equal(cvcState('1234', '378282246310005'), 'complete');
    assert.equal(cvcState('', '378282246310005'), 'empty');
  });

  it('sums the three parts into one status', () => {
    assert.deepEqual(cardStatus('', '', '', TODAY), {
      brand: 'unknown',
      empty: true,
      complete: false,
      error: false,
    });
    assert.deepEqual(cardStatus('4242424242424242', '12/30', '12', TODAY), {
      brand: 'visa',
      empty: false,
      complete: false,
      error: false,
    });
    assert.deepEqual(cardStatus('4242424242424242', '12/30', '123', TODAY), {
      brand: 'visa',
      empty: false,
      complete: true,
      error: false,
    });
    assert.equal(cardStatus('4242424242424241', '12/30', '123', TODAY).error, true);
    assert.equal(cardStatus('4242424242424242', '01/20', '123', TODAY).error, true);
  });
});
