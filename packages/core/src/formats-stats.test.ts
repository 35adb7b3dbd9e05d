import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatDuration, formatPercent, formatScore } from './formats.ts';

describe('formatDuration', () => {
  const cases: [number | null, string][] = [
    [null, '—'],
    [0, '0 s'],
    [45, '45 s'],
    [125, '2 min 05 s'],
    [3_900, '1 h 05 min'],
    [90_061, '25 h 01 min'],
    [59.6, '1 min 00 s'],
  ];
  for (const [seconds, expected] of cases)
    test(`${seconds} -> ${expected}`, () => assert.equal(formatDuration(seconds), expected));
});

describe('formatScore and formatPercent', () => {
  test('scores out of 5 and 10 with one decimal', () => {
    assert.equal(formatScore(4.25, 5, 'en'), '4.3 / 5');
    assert.equal(formatScore(4.25, 5, 'fr'), '4,3 / 5');
    assert.equal(formatScore(8, 10, 'fr'), '8 / 10');
    assert.equal(formatScore(null, 10, 'fr'), '—');
  });
  test('percentages keep 2 decimals', () => {
    assert.equal(formatPercent(66.67, 'en'), '66.67%');
    assert.equal(formatPercent(50, 'fr').replace(/\s/g, ' '), '50,00 %');
  });
});
