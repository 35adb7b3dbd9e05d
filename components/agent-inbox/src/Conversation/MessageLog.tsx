import { useStore } from '@nanostores/react';
import type { Room, User } from '@omnicanal/api';
import { fmtTime, i18n } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useLayoutEffect, useRef } from 'react';
import { retrySend } from '../model/actions.ts';
import { visitorName } from '../model/conversation.ts';
import { $messages, type ChatEntry } from '../model/messages.ts';
import { MessageContent } from './MessageContent.tsx';

const EMPTY: readonly ChatEntry[] = [];

/** How close to the bottom (px) still counts as "following the conversation". */
const STICKY_PX = 48;

/**
 * The conversation's messages in a polite live region named "Messages", oldest first. It follows
 * new messages while the agent is at the bottom, and leaves the scroll alone when they read back.
 */
export interface MessageLogProps {
  uuid: string;
  room: Room | null;
  user: User | null;
  /** The history is still on its way: "no messages" would be premature. */
  loading: boolean;
}

export function MessageLog({ uuid, room, user, loading }: MessageLogProps) {
  const t = useT();
  const entries = useStore($messages).rooms[uuid] ?? EMPTY;
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of entries is what scrolls
  useLayoutEffect(() => {
    const log = ref.current;
    if (log && atBottom.current) log.scrollTop = log.scrollHeight;
  }, [entries]);

  const author = (entry: ChatEntry): string => {
    const m = entry.message;
    switch (m.kind) {
      case 'visitor':
        return m.author?.name || (room && visitorName(room)) || t('inbox:author.visitor');
      case 'bot':
        return m.author?.name || t('inbox:author.bot');
      case 'smartcoaching':
        return t('inbox:author.coach');
      default:
        return user && m.author?.uuid === user.uuid
          ? t('inbox:author.you')
          : m.author?.name || t('inbox:author.agent');
    }
  };

  return (
    <div
      ref={ref}
      className="log"
      role="log"
      aria-live="polite"
      aria-label={t('inbox:log.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it with keys
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
      }}
    >
      {entries.length === 0 && !loading ? <p className="placeholder">{t('inbox:log.empty')}</p> : null}
      <ol className="messages">
        {entries.map((entry) =>
          entry.message.kind === 'event' ? (
            <li key={entry.message.client_id ?? entry.message.event} className="message system">
              <SystemLine entry={entry} />
            </li>
          ) : (
            <li
              key={entry.message.client_id ?? entry.message.event}
              className={`message ${entry.message.kind} ${entry.state}`}
            >
              <p className="meta">
                <span className="author">{author(entry)}</span>{' '}
                <time dateTime={entry.message.created_at}>{fmtTime(entry.message.created_at)}</time>
              </p>
              <MessageContent content={entry.message.rich_content} />
              {entry.state === 'pending' ? <p className="send-state">{t('inbox:message.sending')}</p> : null}
              {entry.state === 'failed' ? (
                <p className="send-state failed">
                  {t('inbox:message.failed')}{' '}
                  <button type="button" onClick={() => retrySend(uuid, entry.message.client_id ?? '')}>
                    {t('inbox:message.retry')}
                  </button>
                </p>
              ) : null}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

/** A session event (taken over, closed…): the server sends its code, shown translated when known. */
function SystemLine({ entry }: { entry: ChatEntry }) {
  const t = useT();
  const { rich_content: content, author, created_at } = entry.message;
  const code = content.type === 'txt' ? content.text : '';
  const text =
    code && i18n.exists(`inbox:events.${code}`)
      ? t(`inbox:events.${code}`, { name: author?.name ?? '' })
      : null;
  return (
    <>
      {text !== null ? <p className="text">{text}</p> : <MessageContent content={content} />}{' '}
      <time dateTime={created_at}>{fmtTime(created_at)}</time>
    </>
  );
}
