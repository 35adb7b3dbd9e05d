import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD, GAP_Y, type LaidNode, layoutTree } from './layout.ts';

const node = (id: string, parent: string | null, position = 0, tree = 't1'): LaidNode => ({
  id,
  tree,
  parent,
  position,
});

describe('layoutTree', () => {
  it('puts children a level below their parent, in position order, the parent centred over them', () => {
    const layout = layoutTree(
      [node('b', 'root', 1), node('root', null), node('a', 'root', 0), node('other', null, 0, 't2')],
      't1',
    );
    const at = new Map(layout.nodes.map((p) => [p.id, p]));
    assert.deepEqual(
      layout.nodes.map((p) => p.id),
      ['root', 'a', 'b'],
    );
    assert.equal(at.get('a')?.y, CARD.height + GAP_Y);
    assert.ok((at.get('a')?.x ?? 0) + CARD.width <= (at.get('b')?.x ?? 0));
    const middle = ((at.get('a')?.x ?? 0) + (at.get('b')?.x ?? 0)) / 2;
    assert.equal(at.get('root')?.x, middle);
    assert.deepEqual(layout.edges, [
      { source: 'root', target: 'a' },
      { source: 'root', target: 'b' },
    ]);
  });

  it('gives the same places whatever order the nodes come in, and no two cards overlap', () => {
    const nodes: LaidNode[] = [node('r', null)];
    for (let i = 0; i < 30; i++) nodes.push(node(`c${i}`, i < 5 ? 'r' : `c${i % 5}`, i));
    const one = layoutTree(nodes, 't1');
    const two = layoutTree([...nodes].reverse(), 't1');
    assert.deepEqual(one, two);
    const rows = new Map<number, number[]>();
    for (const p of one.nodes) rows.set(p.y, [...(rows.get(p.y) ?? []), p.x]);
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) assert.ok((xs[i] ?? 0) - (xs[i - 1] ?? 0) >= CARD.width);
    }
  });

  it('places a node whose parent is missing as another root, and survives a cycle', () => {
    const layout = layoutTree([node('r', null), node('lost', 'gone'), node('x', 'y'), node('y', 'x')], 't1');
    assert.deepEqual(layout.nodes.map((p) => p.id).sort(), ['lost', 'r']);
  });

  it('lays out a 2,000-node tree, four children per node, every node once', () => {
    const nodes: LaidNode[] = [node('n0', null)];
    for (let i = 1; i < 2000; i++) nodes.push(node(`n${i}`, `n${Math.floor((i - 1) / 4)}`, i));
    const layout = layoutTree(nodes, 't1');
    assert.equal(layout.nodes.length, 2000);
    assert.equal(layout.edges.length, 1999);
    assert.equal(new Set(layout.nodes.map((p) => p.id)).size, 2000);
  });
});
