import { useStore } from '@nanostores/react';
import type { Room, User } from '@omnicanal/api';
import { fmtTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { retrySend } from '../model/actions.ts';
import { visitorName } from '../model/conversation.ts';
import { $directory, loadDirectory, transferTarget } from '../model/directory.ts';
import { eventLine, transferKind } from '../model/events.ts';
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
  const { skills, loaded } = useStore($directory);
  // Only the latest transfer can be named from the room as it is now; earlier ones keep the
  // generic wording.
  const lastTransfer = entries.findLastIndex(
    (e) =>
      e.message.kind === 'event' &&
      e.message.rich_content.type === 'txt' &&
      transferKind(e.message.rich_content.text) !== null,
  );

  // Skill names are needed only to name a transfer; without them the generic wording is right,
  // so a failed fetch leaves the line as it is.
  const needsNames = lastTransfer !== -1 && !loaded;
  useEffect(() => {
    if (needsNames) loadDirectory().catch(() => undefined);
  }, [needsNames]);

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
        {entries.map((entry, index) =>
          entry.message.kind === 'event' ? (
            <li key={entry.message.client_id ?? entry.message.event} className="message system">
              <SystemLine
                entry={entry}
                target={index === lastTransfer ? latestTarget(entry, room, skills) : null}
              />
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

/** Where the latest transfer line's transfer went, as the room now tells. */
function latestTarget(entry: ChatEntry, room: Room | null, skills: readonly { id: number; name: string }[]) {
  const content = entry.message.rich_content;
  const kind = content.type === 'txt' ? transferKind(content.text) : null;
  return kind ? transferTarget(room, kind, skills) : null;
}

/** A session event (taken over, closed…): the server sends its key, shown translated when known. */
function SystemLine({ entry, target }: { entry: ChatEntry; target: string | null }) {
  const t = useT();
  const { rich_content: content, author, created_at } = entry.message;
  const line = content.type === 'txt' ? eventLine(content.text, { author: author?.name, target }) : null;
  const text = line ? t(line.key, line.values) : null;
  return (
    <>
      {text !== null ? <p className="text">{text}</p> : <MessageContent content={content} />}{' '}
      <time dateTime={created_at}>{fmtTime(created_at)}</time>
    </>
  );
}
