import type { Category, Room, SentenceSearchResponse } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { insertIntoDraft } from '../model/draft.ts';
import { createDebouncedSearch, hasSentences, loadLibrary, searchSentences } from '../model/sentences.ts';

type Found = { query: string; page: SentenceSearchResponse };

/** The composer's reply box, where focus goes once a message was chosen. */
const composerBox = (from: HTMLElement | null) =>
  (from?.getRootNode() as ShadowRoot | Document | undefined)?.querySelector<HTMLElement>(
    '[part~="composer"] textarea',
  ) ?? null;

/**
 * "Messages pré-enregistrés" (spec 000 §1, spec 002 §3): the message library of the room's skill,
 * browsed by category or searched; the chosen sentence goes into the reply being written.
 */
export function SentencePicker({ room }: { room: Room | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  if (!room) return null;

  const choose = (text: string) => {
    chosen.current = true;
    insertIntoDraft(room.uuid, text);
    setOpen(false);
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="sentence-picker-open"
        aria-haspopup="dialog"
        disabled={room.status === 'closed'}
        onClick={() => {
          chosen.current = false;
          setOpen(true);
        }}
      >
        {t('inbox-close:sentences.open')}
      </button>
      {open ? (
        <ModalDialog
          title={t('inbox-close:sentences.title')}
          onCancel={() => setOpen(false)}
          returnFocus={() => (chosen.current ? composerBox(opener.current) : null)}
          actions={
            <button type="button" onClick={() => setOpen(false)}>
              {t('inbox-close:sentences.close')}
            </button>
          }
        >
          <SentenceBrowser skill={room.skill} onChoose={choose} />
        </ModalDialog>
      ) : null}
    </>
  );
}

function SentenceBrowser({ skill, onChoose }: { skill: number; onChoose: (text: string) => void }) {
  const t = useT();
  const searchId = useId();
  const [tree, setTree] = useState<Category[] | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadLibrary(skill).then(
      (categories) => live && setTree(categories),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [skill]);

  const search = useMemo(
    () =>
      createDebouncedSearch(
        (q) => searchSentences(q, skill),
        (outcome) => {
          if ('error' in outcome) setError(errorMessage(outcome.error));
          else {
            setError(null);
            setFound(outcome.result ? { query: outcome.query, page: outcome.result } : null);
          }
        },
      ),
    [skill],
  );
  useEffect(() => () => search.dispose(), [search]);

  const more = async () => {
    if (!found) return;
    try {
      const next = await searchSentences(found.query, skill, found.page.results.length);
      setFound({ query: found.query, page: { ...next, results: [...found.page.results, ...next.results] } });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className="sentence-browser">
      <label htmlFor={searchId}>{t('inbox-close:sentences.search')}</label>
      <input
        id={searchId}
        type="search"
        data-autofocus
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          search.update(e.currentTarget.value);
        }}
      />
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {found ? (
        <SearchResults found={found} onChoose={onChoose} onMore={() => void more()} />
      ) : tree === null ? (
        error ? null : (
          <p className="placeholder">{t('inbox-close:sentences.loading')}</p>
        )
      ) : hasSentences(tree) ? (
        <LibraryTree tree={tree} onChoose={onChoose} />
      ) : (
        <p className="placeholder">{t('inbox-close:sentences.empty')}</p>
      )}
    </div>
  );
}

function SearchResults({
  found,
  onChoose,
  onMore,
}: {
  found: Found;
  onChoose: (text: string) => void;
  onMore: () => void;
}) {
  const t = useT();
  const { page, query } = found;
  return (
    <>
      <p className="sentence-count" role="status">
        {page.total === 0
          ? t('inbox-close:sentences.none', { query })
          : t('inbox-close:sentences.results', { count: page.total })}
      </p>
      <ul className="sentence-list">
        {page.results.map((r) => (
          <li key={r.id}>
            <button type="button" className="sentence" onClick={() => onChoose(r.text)}>
              <span>{r.text}</span>
              <small>
                {r.category} › {r.subcategory}
              </small>
            </button>
          </li>
        ))}
      </ul>
      {page.has_more ? (
        <button type="button" onClick={onMore}>
          {t('inbox-close:sentences.more')}
        </button>
      ) : null}
    </>
  );
}

function LibraryTree({ tree, onChoose }: { tree: readonly Category[]; onChoose: (text: string) => void }) {
  return (
    <div className="sentence-tree">
      {tree.map((category) => (
        <section key={category.id} aria-label={category.label}>
          <h3>{category.label}</h3>
          {category.subcategories.map((sub) =>
            sub.sentences.length ? (
              <section key={sub.id} aria-label={sub.label}>
                <h4>{sub.label}</h4>
                <ul className="sentence-list">
                  {sub.sentences.map((s) => (
                    <li key={s.id}>
                      <button type="button" className="sentence" onClick={() => onChoose(s.content)}>
                        {s.content}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </section>
      ))}
    </div>
  );
}
