/**
 * `omnicanal.js`: include it once and use the tags. It watches the document and imports an
 * element's chunk the first time its tag appears, so a page pays only for the elements it shows.
 */
export type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

export function startAutoloader(loaders: Loaders, root: Document = document): () => void {
  const requested = new Set<string>();

  const load = (tag: string) => {
    if (requested.has(tag) || customElements.get(tag)) return;
    const loader = loaders[tag];
    if (!loader) return;
    requested.add(tag);
    loader().catch((error: unknown) => {
      requested.delete(tag); // a later appearance may try again (e.g. after a network blip)
      console.error(`[omnicanal] could not load <${tag}>`, error);
    });
  };

  const scan = (node: ParentNode) => {
    for (const tag of Object.keys(loaders)) {
      if (!requested.has(tag) && node.querySelector(tag)) load(tag);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const added of record.addedNodes) {
        if (!(added instanceof Element)) continue;
        const tag = added.localName;
        if (tag in loaders) load(tag);
        if (added.firstElementChild) scan(added);
      }
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  scan(root);
  return () => observer.disconnect();
}
