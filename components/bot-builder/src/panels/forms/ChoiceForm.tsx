import { nodeTitle } from '@omnicanal/core/bot';
import { NodeField } from './NodeField.tsx';
import { asText, type NodeFormProps } from './types.ts';

/**
 * Button and choice nodes: title and subtitle. The title lives both in `data` and in the common
 * fields (spec 001 §3); both are written so every reader sees the same text.
 */
export function ChoiceForm({ node, channel, errors, update }: NodeFormProps) {
  return (
    <>
      <NodeField
        name="title"
        kind="text"
        label="bot-forms:fields.title"
        value={nodeTitle(node)}
        errors={errors.title}
        onCommit={(value) => update({ title: asText(value), data: { title: asText(value) } })}
      />
      <NodeField
        name="subtitle"
        kind="text"
        label="bot-forms:fields.subtitle"
        value={asText(node.subtitle)}
        errors={errors.subtitle}
        onCommit={(value) => update({ subtitle: asText(value) })}
      />
      {node.action === 'button' && channel === 'whatsapp' && (
        // spec 001 §5/§9: a WhatsApp list picker takes more choices than plain buttons.
        <NodeField
          name="list"
          kind="checkbox"
          label="bot-forms:fields.list_picker"
          value={node.customData?.list === true}
          onCommit={(value) => update({ customData: { list: value === true } })}
        />
      )}
    </>
  );
}
