import dialogCss from './dialog.css?inline';

/** The modal dialog's stylesheet: an element rendering `<ModalDialog>` adds it to its `styles`. */
export const DIALOG_CSS: string = dialogCss;

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ModalDialog, type ModalDialogProps } from './ModalDialog.tsx';
