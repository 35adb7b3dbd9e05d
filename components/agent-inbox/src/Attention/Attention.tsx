import { useStore } from '@nanostores/react';
import type { Room } from '@omnicanal/api';
import { useElement } from '@omnicanal/element';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { emitInboxEvent } from '../events.ts';
import { visitorName } from '../model/conversation.ts';
import { $rooms, openRoomOf } from '../model/rooms.ts';
import { $inboxView } from '../model/view.ts';
import { type AttentionChange, attentionOf, sameAttention } from './model/dot.ts';
import { electLeader } from './model/leader.ts';
import { $otherAttention } from './model/other.ts';
import {
  offerPermission,
  type Permission,
  type Presence,
  type RingKind,
  shouldNotify,
  shouldRing,
  spaced,
} from './model/ring.ts';
import { signalsBetween } from './model/signals.ts';
import { onVisitorWrote } from './model/visitorWrote.ts';
import conversationMp3 from './sounds/new-conversation.mp3?url';
import conversationOgg from './sounds/new-conversation.ogg?url';
import messageMp3 from './sounds/new-message.mp3?url';
import messageOgg from './sounds/new-message.ogg?url';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The inbox's attention: emits `oc-attention-change` `{dot, waiting, unread}` whenever the
 * notification dot's inputs change (spec 000 §2), plays the new-conversation and new-message
 * sounds (spec 000 §4, §9: mp3 and ogg) and shows browser notifications (spec 000 §6) while the
 * agent is away, from one tab per agent. Shows only the "Activer les notifications" offer.
 */
export function Attention() {
  const t = useT();
  const { host } = useElement();
  const { user } = useStore($session);
  const rooms = useStore($rooms);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const leader = useRef(false);
  const conversationSound = useRef<HTMLAudioElement>(null);
  const messageSound = useRef<HTMLAudioElement>(null);
  const lastRing = useRef<Partial<Record<RingKind, number>>>({});
  const lastNotice = useRef<Partial<Record<RingKind, number>>>({});
  const told = useRef<AttentionChange | null>(null);
  const t0 = useRef(t);
  t0.current = t;

  const other = useStore($otherAttention);
  const attention = useMemo(() => attentionOf(rooms, other), [rooms, other]);
  useEffect(() => {
    if (told.current && sameAttention(told.current, attention)) return;
    told.current = attention;
    emitInboxEvent(host, 'oc-attention-change', attention);
  }, [attention, host]);

  // One election per agent: two tabs of one agent ring once, two agents' tabs each ring.
  const userUuid = user?.uuid;
  useEffect(() => {
    if (!userUuid) return;
    const election = electLeader(`oc-attention:${userUuid}`);
    leader.current = election.leader;
    const unsubscribe = election.subscribe((next) => {
      leader.current = next;
    });
    return () => {
      unsubscribe();
      election.stop();
      leader.current = false;
    };
  }, [userUuid]);

  useEffect(() => {
    const presence = (): Presence => ({
      focused: document.visibilityState === 'visible' && document.hasFocus(),
      inInbox: $inboxView.get() === 'rooms' && host.isConnected && (host.checkVisibility?.() ?? true),
      leader: leader.current,
    });
    const ring = (kind: RingKind, room: Room) => {
      const me = $session.get().user;
      const where = presence();
      const now = Date.now();
      if (shouldRing(me, where, lastRing.current[kind], now)) {
        lastRing.current[kind] = now;
        const audio = (kind === 'conversation' ? conversationSound : messageSound).current;
        if (audio) {
          audio.currentTime = 0;
          // A browser that refuses to play before the user interacted with the page says so in
          // its console; the notification and the dot still tell.
          audio.play().catch(() => undefined);
        }
      }
      if (shouldNotify(me, currentPermission(), where) && spaced(lastNotice.current[kind], now)) {
        lastNotice.current[kind] = now;
        const name = visitorName(room) ?? '';
        const title = t0.current(
          kind === 'conversation'
            ? 'inbox-attention:notifications.newConversation'
            : 'inbox-attention:notifications.newMessage',
        );
        const notice = new Notification(title, {
          body: name ? t0.current('inbox-attention:notifications.from', { name }) : '',
          tag: `oc-${kind}-${room.uuid}`,
        });
        notice.onclick = () => {
          window.focus();
          notice.close();
        };
      }
    };
    let before = $rooms.get();
    const stopRooms = $rooms.listen((after) => {
      const { newRooms } = signalsBetween(before, after);
      before = after;
      const room = newRooms[0];
      if (room) ring('conversation', room);
    });
    // A visitor wrote in a room this inbox holds (a row or the open room): the server said so.
    const stopMessages = onVisitorWrote((uuid) => {
      const room = openRoomOf($rooms.get(), uuid);
      if (room) ring('message', room);
    });
    return () => {
      stopRooms();
      stopMessages();
    };
  }, [host]);

  const ask = () => {
    if (typeof Notification === 'undefined') return;
    Notification.requestPermission().then(setPermission, () => setPermission(currentPermission()));
  };

  return (
    <div className="attention">
      {/* biome-ignore lint/a11y/useMediaCaption: a chime without words; the dot, the unread badges and the notification say the same */}
      <audio ref={conversationSound} preload="none">
        <source src={conversationMp3} type="audio/mpeg" />
        <source src={conversationOgg} type="audio/ogg" />
      </audio>
      {/* biome-ignore lint/a11y/useMediaCaption: a chime without words; the dot, the unread badges and the notification say the same */}
      <audio ref={messageSound} preload="none">
        <source src={messageMp3} type="audio/mpeg" />
        <source src={messageOgg} type="audio/ogg" />
      </audio>
      {offerPermission(user, permission) ? (
        <button type="button" className="attention-enable" onClick={ask}>
          {t('inbox-attention:notifications.enable')}
        </button>
      ) : null}
    </div>
  );
}
