import type { Bot, BotNode } from '@omnicanal/core/bot';
import type { NodePatch } from '../../model/index.ts';
import type { FieldErrors } from '../fieldErrors.ts';

export type { NodePatch };

/** Schedule rules offered by the chronos form, fetched once per panel. */
export type ChronosRules =
  | { status: 'loading' }
  | { status: 'ready'; rules: { id: number; label: string }[] }
  | { status: 'error' };

/** Props every node form receives. */
export interface NodeFormProps {
  bot: Bot;
  node: BotNode;
  channel: string;
  errors: FieldErrors;
  /** Writes a patch; a function gets the node as stored now (not as last rendered) to build it. */
  update: (patch: NodePatch | ((node: BotNode) => NodePatch)) => void;
  chronosRules: ChronosRules;
}

/** Text of a field value (forms hold text; ids may be numbers in the bot). */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * Id typed in a text field: empty is "none" (null); digits become a number, as the services send
 * account, contact list and third-party ids; anything else is kept as typed.
 */
export function asId(value: unknown): string | number | null {
  const text = asText(value).trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}
