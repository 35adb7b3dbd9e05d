import { useEmit } from '@omnicanal/element';
import { useCallback } from 'react';

/**
 * Moves to another screen by its console path (`paths` of model/views.ts). The element never
 * changes the page address itself: it asks with `oc-navigate` and the console decides.
 */
export function useGo(): (path: string) => void {
  const emit = useEmit();
  return useCallback((path: string) => emit('oc-navigate', { path }), [emit]);
}
