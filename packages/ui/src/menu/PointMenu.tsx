import { type KeyboardEvent, type ReactElement, useEffect, useRef } from 'react';
import { nextIndex } from './menu-keys.ts';

/** One choice of a point menu; its label already translated. */
export interface PointMenuItem {
  key: string;
  label: string;
}

export interface PointMenuProps {
  /** The menu's accessible name. */
  label: string;
  items: readonly PointMenuItem[];
  /** Said in place of the items when there are none. */
  empty?: string;
  /** Where the menu shows, relative to its positioned container. */
  at: { left: number; top: number };
  /** The element's own classes (its look, and e.g. a canvas's "no drag" markers). */
  className?: string;
  onPick(key: string): void;
  /** Closes the menu; `restoreFocus` gives the focus back to what opened it. */
  onClose(restoreFocus: boolean): void;
}

/**
 * A menu opened at a point (a canvas's "add a node here"): the first item focused, arrows, Home
 * and End move, Escape closes giving the focus back, Tab and a pointer down outside close it.
 */
export function PointMenu({
  label,
  items,
  empty,
  at,
  className,
  onPick,
  onClose,
}: PointMenuProps): ReactElement {
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
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (event.key === 'Escape') close.current(true);
    else if (event.key === 'Tab') close.current(false);
    else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      const next = nextIndex(buttons.indexOf(event.target as HTMLElement), event.key, buttons.length);
      if (next !== null) buttons[next]?.focus();
    } else return;
    event.stopPropagation();
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className={className}
      role="menu"
      aria-label={label}
      style={{ left: at.left, top: at.top }}
      onKeyDown={onKeyDown}
    >
      {items.length === 0 && empty ? <p className="point-menu-empty">{empty}</p> : null}
      {items.map((item) => (
        <button key={item.key} type="button" role="menuitem" tabIndex={-1} onClick={() => onPick(item.key)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
