import type { Survey, SurveyInput } from '@omnicanal/api';
import { unknownSurveyVariable } from '@omnicanal/core';
import type { FieldValue, FormDescriptor, Validator } from '@omnicanal/ui';

const NS = 'settings-surveys:fields';

/** A skill or sub-account as the form offers it. */
export interface Named {
  id: number;
  name: string;
}

const options = (items: readonly Named[]) =>
  items.map((item) => ({ text: item.name, value: String(item.id) }));

/**
 * The survey form (spec 002 §3): label, text (its variables listed under it), link (empty: our
 * hosted page), force-send, skills and, when the company has any, sub-accounts.
 */
export function surveyDescriptor(
  survey: Survey | null,
  skills: readonly Named[],
  subaccounts: readonly Named[],
): FormDescriptor {
  const scope: FormDescriptor['fieldsets'][number]['fields'] = [
    {
      name: 'skills',
      kind: 'checklist',
      label: `${NS}.skills`,
      helper: `${NS}.skills_help`,
      options: options(skills),
      value: (survey?.skills ?? []).map(String),
    },
  ];
  if (subaccounts.length > 0)
    scope.push({
      name: 'subaccounts',
      kind: 'checklist',
      label: `${NS}.subaccounts`,
      options: options(subaccounts),
      value: (survey?.subaccounts ?? []).map(String),
    });
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: `${NS}.label`,
            required: true,
            focus: true,
            max_length: 128,
            value: survey?.label ?? '',
          },
          {
            name: 'text',
            kind: 'textarea',
            label: `${NS}.text`,
            required: true,
            max_length: 1000,
            helper: `${NS}.text_help`,
            validation: { name: 'survey_text' },
            value: survey?.text ?? '',
          },
          {
            name: 'url',
            kind: 'url',
            label: `${NS}.url`,
            max_length: 2048,
            helper: `${NS}.url_help`,
            value: survey?.url ?? '',
          },
          {
            name: 'force_send',
            kind: 'checkbox',
            label: `${NS}.force_send`,
            helper: `${NS}.force_send_help`,
            value: survey?.force_send ?? false,
          },
        ],
      },
      { legend: 'settings-surveys:form.scope', fields: scope },
    ],
  };
}

/** The text's variables are ones surveys know: "the variable {0} is unknown" otherwise. */
export const SURVEY_VALIDATORS: Readonly<Record<string, Validator>> = {
  survey_text: (value) => {
    const unknown = unknownSurveyVariable(String(value ?? ''));
    return unknown === null
      ? { valid: true }
      : { valid: false, message: 'settings-surveys:errors.variable_unknown', values: { name: unknown } };
  },
};

/** What POST /surveys[/{id}] receives from the form's values. */
export function toSurveyInput(values: Record<string, FieldValue>): SurveyInput {
  const text = (name: string) => String(values[name] ?? '').trim();
  const ids = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]).map(Number) : []);
  return {
    label: text('label'),
    text: text('text'),
    url: text('url'),
    force_send: values.force_send === true,
    skills: ids('skills'),
    subaccounts: ids('subaccounts'),
  };
}
