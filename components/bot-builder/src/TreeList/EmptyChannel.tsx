import { useT } from '@omnicanal/ui';
import { useState } from 'react';
import type { BuilderStore } from '../model/index.ts';
import { TitleDialog } from './TreeDialogs.tsx';

/** A channel without any tree yet: says so and offers to create the first one (its initial tree). */
export function EmptyChannel({ store }: { store: BuilderStore }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <div className="oc-empty">
      <p>{t('bot-builder:empty')}</p>
      <button type="button" className="primary" onClick={() => setAdding(true)}>
        {t('bot-builder:trees.add')}
      </button>
      {adding && <TitleDialog store={store} mode="add" onClose={() => setAdding(false)} />}
    </div>
  );
}
