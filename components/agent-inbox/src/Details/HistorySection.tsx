import type { GuestSessionSummary } from '@omnicanal/api';
import { errorMessage, fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { fetchGuestSessions } from './model/api.ts';

interface History {
  sessions: GuestSessionSummary[];
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

const EMPTY: History = { sessions: [], hasMore: false, loading: true, error: null };

/** The guest's other conversations the user may see, newest first, ten at a time. */
export function HistorySection({ guest, room }: { guest: string; room: string }) {
  const t = useT();
  const [history, setHistory] = useState<History>(EMPTY);

  const load = async (cutoff: string | null, before: GuestSessionSummary[]) => {
    setHistory((h) => ({ ...h, loading: true, error: null }));
    try {
      const page = await fetchGuestSessions(guest, room, cutoff);
      setHistory({
        sessions: [...before, ...page.sessions],
        hasMore: page.has_more,
        loading: false,
        error: null,
      });
    } catch (failure) {
      setHistory((h) => ({ ...h, loading: false, error: errorMessage(failure) }));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new guest or room starts the list over
  useEffect(() => {
    setHistory(EMPTY);
    void load(null, []);
  }, [guest, room]);

  const last = history.sessions.at(-1);
  return (
    <>
      {history.sessions.length ? (
        <ul className="history">
          {history.sessions.map((s) => (
            <li key={s.id}>
              <p className="history-head">
                <time dateTime={s.created_at}>{fmtDateTime(s.created_at)}</time>{' '}
                <span className="history-state">{t(`inbox-details:history.state.${s.state}`)}</span>{' '}
                <span className="history-skill">{s.skill.label}</span>
              </p>
              {s.agent_name ? <p>{t('inbox-details:history.agent', { name: s.agent_name })}</p> : null}
              {s.contact_reason ? (
                <p>{t('inbox-details:history.reason', { reason: s.contact_reason })}</p>
              ) : null}
              <p className="history-last">{lastText(s) ?? t('inbox-details:history.noMessage')}</p>
            </li>
          ))}
        </ul>
      ) : !history.loading && !history.error ? (
        <p className="empty">{t('inbox-details:history.empty')}</p>
      ) : null}
      {history.loading ? <p role="status">{t('inbox-details:history.loading')}</p> : null}
      {history.error ? (
        <p className="form-error" role="alert">
          {history.error}
        </p>
      ) : null}
      {history.hasMore && !history.loading && last ? (
        <button type="button" onClick={() => void load(last.created_at, history.sessions)}>
          {t('inbox-details:history.more')}
        </button>
      ) : null}
    </>
  );
}

/** The last message as a line of text: its text, or a file's name. */
function lastText(session: GuestSessionSummary): string | null {
  const content = session.last_message?.rich_content;
  if (!content) return null;
  if (typeof content.text === 'string') return content.text;
  if (typeof content.name === 'string') return content.name;
  return null;
}
