import { HHMM } from '@omnicanal/core';
import * as v from 'valibot';
import { maybe } from './common.ts';

/** The longest automatic close text (spec 000 §4 leaves it free; a message-sized bound). */
export const AUTO_CLOSE_MESSAGE_MAX_LENGTH = 1000;

const Delay = v.pipe(v.string(), v.regex(HHMM, 'invalid_time'));

const Toggle = v.object({ enabled: v.boolean(), delay: Delay });

/**
 * The room timers of a company (spec 000 §4): late after a time without agent reply, re-queue after
 * a time in late (or from running when late is off), auto-close after a time without any message,
 * each behind a toggle with an HH:mm delay. `GET/POST /api/agents/customers/room-configuration`.
 */
export const RoomConfiguration = v.object({
  late: Toggle,
  requeue: Toggle,
  auto_close: v.object({
    enabled: v.boolean(),
    delay: Delay,
    message: maybe(v.pipe(v.string(), v.trim(), v.maxLength(AUTO_CLOSE_MESSAGE_MAX_LENGTH))),
  }),
});
export type RoomConfiguration = v.InferOutput<typeof RoomConfiguration>;

/** Every timer off; the delays a manager starts from when switching one on. */
export const DEFAULT_ROOM_CONFIGURATION: RoomConfiguration = {
  late: { enabled: false, delay: '00:10' },
  requeue: { enabled: false, delay: '00:10' },
  auto_close: { enabled: false, delay: '01:00', message: null },
};
