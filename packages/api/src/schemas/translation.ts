import * as v from 'valibot';
import { maybe } from './common.ts';

/** Longest text one translation call accepts: a chat message, not a document. */
export const TRANSLATE_TEXT_MAX_LENGTH = 5000;

/** A language code as providers take it: `fr`, `en`, `pt-BR`. */
const Language = v.pipe(
  v.string('invalid_field'),
  v.trim(),
  v.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'invalid_language'),
);

/** `POST /api/translation/translate` (spec 000 §7 "POST /translate"). */
export const TranslateRequest = v.object({
  text: v.pipe(
    v.string('invalid_field'),
    v.trim(),
    v.minLength(1, 'message_empty'),
    v.maxLength(TRANSLATE_TEXT_MAX_LENGTH, 'message_too_long'),
  ),
  target: Language,
  /** The text's language when known; the provider detects it otherwise. */
  source: maybe(Language),
});
export type TranslateRequest = v.InferOutput<typeof TranslateRequest>;

export const TranslateAnswer = v.object({
  text: v.string(),
  /** The source language, as given or as the provider detected it; null when it said nothing. */
  source: v.nullable(v.string()),
  provider: v.string(),
});
export type TranslateAnswer = v.InferOutput<typeof TranslateAnswer>;

/** `GET /api/translation/status`: whether a provider answers, so the console can say when none does. */
export const TranslationStatus = v.object({
  configured: v.boolean(),
  provider: v.nullable(v.string()),
});
export type TranslationStatus = v.InferOutput<typeof TranslationStatus>;
