import { ApiRequestError, type SettingsPage, type Skill } from '@omnicanal/api';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';
import type { NamedSet, SetKind } from './model/named-set.ts';
import { skillNames } from './model/set-form.ts';

export interface SetListProps {
  kind: SetKind;
  /** Add, edit and delete are offered; without it the list is read-only. */
  canWrite: boolean;
  /** Said under the heading instead of the usual introduction. */
  notice?: string;
  /** The server says the resource does not exist for this company (404): replaces the list. */
  onMissing?: () => void;
}

/**
 * Skill groups or sub-accounts: name and skills, searched, sorted and paged; with the right,
 * Add, Edit and Delete (after confirmation).
 */
export function SetList({ kind, canWrite, notice, onMissing }: SetListProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const key = (name: string) => `settings-skills:${kind.texts}.${name}`;
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<NamedSet | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const skills = useResource((signal) => api('core').get<Skill[]>('/skills/', { signal }), 'skills');
  const list = useSettingsList<NamedSet>(async (params, signal) => {
    try {
      return await api('core').get<SettingsPage<NamedSet>>(`${kind.path}/`, { query: params, signal });
    } catch (error) {
      if (error instanceof ApiRequestError && error.error.status === 404) onMissing?.();
      throw error;
    }
  }, 'name');

  const remove = async (item: NamedSet) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('core').delete(`${kind.path}/${item.id}`);
      setDeleting(null);
      setFlash({ key: key('deleted'), values: { name: item.name } });
      list.removed(1);
    } catch (error) {
      setDeleting(null);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const add: ReactNode = canWrite ? (
    <button type="button" className="primary" onClick={() => navigate(kind.section, 'add')}>
      {t(key('add'))}
    </button>
  ) : null;
  const columns: ListColumn<NamedSet>[] = [
    { field: 'name', label: 'settings-skills:sets.name', sortable: true, cell: (item) => item.name },
    {
      field: 'skills',
      label: 'settings-skills:sets.skills',
      cell: (item) => {
        if (item.skills.length === 0) return t('settings-skills:sets.no_skill');
        // Without the directory the names are unknown; the number still says something.
        if (!skills.data) return t('settings-skills:sets.skills_count', { count: item.skills.length });
        return skillNames(item.skills, skills.data).join(', ');
      },
    },
  ];
  const empty = kind.texts === 'groups' && canWrite ? key('empty_admin') : key('empty');

  return (
    <Section title={`settings:sections.${kind.section}`} intro={notice ?? key('intro')} actions={add}>
      <ListNotices flash={flash} failure={failure} />
      <ListView
        caption={key('caption')}
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        searchLabel={key('search')}
        empty={empty}
        emptyAction={add}
        actions={
          canWrite
            ? (item) => (
                <EditDeleteActions
                  editLabel={t(key('edit_named'), { name: item.name })}
                  name={item.name}
                  onEdit={() => navigate(kind.section, kind.editItem(item.id))}
                  onDelete={() => {
                    setFlash(null);
                    setDeleting(item);
                  }}
                />
              )
            : undefined
        }
      />
      {deleting ? (
        <ConfirmDialog
          title={key('delete_title')}
          description={key('delete_description')}
          values={{ name: deleting.name }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Section>
  );
}
