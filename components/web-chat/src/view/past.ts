import type { Locale } from '@omnicanal/core';
import { nothing } from 'lit';
import type { PastHost, PastView } from './history.ts';

/** Imports the list's chunk: given by the element, so the chunk is the widget's own dynamic import. */
type HistoryChunk = () => Promise<typeof import('./history.ts')>;

/** Each widget's list once read (false while it is read). */
const views = new WeakMap<PastHost, PastView | false>();

/**
 * An identified visitor's earlier conversations above the current one. The first time an opened
 * panel draws it for such a visitor, the list's own chunk (view/history.ts) is imported and reads
 * it; an anonymous visitor has none and loads nothing.
 */
export function renderPast(host: PastHost, skill: number | null, locale: Locale, chunk: HistoryChunk) {
  const view = views.get(host);
  if (view === undefined && host.identityToken) {
    views.set(host, false);
    // A chunk that fails to load leaves the list out and is asked again at the next redraw: the
    // conversation does not need it (the panel's own chunk failing is what `oc-error` reports).
    chunk().then(
      (m) => m.loadPast(host, skill, views),
      () => views.delete(host),
    );
  }
  return view ? view(locale) : nothing;
}
