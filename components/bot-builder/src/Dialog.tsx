import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  /** Visible title, also the dialog's accessible name. */
  title: string;
  /** Closed by Escape, the close buttons or a submit; focus then returns to the opener. */
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a confirmation or an error. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal `<dialog>` opened with `showModal()` in the element's shadow root: the browser traps
 * focus and makes the rest inert. The element focused before it opened gets the focus back.
 */
export function Dialog({ title, onClose, children, role }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as ShadowRoot | Document;
    const opener = root.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // Escape fires `cancel`: let React remove the dialog instead of the browser closing it alone.
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className="oc-dialog" aria-labelledby={`${id}-title`} role={role}>
      <h2 id={`${id}-title`} className="oc-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
