import { NodeField } from './NodeField.tsx';
import type { NodeFormProps } from './types.ts';
import { asText } from './types.ts';

/** Fields every node has: its text (except input errors, whose text is their error message) and custom tag. */
export function CommonFields({ node, errors, update }: NodeFormProps) {
  return (
    <>
      {node.action !== 'input_error' && (
        <NodeField
          name="txt"
          kind="textarea"
          label="bot-forms:fields.txt"
          value={asText(node.txt)}
          errors={errors.txt}
          onCommit={(value) => update({ txt: asText(value) })}
        />
      )}
      <NodeField
        name="customTag"
        kind="text"
        label="bot-forms:fields.customTag"
        value={asText(node.customTag)}
        errors={errors.customTag}
        onCommit={(value) => update({ customTag: asText(value) })}
      />
    </>
  );
}
