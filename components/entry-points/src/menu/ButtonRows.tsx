import type { MessengerButton } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import type { TreeChoice } from '../model/client.ts';
import { emptyButton, moved } from '../model/menu-form.ts';
import { RowErrors } from '../shared/RowErrors.tsx';

export interface ButtonRowsProps {
  rows: readonly MessengerButton[];
  onChange: (rows: MessengerButton[]) => void;
  trees: readonly TreeChoice[] | null;
  /** Server errors by path (`buttons.0.url`). */
  errors: Readonly<Record<string, string[]>>;
}

/**
 * Spec 001 §3 "Messenger menu buttons: text, type, tree, URL", in the order Messenger shows them:
 * each row names its text, opens a tree or a page, and moves up or down.
 */
export function ButtonRows({ rows, onChange, trees, errors }: ButtonRowsProps): ReactElement {
  const t = useT();
  const heading = useId();
  const set = (index: number, patch: Partial<MessengerButton>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="rows" aria-labelledby={heading}>
      <legend id={heading}>{t('entry-points:menu.buttons')}</legend>
      <p className="hint">{t('entry-points:menu.buttons_intro')}</p>
      <RowErrors errors={errors} path="buttons" />
      {rows.length === 0 ? <p className="hint">{t('entry-points:menu.buttons_empty')}</p> : null}
      <ol className="row-list">
        {rows.map((row, index) => {
          const n = index + 1;
          const label = (key: string) => `${t(key)} (${t('entry-points:form.row', { n })})`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <li key={index} className="row">
              <label>
                <span>{label('entry-points:menu.text')}</span>
                <input
                  value={row.text}
                  maxLength={30}
                  aria-invalid={errors[`buttons.${index}.text`] ? true : undefined}
                  onChange={(e) => set(index, { text: e.target.value })}
                />
                <RowErrors errors={errors} path={`buttons.${index}.text`} />
              </label>
              <label>
                <span>{label('entry-points:menu.button_type')}</span>
                <select
                  value={row.type}
                  onChange={(e) =>
                    set(index, { type: e.target.value === 'web_url' ? 'web_url' : 'postback' })
                  }
                >
                  <option value="postback">{t('entry-points:menu.postback')}</option>
                  <option value="web_url">{t('entry-points:menu.web_url')}</option>
                </select>
              </label>
              {row.type === 'postback' ? (
                <label>
                  <span>{label('entry-points:form.tree')}</span>
                  <select
                    value={row.tree ?? ''}
                    onChange={(e) => set(index, { tree: e.target.value || null })}
                  >
                    <option value="">{t('entry-points:form.choose')}</option>
                    {(trees ?? []).map((tree) => (
                      <option key={tree.key} value={tree.key}>
                        {tree.title}
                      </option>
                    ))}
                  </select>
                  <RowErrors errors={errors} path={`buttons.${index}.tree`} />
                </label>
              ) : (
                <label>
                  <span>{label('entry-points:menu.url')}</span>
                  <input
                    type="url"
                    value={row.url ?? ''}
                    onChange={(e) => set(index, { url: e.target.value })}
                  />
                  <RowErrors errors={errors} path={`buttons.${index}.url`} />
                </label>
              )}
              <div className="row-tools">
                <button
                  type="button"
                  aria-label={t('entry-points:menu.up', { n })}
                  disabled={index === 0}
                  onClick={() => onChange(moved(rows, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('entry-points:menu.down', { n })}
                  disabled={index === rows.length - 1}
                  onClick={() => onChange(moved(rows, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="remove"
                  aria-label={t('entry-points:form.remove_row', { n })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange([...rows, emptyButton()])} disabled={rows.length >= 20}>
        {t('entry-points:menu.add_button')}
      </button>
    </fieldset>
  );
}
