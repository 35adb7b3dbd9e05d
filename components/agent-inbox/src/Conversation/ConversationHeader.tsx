import type { Room, User } from '@omnicanal/api';
import { formatElapsed, ROOM_TIMER_TICK_MS, roomLabel } from '@omnicanal/core';
import { errorMessage, fmtTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useRef, useState } from 'react';
import { closeRoom, takeRoom } from '../model/actions.ts';
import { canTake, isMine, timerStart, visitorName } from '../model/conversation.ts';
import { useNow } from '../useNow.ts';
import { CloseDialog } from './CloseDialog.tsx';

/** Who, which room, which state and for how long; and what the agent can do with it. */
export function ConversationHeader({ room, user }: { room: Room; user: User | null }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  const closed = room.status === 'closed';
  const start = timerStart(room);
  const now = useNow(ROOM_TIMER_TICK_MS, !closed);
  const name = visitorName(room) ?? t('inbox:room.anonymous');
  const label = roomLabel(room);
  const mine = isMine(room, user);
  const other = room.agent && !mine && room.status !== 'closed' && !canTake(room) ? room.agent : null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <header className="conversation-header">
      <div className="who">
        <h2 className="visitor">{name}</h2>
        {label !== name ? <span className="room-label">{label}</span> : null}
        <span className={`status status-${room.status}`}>{t(`inbox:status.${room.status}`)}</span>
        {start ? (
          closed ? (
            <span className="timer">{t('inbox:conversation.closedAt', { time: fmtTime(start) })}</span>
          ) : (
            <span className="timer" role="timer">
              {t('inbox:conversation.since', { elapsed: formatElapsed(now - Date.parse(start)) })}
            </span>
          )
        ) : null}
      </div>
      {other ? (
        <p className="owner">
          {t('inbox:conversation.notMine', { name: `${other.first_name} ${other.last_name}`.trim() })}
        </p>
      ) : null}
      <div className="actions">
        {canTake(room) ? (
          <button type="button" className="primary" disabled={busy} onClick={() => void run(takeRoom)}>
            {t('inbox:conversation.take')}
          </button>
        ) : null}
        {mine ? (
          <button type="button" ref={closeButton} disabled={busy} onClick={() => setConfirming(true)}>
            {t('inbox:conversation.close')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="error-text action-error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <CloseDialog
          onCancel={() => setConfirming(false)}
          returnFocus={() => closeButton.current}
          onConfirm={() => {
            setConfirming(false);
            void run(closeRoom);
          }}
        />
      ) : null}
    </header>
  );
}
