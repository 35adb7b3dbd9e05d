import { safeHref } from '../links.ts';
/**
 * Shared custom validators of the bot builder (spec 001 §5). Each returns a message key, or null when
 * the value is fine; the element shows `bot:validation.<key>` and the server returns it as a field error.
 */
import type { Bot } from './model.ts';

export type ValidationMessage =
  | 'custom-tag-not-unique'
  | 'url-invalid'
  | 'variable-unknown'
  | 'custom-label-not-unique';

/**
 * Custom tag unique across the bot's other nodes, compared case-insensitively (and trimmed, since a
 * trailing space is invisible in the form). An empty tag is allowed: the tag is optional.
 */
export function customTagProblem(
  bot: Bot,
  nodeId: string,
  customTag: string | undefined,
): ValidationMessage | null {
  const wanted = (customTag ?? '').trim().toLowerCase();
  if (wanted === '') return null;
  const clash = Object.entries(bot.nodes).some(
    ([key, node]) => key !== nodeId && (node.customTag ?? '').trim().toLowerCase() === wanted,
  );
  return clash ? 'custom-tag-not-unique' : null;
}

/** URL valid: absolute, http or https, with a host. Other schemes (javascript:, data:) are refused. */
export function urlProblem(value: string): ValidationMessage | null {
  return safeHref(value) ? null : 'url-invalid';
}

/**
 * Variable syntax in node text: `{{name}}` (double braces, optional inner spaces; names are letters,
 * digits, `_`, `.` and `-`). Single braces are left alone as plain text, so a literal `{x}` never fails.
 */
export const VARIABLE_PATTERN = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** Variable names used in a text, in order of first use. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(VARIABLE_PATTERN)].map((m) => m[1] ?? '');
  return [...new Set(names)];
}

/** Names used in `text` that are not among `known`. */
export function unknownVariables(text: string, known: Iterable<string>): string[] {
  const knownSet = new Set(known);
  return variablesIn(text).filter((name) => !knownSet.has(name));
}

/** Every variable used in the text exists. */
export function variablesProblem(text: string, known: Iterable<string>): ValidationMessage | null {
  return unknownVariables(text, known).length > 0 ? 'variable-unknown' : null;
}

/**
 * Custom labels (custom_js_event `label`) unique across the bot's other nodes. Compared trimmed and
 * case-insensitively like custom tags, so two labels that only differ by case are not both accepted.
 */
export function customLabelProblem(bot: Bot, nodeId: string, label: string): ValidationMessage | null {
  const wanted = label.trim().toLowerCase();
  if (wanted === '') return null;
  const clash = Object.entries(bot.nodes).some(
    ([key, node]) =>
      key !== nodeId && node.action === 'custom_js_event' && node.data.label.trim().toLowerCase() === wanted,
  );
  return clash ? 'custom-label-not-unique' : null;
}

/** Positions in a list of labels that repeat an earlier one (for list editors such as callback messages). */
export function duplicateLabelIndexes(labels: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  labels.forEach((label, index) => {
    const normalised = label.trim().toLowerCase();
    if (normalised !== '' && seen.has(normalised)) duplicates.push(index);
    seen.add(normalised);
  });
  return duplicates;
}
