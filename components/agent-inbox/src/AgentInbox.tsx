import { useStore } from '@nanostores/react';
import type { Room } from '@omnicanal/api';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useRef } from 'react';
import { AgentBar } from './AgentBar/AgentBar.tsx';
import { Attention } from './Attention/Attention.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { Conversation } from './Conversation/Conversation.tsx';
import { DetailPanel } from './Details/DetailPanel.tsx';
import { roomPath, useInboxEvents } from './events.ts';
import { closeConversation, openRoom } from './model/actions.ts';
import { $conversation } from './model/conversation.ts';
import { $inboxView } from './model/view.ts';
import { RoomList } from './RoomList/RoomList.tsx';
import { SessionSearch } from './Search/SessionSearch.tsx';
import { HeaderStats } from './Stats/HeaderStats.tsx';
import { SupervisorStats } from './Stats/SupervisorStats.tsx';
import { useInboxLink } from './useInboxLink.ts';
import { ViewTabs } from './ViewTabs.tsx';

/**
 * `<oc-agent-inbox>`: the live-chat console of an agent (spec 000 §3–§4). Signed out, it says so
 * and emits `oc-unauthorized`; signed in, it shows the three room lists and the open conversation.
 */
export function AgentInbox(props: Record<string, unknown>) {
  const roomId = typeof props.roomId === 'string' && props.roomId ? props.roomId : null;
  const { token } = useStore($session);
  const emit = useInboxEvents();
  const t = useT();

  useEffect(() => {
    if (!token) emit('oc-unauthorized', null);
  }, [token, emit]);

  if (!token) {
    return (
      <div className="signed-out">
        <p>{t('inbox:signedOut')}</p>
      </div>
    );
  }
  return <Inbox roomId={roomId} />;
}

function Inbox({ roomId }: { roomId: string | null }) {
  const { problem, dismiss } = useInboxLink();
  const emit = useInboxEvents();
  const t = useT();
  const { uuid, room } = useStore($conversation);
  const view = useStore($inboxView);
  const announced = useRef<string | null>(null);
  const previousRoomId = useRef<string | null>(null);

  // The attribute names the room to show (the host maps /gb-agent/im/<uuid> to it).
  useEffect(() => {
    if (roomId) openRoom(roomId);
    else if (previousRoomId.current) closeConversation();
    previousRoomId.current = roomId;
  }, [roomId]);

  // oc-room-open once per opening, as soon as the room itself is known; oc-room-close when it goes.
  useEffect(() => {
    if (!uuid) {
      if (announced.current) emit('oc-room-close', { room: { uuid: announced.current } });
      announced.current = null;
    } else if (room && room.uuid === uuid && announced.current !== uuid) {
      announced.current = uuid;
      emit('oc-room-open', { room });
    }
  }, [uuid, room, emit]);

  const open = (selected: Room) => {
    openRoom(selected.uuid);
    emit('oc-navigate', { path: roomPath(selected.uuid) });
  };

  return (
    <div className="frame">
      <div className="inbox">
        <header className="agent-header">
          <ViewTabs />
          <HeaderStats />
          <Attention />
          <AgentBar />
        </header>
        <ConnectionBanner />
        {problem ? (
          <div className="problem" role="alert">
            <span>{problem}</span>
            <button
              type="button"
              className="dismiss"
              onClick={dismiss}
              aria-label={t('inbox:problem.dismiss')}
            >
              ×
            </button>
          </div>
        ) : null}
        {view === 'rooms' ? (
          <>
            <RoomList onOpen={open} />
            <Conversation />
            {room && room.uuid === uuid ? <DetailPanel room={room} /> : null}
          </>
        ) : (
          <div className="view">{view === 'search' ? <SessionSearch /> : <SupervisorStats />}</div>
        )}
      </div>
    </div>
  );
}
