import { type KeyboardEvent, useCallback, useRef } from 'react';
import { type Command, commandOf, isTextField } from './shortcuts.ts';

/**
 * The element-level keydown handler: runs the command of a shortcut unless the user is typing in
 * a field (Ctrl/Cmd+S still saves from a field) or in a dialog. The browser's own action is
 * prevented when run.
 */
export function useShortcuts(run: (command: Command) => boolean): (event: KeyboardEvent) => void {
  const latest = useRef(run);
  latest.current = run;
  return useCallback((event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command) return;
    // The real target inside the shadow root (a retargeted event would name the host).
    const target = (event.nativeEvent.composedPath()[0] ?? event.target) as EventTarget;
    if (command !== 'save' && isTextField(target)) return;
    // A modal dialog owns the keyboard: Delete there must not remove the node selected behind it.
    if (target instanceof Element && target.closest('dialog')) return;
    if (latest.current(command)) event.preventDefault();
  }, []);
}
