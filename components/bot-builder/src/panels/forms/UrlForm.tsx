import { NodeField } from './NodeField.tsx';
import { asText, type NodeFormProps } from './types.ts';

/** Link node: the card title, its image address and the link address (spec 001 §3 `url`). */
export function UrlForm({ node, errors, update }: NodeFormProps) {
  if (node.action !== 'url') return null;
  const { data } = node;
  return (
    <>
      <NodeField
        name="title"
        kind="text"
        label="bot-forms:fields.title"
        value={asText(data.title)}
        errors={errors.title}
        onCommit={(value) => update({ data: { title: asText(value) } })}
      />
      <NodeField
        name="image"
        kind="url"
        label="bot-forms:fields.image"
        value={asText(data.image)}
        errors={errors.image}
        onCommit={(value) => update({ data: { image: asText(value) } })}
      />
      <NodeField
        name="url"
        kind="url"
        label="bot-forms:fields.url"
        value={asText(data.url)}
        errors={errors.url}
        onCommit={(value) => update({ data: { url: asText(value) } })}
      />
    </>
  );
}
