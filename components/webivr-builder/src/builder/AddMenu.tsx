import { useT } from '@omnicanal/ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { actionName } from './context.ts';

export interface AddMenuProps {
  kinds: readonly string[];
  /** Where the menu shows, relative to the canvas. */
  at: { left: number; top: number };
  onPick(kind: string): void;
  /** Closes the menu; `restoreFocus` gives the focus back to the "+" button. */
  onClose(restoreFocus: boolean): void;
}

/** The kinds that may go under a node (menu pattern: arrows, Home, End, Escape). */
export function AddMenu({ kinds, at, onPick, onClose }: AddMenuProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const root = menu.getRootNode() as ShadowRoot | Document;
    const outside = (event: Event) => {
      if (!event.composedPath().includes(menu)) close.current(false);
    };
    root.addEventListener('pointerdown', outside, true);
    return () => root.removeEventListener('pointerdown', outside, true);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(event.target as HTMLElement);
    const go = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape') close.current(true);
    else if (event.key === 'Tab') close.current(false);
    else return;
    event.stopPropagation();
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className="wb-add-menu nodrag nopan nowheel"
      role="menu"
      aria-label={t('webivr-builder:canvas.add_menu')}
      style={{ left: at.left, top: at.top }}
      onKeyDown={onKeyDown}
    >
      {kinds.map((kind) => (
        <button key={kind} type="button" role="menuitem" tabIndex={-1} onClick={() => onPick(kind)}>
          {actionName(t, kind)}
        </button>
      ))}
    </div>
  );
}
