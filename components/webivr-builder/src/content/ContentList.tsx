import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, RowMenu, Screen, useT } from '@omnicanal/ui';
import { type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';
import { listSkills } from '../model/content-client.ts';
import { Loading } from './Loading.tsx';
import { useGo } from './useGo.ts';

/** A column after the name: its heading key and its cell. */
export interface Column<T> {
  header: string;
  cell: (item: T, skillName: (id: number | null) => string) => ReactNode;
  /** A count: aligned to the end, as figures are. */
  number?: boolean;
}

/**
 * A list of FAQs, forms or templates (spec 001 §2 children `faqs`, `forms`, `templates`): one
 * primary action to add, the name opening the item, columns, and a row menu to edit or delete
 * after confirmation. `keys` is the namespace part of its texts (`webivr-content:faqs`).
 */
export function ContentList<T extends { id: number }>({
  keys,
  load,
  nameOf,
  pathOf,
  columns,
  remove,
  actions,
  children,
}: {
  keys: string;
  load: () => Promise<T[]>;
  nameOf: (item: T) => string;
  /** The item's path, or `add`'s. */
  pathOf: (item: T | 'add') => string;
  columns: Column<T>[];
  remove: (item: T) => Promise<void>;
  /** More buttons beside the primary one (an export). */
  actions?: ReactNode;
  /** What follows the list on the same screen (the themes, under the templates). */
  children?: ReactNode;
}): ReactElement {
  const t = useT();
  const go = useGo();
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useResource(async (signal) => {
    const [items, skills] = await Promise.all([load(), listSkills(signal)]);
    return { items, skills };
  }, keys);

  const confirmDelete = async (item: T) => {
    setBusy(true);
    setFailure(null);
    try {
      await remove(item);
      setFlash({ key: 'webivr-content:deleted', values: { name: nameOf(item) } });
      loaded.reload();
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setDeleting(null);
    setBusy(false);
  };
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(path);
  };

  const buttons = (
    <>
      {actions}
      <button type="button" className="primary" onClick={() => go(pathOf('add'))}>
        {t(`${keys}.add`)}
      </button>
    </>
  );
  return (
    <Screen title={t(`${keys}.title`)} intro={t(`${keys}.intro`)} actions={buttons}>
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {failure}
        </p>
      ) : null}
      <Loading resource={loaded}>
        {({ items, skills }) => {
          if (items.length === 0)
            return (
              <p role="status" className="notice empty">
                {t(`${keys}.empty`)}
              </p>
            );
          const skillName = (id: number | null) =>
            id === null
              ? t('webivr-content:all_skills')
              : (skills.find((skill) => skill.id === id)?.name ?? `#${id}`);
          return (
            <div className="table-wrap" aria-busy={loaded.loading}>
              <table>
                <caption className="visually-hidden">{t(`${keys}.caption`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('webivr-content:name')}</th>
                    {columns.map((column) => (
                      <th key={column.header} scope="col" className={column.number ? 'number' : undefined}>
                        {t(column.header)}
                      </th>
                    ))}
                    <th scope="col">{t('webivr-content:actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <a href={pathOf(item)} onClick={(event) => open(event, pathOf(item))}>
                          {nameOf(item)}
                        </a>
                      </th>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          data-label={t(column.header)}
                          className={column.number ? 'number' : undefined}
                        >
                          {column.cell(item, skillName)}
                        </td>
                      ))}
                      <td className="actions-cell">
                        <RowMenu
                          label={t('webivr-content:actions')}
                          name={t('webivr-content:menu', { name: nameOf(item) })}
                          items={[
                            { label: t('webivr-content:edit'), onSelect: () => go(pathOf(item)) },
                            {
                              label: t('webivr-content:delete'),
                              danger: true,
                              onSelect: () => {
                                setFlash(null);
                                setFailure(null);
                                setDeleting(item);
                              },
                            },
                          ]}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </Loading>
      {children}
      {deleting ? (
        <ConfirmDialog
          danger
          title={t('webivr-content:delete_title', { name: nameOf(deleting) })}
          description={t(`${keys}.delete_description`)}
          confirm={t('webivr-content:delete')}
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
