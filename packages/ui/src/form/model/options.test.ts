import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allSelected, filterOptions, flattenOptions, selectAll } from './options.ts';

const OPTIONS = flattenOptions([
  { text: 'Été', value: 'summer' },
  {
    label: 'Saisons froides',
    options: [
      { text: 'Hiver', value: 'winter' },
      { text: 'Automne', value: 'autumn' },
    ],
  },
  { text: 'Printemps', value: 'spring', disabled: true },
]);

describe('multiselect options', () => {
  it('flattens groups in order', () => {
    assert.deepEqual(
      OPTIONS.map((option) => option.value),
      ['summer', 'winter', 'autumn', 'spring'],
    );
  });

  const searches: Array<[search: string, values: string[]]> = [
    ['', ['summer', 'winter', 'autumn', 'spring']],
    ['ete', ['summer']],
    ['  HIV ', ['winter']],
    ['r', ['winter', 'spring']],
    ['xyz', []],
  ];
  for (const [search, values] of searches) {
    it(`"${search}" finds ${values.join(', ') || 'nothing'}`, () =>
      assert.deepEqual(
        filterOptions(OPTIONS, search).map((option) => option.value),
        values,
      ));
  }

  it('selects all the enabled options shown, keeping what was chosen', () => {
    assert.deepEqual(selectAll([], OPTIONS), ['summer', 'winter', 'autumn']);
    assert.deepEqual(selectAll(['autumn'], filterOptions(OPTIONS, 'r')), ['autumn', 'winter']);
    assert.deepEqual(selectAll(['summer'], []), ['summer']);
    assert.equal(allSelected(['summer', 'winter', 'autumn'], OPTIONS), true);
    assert.equal(allSelected(['summer'], OPTIONS), false);
    assert.equal(allSelected([], []), false);
  });
});
