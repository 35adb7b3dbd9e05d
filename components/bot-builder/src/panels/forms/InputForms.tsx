import { NodeField } from './NodeField.tsx';
import { asText, type NodeFormProps } from './types.ts';

/** One empty list for every node without words, so the field does not see a new value each render. */
const NO_WORDS: string[] = [];

/** Input check: the keywords that send the visitor down this branch (comma or Enter separated). */
export function InputCheckForm({ node, errors, update }: NodeFormProps) {
  if (node.action !== 'input_check') return null;
  return (
    <NodeField
      name="words"
      kind="list"
      label="bot-forms:fields.words"
      helper="bot-forms:fields.words_hint"
      value={node.data.words ?? NO_WORDS}
      errors={errors.words}
      onCommit={(value) => update({ data: { words: Array.isArray(value) ? value : [] } })}
    />
  );
}

/**
 * Input error: the message shown when no keyword matched. It is written to the payload (spec 001 §3
 * `input_error {txt}`) and to the common text, so the canvas and the test walk show the same words.
 */
export function InputErrorForm({ node, errors, update }: NodeFormProps) {
  if (node.action !== 'input_error') return null;
  return (
    <NodeField
      name="txt"
      kind="textarea"
      label="bot-forms:fields.error_txt"
      value={asText(node.data.txt ?? node.txt)}
      errors={errors.txt}
      onCommit={(value) => update({ txt: asText(value), data: { txt: asText(value) } })}
    />
  );
}
