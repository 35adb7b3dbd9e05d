/**
 * Problems shown under the fields of the node form: the shared validators of spec 001 §5, the WhatsApp
 * limits when the channel is whatsapp, and the field errors of the last save (`nodes.<key>.<field>`).
 */
import {
  type Bot,
  customLabelProblem,
  customTagProblem,
  urlProblem,
  variablesProblem,
  whatsappProblems,
} from '@omnicanal/core/bot';

/** Message keys (or server texts) by field name; fields without problems are absent. */
export type FieldErrors = Record<string, string[]>;

export interface FieldErrorsInput {
  bot: Bot;
  node: string;
  channel: string;
  /** `saveError.fields` of the store. */
  saveFields?: Record<string, string[]>;
  /** Known variable names; the variable check is skipped when they are unknown. */
  knownVariables?: Iterable<string>;
}

/** Server field names may carry the payload prefix (`data.url`); the form names fields without it. */
const fieldName = (path: string): string => path.replace(/^data\./, '');

export function nodeFieldErrors({
  bot,
  node: key,
  channel,
  saveFields,
  knownVariables,
}: FieldErrorsInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (!message) return;
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  };
  const node = bot.nodes[key];
  if (!node) return errors;
  add('customTag', customTagProblem(bot, key, node.customTag));
  // An empty address is the state of a new link node; it is reported on save, not while filling in.
  if (node.action === 'url' && node.data.url.trim() !== '') add('url', urlProblem(node.data.url));
  if (node.action === 'custom_js_event') add('label', customLabelProblem(bot, key, node.data.label));
  if (knownVariables && node.txt) add('txt', variablesProblem(node.txt, knownVariables));
  if (channel === 'whatsapp') for (const p of whatsappProblems(bot, key)) add(p.field, p.message);
  const prefix = `nodes.${key}.`;
  for (const [path, messages] of Object.entries(saveFields ?? {})) {
    if (!path.startsWith(prefix)) continue;
    for (const message of messages) add(fieldName(path.slice(prefix.length)), message);
  }
  return errors;
}

/** Problems of fields the form does not show (e.g. `childs`, `node`): listed above the fields. */
export function otherErrors(errors: FieldErrors, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
}
