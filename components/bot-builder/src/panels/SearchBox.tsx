import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { type Ref, useId, useMemo, useState } from 'react';
import { nodeName } from '../labels.ts';
import { type BuilderStore, type SearchHit, searchBot, type Viewer } from '../model/index.ts';
import { showNode } from './showNode.ts';

export interface SearchBoxProps {
  store: BuilderStore;
  viewer: Viewer;
  /** The search field, so the element can focus it on Ctrl/Cmd+F. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One result per node: the first hit of each node, in the order the search gives them. */
function firstHitPerNode(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.node) && seen.add(hit.node));
}

/**
 * Search over the bot's texts, titles, tags and payloads (case- and accent-insensitive). Enter shows
 * the first result, Escape clears the search; each result selects its node in its tree.
 */
export function SearchBox({ store, inputRef }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const { bot, channel } = useStore(store.$state);
  const [query, setQuery] = useState('');
  const hits = useMemo(
    () => (bot && query.trim() !== '' ? firstHitPerNode(searchBot(bot, channel, query)) : []),
    [bot, channel, query],
  );
  const open = (hit: SearchHit) => showNode(store, hit.node, hit.tree);
  return (
    <search className="oc-search">
      <input
        ref={inputRef}
        type="search"
        aria-label={t('bot-forms:search.label')}
        placeholder={t('bot-forms:search.placeholder')}
        // Only while the list exists: a reference to a missing element is an invalid ARIA value.
        aria-controls={query.trim() !== '' ? `${id}-results` : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            const first = hits[0];
            if (first) open(first);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setQuery('');
          }
        }}
      />
      {query.trim() !== '' && (
        <ul
          id={`${id}-results`}
          className="oc-panel-list oc-search-results"
          aria-label={t('bot-forms:search.results')}
        >
          {hits.length === 0 && <li className="oc-panel-empty">{t('bot-forms:search.none')}</li>}
          {hits.map((hit) => {
            const node = bot?.nodes[hit.node];
            return (
              <li key={hit.node}>
                <button type="button" onClick={() => open(hit)}>
                  <span className="oc-search-name">{node ? nodeName(t, node) : hit.node}</span>
                  {hit.field !== 'txt' && hit.field !== 'title' && (
                    <span className="oc-search-excerpt"> ({hit.excerpt})</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </search>
  );
}
