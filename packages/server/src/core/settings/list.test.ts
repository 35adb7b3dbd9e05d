import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SettingsListQuery } from '@omnicanal/api';
import * as v from 'valibot';
import { HttpError } from '../../http/errors.ts';
import { byNumber, byText, type ListSpec, pageOf } from './list.ts';

type Item = { id: number; name: string };
const items: Item[] = [
  { id: 1, name: 'Support' },
  { id: 2, name: 'ventes' },
  { id: 3, name: 'Équipe' },
  { id: 4, name: 'Après-vente' },
];
const spec: ListSpec<Item> = {
  text: (i) => i.name,
  orderings: { name: byText((i) => i.name), id: byNumber((i) => i.id) },
  defaultOrdering: 'name',
};
const query = (raw: Record<string, string>) => v.parse(SettingsListQuery, raw);

test('pageOf searches, orders and pages', () => {
  const cases: [Record<string, string>, number[], number][] = [
    [{}, [4, 3, 1, 2], 4],
    [{ ordering: '-name' }, [2, 1, 3, 4], 4],
    [{ ordering: '-id', limit: '2' }, [4, 3], 4],
    [{ ordering: 'id', offset: '3' }, [4], 4],
    [{ search: 'VENTE' }, [4, 2], 2],
    [{ search: 'equipe' }, [3], 1],
    [{ search: '  ' }, [4, 3, 1, 2], 4],
    [{ search: 'nothing' }, [], 0],
    [{ offset: '10' }, [], 4],
  ];
  for (const [raw, ids, count] of cases) {
    const page = pageOf(items, query(raw), spec);
    assert.deepEqual(
      page.results.map((i) => i.id),
      ids,
      JSON.stringify(raw),
    );
    assert.equal(page.count, count, JSON.stringify(raw));
  }
});

test('an ordering the list does not know is a field error', () => {
  assert.throws(
    () => pageOf(items, query({ ordering: 'password' }), spec),
    (error: unknown) =>
      error instanceof HttpError && error.status === 400 && error.fields.ordering?.[0] === 'invalid',
  );
});

test('the query defaults and bounds', () => {
  assert.deepEqual(query({}), { search: '', offset: 0, limit: 20 });
  for (const raw of [
    { limit: '0' },
    { limit: '101' },
    { offset: '-1' },
    { offset: 'x' },
    { ordering: 'a;b' },
  ])
    assert.equal(v.safeParse(SettingsListQuery, raw).success, false, JSON.stringify(raw));
});
