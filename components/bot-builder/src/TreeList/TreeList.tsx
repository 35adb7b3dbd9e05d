import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { useState } from 'react';
import { type BuilderStore, duplicateTree, entryPointsOfTree, removeTree } from '../model/index.ts';
import { DeleteTreeDialog, TitleDialog } from './TreeDialogs.tsx';

type Open = 'add' | 'rename' | 'delete' | null;

/**
 * The trees of the channel ("Arbres"): one button per tree opening it, and the tree gestures of
 * spec 001 §4 (new, rename, duplicate, delete; a delete refused by entry points shows why).
 */
export function TreeList({ store }: { store: BuilderStore }) {
  const t = useT();
  const { bot, channel, treeKey } = useStore(store.$state);
  const [open, setOpen] = useState<Open>(null);
  const trees = Object.values(bot?.channels[channel]?.trees ?? {});
  const current = treeKey ? bot?.channels[channel]?.trees[treeKey] : undefined;
  const close = () => setOpen(null);

  const remove = () => {
    close();
    if (!current) return;
    const linked = entryPointsOfTree(store.$state.get().entryPoints, current.key);
    store.apply((b) => removeTree(b, channel, current.key, linked));
  };

  return (
    <nav className="oc-trees" aria-label={t('bot-builder:trees.label')} part="trees">
      <h2 className="oc-trees-title">{t('bot-builder:trees.label')}</h2>
      <ul>
        {trees.map((tree) => (
          <li key={tree.key}>
            <button
              type="button"
              aria-current={tree.key === treeKey ? 'page' : undefined}
              onClick={() => store.openTree(tree.key)}
            >
              {tree.title}
              {tree.kind === 'init' && (
                <span className="oc-visually-hidden"> {t('bot-builder:trees.init')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="oc-trees-actions">
        <button type="button" onClick={() => setOpen('add')}>
          {t('bot-builder:trees.add')}
        </button>
        {current && (
          <>
            <button type="button" onClick={() => setOpen('rename')}>
              {t('bot-builder:trees.rename')}
            </button>
            <button type="button" onClick={() => store.apply((b) => duplicateTree(b, channel, current.key))}>
              {t('bot-builder:trees.duplicate')}
            </button>
            <button type="button" className="oc-danger" onClick={() => setOpen('delete')}>
              {t('bot-builder:trees.delete')}
            </button>
          </>
        )}
      </div>
      {open === 'add' && <TitleDialog store={store} mode="add" onClose={close} />}
      {open === 'rename' && current && (
        <TitleDialog store={store} mode="rename" tree={current} onClose={close} />
      )}
      {open === 'delete' && current && (
        <DeleteTreeDialog title={current.title} onConfirm={remove} onClose={close} />
      )}
    </nav>
  );
}
