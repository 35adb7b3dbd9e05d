import type { SessionSearchResult } from '@omnicanal/api';
import { fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { messagePreview } from './model/search.ts';

/** One found session: who, its state, skill and agent, the last message; a button opens it. */
export function SearchResultItem({
  session,
  onOpen,
}: {
  session: SessionSearchResult;
  onOpen: (session: SessionSearchResult) => void;
}) {
  const t = useT();
  const name = session.guest_full_name || t('inbox-stats:search.anonymous');
  const preview = messagePreview(session.last_message?.rich_content);
  const agent = session.transferred_agent
    ? t('inbox-stats:search.transferredTo', { name: session.transferred_agent.full_name })
    : session.agent
      ? t('inbox-stats:search.agent', { name: session.agent.full_name })
      : t('inbox-stats:search.noAgent');
  return (
    <li className="search-result">
      <button type="button" className="search-open" onClick={() => onOpen(session)}>
        <span className="search-name">{name}</span>
        {session.guest_username && session.guest_username !== name ? (
          <span className="search-username">{session.guest_username}</span>
        ) : null}
      </button>
      <span className={`search-state ${session.state}`}>
        {t(`inbox-stats:search.states.${session.state}`)}
      </span>
      <span className="search-skill">{session.skill.label}</span>
      <span className="search-agent">{agent}</span>
      <span className="search-created">
        {t('inbox-stats:search.created', { date: fmtDateTime(session.created_at) })}
      </span>
      <span className="search-last">
        {preview === null
          ? t('inbox-stats:search.noMessage')
          : 'text' in preview
            ? preview.text
            : t(`inbox-stats:search.kinds.${preview.kind}`)}
      </span>
      {session.unread_message_count > 0 ? (
        <span className="search-unread">
          {t('inbox-stats:search.unread', { count: session.unread_message_count })}
        </span>
      ) : null}
      {session.guest_idle ? <span className="search-idle">{t('inbox-stats:search.idle')}</span> : null}
    </li>
  );
}
