import { type AgentSettings, PauseEventData, type User } from '@omnicanal/api';
import { $session } from '@omnicanal/stores';
import { atom } from 'nanostores';
import * as v from 'valibot';
import type { RoomsState } from '../../model/rooms.ts';

/** What the agent bar knows of the signed-in agent (spec 000 §2 "Agent header controls"). */
export interface AgentControls {
  /** The server's settings answer has arrived (before it, the session's user stands in). */
  loaded: boolean;
  pause: boolean;
  autoFill: boolean;
  maxRooms: number;
  /** One of the agent's skills has auto-allocation: the autofill switch shows. */
  autoAllocation: boolean;
  /** A change asked for and not answered yet. */
  pending: boolean;
}

/** The bar as shown: open conversations against the maximum, the break, the switch. */
export interface BarView {
  open: number;
  max: number;
  /** The maximum is reached: the count turns red and says so in words. */
  full: boolean;
  paused: boolean;
  showAutoFill: boolean;
  autoFill: boolean;
  pending: boolean;
}

/** The controls as the user object (or the settings answer, which adds auto_fill) tells them. */
export function controlsFromUser(user: User | AgentSettings | null, loaded = false): AgentControls {
  return {
    loaded,
    pause: user?.pause ?? false,
    autoFill: user && 'auto_fill' in user ? user.auto_fill : false,
    maxRooms: user?.max_rooms ?? 0,
    autoAllocation: user?.permissions.skills.some((s) => s.auto_allocation) ?? false,
    pending: false,
  };
}

/** Open conversations of `me`: the running and late rooms they hold (spec 000 §4). */
export function openRoomsOf(rooms: RoomsState, me: string | null): number {
  if (!me) return 0;
  return rooms.lists.running.rooms.filter(
    (room) => room.agent?.uuid === me && (room.status === 'running' || room.status === 'late'),
  ).length;
}

export function barView(controls: AgentControls, open: number): BarView {
  return {
    open,
    max: controls.maxRooms,
    full: controls.maxRooms > 0 && open >= controls.maxRooms,
    paused: controls.pause,
    showAutoFill: controls.autoAllocation,
    autoFill: controls.autoFill,
    pending: controls.pending,
  };
}

/** The signed-in agent's controls; follows the session until the settings answer arrives. */
export const $agentControls = atom<AgentControls>(controlsFromUser($session.get().user));

$session.subscribe(({ user }) => {
  // A new identity starts over; the same user refreshed keeps what the server said since.
  const current = $agentControls.get();
  if (!current.loaded || !user) $agentControls.set(controlsFromUser(user));
});

/**
 * The socket's `pause` event: the break changed, maybe by a manager; the bar follows live.
 * Answers false for data that is not a pause event, for the caller to report.
 */
export function pauseReceived(data: unknown): boolean {
  const parsed = v.safeParse(PauseEventData, data);
  if (!parsed.success) return false;
  $agentControls.set({ ...$agentControls.get(), pause: parsed.output.pause });
  return true;
}

/** Applies a `settings` answer. */
export function settingsReceived(settings: AgentSettings): void {
  $agentControls.set(controlsFromUser(settings, true));
}

export function setPending(pending: boolean): void {
  $agentControls.set({ ...$agentControls.get(), pending });
}

export function setAutoFill(autoFill: boolean): void {
  $agentControls.set({ ...$agentControls.get(), autoFill });
}

export function setPaused(pause: boolean): void {
  $agentControls.set({ ...$agentControls.get(), pause });
}
