import { unknownVariables, VARIABLE_PATTERN } from '../bot/validators.ts';

/**
 * A satisfaction survey's text (spec 002 §3): the message sent at the end of a conversation, with
 * variables in the bot's syntax (`{{url}}`). `url` is the survey's link (our hosted page, or the
 * survey's own address); `name` the contact's name; `agent` the agent who closed; `skill` the
 * conversation's skill.
 */
export const SURVEY_VARIABLES = ['url', 'name', 'agent', 'skill'] as const;
export type SurveyVariable = (typeof SURVEY_VARIABLES)[number];

/** The first variable of the text that surveys do not know ("the variable {0} is unknown"), or null. */
export function unknownSurveyVariable(text: string): string | null {
  return unknownVariables(text, SURVEY_VARIABLES)[0] ?? null;
}

/**
 * The text with its variables filled in. A text that never says `{{url}}` gets the link on a line
 * of its own: a survey nobody can open is no survey.
 */
export function surveyMessage(text: string, values: Readonly<Record<SurveyVariable, string>>): string {
  const filled = text.replace(VARIABLE_PATTERN, (_, name: string) =>
    name in values ? values[name as SurveyVariable] : '',
  );
  const hasLink = [...text.matchAll(VARIABLE_PATTERN)].some((m) => m[1] === 'url');
  return hasLink ? filled.trim() : `${filled.trim()}\n${values.url}`;
}
