import { MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import * as v from 'valibot';

/** The most suggestions one request answers. */
export const SUGGESTIONS_MAX = 3;

/** `POST /accounts/suggest/{session_id}/{event_id}`: the visitor's text to answer. */
export const SuggestRequest = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(MESSAGE_MAX_LENGTH, 'too_long')),
});
export type SuggestRequest = v.InferOutput<typeof SuggestRequest>;

/** A proposed reply; `index` is what the response route sends back to say which one was used. */
export const Suggestion = v.object({ text: v.string(), index: v.number() });
export type Suggestion = v.InferOutput<typeof Suggestion>;

/**
 * The suggestions for one visitor message. `sc_event_id` names this smart-coaching event for the
 * response route; `provider` says where the suggestions come from.
 */
export const SuggestAnswer = v.object({
  sc_event_id: v.string(),
  provider: v.string(),
  suggestions: v.array(Suggestion),
});
export type SuggestAnswer = v.InferOutput<typeof SuggestAnswer>;

/**
 * `POST /accounts/suggest/{session_id}/{sc_event_id}/response`: the text the agent finally sent and
 * the suggestion it started from (-1 when none was used).
 */
export const SuggestionResponse = v.object({
  final_text: v.pipe(v.string(), v.trim(), v.maxLength(MESSAGE_MAX_LENGTH, 'too_long')),
  response_index: v.pipe(v.number(), v.integer(), v.minValue(-1)),
});
export type SuggestionResponse = v.InferOutput<typeof SuggestionResponse>;

/** The answer to a suggestion response: what was recorded, under its smart-coaching event. */
export const RecordedSuggestionResponse = v.object({
  sc_event_id: v.string(),
  ...SuggestionResponse.entries,
});
export type RecordedSuggestionResponse = v.InferOutput<typeof RecordedSuggestionResponse>;
