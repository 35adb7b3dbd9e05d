import type { Room } from '@omnicanal/api';
import { type ReplyWindow, replyWindow } from '@omnicanal/core';
import type { ChatEntry } from './messages.ts';

/**
 * The reply window of an open conversation on a channel that has one (WhatsApp), from the
 * contact's last message among those loaded (the latest page always holds it unless the agent
 * wrote a whole page since); null for other conversations, or while nothing is loaded yet.
 */
export function roomReplyWindow(
  room: Room | null,
  entries: readonly ChatEntry[] | undefined,
  now: Date,
): ReplyWindow | null {
  if (!room || !entries || entries.length === 0) return null;
  let last: Date | null = null;
  for (const entry of entries) {
    if (entry.message.kind !== 'visitor') continue;
    const at = new Date(entry.message.created_at);
    if (!Number.isNaN(at.getTime()) && (!last || at > last)) last = at;
  }
  return replyWindow(room.infos.origin, last, now);
}

/** Hours and minutes left until `end` (never below zero). */
export function timeLeft(end: Date, now: Date): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
