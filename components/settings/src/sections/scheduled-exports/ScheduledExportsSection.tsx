import { useStore } from '@nanostores/react';
import { ApiRequestError, type ScheduledExport, type SettingsPage } from '@omnicanal/api';
import { type Flash, takeFlash } from '@omnicanal/element';
import { $locale, api } from '@omnicanal/stores';
import { RowMenu, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import type { SectionProps } from '../props.ts';
import { ExportEditor } from './ExportEditor.tsx';
import { ExportRuns, RunStatus } from './ExportRuns.tsx';
import { exportRoute, PATH, SECTION } from './model/paths.ts';
import { inZone } from './model/preview.ts';
import { useRunPolling } from './useRunPolling.ts';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('reports').get<SettingsPage<ScheduledExport>>(PATH, { query: params, signal });

/**
 * `section="scheduled-exports"`: statistics exports written to an SFTP account on a recurrence
 * (spec 002 §3, issue 20 point 4), admins of the self-hosted edition.
 */
export function ScheduledExportsSection({ item }: SectionProps): ReactElement {
  const route = exportRoute(item);
  if (route.screen === 'list') return <ExportList />;
  if (route.screen === 'runs') return <ExportRuns id={route.id} />;
  return <ExportEditor id={route.screen === 'edit' ? route.id : null} />;
}

function ExportList(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const navigate = useNavigate();
  const list = useSettingsList(load, 'label');
  const [deleting, setDeleting] = useState<ScheduledExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  useRunPolling(list.page?.results.some((e) => e.last_run?.status === 'running') ?? false, list.reload);
  const columns: readonly ListColumn<ScheduledExport>[] = [
    { field: 'label', label: 'settings-exports:columns.label', sortable: true, cell: (e) => e.label },
    {
      field: 'kind',
      label: 'settings-exports:columns.kind',
      cell: (e) => t(`settings-exports:kinds.${e.kind}`),
    },
    {
      field: 'next_run_at',
      label: 'settings-exports:columns.next_run',
      cell: (e) =>
        e.next_run_at ? inZone(e.next_run_at, e.timezone, locale) : t('settings-exports:not_planned'),
    },
    {
      field: 'last_run',
      label: 'settings-exports:columns.last_run',
      cell: (e) => (e.last_run ? <RunStatus run={e.last_run} /> : t('settings-exports:never_run')),
    },
    {
      field: 'is_active',
      label: 'settings-exports:columns.active',
      cell: (e) => t(e.is_active ? 'settings-exports:active.yes' : 'settings-exports:active.no'),
    },
  ];
  const add = (
    <button type="button" className="primary" onClick={() => navigate(SECTION, 'add')}>
      {t('settings-exports:add')}
    </button>
  );
  const runNow = async (exp: ScheduledExport) => {
    setFailure(null);
    setFlash(null);
    try {
      await api('reports').post(`${PATH}/${exp.id}/run`);
      setFlash({ key: 'settings-exports:flash.queued', values: { label: exp.label } });
      list.reload();
    } catch (error) {
      // One run at a time: a second click while it runs is said in words, not as a failure code.
      if (error instanceof ApiRequestError && error.error.code === 'export_running')
        setFlash({ key: 'settings-exports:errors.export_running' });
      else setFailure(error);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('reports').delete(`${PATH}/${deleting.id}`);
      setFlash({ key: 'settings-exports:flash.deleted', values: { label: deleting.label } });
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <Section title="settings-exports:title" intro="settings-exports:intro" actions={add}>
      <ListNotices flash={flash} failure={failure} />
      <ListView
        caption="settings-exports:title"
        list={list}
        columns={columns}
        rowKey={(e) => e.id}
        searchLabel="settings:list.search"
        empty="settings-exports:empty"
        emptyAction={add}
        actions={(e) => (
          <>
            <button
              type="button"
              aria-label={t('settings-exports:edit_named', { label: e.label })}
              onClick={() => navigate(SECTION, String(e.id))}
            >
              {t('settings:edit')}
            </button>
            <RowMenu
              label={t('settings:more')}
              name={t('settings:more_for', { name: e.label })}
              items={[
                { label: t('settings-exports:actions.run_now'), onSelect: () => void runNow(e) },
                {
                  label: t('settings-exports:actions.history'),
                  onSelect: () => navigate(SECTION, `${e.id}/runs`),
                },
                { label: t('settings:delete'), danger: true, onSelect: () => setDeleting(e) },
              ]}
            />
          </>
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title="settings-exports:confirm_title"
          description="settings-exports:confirm_text"
          values={{ label: deleting.label }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Section>
  );
}
