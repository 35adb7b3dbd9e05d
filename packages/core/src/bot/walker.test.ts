import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '../testing.ts';
import { answer, choose, startWalk, WALK_LOOP_GUARD, type Walk } from './walker.ts';

/**
 * t1: root → hello(image "Bonjour") → btn(button "Que voulez-vous ?") → c1 "Horaires", c2 "Conseiller", c3 "Autre"
 *   c1 → chr(chronos) → open(output "Ouvert") → msg-open; closed(output, no title) → msg-closed
 *   c2 → lb(weights 70/30) → o1 → agent(console); o2 → jump(totree t2)
 *   c3 → inp(input) → chk(words ["rendez-vous", "créneau libre"]) → ok(image "Parfait") ; err(input_error "Pardon ?")
 * t2: r2 → bye(image "Au revoir") (dead end)
 */
const bot = () =>
  makeBot([
    ['root', 'entrypoint', null],
    ['hello', 'image', 'root', { txt: 'Bonjour' }],
    ['btn', 'button', 'hello', { txt: 'Que voulez-vous ?' }],
    ['c1', 'choice', 'btn', { data: { title: 'Horaires' } }],
    ['c2', 'choice', 'btn', { data: { title: 'Conseiller' } }],
    ['c3', 'choice', 'btn', { data: { title: 'Autre' } }],
    ['chr', 'chronos', 'c1'],
    ['open', 'chronos_output', 'chr', { title: 'Ouvert' }],
    ['msg-open', 'image', 'open', { txt: 'Nous sommes ouverts' }],
    ['closed', 'chronos_output', 'chr'],
    ['msg-closed', 'image', 'closed', { txt: 'Nous sommes fermés' }],
    ['lb', 'routing_load_balancer', 'c2', { data: { weights: [70, 30] } }],
    ['o1', 'routing_load_balancer_output', 'lb'],
    ['agent', 'console', 'o1'],
    ['o2', 'routing_load_balancer_output', 'lb'],
    ['jump', 'totree', 'o2', { data: { tree: 't2' } }],
    ['inp', 'input', 'c3', { txt: 'Dites-moi' }],
    ['chk', 'input_check', 'inp', { data: { words: ['rendez-vous', 'créneau libre'] } }],
    ['ok', 'image', 'chk', { txt: 'Parfait' }],
    ['err', 'input_error', 'inp', { data: { txt: 'Pardon ?' } }],
    ['r2', 'entrypoint', null],
    ['bye', 'image', 'r2', { txt: 'Au revoir' }],
  ]);

const texts = (w: Walk) => w.transcript.flatMap((s) => (s.kind === 'message' ? [s.text] : []));
const last = (w: Walk) => w.transcript[w.transcript.length - 1];

describe('walker', () => {
  test('runs to the first buttons and waits', () => {
    const w = startWalk(bot(), 'web', 't1');
    assert.deepEqual(texts(w), ['Bonjour', 'Que voulez-vous ?']);
    assert.deepEqual(w.waiting, {
      kind: 'buttons',
      node: 'btn',
      choices: [
        { node: 'c1', title: 'Horaires' },
        { node: 'c2', title: 'Conseiller' },
        { node: 'c3', title: 'Autre' },
      ],
    });
  });

  test('a choice not offered changes nothing', () => {
    const w = startWalk(bot(), 'web', 't1');
    assert.equal(choose(w, 'chk'), w);
  });

  test('chronos offers its outputs by title, else "Sortie N", and the pick runs on', () => {
    const w = choose(startWalk(bot(), 'web', 't1'), 'c1');
    assert.deepEqual(w.waiting, {
      kind: 'branch',
      node: 'chr',
      reason: 'chronos',
      options: [
        { node: 'open', label: 'Ouvert' },
        { node: 'closed', label: 'Sortie 2' },
      ],
    });
    const closed = choose(w, 'closed');
    assert.equal(texts(closed).at(-1), 'Nous sommes fermés');
    assert.deepEqual(last(closed), { kind: 'end', node: 'msg-closed', reason: 'dead-end' });
    assert.equal(closed.waiting, null);
  });

  test('the load balancer offers outputs with their share; one leads to an agent, one jumps to a tree', () => {
    const w = choose(startWalk(bot(), 'web', 't1'), 'c2');
    assert.deepEqual(w.waiting, {
      kind: 'branch',
      node: 'lb',
      reason: 'load-balancer',
      options: [
        { node: 'o1', label: 'Sortie 1 (70 %)' },
        { node: 'o2', label: 'Sortie 2 (30 %)' },
      ],
    });
    const agent = choose(w, 'o1');
    assert.deepEqual(agent.transcript.slice(-2), [
      { kind: 'handoff', node: 'agent', reason: 'console' },
      { kind: 'end', node: 'agent', reason: 'done' },
    ]);
    const jumped = choose(w, 'o2');
    assert.equal(texts(jumped).at(-1), 'Au revoir');
  });

  test('input: a mismatch shows the error and waits again, then a match runs on', () => {
    const w = choose(startWalk(bot(), 'web', 't1'), 'c3');
    assert.deepEqual(w.waiting, { kind: 'input', node: 'inp' });
    const wrong = answer(w, 'vous rendez');
    assert.equal(texts(wrong).at(-1), 'Pardon ?');
    assert.deepEqual(wrong.waiting, { kind: 'input', node: 'inp' });
    const right = answer(wrong, 'Un CRENEAU libre, svp');
    assert.equal(texts(right).at(-1), 'Parfait');
  });

  const matches: [string, boolean][] = [
    ['Rendez-vous', true],
    ['je veux un rendez-vous.', true],
    ['RENDEZ VOUS', true],
    ['rendez-vousX', false],
    ['créneau', false],
    ['creneau libre', true],
  ];
  for (const [typed, matched] of matches) {
    test(`"${typed}" ${matched ? 'matches' : 'does not match'}`, () => {
      const w = answer(choose(startWalk(bot(), 'web', 't1'), 'c3'), typed);
      assert.equal(texts(w).at(-1), matched ? 'Parfait' : 'Pardon ?');
    });
  }

  test('a jump to a missing tree ends with jump-missing', () => {
    const b = bot();
    (b.nodes.jump as { data: { tree: string | null } }).data.tree = 'gone';
    const w = choose(choose(startWalk(b, 'web', 't1'), 'c2'), 'o2');
    assert.deepEqual(last(w), { kind: 'end', node: 'jump', reason: 'jump-missing' });
  });

  test('an unknown tree ends at once', () => {
    assert.deepEqual(startWalk(bot(), 'web', 'nope').transcript, [
      { kind: 'end', node: null, reason: 'jump-missing' },
    ]);
  });

  test('a jump loop stops at the loop guard', () => {
    const b = makeBot([
      ['a', 'entrypoint', null],
      ['j', 'totree', 'a', { data: { tree: 't1' } }],
    ]);
    const w = startWalk(b, 'web', 't1');
    assert.equal(last(w)?.kind, 'end');
    assert.equal((last(w) as { reason: string }).reason, 'loop');
    assert.equal(w.visited, WALK_LOOP_GUARD);
  });
});
