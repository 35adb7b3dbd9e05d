import { CALLBACK_MESSAGES } from '@omnicanal/core/bot';
import { NodeField } from './NodeField.tsx';
import { asId, asText, type NodeFormProps } from './types.ts';

/** callback: one text per callback message of spec 001 §3, and the third-party service id. */
export function CallbackForm({ node, errors, update }: NodeFormProps) {
  if (node.action !== 'callback') return null;
  const messages = node.data.messages ?? {};
  return (
    <>
      {CALLBACK_MESSAGES.map((key) => (
        <NodeField
          key={key}
          name={key}
          kind="textarea"
          label={`bot-forms:callback.${key}`}
          value={asText(messages[key])}
          errors={errors[key] ?? errors[`messages.${key}`]}
          // `data` is merged shallowly: the stored message map is written back with the one change.
          onCommit={(value) =>
            update((stored) => ({
              data: {
                messages: {
                  ...(stored.action === 'callback' ? stored.data.messages : {}),
                  [key]: asText(value),
                },
              },
            }))
          }
        />
      ))}
      <NodeField
        name="thirdparties_id"
        kind="text"
        label="bot-forms:fields.thirdparties_id"
        value={asText(node.data.thirdparties_id)}
        errors={errors.thirdparties_id}
        onCommit={(value) => update({ data: { thirdparties_id: asId(value) } })}
      />
    </>
  );
}
