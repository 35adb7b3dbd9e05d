import { useStore } from '@nanostores/react';
import type { Tree } from '@omnicanal/core/bot';
import { useT } from '@omnicanal/ui';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../Dialog.tsx';
import { addTree, type BuilderStore, renameTree } from '../model/index.ts';

interface TitleDialogProps {
  store: BuilderStore;
  mode: 'add' | 'rename';
  /** The tree renamed. */
  tree?: Tree;
  onClose(): void;
}

/**
 * "Nouvel arbre" / "Renommer l'arbre": one title field. An empty or taken title is said under the
 * field and the dialog stays open; otherwise the tree is created (and opened) or renamed.
 */
export function TitleDialog({ store, mode, tree, onClose }: TitleDialogProps) {
  const t = useT();
  const id = useId();
  const { channel } = useStore(store.$state);
  const [title, setTitle] = useState(tree?.title ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bot = store.$state.get().bot;
    if (!bot) return;
    const op = (b: typeof bot) =>
      mode === 'add' || !tree ? addTree(b, channel, title) : renameTree(b, channel, tree.key, title);
    // Title problems belong to this field: checked on the present bot before anything is recorded.
    const check = op(bot);
    if (!check.ok && (check.reason === 'title-empty' || check.reason === 'title-taken')) {
      setError(t(`bot-builder:drop.${check.reason}`));
      return;
    }
    store.apply(op);
    onClose();
  };

  const heading = mode === 'add' ? t('bot-builder:trees.add') : t('bot-builder:trees.rename');
  return (
    <Dialog title={heading} onClose={onClose}>
      <form className="oc-dialog-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-title`}>{t('bot-builder:trees.title_field')}</label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="error-text">
            {error}
          </p>
        )}
        <div className="oc-dialog-buttons">
          <button type="button" onClick={onClose}>
            {t('bot-builder:dialog.cancel')}
          </button>
          <button type="submit" className="primary">
            {mode === 'add' ? t('bot-builder:trees.create') : t('bot-builder:trees.rename_confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface DeleteTreeDialogProps {
  title: string;
  onConfirm(): void;
  onClose(): void;
}

/** Confirmation of a tree delete (its nodes go with it, and the jumps that pointed to it). */
export function DeleteTreeDialog({ title, onConfirm, onClose }: DeleteTreeDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('bot-builder:trees.delete')} onClose={onClose}>
      <p>{t('bot-builder:trees.delete_confirm', { title })}</p>
      <div className="oc-dialog-buttons">
        <button type="button" onClick={onClose}>
          {t('bot-builder:dialog.cancel')}
        </button>
        <button type="button" className="oc-danger" onClick={onConfirm}>
          {t('bot-builder:trees.delete_button')}
        </button>
      </div>
    </Dialog>
  );
}
