import { useStore } from '@nanostores/react';
import type { Room, User } from '@omnicanal/api';
import { formatElapsed, ROOM_TIMER_TICK_MS, roomLabel } from '@omnicanal/core';
import { errorMessage, fmtTime } from '@omnicanal/i18n';
import { $config } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useRef, useState } from 'react';
import { blockRoom, closeRoom, takeRoom } from '../model/actions.ts';
import {
  canBlock,
  canTake,
  canTransfer,
  isMine,
  timerStart,
  userSees,
  visitorName,
} from '../model/conversation.ts';
import { IdleBadge, RoomStateBadge } from '../RoomStateBadge.tsx';
import { useNow } from '../useNow.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { CloseDialog } from './CloseDialog.tsx';
import { RoomActionsMenu } from './RoomActionsMenu.tsx';
import { TransferDialog } from './TransferDialog.tsx';

/** Who, which room, which state and for how long; and what the agent can do with it. */
export function ConversationHeader({ room, user }: { room: Room; user: User | null }) {
  const t = useT();
  const { edition } = useStore($config);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'close' | 'transfer' | 'block' | null>(null);
  const [transferredTo, setTransferredTo] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const transferButton = useRef<HTMLButtonElement>(null);
  const blockButton = useRef<HTMLButtonElement>(null);

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
        <RoomStateBadge room={room} /> <IdleBadge room={room} />
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
        {canTake(room) && userSees(room, user) ? (
          <button type="button" className="primary" disabled={busy} onClick={() => void run(takeRoom)}>
            {t('inbox:conversation.take')}
          </button>
        ) : null}
        {mine ? (
          <button type="button" ref={closeButton} disabled={busy} onClick={() => setDialog('close')}>
            {t('inbox:conversation.close')}
          </button>
        ) : null}
        {canTransfer(room, user) ? (
          <button type="button" ref={transferButton} disabled={busy} onClick={() => setDialog('transfer')}>
            {/* spec 000 §6: the hosted edition shows Re-queue instead of Transfer. */}
            {t(edition === 'hosted' ? 'inbox:conversation.requeue' : 'inbox:conversation.transfer')}
          </button>
        ) : null}
        {mine ? <RoomActionsMenu room={room} /> : null}
        {canBlock(room, user) ? (
          <button
            type="button"
            ref={blockButton}
            className="danger"
            disabled={busy}
            onClick={() => setDialog('block')}
          >
            {t('inbox:conversation.block')}
          </button>
        ) : null}
      </div>
      {transferredTo !== null ? (
        <p className="notice" role="status">
          {transferredTo
            ? t('inbox:conversation.transferredTo', { target: transferredTo })
            : t('inbox:conversation.transferred')}
        </p>
      ) : null}
      {error ? (
        <p className="error-text action-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog === 'close' ? (
        <CloseDialog
          skill={room.skill}
          onCancel={() => setDialog(null)}
          returnFocus={() => closeButton.current}
          onConfirm={(sendSurvey) => {
            setDialog(null);
            void run(() => closeRoom(sendSurvey));
          }}
        />
      ) : null}
      {dialog === 'transfer' ? (
        <TransferDialog
          room={room}
          user={user}
          onCancel={() => setDialog(null)}
          returnFocus={() => transferButton.current}
          onDone={(target) => {
            setDialog(null);
            setTransferredTo(target);
          }}
        />
      ) : null}
      {dialog === 'block' ? (
        <BlockDialog
          onCancel={() => setDialog(null)}
          returnFocus={() => blockButton.current}
          onConfirm={() => {
            setDialog(null);
            void run(blockRoom);
          }}
        />
      ) : null}
    </header>
  );
}
