import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { acyclicLinks, outShare } from './flow.ts';

describe('flow links', () => {
  test('a flow without loops is drawn whole', () => {
    const links = [
      { source: 'welcome', target: 'menu', value: 2 },
      { source: 'menu', target: 'agent', value: 1 },
      { source: 'menu', target: 'faq', value: 1 },
    ];
    const { kept, loops } = acyclicLinks(links);
    assert.equal(kept.length, 3);
    assert.deepEqual(loops, []);
  });
  test('the lighter link closing a loop is set aside, the heavier ones kept', () => {
    const { kept, loops } = acyclicLinks([
      { source: 'menu', target: 'faq', value: 5 },
      { source: 'faq', target: 'menu', value: 2 },
      { source: 'welcome', target: 'menu', value: 7 },
      { source: 'faq', target: 'faq', value: 1 },
    ]);
    assert.deepEqual(
      kept.map((l) => `${l.source}>${l.target}`),
      ['welcome>menu', 'menu>faq'],
    );
    assert.deepEqual(
      loops.map((l) => `${l.source}>${l.target}`),
      ['faq>menu', 'faq>faq'],
    );
  });
  test('a link carries its share of what leaves its step', () => {
    const links = [
      { source: 'menu', target: 'agent', value: 1 },
      { source: 'menu', target: 'faq', value: 2 },
    ];
    assert.equal(outShare(links[1] as (typeof links)[number], links), 66.67);
  });
});
