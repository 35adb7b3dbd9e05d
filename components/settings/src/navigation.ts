import { useEmit } from '@omnicanal/element';
import { useCallback } from 'react';
import { type SettingsSection, sectionPath } from './model/sections.ts';

/** Detail of `oc-navigate`: a console path to go to. */
export interface NavigateDetail {
  path: string;
}

/**
 * Moves to another settings screen. The element never changes the page address itself: it asks
 * with `oc-navigate` and the console (or a partner page) decides, then sets `item` again.
 */
export function useNavigate(): (section: SettingsSection, item?: string) => void {
  const emit = useEmit();
  return useCallback(
    (section, item) => {
      emit<NavigateDetail>('oc-navigate', { path: sectionPath(section, item) });
    },
    [emit],
  );
}
