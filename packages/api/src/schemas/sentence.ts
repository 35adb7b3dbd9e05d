import { MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import * as v from 'valibot';
import { INT4_MAX, RowId } from './common.ts';

/** The longest label of a category, subcategory or sentence of the message library. */
export const MSGLIB_LABEL_MAX_LENGTH = 128;
/** The longest pre-saved message: a message's own bound. */
export const MSGLIB_CONTENT_MAX_LENGTH = MESSAGE_MAX_LENGTH;
/** The most results one search page answers. */
export const SENTENCE_SEARCH_MAX_LIMIT = 50;

const Ids = v.pipe(v.array(RowId), v.maxLength(100));
const Label = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(MSGLIB_LABEL_MAX_LENGTH, 'too_long'),
);

/** Message library item of spec 002 §3: a pre-saved sentence inside a subcategory. */
export const Sentence = v.object({
  id: v.number(),
  label: v.string(),
  content: v.string(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
});
export type Sentence = v.InferOutput<typeof Sentence>;

/** A category or a subcategory without what it contains: the answer to saving one. */
export const MsglibGroup = v.object({
  id: v.number(),
  label: v.string(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
});
export type MsglibGroup = v.InferOutput<typeof MsglibGroup>;

export const Subcategory = v.object({
  id: v.number(),
  label: v.string(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
  sentences: v.array(Sentence),
});
export type Subcategory = v.InferOutput<typeof Subcategory>;

/** Categories contain subcategories contain sentences (spec 002 §3). */
export const Category = v.object({
  id: v.number(),
  label: v.string(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
  subcategories: v.array(Subcategory),
});
export type Category = v.InferOutput<typeof Category>;

/** What a manager writes for a category or a subcategory. No skills means every skill. */
export const MsglibGroupInput = v.object({
  label: Label,
  skills: v.optional(Ids, []),
  subaccounts: v.optional(Ids, []),
});
export type MsglibGroupInput = v.InferOutput<typeof MsglibGroupInput>;

/** What a manager writes for a sentence; the label defaults to the start of its content. */
export const SentenceInput = v.object({
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MSGLIB_LABEL_MAX_LENGTH, 'too_long')), ''),
  content: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(MSGLIB_CONTENT_MAX_LENGTH, 'too_long'),
  ),
  skills: v.optional(Ids, []),
  subaccounts: v.optional(Ids, []),
});
export type SentenceInput = v.InferOutput<typeof SentenceInput>;

/** `POST /sentences/search`: a page of the sentences the user may use that match `query`. */
export const SentenceSearchRequest = v.object({
  query: v.pipe(v.string(), v.trim(), v.maxLength(200, 'too_long')),
  skill: v.optional(v.nullable(RowId)),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(INT4_MAX)), 0),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SENTENCE_SEARCH_MAX_LIMIT)),
    20,
  ),
});
export type SentenceSearchRequest = v.InferOutput<typeof SentenceSearchRequest>;

/** One found sentence, with the labels of its category and subcategory. */
export const SentenceSearchResult = v.object({
  id: v.number(),
  text: v.string(),
  category: v.string(),
  subcategory: v.string(),
});
export type SentenceSearchResult = v.InferOutput<typeof SentenceSearchResult>;

export const SentenceSearchResponse = v.object({
  results: v.array(SentenceSearchResult),
  total: v.number(),
  has_more: v.boolean(),
});
export type SentenceSearchResponse = v.InferOutput<typeof SentenceSearchResponse>;
