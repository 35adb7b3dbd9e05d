import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { copyLabel, defaultPublishLabel, isVersionLabelTaken } from './labels.ts';
import { allowedActions, canDrop, isActionAllowed, needsParent } from './model.ts';
import { moveProblem, placementProblem, subtreeOf, type WebivrNodeShape } from './tree.ts';
import { type CheckedNode, invalidNodes } from './validate.ts';

const shape = (id: string, parent: string | null, action: WebivrNodeShape['action']): WebivrNodeShape => ({
  id,
  tree: 't',
  parent,
  action,
});
/** page p > choice c > page q > choice d */
const menu = new Map(
  [
    shape('p', null, 'page'),
    shape('c', 'p', 'choice'),
    shape('q', 'c', 'page'),
    shape('d', 'q', 'choice'),
  ].map((n) => [n.id, n]),
);

describe('web IVR placement rules (spec 001 §5)', () => {
  test('the first node of a tree must be a page', () => {
    assert.equal(placementProblem('page', null, true), null);
    assert.equal(placementProblem('choice', null, true), 'first_node_must_be_page');
  });

  test('nodes other than a page need a parent; a tree has one root', () => {
    assert.equal(needsParent('page'), false);
    assert.equal(needsParent('faq'), true);
    assert.equal(placementProblem('choice', shape('p', null, 'page'), false), null);
    assert.equal(placementProblem('choice', null, false), 'parent_required');
    assert.equal(placementProblem('page', null, false), 'parent_required');
  });

  test('drop kinds: a page takes choices, a form only its outputs, a link nothing', () => {
    assert.equal(canDrop('page', 'choice'), true);
    assert.equal(canDrop('form', 'form_output'), true);
    assert.equal(canDrop('form', 'page'), false);
    assert.equal(canDrop('uri', 'page'), false);
    assert.equal(placementProblem('page', shape('u', 'p', 'uri'), false), 'drop_kind_refused');
  });

  test('source and target of a move must differ', () => {
    assert.equal(moveProblem(menu, 'd', 'p'), null);
    assert.equal(moveProblem(menu, 'c', 'c'), 'same_source_target');
  });

  test('a parent cannot move under its own child', () => {
    assert.equal(moveProblem(menu, 'c', 'q'), 'parent_under_own_child');
    assert.equal(moveProblem(menu, 'd', 'p'), null);
  });

  test('a move keeps the drop kinds', () => {
    assert.equal(moveProblem(menu, 'q', 'p'), 'drop_kind_refused');
    assert.equal(moveProblem(menu, 'd', 'p'), null);
  });

  test('a subtree lists the node then everything below it', () => {
    assert.deepEqual(subtreeOf([...menu.values()], 'c'), ['c', 'q', 'd']);
    assert.deepEqual(subtreeOf([...menu.values()], 'd'), ['d']);
  });
});

describe('web IVR actions by role and skill service (spec 001 §5–§6)', () => {
  test('callback needs a manager or above and the callback service', () => {
    assert.equal(isActionAllowed('callback', 'manager', ['callback']), true);
    assert.equal(isActionAllowed('callback', 'manager', ['bot']), false);
    assert.equal(isActionAllowed('callback', 'content_manager', ['callback']), false);
  });

  test('messaging needs a manager or above and the bot service', () => {
    assert.equal(isActionAllowed('messaging', 'admin', ['bot']), true);
    assert.equal(isActionAllowed('messaging', 'admin', ['callback']), false);
    assert.ok(allowedActions('manager', []).includes('page'));
    assert.ok(!allowedActions('manager', []).includes('messaging'));
  });
});

describe('web IVR names (spec 001 §4)', () => {
  test('version labels are unique per account, whatever the case', () => {
    assert.equal(isVersionLabelTaken('v2', ['v1']), false);
    assert.equal(isVersionLabelTaken(' V1 ', ['v1']), true);
  });

  test('the default publish label is the date and time, numbered when taken', () => {
    const at = new Date('2026-11-27T13:05:42Z');
    assert.equal(defaultPublishLabel(at), '2026-11-27 13:05');
    assert.equal(defaultPublishLabel(at, [], 'Europe/Paris'), '2026-11-27 14:05');
    assert.equal(defaultPublishLabel(at, ['2026-11-27 13:05']), '2026-11-27 13:05 (1)');
  });

  test('a copy is named "label (n)" with the first free number', () => {
    assert.equal(copyLabel('Accueil', ['Accueil']), 'Accueil (1)');
    assert.equal(copyLabel('Accueil', ['Accueil', 'Accueil (1)']), 'Accueil (2)');
    assert.equal(copyLabel('Accueil (1)', ['Accueil', 'Accueil (1)']), 'Accueil (2)');
  });
});

const node = (patch: Partial<CheckedNode> & Pick<CheckedNode, 'id' | 'action'>): CheckedNode => ({
  tree: 't',
  parent: null,
  label: 'Libellé',
  validated: true,
  data: {},
  ...patch,
});

describe('web IVR nodes that block a publish (spec 001 §4)', () => {
  test('a complete, validated menu has no invalid node', () => {
    const nodes = [
      node({ id: 'p', action: 'page' }),
      node({ id: 'c', action: 'choice', parent: 'p' }),
      node({ id: 'f', action: 'faq', parent: 'c', data: { faq_id: 3 } }),
    ];
    assert.deepEqual(invalidNodes(nodes), []);
  });

  test('each blocking node is named with its reasons', () => {
    const nodes = [
      node({ id: 'x', action: 'choice' }),
      node({ id: 'p', action: 'page', validated: false }),
      node({ id: 'c', action: 'choice', parent: 'p', label: ' ' }),
      node({ id: 'u', action: 'uri', parent: 'p', data: { url: '' } }),
    ];
    assert.deepEqual(invalidNodes(nodes), [
      { id: 'x', tree: 't', problems: ['first_node_must_be_page', 'output_required'] },
      { id: 'p', tree: 't', problems: ['not_validated'] },
      { id: 'c', tree: 't', problems: ['label_required', 'output_required'] },
      { id: 'u', tree: 't', problems: ['target_required'] },
    ]);
  });
});
