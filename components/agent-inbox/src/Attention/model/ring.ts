import type { User } from '@omnicanal/api';

/** What rang: a new conversation or a new message. */
export type RingKind = 'conversation' | 'message';

/** The least time between two sounds of one kind: a burst of messages rings once. */
export const RING_GAP_MS = 2000;

/** Where the agent is when something happens. */
export interface Presence {
  /** The window has the focus and the page is visible. */
  focused: boolean;
  /** The agent is looking at the inbox's conversations (not another view, not another screen). */
  inInbox: boolean;
  /** This tab is the one of the agent's tabs that rings (one tab rings per agent). */
  leader: boolean;
}

/** The agent is not looking at the conversations (spec 000 §4: window not focused, or elsewhere). */
export const away = (presence: Presence): boolean => !presence.focused || !presence.inInbox;

/**
 * Whether a sound plays (spec 000 §4): the user wants message sounds (`notif_new_msg_sound`, which
 * also covers new conversations: the user has no other sound setting), the agent is away, this
 * tab rings for the agent, and the same kind did not ring within RING_GAP_MS.
 */
export function shouldRing(
  user: Pick<User, 'notif_new_msg_sound'> | null,
  presence: Presence,
  lastRing: number | undefined,
  now: number,
): boolean {
  if (!user?.notif_new_msg_sound || !presence.leader || !away(presence)) return false;
  return spaced(lastRing, now);
}

/** RING_GAP_MS or more since `last` (or never): a burst of messages rings and notifies once. */
export const spaced = (last: number | undefined, now: number): boolean =>
  last === undefined || now - last >= RING_GAP_MS;

/** The browser's word on notifications, or `unsupported` where there is no Notification API. */
export type Permission = NotificationPermission | 'unsupported';

/**
 * Whether a browser notification shows (spec 000 §6): the user wants notifications (`want_notif`)
 * and the browser allows them; only from the ringing tab, and only while the agent is away.
 */
export function shouldNotify(
  user: Pick<User, 'want_notif'> | null,
  permission: Permission,
  presence: Presence,
): boolean {
  return !!user?.want_notif && permission === 'granted' && presence.leader && away(presence);
}

/** The "Activer les notifications" offer: the user wants them and the browser has not been asked. */
export const offerPermission = (user: Pick<User, 'want_notif'> | null, permission: Permission): boolean =>
  !!user?.want_notif && permission === 'default';
