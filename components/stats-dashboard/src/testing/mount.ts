import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import { resetFilters } from '../model/filters.ts';
import '../define.ts';

export { type Answer, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/** Signs in `user`, mounts `<oc-stats-dashboard>` with these attributes and waits for the heading `title`. */
export function mountDashboard(attributes: Record<string, string>, title: string, user = userOf('manager')) {
  return mountSignedIn('oc-stats-dashboard', attributes, title, user);
}

/** Puts the page back, with the real fetch and the starting filters. */
export function reset(): void {
  resetServedPage();
  resetFilters();
}
