/**
 * Who wrote a message. `event` is a system line (taken over, closed). A module of its own so the
 * valibot schema and the plain decoder both read it without importing each other.
 */
export const MESSAGE_KINDS = ['visitor', 'agent', 'bot', 'event', 'smartcoaching'] as const;

/** Room actions a visitor answers (see schemas/room-event-answer.ts); each answers the card of that `type`. */
export const ANSWER_KINDS = ['authentication', 'timeslots', 'callback', 'payment'] as const;
