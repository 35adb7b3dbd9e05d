import dialogCss from './dialog.css?inline';

/** The modal dialog's stylesheet: an element rendering `<ModalDialog>` adds it to its `styles`. */
export const DIALOG_CSS: string = dialogCss;

export { ModalDialog, type ModalDialogProps } from './ModalDialog.tsx';
