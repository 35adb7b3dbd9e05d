import type { EntryPointTree } from '@omnicanal/api';
import { ENTRY_POINT_CHANNELS } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import type { TreeChoice } from '../model/client.ts';
import type { Named } from '../model/entry-point-form.ts';
import { RowErrors } from '../shared/RowErrors.tsx';

export interface TreeRowsProps {
  rows: readonly EntryPointTree[];
  onChange: (rows: EntryPointTree[]) => void;
  /** The trees of the chosen skill's bots; null while they load or before a skill is chosen. */
  trees: readonly TreeChoice[] | null;
  calendars: readonly Named[];
  /** Server errors by path (`trees.0.tree_identifier`). */
  errors: Readonly<Record<string, string[]>>;
}

/**
 * Spec 001 §3 "tree per channel, with calendar_id and tree_identifier": one row per channel, its
 * tree and the calendar that routes it. Rows are added and removed; each control is labelled with
 * its row number.
 */
export function TreeRows({ rows, onChange, trees, calendars, errors }: TreeRowsProps): ReactElement {
  const t = useT();
  const heading = useId();
  const set = (index: number, patch: Partial<EntryPointTree>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const used = new Set(rows.map((r) => r.channel));
  const nextChannel = ENTRY_POINT_CHANNELS.find((c) => !used.has(c));
  const add = () => {
    if (!nextChannel) return;
    onChange([...rows, { channel: nextChannel, calendar_id: null, tree_identifier: trees?.[0]?.key ?? '' }]);
  };
  return (
    <fieldset className="rows" aria-labelledby={heading}>
      <legend id={heading}>{t('entry-points:form.trees')}</legend>
      <p className="hint">{t('entry-points:form.trees_intro')}</p>
      <RowErrors errors={errors} path="trees" />
      {trees !== null && trees.length === 0 ? (
        <p className="hint">{t('entry-points:form.no_trees')}</p>
      ) : null}
      {rows.length === 0 ? <p className="hint">{t('entry-points:form.trees_empty')}</p> : null}
      <ol className="row-list">
        {rows.map((row, index) => {
          const n = index + 1;
          const label = (key: string) => `${t(key)} (${t('entry-points:form.row', { n })})`;
          const treeErrors = errors[`trees.${index}.tree_identifier`] ?? [];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <li key={index} className="row">
              <label>
                <span>{label('entry-points:form.channel')}</span>
                <select
                  value={row.channel}
                  onChange={(e) => set(index, { channel: e.target.value as EntryPointTree['channel'] })}
                >
                  {ENTRY_POINT_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {t(`entry-points:channels.${c}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>{label('entry-points:form.tree')}</span>
                <select
                  value={row.tree_identifier}
                  aria-invalid={treeErrors.length > 0 || undefined}
                  onChange={(e) => set(index, { tree_identifier: e.target.value })}
                >
                  <option value="">{t('entry-points:form.choose')}</option>
                  {(trees ?? []).map((tree) => (
                    <option key={tree.key} value={tree.key}>
                      {tree.title}
                    </option>
                  ))}
                  {row.tree_identifier && !trees?.some((tree) => tree.key === row.tree_identifier) ? (
                    <option value={row.tree_identifier}>{row.tree_identifier}</option>
                  ) : null}
                </select>
                <RowErrors errors={errors} path={`trees.${index}.tree_identifier`} />
              </label>
              <label>
                <span>{label('entry-points:form.calendar')}</span>
                <select
                  value={row.calendar_id === null ? '' : String(row.calendar_id)}
                  onChange={(e) =>
                    set(index, { calendar_id: e.target.value ? Number(e.target.value) : null })
                  }
                >
                  <option value="">{t('entry-points:form.no_calendar')}</option>
                  {calendars.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
                <RowErrors errors={errors} path={`trees.${index}.calendar_id`} />
              </label>
              <button
                type="button"
                className="remove"
                aria-label={t('entry-points:form.remove_row', { n })}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={add} disabled={!nextChannel}>
        {t('entry-points:form.add_tree')}
      </button>
    </fieldset>
  );
}
