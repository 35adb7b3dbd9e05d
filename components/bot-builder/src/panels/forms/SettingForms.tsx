import { NodeField } from './NodeField.tsx';
import { asId, asText, type NodeFormProps } from './types.ts';

interface SettingProps {
  name: string;
  label: string;
  props: NodeFormProps;
  /** How the typed text is stored: as text, or as an id (account, contact list; empty is none). */
  parse?: (value: unknown) => unknown;
}

/** One setting of the payload, edited as text. */
function Setting({ name, label, props, parse = asText }: SettingProps) {
  const data = (props.node as { data?: Record<string, unknown> }).data ?? {};
  return (
    <NodeField
      name={name}
      kind="text"
      label={label}
      value={asText(data[name])}
      errors={props.errors[name]}
      onCommit={(value) => props.update({ data: { [name]: parse(value) } })}
    />
  );
}

/** custom_js_event: the event label sent to the page (unique in the bot, spec 001 §5). */
export const EventForm = (props: NodeFormProps) => (
  <Setting name="label" label="bot-forms:fields.label" props={props} />
);

/** dialogflow and ravana: the account the conversation is handed to. */
export const AccountForm = (props: NodeFormProps) => (
  <Setting name="account" label="bot-forms:fields.account" props={props} parse={asId} />
);

/** dialogflow_intent: the intent name and its label. */
export const IntentForm = (props: NodeFormProps) => (
  <>
    <Setting name="intent" label="bot-forms:fields.intent" props={props} />
    <Setting name="intent_label" label="bot-forms:fields.intent_label" props={props} />
  </>
);

/** ravana_output: the task the AI agent reports. */
export const TaskForm = (props: NodeFormProps) => (
  <Setting name="task" label="bot-forms:fields.task" props={props} />
);

/** messenger_optin_request, campaigns_contactlist, rcs_optout: the contact list concerned. */
export const ContactListForm = (props: NodeFormProps) => (
  <Setting name="contact_list" label="bot-forms:fields.contact_list" props={props} parse={asId} />
);
