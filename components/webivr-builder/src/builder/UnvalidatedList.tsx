import { useStore } from '@nanostores/react';
import { fetchWebivrNodes, type WebivrNode } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { useEffect, useId, useState } from 'react';
import { actionName, nodeName, useBuilder } from './context.ts';

/**
 * The nodes not yet validated (`?validated=false`), read again after every edit: a click selects
 * the node, showing its tree first when it is another one.
 */
export function UnvalidatedList() {
  const t = useT();
  const { store, selectNode } = useBuilder();
  const menu = useStore(store.$menu);
  const selection = useStore(store.$selection);
  const headingId = useId();
  const [nodes, setNodes] = useState<WebivrNode[] | null>(null);
  const [failed, setFailed] = useState(false);

  // Keyed on the menu: each edit reads the menu again, so the list follows.
  useEffect(() => {
    if (!menu) return;
    let live = true;
    fetchWebivrNodes(store.http, store.account, { validated: false, version: store.version })
      .then((list) => {
        if (!live) return;
        setNodes(list);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [menu, store]);

  const trees = new Map((menu?.trees ?? []).map((tree) => [tree.id, tree.label]));
  return (
    <section className="wb-unvalidated" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('webivr-builder:unvalidated.title')}
        {nodes ? ` (${nodes.length})` : ''}
      </h2>
      {failed && <p role="alert">{t('webivr-builder:unvalidated.failed')}</p>}
      {!failed && nodes === null && <p role="status">{t('webivr-builder:loading')}</p>}
      {nodes?.length === 0 && <p>{t('webivr-builder:unvalidated.none')}</p>}
      {nodes && nodes.length > 0 && (
        <ul>
          {nodes.map((node) => (
            <li key={node.id}>
              <button
                type="button"
                aria-current={node.id === selection ? 'true' : undefined}
                onClick={() => selectNode(node.id, node.tree)}
              >
                <span className="wb-unvalidated-name">{nodeName(t, node)}</span>{' '}
                <span className="wb-unvalidated-where">
                  {actionName(t, node.action)} · {trees.get(node.tree) ?? ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
