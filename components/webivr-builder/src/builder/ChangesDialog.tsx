import { useStore } from '@nanostores/react';
import { fetchWebivrChanges, fetchWebivrMenu, type WebivrChanges, type WebivrNode } from '@omnicanal/api';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { nodeName, useBuilder } from './context.ts';
import { toBuilderError } from './model/store.ts';

const KINDS = ['added', 'edited', 'removed'] as const;

/**
 * What changed since the published version (issue 18, beyond the peers): the nodes added, edited
 * and removed, named from the working menu (removed ones from the published one); a click on an
 * added or edited node selects it.
 */
export function ChangesDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const { store, selectNode } = useBuilder();
  const menu = useStore(store.$menu);
  const [changes, setChanges] = useState<WebivrChanges | null>(null);
  const [published, setPublished] = useState<WebivrNode[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const found = await fetchWebivrChanges(store.http, store.account);
      const before =
        found.production_version !== null && found.removed.length > 0
          ? (await fetchWebivrMenu(store.http, store.account, found.production_version)).nodes
          : [];
      if (!live) return;
      setChanges(found);
      setPublished(before);
    })().catch((e) => live && setError(toBuilderError(e).code ?? 'network'));
    return () => {
      live = false;
    };
  }, [store]);

  const working = new Map((menu?.nodes ?? []).map((n) => [n.id, n]));
  const old = new Map(published.map((n) => [n.id, n]));
  const total = changes ? changes.added.length + changes.edited.length + changes.removed.length : 0;
  return (
    <ModalDialog
      title={t('webivr-builder:changes.title')}
      onCancel={onClose}
      actions={
        <button type="button" data-autofocus onClick={onClose}>
          {t('webivr-builder:close')}
        </button>
      }
    >
      {error && <p role="alert">{t('webivr-builder:errors.failed')}</p>}
      {!error && !changes && <p role="status">{t('webivr-builder:loading')}</p>}
      {changes?.production_version === null && <p>{t('webivr-builder:changes.never_published')}</p>}
      {changes && total === 0 && <p>{t('webivr-builder:changes.none')}</p>}
      {changes &&
        KINDS.map((kind) =>
          changes[kind].length === 0 ? null : (
            <section key={kind} className="wb-changes">
              <h3>{t(`webivr-builder:changes.${kind}`, { count: changes[kind].length })}</h3>
              <ul>
                {changes[kind].map((id) => {
                  const node = working.get(id) ?? old.get(id);
                  const name = node ? nodeName(t, node) : id;
                  return (
                    <li key={id}>
                      {kind === 'removed' || !node ? (
                        name
                      ) : (
                        <button
                          type="button"
                          onClick={() => {
                            onClose();
                            selectNode(id, node.tree);
                          }}
                        >
                          {name}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ),
        )}
    </ModalDialog>
  );
}
