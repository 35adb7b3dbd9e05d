/**
 * One call that checks a whole bot before it is saved: what the builder shows in its problem list and
 * what the server answers as field errors (400, nothing stored) for a bad bot. Same rules, same code.
 */
import type { Bot } from './model.ts';
import { type StructureReason, structureProblems } from './structure.ts';
import {
  customLabelProblem,
  customTagProblem,
  urlProblem,
  type ValidationMessage,
  variablesProblem,
} from './validators.ts';
import { type WhatsappMessage, whatsappProblems } from './whatsapp.ts';

/** One problem of a bot: the node, the field concerned (`node` for structure) and the message key. */
export interface BotProblem {
  node: string;
  field: string;
  message: StructureReason | ValidationMessage | WhatsappMessage;
}

export interface ValidateOptions {
  /** Channel being saved; `whatsapp` adds the WhatsApp limits and choice counts. */
  channel?: string;
  /** Known variable names; when given, `{{name}}` uses in node text are checked against them. */
  knownVariables?: Iterable<string>;
}

/** Every problem of the bot; an empty list means it may be saved. */
export function validateBot(bot: Bot, options: ValidateOptions = {}): BotProblem[] {
  const problems: BotProblem[] = structureProblems(bot, options.channel).map((p) => ({
    node: p.node,
    field: 'node',
    message: p.reason,
  }));
  const known = options.knownVariables ? [...options.knownVariables] : undefined;
  for (const [key, node] of Object.entries(bot.nodes)) {
    const add = (field: string, message: BotProblem['message'] | null) => {
      if (message) problems.push({ node: key, field, message });
    };
    add('customTag', customTagProblem(bot, key, node.customTag));
    if (node.action === 'url') add('url', urlProblem(node.data.url));
    if (node.action === 'custom_js_event') add('label', customLabelProblem(bot, key, node.data.label));
    if (known && node.txt) add('txt', variablesProblem(node.txt, known));
    if (options.channel === 'whatsapp') {
      for (const p of whatsappProblems(bot, key)) add(p.field, p.message);
    }
  }
  return problems;
}

/**
 * Problems as field errors keyed `nodes.<node>.<field>`: the server's 400 answer to a bad bot and
 * what the builder shows under its fields when a save stops before the call. Messages kept once.
 */
export function problemFields(problems: readonly BotProblem[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const p of problems) {
    const key = `nodes.${p.node}.${p.field}`;
    const list = fields[key] ?? [];
    if (!list.includes(p.message)) list.push(p.message);
    fields[key] = list;
  }
  return fields;
}
