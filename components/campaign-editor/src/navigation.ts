import { useEmit } from '@omnicanal/element';
import { useCallback } from 'react';
import { audiencePath } from './model/views.ts';

/**
 * Moves to another audience screen. The element never changes the page address itself: it asks
 * with `oc-navigate` and the console (or a partner page) decides, then sets `item` again.
 */
export function useNavigate(): (id?: number | 'add') => void {
  const emit = useEmit();
  return useCallback((id) => emit('oc-navigate', { path: audiencePath(id) }), [emit]);
}

/** Moves to another campaigns screen by its console path (`templatePath(…)`). */
export function useGo(): (path: string) => void {
  const emit = useEmit();
  return useCallback((path) => emit('oc-navigate', { path }), [emit]);
}
