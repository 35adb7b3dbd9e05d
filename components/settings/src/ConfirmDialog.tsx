import { ConfirmDialog as KitConfirmDialog, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Translation key of the question (the title). */
  title: string;
  /** Translation key of the sentence that says what will happen. */
  description?: string;
  /** Values for both texts (`{{name}}`). */
  values?: Record<string, unknown>;
  /** Translation key of the confirming button (Delete…). */
  confirm: string;
  /** A destructive action is drawn as one. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown in the dialog, under its sentence (a refusal of the action, say). */
  children?: ReactNode;
}

/**
 * The confirmation modal of a settings action ("confirm agent delete", spec 000 §2): the kit's,
 * given translation keys.
 */
export function ConfirmDialog({
  title,
  description,
  values,
  confirm,
  ...rest
}: ConfirmDialogProps): ReactElement {
  const t = useT();
  return (
    <KitConfirmDialog
      title={t(title, values)}
      description={description ? t(description, values) : undefined}
      confirm={t(confirm)}
      {...rest}
    />
  );
}
