import { ModalDialog, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a deletion (texts already translated). Cancel has the focus first so Enter
 * on an accidental opening deletes nothing.
 */
export function ConfirmDialog({
  title,
  description,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactElement {
  const t = useT();
  return (
    <ModalDialog
      title={title}
      description={description}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" data-autofocus onClick={onCancel}>
            {t('campaigns:cancel')}
          </button>
          <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    />
  );
}
