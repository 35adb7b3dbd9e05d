import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALLING_CODES } from './calling-codes.ts';
import { joinTelephone, splitTelephone } from './telephone.ts';
import { validateTelephone } from './validate.ts';

describe('joinTelephone', () => {
  const cases: Array<[country: string, typed: string, e164: string]> = [
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '6.12.34.56.78', '+33612345678'],
    ['BE', '0470 12 34 56', '+32470123456'],
    ['US', '(202) 555-0123', '+12025550123'],
    ['FR', '+44 20 7946 0958', '+442079460958'],
    ['FR', '0044 20 7946 0958', '+442079460958'],
    ['LU', '621 123 456', '+352621123456'],
    ['FR', '   ', ''],
    ['FR', '', ''],
  ];
  for (const [country, typed, e164] of cases) {
    it(`${country} "${typed}" → "${e164}"`, () => assert.equal(joinTelephone(country, typed), e164));
  }
});

describe('splitTelephone', () => {
  const cases: Array<[value: string, fallback: string | undefined, country: string, national: string]> = [
    ['+33612345678', undefined, 'FR', '612345678'],
    ['+352621123456', undefined, 'LU', '621123456'],
    ['+12025550123', undefined, 'CA', '2025550123'],
    ['+12025550123', 'US', 'US', '2025550123'],
    ['+442079460958', 'FR', 'GB', '2079460958'],
    ['', undefined, 'FR', ''],
    ['', 'BE', 'BE', ''],
    ['+999123456789', 'FR', 'FR', '+999123456789'],
  ];
  for (const [value, fallback, country, national] of cases) {
    it(`"${value}" (${fallback ?? 'default'}) → ${country} ${national}`, () =>
      assert.deepEqual(splitTelephone(value, fallback), { country, national }));
  }

  it('reads back every number it writes', () => {
    for (const { country } of CALLING_CODES) {
      const e164 = joinTelephone(country, '0612345678');
      assert.equal(
        joinTelephone(splitTelephone(e164, country).country, splitTelephone(e164, country).national),
        e164,
      );
    }
  });
});

describe('calling codes', () => {
  it('has one entry per country, France first, and numbers the validator accepts', () => {
    const countries = CALLING_CODES.map((entry) => entry.country);
    assert.equal(new Set(countries).size, countries.length);
    assert.equal(countries[0], 'FR');
    for (const { country, dial } of CALLING_CODES) {
      assert.match(dial, /^[1-9]\d{0,2}$/, country);
      assert.ok(validateTelephone(joinTelephone(country, '612345678')).valid, country);
    }
  });
});
