import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Bot, BotNode } from '@omnicanal/core/bot';
import { DEFAULT_NODE_SIZE, layoutTree } from './layout.ts';

/** A bot whose nodes are given as [key, parent]; children keep the listed order. */
function botOf(specs: [string, string | null][]): Bot {
  const nodes: Record<string, BotNode> = {};
  specs.forEach(([key, parent], i) => {
    nodes[key] = { key, action: 'console', parent, childs: [], tag: String(i + 1) } as BotNode;
  });
  for (const [key, parent] of specs) if (parent) nodes[parent]?.childs.push(key);
  return { identifier: 'b', nodes, channels: {}, nodeMaxCounter: specs.length, dialogflow: {} };
}

/** A pseudo-random tree of `n` nodes (fixed seed): varied fan-out and depth. */
function generated(n: number): Bot {
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const specs: [string, string | null][] = [['n0', null]];
  for (let i = 1; i < n; i++) {
    // Mostly recent parents, so the tree is both deep and bushy.
    const parent = Math.max(0, i - 1 - Math.floor(random() * Math.min(i, 12)));
    specs.push([`n${i}`, `n${parent}`]);
  }
  return botOf(specs);
}

const { width: W, height: H } = DEFAULT_NODE_SIZE;

describe('layoutTree', () => {
  it('places no card over another on a generated 1,000-node tree', () => {
    const bot = generated(1000);
    const { nodes, edges } = layoutTree(bot, 'n0');
    assert.equal(nodes.length, 1000);
    assert.equal(edges.length, 999);
    const rows = new Map<number, number[]>();
    for (const n of nodes) rows.set(n.y, [...(rows.get(n.y) ?? []), n.x]);
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) assert.ok((xs[i] as number) - (xs[i - 1] as number) >= W);
    }
  });

  it('puts every parent above its children and centred over them', () => {
    const bot = generated(300);
    const { nodes } = layoutTree(bot, 'n0');
    const at = new Map(nodes.map((n) => [n.key, n]));
    for (const n of nodes) {
      const childs = bot.nodes[n.key]?.childs ?? [];
      for (const c of childs) assert.ok((at.get(c)?.y ?? 0) >= n.y + H);
      if (childs.length > 0) {
        const first = at.get(childs[0] as string)?.x ?? 0;
        const last = at.get(childs[childs.length - 1] as string)?.x ?? 0;
        assert.equal(n.x, (first + last) / 2);
      }
    }
  });

  it('keeps the children in `childs` order, left to right', () => {
    const bot = botOf([
      ['r', null],
      ['c', 'r'],
      ['a', 'r'],
      ['b', 'r'],
    ]);
    const xs = layoutTree(bot, 'r').nodes.filter((n) => n.key !== 'r');
    assert.deepEqual(
      [...xs].sort((p, q) => p.x - q.x).map((n) => n.key),
      ['c', 'a', 'b'],
    );
  });

  it('lays out only the given tree, once per node even when data repeats a child', () => {
    const bot = botOf([
      ['r', null],
      ['a', 'r'],
      ['other', null],
      ['x', 'other'],
    ]);
    bot.nodes.r?.childs.push('a');
    const { nodes } = layoutTree(bot, 'r');
    assert.deepEqual(
      nodes.map((n) => n.key),
      ['r', 'a'],
    );
    assert.deepEqual(layoutTree(bot, 'missing'), { nodes: [], edges: [] });
  });

  it('lays out a 5,000-deep chain without running out of stack', () => {
    const specs: [string, string | null][] = [['n0', null]];
    for (let i = 1; i < 5000; i++) specs.push([`n${i}`, `n${i - 1}`]);
    const { nodes } = layoutTree(botOf(specs), 'n0');
    assert.equal(nodes.length, 5000);
    assert.ok(nodes.every((n) => n.x === 0));
  });

  it('uses the given card sizes', () => {
    const bot = botOf([
      ['r', null],
      ['a', 'r'],
      ['b', 'r'],
    ]);
    const { nodes } = layoutTree(bot, 'r', { a: { width: 500, height: 40 } });
    const a = nodes.find((n) => n.key === 'a');
    const b = nodes.find((n) => n.key === 'b');
    assert.ok((b?.x ?? 0) >= (a?.x ?? 0) + 500);
  });
});
