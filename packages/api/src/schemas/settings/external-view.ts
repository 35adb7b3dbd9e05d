import * as v from 'valibot';
import { RowId } from '../common.ts';
import { SettingsLabel } from './common.ts';

/** The longest external view address. */
export const EXTERNAL_VIEW_URL_MAX_LENGTH = 2048;

/**
 * True for an absolute http or https address. The view is framed in the agent console, so other
 * schemes (javascript:, data:, file:) are refused.
 */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** External view of spec 002 §3: a page shown in the agent console, for a skill or for all. */
export const ExternalView = v.object({
  id: v.number(),
  label: v.string(),
  icon: v.string(),
  url: v.string(),
  skill: v.nullable(v.number()),
});
export type ExternalView = v.InferOutput<typeof ExternalView>;

/** `POST /external-views/[{id}]`: what the owner writes. No skill means every skill. */
export const ExternalViewInput = v.object({
  label: SettingsLabel,
  icon: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(64, 'too_long'), v.regex(/^[a-z0-9-]*$/, 'invalid')),
    '',
  ),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(EXTERNAL_VIEW_URL_MAX_LENGTH, 'too_long'),
    v.check(isWebAddress, 'invalid'),
  ),
  skill: v.optional(v.nullable(RowId), null),
});
export type ExternalViewInput = v.InferOutput<typeof ExternalViewInput>;
