import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  title: string;
  /** The sentence that describes the dialog (its accessible description), if any. */
  description?: string;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  onCancel: () => void;
  /** Where focus goes back after the dialog (default: what had focus when it opened). */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A modal dialog labelled by its title, focus kept inside, Escape cancels. A native modal <dialog>
 * makes the rest of the page inert; the Tab handler also keeps focus from leaving to the browser's
 * own interface. The element marked `data-autofocus` gets focus on opening.
 */
export function ModalDialog({
  title,
  description,
  children,
  actions,
  onCancel,
  returnFocus,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;
  const titleId = useId();
  const bodyId = useId();

  // Before paint: the dialog never shows without focus inside it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeCancel = (event: Event) => {
      event.preventDefault();
      cancelRef.current();
    };
    // Focus goes back where it was (the button that opened it) once the page is no longer inert.
    const opener =
      returnRef.current?.() ??
      ((dialog.getRootNode() as ShadowRoot | Document).activeElement as HTMLElement | null);
    dialog.addEventListener('cancel', onNativeCancel);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.removeEventListener('cancel', onNativeCancel);
      if (dialog.open) dialog.close();
      const target = returnRef.current?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = (event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby={titleId}
      aria-describedby={description ? bodyId : undefined}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId}>{title}</h2>
      {description ? <p id={bodyId}>{description}</p> : null}
      {children}
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}
