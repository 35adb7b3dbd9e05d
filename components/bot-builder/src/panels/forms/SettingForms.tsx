import { NodeField } from './NodeField.tsx';
import { asId, asText, type NodeFormProps } from './types.ts';

/** One text setting of the payload, stored as text. */
function TextSetting({ name, label, props }: { name: string; label: string; props: NodeFormProps }) {
  const data = (props.node as { data?: Record<string, unknown> }).data ?? {};
  return (
    <NodeField
      name={name}
      kind="text"
      label={label}
      value={asText(data[name])}
      errors={props.errors[name]}
      onCommit={(value) => props.update({ data: { [name]: asText(value) } })}
    />
  );
}

/** One id setting of the payload (account, contact list): empty means none. */
function IdSetting({ name, label, props }: { name: string; label: string; props: NodeFormProps }) {
  const data = (props.node as { data?: Record<string, unknown> }).data ?? {};
  return (
    <NodeField
      name={name}
      kind="text"
      label={label}
      value={asText(data[name])}
      errors={props.errors[name]}
      onCommit={(value) => props.update({ data: { [name]: asId(value) } })}
    />
  );
}

/** custom_js_event: the event label sent to the page (unique in the bot, spec 001 §5). */
export const EventForm = (props: NodeFormProps) => (
  <TextSetting name="label" label="bot-forms:fields.label" props={props} />
);

/** dialogflow and ravana: the account the conversation is handed to. */
export const AccountForm = (props: NodeFormProps) => (
  <IdSetting name="account" label="bot-forms:fields.account" props={props} />
);

/** dialogflow_intent: the intent name and its label. */
export const IntentForm = (props: NodeFormProps) => (
  <>
    <TextSetting name="intent" label="bot-forms:fields.intent" props={props} />
    <TextSetting name="intent_label" label="bot-forms:fields.intent_label" props={props} />
  </>
);

/** ravana_output: the task the AI agent reports. */
export const TaskForm = (props: NodeFormProps) => (
  <TextSetting name="task" label="bot-forms:fields.task" props={props} />
);

/** messenger_optin_request, campaigns_contactlist, rcs_optout: the contact list concerned. */
export const ContactListForm = (props: NodeFormProps) => (
  <IdSetting name="contact_list" label="bot-forms:fields.contact_list" props={props} />
);
