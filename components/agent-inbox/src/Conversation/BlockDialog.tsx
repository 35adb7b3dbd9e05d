import { ModalDialog, useT } from '@omnicanal/ui';

export interface BlockDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/** "Block the visitor": says what it does (no new conversation from them), Cancel focused first. */
export function BlockDialog({ onConfirm, onCancel, returnFocus }: BlockDialogProps) {
  const t = useT();
  return (
    <ModalDialog
      title={t('inbox:blockDialog.title')}
      description={t('inbox:blockDialog.body')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" data-autofocus onClick={onCancel}>
            {t('inbox:blockDialog.cancel')}
          </button>
          <button type="button" className="primary danger" onClick={onConfirm}>
            {t('inbox:blockDialog.confirm')}
          </button>
        </>
      }
    />
  );
}
