import { useStore } from '@nanostores/react';
import { MESSAGES_PAGE_SIZE, type Room, SocketCommandError, type User } from '@omnicanal/api';
import { decodeMessages } from '@omnicanal/api/wire';
import { fmtTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TranslateAction } from '../Details/TranslateAction.tsx';
import { retrySend } from '../model/actions.ts';
import { command, reportProblem } from '../model/connection.ts';
import { visitorName } from '../model/conversation.ts';
import { $directory, loadDirectory, transferTarget } from '../model/directory.ts';
import { eventLine, transferKind } from '../model/events.ts';
import {
  $messages,
  $olderPages,
  type ChatEntry,
  type OlderPages,
  receiveOlder,
  setOlderLoading,
} from '../model/messages.ts';
import { DeliveryMark } from './DeliveryMark.tsx';
import { MessageContent } from './MessageContent.tsx';

const EMPTY: readonly ChatEntry[] = [];
const UNKNOWN: OlderPages = { hasMore: null, loading: false };

/** How close to the bottom (px) still counts as "following the conversation". */
const STICKY_PX = 48;
/** How close to the top (px) asks for the older page, before the reader reaches the very top. */
const OLDER_PX = 200;

/** Messages drawn when a conversation opens; older ones are drawn as the agent scrolls up. */
const FIRST_DRAWN = 150;
/** Messages drawn more each time the agent reaches the top of those drawn. */
const DRAW_MORE = 100;

/** Asks for the page of messages before `lastevent` (spec 000 §7: get_messages {room, lastevent}). */
async function loadOlder(room: string, lastevent: string): Promise<void> {
  setOlderLoading(room, true);
  try {
    const page = await command('get_messages', { room, lastevent });
    const messages = decodeMessages(page?.messages);
    if (!messages) throw new SocketCommandError('invalid_payload', 'get_messages');
    // Servers that do not page send only `messages`, which means nothing older.
    receiveOlder(room, messages, page.has_more === true);
  } catch (error) {
    setOlderLoading(room, false);
    const lost = error instanceof SocketCommandError && ['closed', 'connection_lost'].includes(error.code);
    if (!lost) reportProblem(error);
  }
}

/** The key of a message row: a local send keeps its key when the server's copy replaces it. */
const keyOf = (entry: ChatEntry | undefined): string | undefined =>
  entry ? (entry.message.client_id ?? entry.message.event) : undefined;

