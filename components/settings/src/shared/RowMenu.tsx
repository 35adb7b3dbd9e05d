import { type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';

export interface RowMenuItem {
  /** The item's visible text. */
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface RowMenuProps {
  /** Accessible name of the button, naming the row ("Actions pour « Support »"). */
  label: string;
  /** Visible text of the button. */
  text: string;
  items: readonly RowMenuItem[];
}

/**
 * The actions of a list row behind one button (the WAI-ARIA menu button pattern): the menu opens
 * on its first item, arrows move, Escape closes and gives the focus back to the button.
 */
export function RowMenu({ label, text, items }: RowMenuProps): ReactElement {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const focusItem = (index: number) => {
    const all = menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!all || all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focusItem(at + 1);
    else if (event.key === 'ArrowUp') focusItem(at - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(all.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="row-menu">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {text}
      </button>
      {open ? (
        <div
          id={id}
          ref={menu}
          role="menu"
          aria-label={label}
          onKeyDown={onKey}
          onBlur={(event) => {
            // Focus leaving the menu (a click elsewhere, Tab) closes it.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'danger-text' : undefined}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
