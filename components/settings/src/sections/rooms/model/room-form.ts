import type { RoomConfiguration } from '@omnicanal/api';
import { parseHHmm } from '@omnicanal/core';

/** The delays offered, every quarter of an hour (spec 002 §4: set as HH:mm). */
export const DELAY_STEP_MINUTES = 15;

/** The three room timers, in the order the screen shows them. */
export const ROOM_TIMERS = ['late', 'requeue', 'auto_close'] as const;
export type RoomTimer = (typeof ROOM_TIMERS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Minutes of an `HH:mm` delay (0 for a malformed one). */
export const delayMinutes = (delay: string): number => (parseHHmm(delay) ?? 0) / 60_000;

/**
 * The delays a select offers: 00:00 to 23:45 by quarter hours, plus the saved one when it falls
 * between two steps, so that opening the screen and saving never changes it unasked.
 */
export function delayChoices(current: string): string[] {
  const steps = Array.from({ length: (24 * 60) / DELAY_STEP_MINUTES }, (_, i) =>
    hhmm(i * DELAY_STEP_MINUTES),
  );
  if (parseHHmm(current) === null || steps.includes(current)) return steps;
  return [...steps, current].sort();
}

/** A delay in words: a translation key with its count (i18next picks "one" or "{count}"). */
export interface DelayWording {
  key: string;
  count: number;
}

/**
 * Spec 002 §4: late and re-queue are told in minutes ("one minute / {count} minutes"), auto-close
 * in hours ("one hour / {count} hours") — in minutes when the delay is not a whole number of hours.
 */
export function delayWording(timer: RoomTimer, delay: string): DelayWording {
  const minutes = delayMinutes(delay);
  if (timer === 'auto_close' && minutes > 0 && minutes % 60 === 0)
    return { key: 'settings-account:rooms.hours', count: minutes / 60 };
  return { key: 'settings-account:rooms.minutes', count: minutes };
}

/** The configuration to send: an empty automatic message is no message. */
export function toSaved(config: RoomConfiguration): RoomConfiguration {
  const message = config.auto_close.message?.trim() ?? '';
  return { ...config, auto_close: { ...config.auto_close, message: message === '' ? null : message } };
}
