import type { Category, SentenceSearchResponse } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { placeOf } from './model/library.ts';
import { sentencePath } from './model/path.ts';

const PAGE = 20;

/**
 * Search across every sentence of the library (`POST /sentences/search`, accent- and
 * case-insensitive, as the inbox's picker searches): each result opens its sentence's form.
 */
export function SentenceSearch({ tree }: { tree: readonly Category[] }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ text: '', offset: 0 });
  const [answer, setAnswer] = useState<SentenceSearchResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for the same page again.
  useEffect(() => {
    if (!query.text) {
      setAnswer(null);
      setError(null);
      return;
    }
    const controller = new AbortController();
    api('msglib')
      .post<SentenceSearchResponse>(
        '/sentences/search',
        { query: query.text, offset: query.offset, limit: PAGE },
        { signal: controller.signal },
      )
      .then(
        (found) => {
          if (controller.signal.aborted) return;
          setAnswer(found);
          setError(null);
        },
        (failure: unknown) => {
          if (!controller.signal.aborted) setError(failure);
        },
      );
    return () => controller.abort();
  }, [query, generation]);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery({ text: value.trim(), offset: 0 }), SEARCH_DELAY_MS);
  };
  const open = (sentence: number) => {
    const place = placeOf(tree, sentence);
    if (place) navigate('msglib', sentencePath(place.category, place.subcategory, place.sentence));
  };

  return (
    <section className="sentence-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings-content:library.search_title')}</h2>
      <div className="list-search">
        <label htmlFor={id}>{t('settings-content:library.search_sentences')}</label>
        <input id={id} type="search" value={text} onChange={(event) => type(event.currentTarget.value)} />
      </div>
      {error ? (
        <div role="alert" className="list-error">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={() => setGeneration((n) => n + 1)}>
            {t('settings:list.retry')}
          </button>
        </div>
      ) : null}
      <p role="status">{answer ? t('settings-content:library.found', { count: answer.total }) : ''}</p>
      {answer && answer.results.length > 0 ? (
        <ul className="search-results">
          {answer.results.map((result) => (
            <li key={result.id}>
              <button type="button" className="link" onClick={() => open(result.id)}>
                {result.text}
              </button>
              <span className="search-place">
                {result.category} › {result.subcategory}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer && (query.offset > 0 || answer.has_more) ? (
        <nav className="pager" aria-label={t('settings:list.pages')}>
          <button
            type="button"
            disabled={query.offset === 0}
            onClick={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - PAGE) }))}
          >
            {t('settings:list.previous')}
          </button>
          <button
            type="button"
            disabled={!answer.has_more}
            onClick={() => setQuery((q) => ({ ...q, offset: q.offset + PAGE }))}
          >
            {t('settings:list.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
