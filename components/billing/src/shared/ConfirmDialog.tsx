import { ModalDialog, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  description?: string;
  confirm: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * A confirmation (texts already translated). Cancel has the focus first so Enter on an accidental
 * opening neither deletes nor pays anything.
 */
export function ConfirmDialog({
  title,
  description,
  confirm,
  busy,
  danger,
  onConfirm,
  onCancel,
  children,
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
            {t('billing:cancel')}
          </button>
          <button type="button" className={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
