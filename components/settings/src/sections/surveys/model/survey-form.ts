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

/** Where a survey's link leads: our hosted page, a link of the company's, a satisfaction account. */
export const SURVEY_SOURCES = ['page', 'link', 'account'] as const;
export type SurveySource = (typeof SURVEY_SOURCES)[number];

/** The source a saved survey uses. */
export const sourceOf = (survey: Survey | null): SurveySource =>
  survey?.account_id ? 'account' : survey?.url ? 'link' : 'page';

type Words = (key: string) => string;

/**
 * The survey form (spec 002 §3): label, text (its variables listed under it), where its link
 * leads (our hosted page, a link, or one of the company's satisfaction accounts, Goodays or
 * Qemotion, offered only when it has one), force-send, skills and, when the company has any,
 * sub-accounts. `accounts` are the satisfaction accounts, named with their provider.
 */
export function surveyDescriptor(
  survey: Survey | null,
  skills: readonly Named[],
  subaccounts: readonly Named[],
  accounts: readonly Named[],
  t: Words,
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
            name: 'source',
            kind: 'radio',
            label: `${NS}.source`,
            options: SURVEY_SOURCES.map((source) => ({
              text: t(`settings-surveys:sources.${source}`),
              value: source,
              disabled: source === 'account' && accounts.length === 0,
            })),
            ...(accounts.length === 0 ? { helper: `${NS}.source_no_account` } : {}),
            value: sourceOf(survey),
          },
          {
            name: 'url',
            kind: 'url',
            label: `${NS}.url`,
            max_length: 2048,
            helper: `${NS}.url_help`,
            value: survey?.url ?? '',
          },
          ...(accounts.length > 0
            ? [
                {
                  name: 'account_id',
                  kind: 'select' as const,
                  label: `${NS}.account`,
                  helper: `${NS}.account_help`,
                  options: options(accounts),
                  value: survey?.account_id ? String(survey.account_id) : String(accounts[0]?.id ?? ''),
                },
              ]
            : []),
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
  const source = values.source;
  return {
    label: text('label'),
    text: text('text'),
    // Only the chosen source is sent: the others' fields may still hold what was typed there.
    url: source === 'link' ? text('url') : '',
    force_send: values.force_send === true,
    skills: ids('skills'),
    subaccounts: ids('subaccounts'),
    // An account chosen without one selected goes as 0, which the server names under the field.
    account_id: source === 'account' ? Number(values.account_id) || 0 : null,
  };
}
