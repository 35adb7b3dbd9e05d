import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { Dialog } from './Dialog.tsx';
import type { BuilderStore } from './model/index.ts';

export interface NoticesProps {
  store: BuilderStore;
}

/**
 * What the builder says about the last gesture: a refused edit (with its reason, and the entry
 * points for a tree delete), warnings (a pasted jump lost its target), validation problems before
 * a save, and the save failure dialog of spec 001 §8.
 */
export function Notices({ store }: NoticesProps) {
  const t = useT();
  const { refusal, warnings, saveError, invalid } = useStore(store.$state);
  return (
    <div className="oc-notices">
      {invalid && (
        <div className="oc-notice oc-notice-error" role="alert">
          <p>{t('bot-builder:save.invalid')}</p>
          <button type="button" className="oc-notice-close" onClick={() => store.dismiss()}>
            {t('bot-builder:notice.close')}
          </button>
        </div>
      )}
      {refusal && (
        <div className="oc-notice oc-notice-error" role="alert">
          <p>{t(`bot-builder:drop.${refusal.reason}`)}</p>
          {refusal.entryPoints && refusal.entryPoints.length > 0 && (
            <ul>
              {refusal.entryPoints.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          <button type="button" className="oc-notice-close" onClick={() => store.dismiss()}>
            {t('bot-builder:notice.close')}
          </button>
        </div>
      )}
      {warnings.length > 0 && (
        <div className="oc-notice oc-notice-warning" role="status">
          {warnings.map((key) => (
            <p key={key}>{t(`bot-builder:${key}`)}</p>
          ))}
          <button type="button" className="oc-notice-close" onClick={() => store.dismiss()}>
            {t('bot-builder:notice.close')}
          </button>
        </div>
      )}
      {saveError && !invalid && (
        <Dialog title={t(`common:${saveError.title}`)} onClose={() => store.dismiss()}>
          {saveError.text && <p>{saveError.text}</p>}
          <div className="oc-dialog-buttons">
            <button type="button" className="primary" onClick={() => store.dismiss()}>
              {t('bot-builder:notice.close')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
