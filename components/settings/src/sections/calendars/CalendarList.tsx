import type { CalendarRule } from '@omnicanal/api';
import { type Flash, takeFlash } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { RowMenu, useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { calendarPage, hoursKey } from './model/list.ts';
import { TreesDialog } from './TreesDialog.tsx';

/** The company's calendars: label, time zone, hours; edit, customise, the trees using it, delete. */
export function CalendarList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<CalendarRule | null>(null);
  const [trees, setTrees] = useState<CalendarRule | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const list = useSettingsList<CalendarRule>(
    async (params, signal) =>
      calendarPage(await api('chronos').get<CalendarRule[]>('/rules', { signal }), params),
    'label',
  );

  const remove = async (rule: CalendarRule) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('chronos').delete(`/rules/${rule.id}`);
      setFlash({ key: 'settings-calendars:deleted', values: { name: rule.label } });
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  const add: ReactNode = (
    <button type="button" className="primary" onClick={() => navigate('calendars', 'add')}>
      {t('settings-calendars:add')}
    </button>
  );
  const columns: ListColumn<CalendarRule>[] = [
    { field: 'label', label: 'settings-calendars:form.label', sortable: true, cell: (r) => r.label },
    { field: 'timezone', label: 'settings-calendars:form.timezone', sortable: true, cell: (r) => r.timezone },
    { field: 'hours', label: 'settings-calendars:hours.title', cell: (r) => t(hoursKey(r)) },
  ];

  return (
    <Section title="settings-calendars:title" intro="settings-calendars:intro" actions={add}>
      <ListNotices flash={flash} failure={failure} />
      <ListView
        caption="settings-calendars:caption"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel="settings-calendars:search"
        empty="settings-calendars:empty"
        emptyAction={add}
        actions={(r) => (
          <RowMenu
            label={t('settings-calendars:actions')}
            name={t('settings-calendars:actions_named', { name: r.label })}
            items={[
              { label: t('settings:edit'), onSelect: () => navigate('calendars', String(r.id)) },
              {
                label: t('settings-calendars:customize'),
                onSelect: () => navigate('calendars', `customization/${r.id}`),
              },
              { label: t('settings-calendars:trees.open'), onSelect: () => setTrees(r) },
              {
                label: t('settings:delete'),
                danger: true,
                onSelect: () => {
                  setFlash(null);
                  setDeleting(r);
                },
              },
            ]}
          />
        )}
      />
      {trees ? <TreesDialog rule={trees} onClose={() => setTrees(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="settings-calendars:delete_title"
          description="settings-calendars:delete_description"
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
