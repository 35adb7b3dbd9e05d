import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WebivrMenu, WebivrNode } from '@omnicanal/api';
import { normaliseError } from '@omnicanal/api';
import {
  addableKinds,
  blockingNodes,
  dropProblem,
  isReadOnly,
  nodeFieldErrors,
  shownTree,
  skillServices,
} from './builder.ts';

const node = (id: string, parent: string | null, action: WebivrNode['action'], tree = 't1'): WebivrNode => ({
  id,
  tree,
  parent,
  position: 0,
  action,
  label: id,
  validated: true,
  data: {},
});
const MENU: WebivrMenu = {
  version: 5,
  trees: [
    { id: 't1', label: 'Accueil', root_node: 'p' },
    { id: 't2', label: 'Aide', root_node: 'q' },
  ],
  nodes: [node('p', null, 'page'), node('c', 'p', 'choice'), node('q', null, 'page', 't2')],
};

describe('web IVR builder rules', () => {
  it('edits the working version only', () => {
    assert.equal(isReadOnly({ working_version: 5 }, 5), false);
    assert.equal(isReadOnly({ working_version: 5 }, 4), true);
    assert.equal(isReadOnly(null, 5), true);
  });

  it('shows the tree named, else the selected node’s, else the first', () => {
    assert.equal(shownTree(MENU, 't2'), 't2');
    assert.equal(shownTree(MENU, 'gone', 'q'), 't2');
    assert.equal(shownTree(MENU), 't1');
    assert.equal(shownTree({ ...MENU, trees: [] }), null);
  });

  it('offers a page only at the top of an empty tree, and the drop kinds under a node', () => {
    assert.deepEqual(addableKinds(null, 'manager', []), ['page']);
    const underPage = addableKinds({ action: 'page' }, 'manager', []);
    assert.ok(underPage.includes('choice'));
    assert.ok(!underPage.includes('page'));
    assert.deepEqual(addableKinds({ action: 'faq' }, 'manager', []), []);
  });

  it('offers callback and messaging only with the skill’s service (spec 001 §5)', () => {
    assert.ok(!addableKinds({ action: 'page' }, 'manager', []).includes('callback'));
    assert.ok(addableKinds({ action: 'page' }, 'manager', ['callback']).includes('callback'));
    assert.ok(addableKinds({ action: 'page' }, 'manager', ['bot']).includes('messaging'));
    assert.deepEqual(skillServices([{ id: 2, services: [{ kind: 'bot' }] }], 2), ['bot']);
    assert.deepEqual(skillServices([], 2), []);
  });

  it('refuses a move onto itself or under its own child, allows a valid one', () => {
    const byId = new Map(MENU.nodes.map((n) => [n.id, n]));
    assert.equal(dropProblem(byId, 'p', 'p'), 'same_source_target');
    assert.equal(dropProblem(byId, 'p', 'c'), 'parent_under_own_child');
    assert.equal(dropProblem(byId, 'c', 'q'), null);
  });

  it('reads node field errors without the data prefix, and the nodes blocking a publish', () => {
    const saved = normaliseError(400, { error: 'invalid_payload', detail: 'x', 'data.url': ['invalid'] });
    assert.deepEqual(nodeFieldErrors(saved), { url: ['invalid'] });
    const refused = normaliseError(400, {
      error: 'invalid_nodes_remain',
      detail: '2 node(s)…',
      'nodes.c': ['not_validated', 'output_required'],
    });
    assert.deepEqual(blockingNodes(refused), [{ id: 'c', problems: ['not_validated', 'output_required'] }]);
    assert.deepEqual(blockingNodes(saved), []);
  });
});
