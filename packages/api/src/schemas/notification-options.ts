import * as v from 'valibot';

/**
 * The notification options of a user (spec 000 §3, spec 002 §3), in the two lists the spec names.
 * `want_notif` (browser notifications at all) and `notif_new_msg_sound` stay fields of their own on
 * the user, as the spec names them; these are the per-event choices.
 */
export const NOTIFICATION_OPTIONS = {
  ticketing: ['ticket_assigned', 'ticket_waiting', 'ticket_late', 'task_assigned'],
  messaging: ['late_discussion', 'new_conversation', 'push_android', 'push_apple'],
} as const;

export type NotificationList = keyof typeof NOTIFICATION_OPTIONS;
export type TicketingOption = (typeof NOTIFICATION_OPTIONS.ticketing)[number];
export type MessagingOption = (typeof NOTIFICATION_OPTIONS.messaging)[number];

const flag = v.optional(v.boolean(), true);

/** Every option on unless the user turned it off; a missing key keeps its default. */
export const NotificationOptions = v.object({
  ticketing: v.optional(
    v.object({ ticket_assigned: flag, ticket_waiting: flag, ticket_late: flag, task_assigned: flag }),
    {},
  ),
  messaging: v.optional(
    v.object({ late_discussion: flag, new_conversation: flag, push_android: flag, push_apple: flag }),
    {},
  ),
});
export type NotificationOptions = v.InferOutput<typeof NotificationOptions>;

/** The options of a user who never chose: all on. */
export const DEFAULT_NOTIFICATION_OPTIONS: NotificationOptions = v.parse(NotificationOptions, {});
