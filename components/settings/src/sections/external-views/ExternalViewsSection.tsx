import type { ExternalView, SettingsPage, Skill } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';
import type { SectionProps } from '../props.ts';
import { externalViewsRoute, toViewInput, viewDescriptor } from './model/view-form.ts';

const PATH = '/external-views/';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('core').get<SettingsPage<ExternalView>>(PATH, { query: params, signal });

/** `section="external-views"`: pages shown in the agent console (spec 002 §3), owner only. */
export function ExternalViewsSection({ item }: SectionProps): ReactElement {
  const route = externalViewsRoute(item);
  if (route.screen === 'list') return <ViewList />;
  return <ViewEditor id={route.screen === 'edit' ? route.id : null} />;
}

function ViewList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const list = useSettingsList(load, 'label');
  const [deleting, setDeleting] = useState<ExternalView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const columns: readonly ListColumn<ExternalView>[] = [
    {
      field: 'label',
      label: 'settings-account:external_views.label',
      sortable: true,
      cell: (view) => view.label,
    },
    { field: 'url', label: 'settings-account:external_views.url', cell: (view) => view.url },
    { field: 'icon', label: 'settings-account:external_views.icon', cell: (view) => view.icon || '—' },
  ];
  const add = (
    <button type="button" className="primary" onClick={() => navigate('external-views', 'add')}>
      {t('settings-account:external_views.add')}
    </button>
  );
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('core').delete(`/external-views/${deleting.id}`);
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <Section
      title="settings:sections.external-views"
      intro="settings-account:external_views.intro"
      actions={add}
    >
      <ListNotices failure={failure} />
      <ListView
        caption="settings:sections.external-views"
        list={list}
        columns={columns}
        rowKey={(view) => view.id}
        searchLabel="settings:list.search"
        empty="settings-account:external_views.empty"
        emptyAction={add}
        actions={(view) => (
          <EditDeleteActions
            editLabel={t('settings-account:external_views.edit_named', { label: view.label })}
            name={view.label}
            onEdit={() => navigate('external-views', String(view.id))}
            onDelete={() => setDeleting(view)}
          />
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title="settings-account:external_views.confirm_title"
          description="settings-account:external_views.confirm_text"
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

interface EditorData {
  view: ExternalView | null;
  skills: Skill[];
}

/** A new view (`add`) or one to change (its id); saving goes back to the list. */
function ViewEditor({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const key = `external-view-${id ?? 'new'}`;
  const data = useResource<EditorData>(async (signal) => {
    const [view, skills] = await Promise.all([
      id === null ? null : api('core').get<ExternalView>(`/external-views/${id}`, { signal }),
      api('core').get<Skill[]>('/skills/', { signal }),
    ]);
    return { view, skills };
  }, key);
  const back = (
    <button type="button" onClick={() => navigate('external-views')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section
      title={id === null ? 'settings-account:external_views.new' : 'settings-account:external_views.edit'}
      actions={back}
    >
      <ResourceState resource={data}>
        {({ view, skills }) => (
          <EditForm
            descriptor={viewDescriptor(view, skills)}
            label={
              id === null ? 'settings-account:external_views.new' : 'settings-account:external_views.edit'
            }
            save={async (values) => {
              await api('core').post(id === null ? PATH : `/external-views/${id}`, toViewInput(values));
              return () => navigate('external-views');
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}
