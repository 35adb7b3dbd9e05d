import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import type { BuilderStore } from '../model/index.ts';

export interface ToolbarProps {
  store: BuilderStore;
  onSave(): void;
  onCopy(): void;
  onPaste(): void;
  testOpen: boolean;
  onToggleTest(): void;
}

/**
 * The builder's actions: save, undo, redo, copy, paste, test; and the status of spec 001 §4
 * (unsaved changes, changes saved).
 */
export function Toolbar({ store, onSave, onCopy, onPaste, testOpen, onToggleTest }: ToolbarProps) {
  const t = useT();
  const state = useStore(store.$state);
  const ready = state.status === 'ready';
  const status = state.dirty
    ? t('bot-builder:status.dirty')
    : state.saved
      ? t('bot-builder:status.saved')
      : '';
  return (
    <div className="oc-toolbar" role="toolbar" aria-label={t('bot-builder:toolbar.label')} part="toolbar">
      <button type="button" className="primary" onClick={onSave} disabled={!ready || state.saving}>
        {state.saving ? t('bot-builder:toolbar.saving') : t('bot-builder:toolbar.save')}
      </button>
      <button type="button" onClick={() => store.undo()} disabled={!state.canUndo}>
        {t('bot-builder:toolbar.undo')}
      </button>
      <button type="button" onClick={() => store.redo()} disabled={!state.canRedo}>
        {t('bot-builder:toolbar.redo')}
      </button>
      <button type="button" onClick={onCopy} disabled={!ready}>
        {t('bot-builder:toolbar.copy')}
      </button>
      <button type="button" onClick={onPaste} disabled={!ready || !state.clipboard}>
        {t('bot-builder:toolbar.paste')}
      </button>
      <button type="button" onClick={onToggleTest} aria-pressed={testOpen} disabled={!ready}>
        {t('bot-builder:toolbar.test')}
      </button>
      <span className="oc-status" role="status">
        {status}
      </span>
    </div>
  );
}
