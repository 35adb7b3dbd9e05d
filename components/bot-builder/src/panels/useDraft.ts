import { useCallback, useEffect, useRef, useState } from 'react';

/** Delay before typed text is written to the bot, so undo steps are words rather than keystrokes. */
export const TYPING_DELAY_MS = 300;

/**
 * A field value typed locally and written to the store after a pause. `flush` writes at once (on blur
 * and when the field goes away) so the last keystroke is never lost. Once written, the field shows the
 * stored value again, so an undo right after typing shows up in the field.
 */
export function useDraft<V>(
  stored: V,
  commit: (value: V) => void,
  delay: number = TYPING_DELAY_MS,
): { value: V; change: (value: V) => void; flush: () => void } {
  // The typed value while it is not written yet; null shows the stored value.
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const pending = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest commit, so a flush after a re-render or on unmount writes to the node it was typed for.
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    setDraft(null);
    commitRef.current(next.value);
  }, []);

  const change = useCallback(
    (value: V) => {
      const next = { value };
      setDraft(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);

  return { value: draft ? draft.value : stored, change, flush };
}
