import { useStore } from '@nanostores/react';
import { createWebivrTree, deleteWebivrTree, duplicateWebivrTree } from '@omnicanal/api';
import { ConfirmDialog, ModalDialog, RowMenu, useT } from '@omnicanal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useBuilder } from './context.ts';
import { Field } from './panel-fields.tsx';

/**
 * The tree switcher with its actions: add a tree (named in a dialog), and behind the tree's menu,
 * duplicate it (the copy "label (n)" with its nodes) or delete it after a confirmation.
 */
export function TreeControls({ tree }: { tree: string | null }) {
  const t = useT();
  const { store, showTree } = useBuilder();
  const menu = useStore(store.$menu);
  const readOnly = useStore(store.$readOnly);
  const busy = useStore(store.$busy);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const selectId = useId();
  const trees = menu?.trees ?? [];
  const shown = trees.find((x) => x.id === tree);

  const duplicate = async () => {
    if (!tree) return;
    const made = await store.edit(() => duplicateWebivrTree(store.http, store.account, tree));
    if (made.ok) showTree(made.value.id);
  };
  const remove = async () => {
    if (!tree) return;
    const done = await store.edit(() => deleteWebivrTree(store.http, store.account, tree));
    setDeleting(false);
    const first = store.$menu.get()?.trees[0];
    if (done.ok && first) showTree(first.id);
  };

  return (
    <div className="wb-trees">
      <label htmlFor={selectId}>{t('webivr-builder:trees.label')}</label>
      <select
        id={selectId}
        value={tree ?? ''}
        disabled={trees.length === 0}
        onChange={(e) => showTree(e.currentTarget.value)}
      >
        {trees.length === 0 && <option value="">{t('webivr-builder:trees.none')}</option>}
        {trees.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </select>
      {!readOnly && (
        <button type="button" onClick={() => setAdding(true)} disabled={busy}>
          {t('webivr-builder:trees.add')}
        </button>
      )}
      {!readOnly && shown && (
        <RowMenu
          label={t('webivr-builder:trees.menu')}
          name={t('webivr-builder:trees.menu_for', { tree: shown.label })}
          items={[
            { label: t('webivr-builder:trees.duplicate'), onSelect: () => void duplicate() },
            { label: t('webivr-builder:trees.delete'), danger: true, onSelect: () => setDeleting(true) },
          ]}
        />
      )}
      {adding && (
        <AddTreeDialog
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdding(false);
            showTree(id);
          }}
        />
      )}
      {deleting && shown && (
        <ConfirmDialog
          title={t('webivr-builder:trees.delete_title', { tree: shown.label })}
          description={t('webivr-builder:trees.delete_text')}
          confirm={t('webivr-builder:trees.delete')}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}

function AddTreeDialog({ onClose, onAdded }: { onClose(): void; onAdded(id: string): void }) {
  const t = useT();
  const { store } = useBuilder();
  const formId = useId();
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      setErrors(['required']);
      return;
    }
    const made = await store.edit(() => createWebivrTree(store.http, store.account, { label }));
    if (made.ok) onAdded(made.value.id);
    else {
      setErrors(made.error.fields.label ?? [made.error.code ?? 'invalid']);
      store.clearEditError();
    }
  };
  return (
    <ModalDialog
      title={t('webivr-builder:trees.add_title')}
      onCancel={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form={formId} className="primary">
            {t('webivr-builder:trees.add')}
          </button>
        </>
      }
    >
      <form id={formId} className="oc-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('webivr-builder:trees.name')} errors={errors}>
          {(p) => (
            <input {...p} data-autofocus value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
          )}
        </Field>
      </form>
    </ModalDialog>
  );
}
