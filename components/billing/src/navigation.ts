import type { Currency, OfferCode } from '@omnicanal/core';
import { useEmit } from '@omnicanal/element';
import { useCallback } from 'react';
import { type Section, sectionPath } from './model/sections.ts';

/**
 * Moves to another billing screen. The element never changes the page address itself: it asks
 * with `oc-navigate` and the console (or a partner page) decides, then sets `section` again.
 */
export function useNavigate(): (section: Section, offer?: OfferCode, currency?: Currency) => void {
  const emit = useEmit();
  return useCallback(
    (section, offer, currency) => emit('oc-navigate', { path: sectionPath(section, offer, currency) }),
    [emit],
  );
}
