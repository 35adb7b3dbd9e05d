import { useEmit } from '@omnicanal/element';
import { useCallback } from 'react';
import { type View, viewPath } from './model/views.ts';

/**
 * Moves to another entry point screen. The element never changes the page address itself: it asks
 * with `oc-navigate` and the console (or a partner page) decides, then sets `view` again.
 */
export function useNavigate(): (view: View, id?: number) => void {
  const emit = useEmit();
  return useCallback((view, id) => emit('oc-navigate', { path: viewPath(view, id) }), [emit]);
}
