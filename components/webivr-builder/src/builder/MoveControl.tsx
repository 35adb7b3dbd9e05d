import { useStore } from '@nanostores/react';
import { moveWebivrNode, type WebivrNode } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { useId, useMemo, useState } from 'react';
import { nodeName, useBuilder } from './context.ts';
import { dropProblem } from './model/builder.ts';

/**
 * Moving a node without a pointer (the canvas's drag and drop, for the keyboard): the nodes of its
 * tree it may go under, by core's rules, and a button to move it there.
 */
export function MoveControl({ node }: { node: WebivrNode }) {
  const t = useT();
  const { store } = useBuilder();
  const menu = useStore(store.$menu);
  const busy = useStore(store.$busy);
  const id = useId();
  const [target, setTarget] = useState('');
  const nodes = menu?.nodes ?? [];
  const targets = useMemo(() => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    return nodes.filter(
      (other) =>
        other.tree === node.tree && other.id !== node.parent && dropProblem(byId, node.id, other.id) === null,
    );
  }, [nodes, node]);
  if (node.parent === null) return null;
  const move = () => {
    if (!target) return;
    const position = nodes.filter((n) => n.parent === target).length;
    void store
      .edit(() =>
        moveWebivrNode(store.http, store.account, { node_id: node.id, parent_id: target, position }),
      )
      .then(() => setTarget(''));
  };
  return (
    <div className="wb-move">
      <label htmlFor={id}>{t('webivr-builder:panel.move_under')}</label>
      <select id={id} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
        <option value="">{t('webivr-builder:panel.none')}</option>
        {targets.map((other) => (
          <option key={other.id} value={other.id}>
            {nodeName(t, other)}
          </option>
        ))}
      </select>
      <button type="button" disabled={!target || busy} onClick={move}>
        {t('webivr-builder:panel.move')}
      </button>
    </div>
  );
}