/**
 * The conversation's messages in a polite live region named "Messages", oldest first. It follows
 * new messages while the agent is at the bottom; reading back, it leaves the scroll alone and offers
 * "Nouveaux messages" instead. Near the top it loads the older page, keeping what is read in place.
 * Off-screen messages are not laid out or painted (CSS `content-visibility`), so a long
 * conversation costs little beyond its DOM nodes.
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
  const older = useStore($olderPages)[uuid] ?? UNKNOWN;
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom to keep while an older page is put above what is read. */
  const keepFromBottom = useRef<number | null>(null);
  // A long history (a server that does not page, or many pages read) is drawn from its end: the
  // messages above the drawn ones come as the agent scrolls up, before asking the server.
  const [hidden, setHidden] = useState<{ uuid: string; count: number } | null>(null);
  const hiddenCount = hidden?.uuid === uuid ? hidden.count : Math.max(0, entries.length - FIRST_DRAWN);
  const drawn = hiddenCount > 0 ? entries.slice(hiddenCount) : entries;
  const shown = useRef({ first: keyOf(drawn[0]), last: keyOf(drawn.at(-1)), count: drawn.length });
  const [unseen, setUnseen] = useState(false);
  const { skills, loaded } = useStore($directory);
  // Without the server's word, a full first page means there may be older messages.
  const mayHaveOlder =
    older.hasMore === true || (older.hasMore === null && entries.length >= MESSAGES_PAGE_SIZE);
  const canLoadOlder = mayHaveOlder && !older.loading && !loading && entries.length > 0;
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

  const toBottom = () => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  };

  const askOlder = () => {
    const log = ref.current;
    if (!log || keepFromBottom.current !== null) return;
    if (hiddenCount > 0) {
      keepFromBottom.current = log.scrollHeight - log.scrollTop;
      setHidden({ uuid, count: Math.max(0, hiddenCount - DRAW_MORE) });
      return;
    }
    const first = entries.find((e) => e.state === 'sent');
    if (!first || !canLoadOlder) return;
    keepFromBottom.current = log.scrollHeight - log.scrollTop;
    void loadOlder(uuid, first.message.event);
  };

  // Another room opens at its latest message, whatever was done in the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of room is what resets
  useLayoutEffect(() => {
    atBottom.current = true;
    keepFromBottom.current = null;
    setUnseen(false);
  }, [uuid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of what is drawn is what scrolls
  useLayoutEffect(() => {
    // Once the history is in, what is hidden above changes only as the agent scrolls up.
    if (hidden?.uuid !== uuid && !loading && entries.length > 0) setHidden({ uuid, count: hiddenCount });
    const log = ref.current;
    const before = shown.current;
    const now = { first: keyOf(drawn[0]), last: keyOf(drawn.at(-1)), count: drawn.length };
    shown.current = now;
    if (!log) return;
    if (keepFromBottom.current !== null && now.first !== before.first && now.last === before.last) {
      // Older messages went in above: what the agent was reading stays where it was.
      log.scrollTop = log.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    if (atBottom.current) toBottom();
    else if (now.last !== before.last && now.count > before.count) setUnseen(true);
  }, [entries, hiddenCount, loading]);

  useEffect(() => {
    if (!older.loading) keepFromBottom.current = null;
  }, [older.loading]);

  // Messages shown late (fonts, skipped rendering measured on arrival) and a resized log change
  // the heights after the scroll was set: stay at the bottom while the agent is there.
  useEffect(() => {
    const list = listRef.current;
    const view = ref.current;
    if (!list || !view || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const log = ref.current;
      if (log && atBottom.current && keepFromBottom.current === null) log.scrollTop = log.scrollHeight;
    });
    observer.observe(list);
    observer.observe(view);
    return () => observer.disconnect();
  }, []);

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
        if (atBottom.current) setUnseen(false);
        if (el.scrollTop < OLDER_PX) askOlder();
      }}
    >
      {hiddenCount > 0 || mayHaveOlder ? (
        <p className="log-older">
          {older.loading ? (
            <span role="status">{t('inbox-attention:log.loadingOlder')}</span>
          ) : (
            <button type="button" onClick={askOlder} disabled={hiddenCount === 0 && !canLoadOlder}>
              {t('inbox-attention:log.older')}
            </button>
          )}
        </p>
      ) : null}
      {entries.length === 0 && !loading ? <p className="placeholder">{t('inbox:log.empty')}</p> : null}
      <ol className="messages" ref={listRef}>
        {drawn.map((entry, index) => (
          <MessageRow
            key={keyOf(entry)}
            entry={entry}
            room={uuid}
            author={entry.message.kind === 'event' ? '' : author(entry)}
            target={index + hiddenCount === lastTransfer ? latestTarget(entry, room, skills) : null}
          />
        ))}
      </ol>
      {unseen ? (
        <button
          type="button"
          className="log-jump"
          onClick={() => {
            atBottom.current = true;
            setUnseen(false);
            toBottom();
          }}
        >
          {t('inbox-attention:log.newMessages')}
        </button>
      ) : null}
    </div>
  );
}

interface MessageRowProps {
  entry: ChatEntry;
  room: string;
  author: string;
  target: string | null;
}

/**
 * One message. Memoised on its entry: a new message re-renders itself, not the thousand before it
 * (entries keep their identity when the list around them changes).
 */
const MessageRow = memo(function MessageRow({ entry, room, author, target }: MessageRowProps) {
  const t = useT();
  if (entry.message.kind === 'event')
    return (
      <li className="message system">
        <SystemLine entry={entry} target={target} />
      </li>
    );
  return (
    <li className={`message ${entry.message.kind} ${entry.state}`}>
      <p className="meta">
        <span className="author">{author}</span>{' '}
        <time dateTime={entry.message.created_at}>{fmtTime(entry.message.created_at)}</time>
        {entry.message.kind === 'agent' ? (
          <>
            {' '}
            <DeliveryMark event={entry.message.event} />
          </>
        ) : null}
      </p>
      <MessageContent content={entry.message.rich_content} />
      {entry.message.kind === 'visitor' ? <TranslateAction message={entry.message} /> : null}
      {entry.state === 'pending' ? <p className="send-state">{t('inbox:message.sending')}</p> : null}
      {entry.state === 'failed' ? (
        <p className="send-state failed">
          {t('inbox:message.failed')}{' '}
          <button type="button" onClick={() => retrySend(room, entry.message.client_id ?? '')}>
            {t('inbox:message.retry')}
          </button>
        </p>
      ) : null}
    </li>
  );
});

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
