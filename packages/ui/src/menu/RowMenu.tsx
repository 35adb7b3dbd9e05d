import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { nextIndex } from './menu-keys.ts';

/** One item of a row menu; texts already translated. */
export interface RowMenuItem {
  label: string;
  danger?: boolean;
  onSelect: () => void;
}

export interface RowMenuProps {
  /** The button's text, visible. */
  label: string;
  /** The button's accessible name, naming the row ("Actions pour Widget du site"). */
  name: string;
  items: readonly RowMenuItem[];
}

/** Room kept between the button and its menu, and from the window's edges (px). */
const GAP = 4;

/**
 * Where the open menu goes, fixed to the window so that a list's scroll box never clips it (a
 * short list on a phone): under the button, its right edges aligned, or above it when the window
 * has no room below.
 */
function menuPlace(anchor: DOMRect, height: number): CSSProperties {
  const below = anchor.bottom + GAP + height <= window.innerHeight || anchor.top - GAP - height < 0;
  return {
    top: below ? anchor.bottom + GAP : anchor.top - GAP - height,
    right: Math.max(GAP, window.innerWidth - anchor.right),
  };
}

/**
 * The actions of a list row behind one menu button: arrows, Home and End move through the items,
 * Escape closes the menu and gives the focus back to the button, leaving it closes it, and so
 * does scrolling or resizing the window (the menu stays where it opened).
 */
export function RowMenu({ label, name, items }: RowMenuProps): ReactElement {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    const anchor = button.current?.getBoundingClientRect();
    if (open && anchor && menu.current) setPlace(menuPlace(anchor, menu.current.offsetHeight));
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const away = () => setOpen(false);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', away, true);
    return () => {
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', away, true);
    };
  }, [open]);
  useEffect(() => {
    // Without scrolling: the menu is fixed to the window, and focusing it must not scroll the box
    // around its button (a side panel), which would read as the user scrolling and close it.
    if (open) refs.current[active]?.focus({ preventScroll: true });
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const key = event.key;
    if (nextIndex(active, key, items.length) === null) return;
    event.preventDefault();
    setActive((current) => nextIndex(current, key, items.length) ?? current);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to) && to !== button.current) setOpen(false);
  };

  return (
    <div className="row-menu">
      <button
        type="button"
        ref={button}
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={name}
          className="row-menu-items"
          ref={menu}
          style={place}
          onKeyDown={onMenuKey}
          onBlur={onBlur}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={item.danger ? 'danger-text' : undefined}
              tabIndex={index === active ? 0 : -1}
              ref={(node) => {
                refs.current[index] = node;
              }}
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
