/**
 * Human texts of the bot builder that several parts share: action labels, the accessible name of a
 * node (canvas buttons, lint and search results, move select) and problem sentences.
 */
import type { BotNode, NodeAction } from '@omnicanal/core/bot';
import { nodeTitle } from '@omnicanal/core/bot';

/** Translation function as returned by `useT()` of `@omnicanal/ui`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Namespace of the node forms, action labels and problem sentences. */
export const FORMS_NS = 'bot-forms';

/** Longest text excerpt kept in a node name, in characters as the user sees them. */
export const NAME_EXCERPT_MAX = 40;

/** Label of an action, e.g. "Boutons" for `button`. */
export function actionLabel(t: Translate, action: NodeAction | string): string {
  return t(`${FORMS_NS}:actions.${action}`);
}

/** Text shortened to `max` characters (code points), whitespace collapsed, "…" when cut. */
export function excerpt(text: string, max: number = NAME_EXCERPT_MAX): string {
  const flat = [...text.replace(/\s+/g, ' ').trim()];
  return flat.length <= max
    ? flat.join('')
    : `${flat
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The text a node shows: its message text, else its title. */
export function nodeText(node: BotNode): string {
  const txt = (node.txt ?? '').trim();
  if (txt !== '') return txt;
  const title = nodeTitle(node).trim();
  if (title !== '') return title;
  return node.action === 'url' ? (node.data.title ?? '').trim() : '';
}

/**
 * Accessible name of a node: "<action label> <tag>", plus " — <text excerpt>" when the node has a text
 * or a title, e.g. "Boutons 3 — Bonjour, que souhaitez-vous ?".
 */
export function nodeName(t: Translate, node: BotNode): string {
  const base = `${actionLabel(t, node.action)} ${node.tag}`.trim();
  const text = nodeText(node);
  return text === '' ? base : `${base} — ${excerpt(text)}`;
}

const VALIDATION_KEYS = new Set([
  'custom-tag-not-unique',
  'url-invalid',
  'variable-unknown',
  'custom-label-not-unique',
]);

const LINT_KINDS = new Set([
  'structure',
  'validation',
  'whatsapp',
  'dead-end',
  'unreachable',
  'broken-jump',
  'weights',
]);

/** Translation key of a problem message key (see {@link problemText}). */
export function problemKey(key: string): string {
  if (key.includes(':')) return key;
  if (key.startsWith('diagram.') || key.startsWith('lint.') || key.startsWith('validation.')) {
    return `${FORMS_NS}:${key}`;
  }
  if (key.startsWith('structure.')) return `${FORMS_NS}:${key}`;
  if (VALIDATION_KEYS.has(key)) return `${FORMS_NS}:validation.${key}`;
  if (LINT_KINDS.has(key)) return `${FORMS_NS}:lint.${key}`;
  return `${FORMS_NS}:structure.${key}`;
}

/** The translation, or null when `key` has none (i18next then answers the key itself). */
function translated(t: Translate, key: string, params?: Record<string, unknown>): string | null {
  const text = t(key, params);
  const bare = key.slice(key.indexOf(':') + 1);
  return text === key || text === bare ? null : text;
}

/**
 * Sentence for a problem: lint kinds (`lint.<kind>`), core validator messages (`custom-tag-not-unique`…),
 * structure and drop reasons (`input-needs-check`, `button-parent`…) and the WhatsApp keys of the spec
 * (`diagram.actions.forms.…`, kept as written). A key namespaced elsewhere (`bot-builder:lint.dead-end`)
 * is tried as is, then in this namespace; an unknown key becomes a generic sentence, never a raw key.
 */
export function problemText(t: Translate, key: string, params?: Record<string, unknown>): string {
  const own = key.includes(':') ? problemKey(key.slice(key.indexOf(':') + 1)) : null;
  return (
    translated(t, problemKey(key), params) ??
    (own ? translated(t, own, params) : null) ??
    t(`${FORMS_NS}:problem-unknown`, { key })
  );
}
