import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialRange, moveThumb, rangeScale, readRange } from './range.ts';
import type { FieldDescriptor } from './types.ts';

const field = (extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  name: 'r',
  kind: 'range',
  label: 'x',
  ...extra,
});

describe('multi-range slider', () => {
  it('reads its scale from min, max and step', () => {
    assert.deepEqual(rangeScale(field()), { min: 0, max: 100, step: 1 });
    assert.deepEqual(rangeScale(field({ min: '10', max: 20, step: 5 })), { min: 10, max: 20, step: 5 });
    assert.deepEqual(rangeScale(field({ min: 50, max: 10, step: -1 })), { min: 50, max: 50, step: 1 });
    assert.deepEqual(initialRange(field({ min: 1, max: 9 })), ['1', '9']);
  });

  const scale = { min: 0, max: 100, step: 1 };
  const reads: Array<[value: string[] | string, range: [number, number]]> = [
    [
      ['10', '20'],
      [10, 20],
    ],
    [
      ['20', '10'],
      [10, 20],
    ],
    [
      ['-5', '500'],
      [0, 100],
    ],
    [
      ['abc', ''],
      [0, 100],
    ],
    ['', [0, 100]],
  ];
  for (const [value, range] of reads) {
    it(`reads ${JSON.stringify(value)} as ${range.join('–')}`, () =>
      assert.deepEqual(readRange(value, scale), range));
  }

  const moves: Array<[thumb: 0 | 1, to: number, next: [string, string]]> = [
    [0, 15, ['15', '50']],
    [0, 70, ['50', '50']],
    [0, -10, ['0', '50']],
    [1, 60, ['10', '60']],
    [1, 5, ['10', '10']],
    [1, 1000, ['10', '100']],
  ];
  for (const [thumb, to, next] of moves) {
    it(`moves thumb ${thumb} of 10–50 to ${to}: ${next.join('–')}`, () =>
      assert.deepEqual(moveThumb([10, 50], thumb, to, scale), next));
  }
});
