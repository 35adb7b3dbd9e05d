import * as v from 'valibot';

/**
 * What a bot waits on, as the visitor's widget shows it (spec 001 §3, bot runtime): buttons to pick
 * (a choice of a button node, or a callback's time slot), or typed text (an input, a callback
 * number). A choice's `id` is what the visitor sends back in `pick_choice`; the server accepts only
 * an id of the prompt it is waiting on.
 */
export const BotChoice = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  title: v.string(),
});
export type BotChoice = v.InferOutput<typeof BotChoice>;

export const BotPrompt = v.object({
  kind: v.picklist(['buttons', 'text']),
  choices: v.array(BotChoice),
});
export type BotPrompt = v.InferOutput<typeof BotPrompt>;

/** The bot's part of a guest session: present while a bot owns the conversation. */
export const GuestBotState = v.object({ prompt: v.nullable(BotPrompt) });
export type GuestBotState = v.InferOutput<typeof GuestBotState>;
