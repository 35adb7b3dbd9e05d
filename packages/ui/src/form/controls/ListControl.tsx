import { type Ref, useState } from 'react';
import { useT } from '../../useT.ts';
import { addListItems, removeListItem } from '../model/list-input.ts';
import { type ControlProps, commonAttributes } from './types.ts';

/**
 * List input (spec 000 §4): Enter, the add button or leaving the box adds what was typed, split on
 * commas; each item has its own remove button. `max_length` caps the number of items.
 */
export function ListControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  const [draft, setDraft] = useState('');
  const items = Array.isArray(value) ? value : [];
  const label = t(field.label);

  const add = () => {
    if (!draft.trim()) return;
    onChange(addListItems(items, draft, field.max_length));
    setDraft('');
  };

  return (
    <div className="oc-form-list">
      <span className="oc-form-list-entry">
        <input
          {...commonAttributes(props)}
          required={field.required && items.length === 0}
          ref={controlRef as Ref<HTMLInputElement>}
          type="text"
          value={draft}
          placeholder={field.placeholder ? t(field.placeholder) : undefined}
          onChange={(event) => setDraft(event.target.value)}
          // Leaving the box (for Save, say) keeps what was typed rather than dropping it unseen.
          onBlur={add}
          onKeyDown={(event) => {
            // Enter adds the item instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" disabled={field.disabled} onClick={add}>
          {t('form:add')}
        </button>
      </span>
      {items.length > 0 && (
        <ul aria-label={t('form:list_items', { label })}>
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button
                type="button"
                disabled={field.disabled}
                aria-label={t('form:remove_item', { item })}
                onClick={() => onChange(removeListItem(items, item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
