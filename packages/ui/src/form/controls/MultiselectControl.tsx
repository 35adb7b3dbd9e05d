import { type Ref, useId, useState } from 'react';
import { useT } from '../../useT.ts';
import { allSelected, filterOptions, flattenOptions, selectAll } from '../model/options.ts';
import type { ControlProps } from './types.ts';

/**
 * Multiselect: a search box narrowing the options, "Select all" for the options shown, one
 * checkbox per option, and the chosen values as chips, each with its remove button. Option texts
 * are data, shown as given.
 */
export function MultiselectControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const t = useT();
  const listId = useId();
  const [search, setSearch] = useState('');
  const options = flattenOptions(field.options);
  const shown = filterOptions(options, search);
  const selected = Array.isArray(value) ? value : [];
  const label = t(field.label);
  const textOf = (chosen: string) => options.find((option) => option.value === chosen)?.text ?? chosen;

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={describedBy} className="oc-form-multiselect">
      {selected.length > 0 && (
        <ul aria-label={t('form:multiselect.chosen', { label })} className="oc-form-chips">
          {selected.map((chosen) => (
            <li key={chosen}>
              <span>{textOf(chosen)}</span>
              <button
                type="button"
                disabled={field.disabled}
                aria-label={t('form:remove_item', { item: textOf(chosen) })}
                onClick={() => onChange(selected.filter((entry) => entry !== chosen))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="oc-form-multiselect-bar">
        <input
          ref={controlRef as Ref<HTMLInputElement>}
          id={id}
          type="search"
          aria-label={t('form:multiselect.search', { label })}
          aria-controls={listId}
          aria-invalid={invalid}
          disabled={field.disabled}
          value={search}
          placeholder={field.placeholder ? t(field.placeholder) : undefined}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search box must not send the form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <button
          type="button"
          disabled={field.disabled || allSelected(selected, shown)}
          onClick={() => onChange(selectAll(selected, shown))}
        >
          {t('form:multiselect.select_all')}
        </button>
      </span>
      <fieldset id={listId} className="oc-form-choices" aria-label={t('form:multiselect.options', { label })}>
        {shown.length === 0 && <p className="oc-form-hint">{t('form:multiselect.none')}</p>}
        {shown.map((option) => (
          <label key={option.value} className="oc-form-choice">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={field.disabled || option.disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((entry) => entry !== option.value),
                )
              }
            />
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
