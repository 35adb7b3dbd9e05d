/** Keyboard shortcuts of the builder (UI contract), as a plain mapping from a key event to a command. */

export type Command = 'copy' | 'paste' | 'delete' | 'undo' | 'redo' | 'search' | 'save';

/** What the mapping reads of a keyboard event. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command of a key press, or null. Ctrl on Windows/Linux and Cmd on macOS are the same. */
export function commandOf(press: KeyPress): Command | null {
  const mod = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  const key = press.key.toLowerCase();
  if (!mod) return !press.shiftKey && (key === 'delete' || key === 'backspace') ? 'delete' : null;
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (press.shiftKey) return null;
  switch (key) {
    case 'c':
      return 'copy';
    case 'v':
      return 'paste';
    case 'y':
      return 'redo';
    case 'f':
      return 'search';
    case 's':
      return 'save';
    default:
      return null;
  }
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'time']);

/** Is the user typing? Then only save applies: copy, paste, undo and delete belong to the field. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}
