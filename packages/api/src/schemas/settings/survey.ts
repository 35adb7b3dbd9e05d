import { safeHref, unknownSurveyVariable } from '@omnicanal/core';
import * as v from 'valibot';
import { INT4_MAX } from '../common.ts';
import { SettingsIds, SettingsLabel } from './common.ts';

/** The longest survey text. */
export const SURVEY_TEXT_MAX_LENGTH = 1000;
/** The longest comment a customer leaves on the survey page. */
export const SURVEY_COMMENT_MAX_LENGTH = 2000;

/**
 * A satisfaction survey (spec 002 §3): the text sent at the end of a conversation of its skills,
 * with a link to answer; `url` empty means our hosted survey page (satisfaction /5, NPS /10 and a
 * comment), else the survey's own address (a satisfaction third party). `force_send` sends it at
 * every close; otherwise the agent chooses when closing.
 */
export const Survey = v.object({
  id: v.number(),
  label: v.string(),
  text: v.string(),
  url: v.string(),
  force_send: v.boolean(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
  /** The satisfaction third-party account (Goodays, Qemotion) whose link it sends; null: `url`. */
  account_id: v.nullable(v.number()),
});
export type Survey = v.InferOutput<typeof Survey>;

/** `POST /surveys[/{id}]`: what an admin writes. An unknown variable is `variable_unknown`. */
export const SurveyInput = v.object({
  label: SettingsLabel,
  text: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(SURVEY_TEXT_MAX_LENGTH, 'too_long'),
    v.check((text) => unknownSurveyVariable(text) === null, 'variable_unknown'),
  ),
  url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2048, 'too_long'),
      v.check((url) => url === '' || safeHref(url) !== null, 'url_invalid'),
    ),
    '',
  ),
  force_send: v.optional(v.boolean(), false),
  skills: v.optional(SettingsIds, []),
  subaccounts: v.optional(SettingsIds, []),
  /**
   * A satisfaction account of the company instead of a link (the server checks it is one:
   * `invalid_choice` otherwise); with it, `url` must stay empty.
   */
  account_id: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'required'), v.maxValue(INT4_MAX, 'invalid_choice')),
    ),
    null,
  ),
});
export type SurveyInput = v.InferOutput<typeof SurveyInput>;

/**
 * A customer's answer, as the hosted page's form posts it: satisfaction 1–5 and NPS 0–10 (both
 * required), an optional comment.
 */
export const SurveyAnswerInput = v.object({
  sat: v.pipe(v.string('required'), v.regex(/^[1-5]$/, 'required'), v.transform(Number)),
  nps: v.pipe(v.string('required'), v.regex(/^(?:10|\d)$/, 'required'), v.transform(Number)),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SURVEY_COMMENT_MAX_LENGTH, 'too_long')), ''),
});
export type SurveyAnswerInput = v.InferOutput<typeof SurveyAnswerInput>;

/**
 * A satisfaction third party's answer, posted to `POST /surveys/thirdparty/{account id}` and signed
 * (`x-omnicanal-signature: sha256=<hex HMAC-SHA256 of the body under the account's secret>`):
 * `reference` is the respondent reference its survey link carried (our invitation's token),
 * satisfaction 1–5 and NPS 0–10 as numbers, an optional comment.
 */
export const SurveyThirdPartyAnswer = v.object({
  reference: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(512, 'too_long')),
  sat: v.pipe(
    v.number('required'),
    v.integer('required'),
    v.minValue(1, 'required'),
    v.maxValue(5, 'required'),
  ),
  nps: v.pipe(
    v.number('required'),
    v.integer('required'),
    v.minValue(0, 'required'),
    v.maxValue(10, 'required'),
  ),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SURVEY_COMMENT_MAX_LENGTH, 'too_long')), ''),
});
export type SurveyThirdPartyAnswer = v.InferOutput<typeof SurveyThirdPartyAnswer>;
