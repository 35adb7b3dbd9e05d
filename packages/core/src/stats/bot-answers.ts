/**
 * What the bot did with a visitor's answer (the dialog-flow results of spec 002 §7, `df-results`),
 * read from the steps the bot runtime records: the first node the bot ran or showed after the
 * answer, and whether the visitor's next answer was to the same question.
 */
export interface BotAnswerOutcome {
  /** The action recorded for the bot's first step after the answer; null when it said nothing new. */
  resultAction: string | null;
  /** The visitor's next answer was given at the same node: the bot asked again. */
  askedAgain: boolean;
}

/**
 * Step actions that say the bot did not understand: a choice list's and an intent detection's
 * fallback branches (spec 001 §4), an input's error branch, the skill's fallback message after a
 * fault, and an input with no error branch that ended the conversation.
 */
export const BOT_NOT_UNDERSTOOD_ACTIONS: readonly string[] = [
  'choice_fallback',
  'dialogflow_fallback',
  'input_error',
  'fallback',
  'end:dead-end',
];

/**
 * Whether the bot understood an answer: it moved on (something followed), not into a fallback or
 * error branch, and did not ask the same question again. The one definition of the bot exports
 * (second stats `/bot/df-results`, guests `/stats/df-results`). A menu that loops back to its own
 * question by design reads as asked again.
 */
export function botAnswerUnderstood(outcome: BotAnswerOutcome): boolean {
  if (outcome.askedAgain || outcome.resultAction === null) return false;
  return !BOT_NOT_UNDERSTOOD_ACTIONS.includes(outcome.resultAction);
}
