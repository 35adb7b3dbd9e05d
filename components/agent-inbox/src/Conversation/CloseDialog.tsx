import { useT } from '@omnicanal/ui';
import { ModalDialog } from './ModalDialog.tsx';

export interface CloseDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes back after the dialog (default: what had focus when it opened). */
  returnFocus?: () => HTMLElement | null;
}

/** "Close this conversation?": Cancel has focus first, so Enter never closes by accident. */
export function CloseDialog({ onConfirm, onCancel, returnFocus }: CloseDialogProps) {
  const t = useT();
  return (
    <ModalDialog
      title={t('inbox:closeDialog.title')}
      description={t('inbox:closeDialog.body')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" data-autofocus onClick={onCancel}>
            {t('inbox:closeDialog.cancel')}
          </button>
          <button type="button" className="primary danger" onClick={onConfirm}>
            {t('inbox:closeDialog.confirm')}
          </button>
        </>
      }
    />
  );
}
