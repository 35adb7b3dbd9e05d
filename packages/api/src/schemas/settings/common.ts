import * as v from 'valibot';
import { RowId } from '../common.ts';

/** The longest name or label of a settings item (spec 000 §5: maximum characters, bound 128). */
export const SETTINGS_LABEL_MAX_LENGTH = 128;
/** The most items one settings list page answers. */
export const SETTINGS_LIST_MAX_LIMIT = 100;
/** Items per page when the caller does not say. */
export const SETTINGS_LIST_DEFAULT_LIMIT = 20;

/** A required name or label: trimmed, non-empty, at most 128 characters. */
export const SettingsLabel = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(SETTINGS_LABEL_MAX_LENGTH, 'too_long'),
);

/** A list of skill (or other) ids, at most 100. */
export const SettingsIds = v.pipe(v.array(RowId), v.maxLength(100, 'too_long'));

const QueryInt = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'invalid'), v.transform(Number), v.minValue(min), v.maxValue(max));

/**
 * `?search=&ordering=&offset=&limit=` of the settings lists. `ordering` is a field name, `-` in front
 * for descending; which fields a list orders by is the list's own business.
 */
export const SettingsListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SETTINGS_LABEL_MAX_LENGTH, 'too_long')), ''),
  ordering: v.optional(v.pipe(v.string(), v.regex(/^-?[a-z_]{1,32}$/, 'invalid'))),
  offset: v.optional(QueryInt(0, 1_000_000), '0'),
  limit: v.optional(QueryInt(1, SETTINGS_LIST_MAX_LIMIT), String(SETTINGS_LIST_DEFAULT_LIMIT)),
});
export type SettingsListQuery = v.InferOutput<typeof SettingsListQuery>;

/** One page of a settings list: the items and how many match in all. */
export interface SettingsPage<T> {
  results: T[];
  count: number;
}

/** The schema of one page of a settings list whose items are `item`. */
export const settingsPageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ results: v.array(item), count: v.number() });
