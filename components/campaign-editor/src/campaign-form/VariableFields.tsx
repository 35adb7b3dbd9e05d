import type { WebivrLink } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ASSIGNMENT_SOURCES, type AssignmentDraft } from '../model/campaign-form.ts';
import { FormField, textOf } from './fields.tsx';

const chosenLink = (links: WebivrLink[], value: string) => links.find((l) => String(l.entry_point) === value);

interface VariableFieldsProps {
  /** The chosen template's variable numbers. */
  variables: number[];
  assignments: Record<string, AssignmentDraft>;
  /** The chosen audiences' columns. */
  columns: string[];
  /** The company's visual IVR links. */
  links: WebivrLink[];
  problems: Record<string, string[]>;
  onChange: (n: number, next: AssignmentDraft) => void;
}

/**
 * One assignment per template variable (spec 002 §3): a column of the audiences, a text, a URL,
 * or a visual IVR link (an entry point opening a published web IVR; the address it sends is shown).
 * A variable left without one is allowed after the confirmation the server asks for.
 */
export function VariableFields({
  variables,
  assignments,
  columns,
  links,
  problems,
  onChange,
}: VariableFieldsProps): ReactElement {
  const t = useT();
  return (
    <fieldset className="oc-form-fieldset">
      <legend>{t('campaigns:campaign_form.variables')}</legend>
      {problems.variables ? (
        <ul className="oc-form-errors">
          {problems.variables.map((code) => (
            <li key={code}>{t(`campaigns:campaign_form.problems.${code}`)}</li>
          ))}
        </ul>
      ) : null}
      {variables.length === 0 ? (
        <p className="hint">{t('campaigns:campaign_form.no_variables')}</p>
      ) : (
        variables.map((n) => {
          const assignment = assignments[String(n)] ?? { source: '', value: '' };
          const own = problems[`variables.${n}`];
          return (
            <div className="pair variable" key={n}>
              <FormField
                field={{
                  name: `variables.${n}.source`,
                  kind: 'select',
                  label: t('campaigns:campaign_form.variable_source', { n: `{{${n}}}` }),
                  placeholder: 'campaigns:campaign_form.unassigned',
                  options: ASSIGNMENT_SOURCES.map((source) => ({
                    text: t(`campaigns:campaign_form.sources.${source}`),
                    value: source,
                  })),
                }}
                value={assignment.source}
                onChange={(value) =>
                  onChange(n, { source: textOf(value) as AssignmentDraft['source'], value: '' })
                }
              />
              {assignment.source === 'audience' ? (
                <FormField
                  field={{
                    name: `variables.${n}.value`,
                    kind: 'select',
                    label: t('campaigns:campaign_form.variable_column', { n: `{{${n}}}` }),
                    required: true,
                    helper: columns.length === 0 ? 'campaigns:campaign_form.no_columns' : undefined,
                    options: columns.map((c) => ({ text: c, value: c })),
                  }}
                  value={assignment.value}
                  problems={own}
                  onChange={(value) => onChange(n, { ...assignment, value: textOf(value) })}
                />
              ) : null}
              {assignment.source === 'webivr' ? (
                <FormField
                  field={{
                    name: `variables.${n}.value`,
                    kind: 'select',
                    label: t('campaigns:campaign_form.variable_webivr', { n: `{{${n}}}` }),
                    required: true,
                    helper: links.length === 0 ? 'campaigns:campaign_form.no_webivr_links' : undefined,
                    options: links.map((l) => ({
                      text: `${l.name} — ${l.webivr}`,
                      value: String(l.entry_point),
                    })),
                  }}
                  value={assignment.value}
                  problems={own}
                  onChange={(value) => onChange(n, { ...assignment, value: textOf(value) })}
                />
              ) : null}
              {assignment.source === 'webivr' && chosenLink(links, assignment.value) ? (
                <p className="hint">
                  {t('campaigns:campaign_form.webivr_opens', {
                    url: chosenLink(links, assignment.value)?.url,
                  })}
                </p>
              ) : null}
              {assignment.source === 'custom' || assignment.source === 'url' ? (
                <FormField
                  field={{
                    name: `variables.${n}.value`,
                    kind: assignment.source === 'url' ? 'url' : 'text',
                    label: t(`campaigns:campaign_form.variable_${assignment.source}`, { n: `{{${n}}}` }),
                    required: true,
                    max_length: assignment.source === 'url' ? 2048 : 1000,
                  }}
                  value={assignment.value}
                  problems={own}
                  onChange={(value) => onChange(n, { ...assignment, value: textOf(value) })}
                />
              ) : null}
            </div>
          );
        })
      )}
    </fieldset>
  );
}
