import { useCallback, useEffect, useRef } from 'react';
import { useEmit } from '../context.ts';

/** Marks a form as changed and clean again; see `useDirty`. */
export interface DirtyFlag {
  /** For `onInput`/`onChange` of what wraps the form: any typing or ticking inside counts. */
  mark: () => void;
  /** After a save, before moving on: nothing is left unsaved. */
  clean: () => void;
}

/**
 * Tells the console when a form has changes not saved yet (`oc-dirty-change`), so it can ask
 * before leaving; leaving the screen clears it. Emitted on a change of the flag only.
 */
export function useDirty(): DirtyFlag {
  const emit = useEmit();
  const dirty = useRef(false);
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const set = useCallback((value: boolean) => {
    if (dirty.current === value) return;
    dirty.current = value;
    emitRef.current('oc-dirty-change', { dirty: value });
  }, []);
  useEffect(() => () => set(false), [set]);
  const mark = useCallback(() => set(true), [set]);
  const clean = useCallback(() => set(false), [set]);
  return { mark, clean };
}
