import type { ReactElement, ReactNode } from 'react';
import { useT } from '../useT.ts';
import { ModalDialog } from './ModalDialog.tsx';

export interface ConfirmDialogProps {
  /** The question, already translated. */
  title: string;
  /** What will happen, already translated. */
  description?: string;
  /** The confirming button's text (Delete…), already translated. */
  confirm: string;
  busy?: boolean;
  /** A destructive action is drawn as one. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * A confirmation modal. Cancel has the focus first, so Enter on an accidental opening neither
 * deletes nor pays anything.
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
            {t('common:actions.cancel')}
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
