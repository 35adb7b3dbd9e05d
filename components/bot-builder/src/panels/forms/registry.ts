import { CALLBACK_MESSAGES, type NodeAction } from '@omnicanal/core/bot';
import type { ComponentType } from 'react';
import { CallbackForm } from './CallbackForm.tsx';
import { ChoiceForm } from './ChoiceForm.tsx';
import { InputCheckForm, InputErrorForm } from './InputForms.tsx';
import { ChronosForm, TreeForm } from './JumpForms.tsx';
import { LoadBalancerForm } from './LoadBalancerForm.tsx';
import { AccountForm, ContactListForm, EventForm, IntentForm, TaskForm } from './SettingForms.tsx';
import type { NodeFormProps } from './types.ts';
import { UrlForm } from './UrlForm.tsx';

/** The payload form of an action and the field names it shows (other problems are listed above it). */
export interface ActionForm {
  Form: ComponentType<NodeFormProps>;
  fields: readonly string[];
}

const form = (Form: ComponentType<NodeFormProps>, fields: readonly string[]): ActionForm => ({
  Form,
  fields,
});

/** Actions with settings beyond the common text and custom tag (spec 001 §3 payloads). */
export const ACTION_FORMS: Partial<Record<NodeAction, ActionForm>> = {
  button: form(ChoiceForm, ['title', 'subtitle']),
  choice: form(ChoiceForm, ['title', 'subtitle']),
  url: form(UrlForm, ['title', 'image', 'url']),
  input_check: form(InputCheckForm, ['words']),
  input_error: form(InputErrorForm, ['txt']),
  routing_load_balancer: form(LoadBalancerForm, ['weights']),
  totree: form(TreeForm, ['tree']),
  chronos: form(ChronosForm, ['rule']),
  custom_js_event: form(EventForm, ['label']),
  dialogflow: form(AccountForm, ['account']),
  ravana: form(AccountForm, ['account']),
  dialogflow_intent: form(IntentForm, ['intent', 'intent_label']),
  ravana_output: form(TaskForm, ['task']),
  messenger_optin_request: form(ContactListForm, ['contact_list']),
  campaigns_contactlist: form(ContactListForm, ['contact_list']),
  rcs_optout: form(ContactListForm, ['contact_list']),
  callback: form(CallbackForm, [
    'thirdparties_id',
    ...CALLBACK_MESSAGES,
    ...CALLBACK_MESSAGES.map((key) => `messages.${key}`),
  ]),
};

/** Fields of the common part of every form. */
export const COMMON_FIELDS: readonly string[] = ['txt', 'customTag'];
