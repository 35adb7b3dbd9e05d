import type { ContactReason, SettingsPage } from '@omnicanal/api';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { namesOf } from '../../model/scope-fields.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';

/** The company's contact reasons: label and skills, searched, sorted and paged; add, edit, delete. */
export function ReasonList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<ContactReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const skills = useResource(
    (signal) => api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
    'skills',
  );
  const list = useSettingsList<ContactReason>(
    (params, signal) =>
      api('agents').get<SettingsPage<ContactReason>>('/contactreasons/', { query: params, signal }),
    'label',
  );

  const remove = async (reason: ContactReason) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('agents').delete(`/contactreasons/${reason.id}`);
      setFlash({ key: 'settings-content:reasons.deleted', values: { name: reason.label } });
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  const add: ReactNode = (
    <button type="button" className="primary" onClick={() => navigate('contact-reasons', 'add')}>
      {t('settings-content:reasons.add')}
    </button>
  );
  const columns: ListColumn<ContactReason>[] = [
    { field: 'label', label: 'settings-content:reasons.label', sortable: true, cell: (r) => r.label },
    {
      field: 'skills',
      label: 'settings-content:scope.skills',
      cell: (r) =>
        r.skills.length === 0
          ? t('settings-content:scope.every_skill')
          : namesOf(r.skills, skills.data ?? []),
    },
  ];

  return (
    <Section title="settings:sections.contact-reasons" intro="settings-content:reasons.intro" actions={add}>
      <ListNotices flash={flash} failure={failure} />
      <ListView
        caption="settings-content:reasons.caption"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel="settings-content:reasons.search"
        empty="settings-content:reasons.empty"
        emptyAction={add}
        actions={(r) => (
          <EditDeleteActions
            editLabel={t('settings-content:edit_named', { name: r.label })}
            name={r.label}
            onEdit={() => navigate('contact-reasons', String(r.id))}
            onDelete={() => {
              setFlash(null);
              setDeleting(r);
            }}
          />
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title="settings-content:reasons.delete_title"
          description="settings-content:reasons.delete_description"
          values={{ name: deleting.label }}
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
