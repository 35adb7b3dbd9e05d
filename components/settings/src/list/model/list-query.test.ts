import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  afterRemoval,
  initialQuery,
  pageInfo,
  queryParams,
  sortState,
  withOrdering,
  withPage,
  withSearch,
} from './list-query.ts';

describe('settings list query', () => {
  const start = initialQuery('name', 20);

  test('parameters leave out an empty search and trim a real one', () => {
    assert.deepEqual(queryParams(start), { ordering: 'name', offset: '0', limit: '20' });
    assert.deepEqual(queryParams(withSearch(start, '  sup ')), {
      search: 'sup',
      ordering: 'name',
      offset: '0',
      limit: '20',
    });
  });

  test('searching and sorting go back to the first page', () => {
    const third = withPage(withPage(start, 1), 1);
    assert.equal(third.offset, 40);
    assert.equal(withSearch(third, 'x').offset, 0);
    assert.equal(withOrdering(third, 'email').offset, 0);
  });

  test('the same column reverses, another starts ascending', () => {
    const reversed = withOrdering(start, 'name');
    assert.equal(reversed.ordering, '-name');
    assert.equal(sortState(reversed, 'name'), 'descending');
    assert.equal(withOrdering(reversed, 'name').ordering, 'name');
    const byEmail = withOrdering(reversed, 'email');
    assert.equal(byEmail.ordering, 'email');
    assert.equal(sortState(byEmail, 'email'), 'ascending');
    assert.equal(sortState(byEmail, 'name'), 'none');
  });

  test('page information for the first, a middle and an empty page', () => {
    assert.deepEqual(pageInfo(start, 20, 45), {
      from: 1,
      to: 20,
      count: 45,
      hasPrevious: false,
      hasNext: true,
    });
    const last = withPage(withPage(start, 1), 1);
    assert.deepEqual(pageInfo(last, 5, 45), {
      from: 41,
      to: 45,
      count: 45,
      hasPrevious: true,
      hasNext: false,
    });
    assert.deepEqual(pageInfo(start, 0, 0), { from: 0, to: 0, count: 0, hasPrevious: false, hasNext: false });
  });

  test('never a page before the first; a page emptied by a deletion steps back', () => {
    assert.equal(withPage(start, -1).offset, 0);
    const second = withPage(start, 1);
    assert.equal(afterRemoval(second, 0).offset, 0);
    assert.equal(afterRemoval(second, 3).offset, 20);
    assert.equal(afterRemoval(start, 0).offset, 0);
  });
});
