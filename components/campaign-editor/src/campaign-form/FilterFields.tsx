import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import type { CampaignDraft } from '../model/campaign-form.ts';
import { FormField, textOf } from './fields.tsx';

interface FilterFieldsProps {
  filters: CampaignDraft['filters'];
  columns: string[];
  problems: Record<string, string[]>;
  onChange: (filters: CampaignDraft['filters']) => void;
}

/**
 * The audience filters (spec 002 §3): a contact is sent to when its variable holds one of the
 * comma-separated values, for every filter.
 */
export function FilterFields({ filters, columns, problems, onChange }: FilterFieldsProps): ReactElement {
  const t = useT();
  const set = (index: number, next: Partial<CampaignDraft['filters'][number]>) =>
    onChange(filters.map((f, i) => (i === index ? { ...f, ...next } : f)));
  return (
    <fieldset className="oc-form-fieldset">
      <legend>{t('campaigns:campaign_form.filters')}</legend>
      <p className="hint">{t('campaigns:campaign_form.filters_help')}</p>
      {filters.map((filter, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: filters have no identity but their place
          <div className="pair filter-row" key={index}>
            <FormField
              field={{
                name: `audience_filters.${index}.variable`,
                kind: 'select',
                label: t('campaigns:campaign_form.filter_variable', { n }),
                required: true,
                options: [...new Set([...columns, ...(filter.variable ? [filter.variable] : [])])].map(
                  (c) => ({
                    text: c,
                    value: c,
                  }),
                ),
              }}
              value={filter.variable}
              problems={problems[`audience_filters.${index}`]}
              onChange={(value) => set(index, { variable: textOf(value) })}
            />
            <FormField
              field={{
                name: `audience_filters.${index}.values`,
                kind: 'text',
                label: t('campaigns:campaign_form.filter_values', { n }),
                required: true,
                max_length: 2000,
                helper: 'campaigns:campaign_form.filter_values_help',
              }}
              value={filter.values}
              onChange={(value) => set(index, { values: textOf(value) })}
            />
            <button
              type="button"
              className="link"
              onClick={() => onChange(filters.filter((_, i) => i !== index))}
            >
              {t('campaigns:campaign_form.remove_filter', { n })}
            </button>
          </div>
        );
      })}
      <div className="button-adds">
        <button
          type="button"
          disabled={columns.length === 0}
          onClick={() => onChange([...filters, { variable: columns[0] ?? '', values: '' }])}
        >
          {t('campaigns:campaign_form.add_filter')}
        </button>
        {columns.length === 0 ? <p className="hint">{t('campaigns:campaign_form.no_columns')}</p> : null}
      </div>
    </fieldset>
  );
}
