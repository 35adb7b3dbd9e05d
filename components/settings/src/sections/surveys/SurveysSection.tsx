import {
  fetchThirdPartyAccounts,
  type SettingsPage,
  type Skill,
  type Subaccount,
  type Survey,
} from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { itemRoute } from '../../model/item-route.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';
import type { SectionProps } from '../props.ts';
import { type Named, SURVEY_VALIDATORS, surveyDescriptor, toSurveyInput } from './model/survey-form.ts';

const PATH = '/surveys';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('surveys').get<SettingsPage<Survey>>(PATH, { query: params, signal });

/** `section="surveys"`: the satisfaction surveys sent at a conversation's close (spec 002 §3), admins. */
export function SurveysSection({ item }: SectionProps): ReactElement {
  const route = itemRoute(item);
  if (route.screen === 'list') return <SurveyList />;
  return <SurveyEditor id={route.screen === 'edit' ? route.id : null} />;
}

function SurveyList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const list = useSettingsList(load, 'label');
  const skills = useResource<Skill[]>(
    (signal) => api('core').get<Skill[]>('/skills/', { signal }),
    'survey-skills',
  );
  const [deleting, setDeleting] = useState<Survey | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const skillNames = (ids: readonly number[]) => {
    const known = skills.data ?? [];
    const names = ids.map((id) => known.find((s) => s.id === id)?.name).filter(Boolean);
    return names.length > 0 ? names.join(', ') : t('settings-surveys:no_skill');
  };
  const columns: readonly ListColumn<Survey>[] = [
    {
      field: 'label',
      label: 'settings-surveys:fields.label',
      sortable: true,
      cell: (survey) => survey.label,
    },
    { field: 'skills', label: 'settings-surveys:fields.skills', cell: (survey) => skillNames(survey.skills) },
    {
      field: 'force_send',
      label: 'settings-surveys:columns.sending',
      cell: (survey) =>
        t(survey.force_send ? 'settings-surveys:sending.always' : 'settings-surveys:sending.asked'),
    },
    {
      field: 'url',
      label: 'settings-surveys:columns.page',
      cell: (survey) =>
        survey.account_id
          ? t('settings-surveys:sources.account')
          : survey.url || t('settings-surveys:hosted_page'),
    },
  ];
  const add = (
    <button type="button" className="primary" onClick={() => navigate('surveys', 'add')}>
      {t('settings-surveys:add')}
    </button>
  );
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('surveys').delete(`${PATH}/${deleting.id}`);
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <Section title="settings:sections.surveys" intro="settings-surveys:intro" actions={add}>
      <ListNotices failure={failure} />
      <ListView
        caption="settings:sections.surveys"
        list={list}
        columns={columns}
        rowKey={(survey) => survey.id}
        searchLabel="settings:list.search"
        empty="settings-surveys:empty"
        emptyAction={add}
        actions={(survey) => (
          <EditDeleteActions
            editLabel={t('settings-surveys:edit_named', { label: survey.label })}
            name={survey.label}
            onEdit={() => navigate('surveys', String(survey.id))}
            onDelete={() => setDeleting(survey)}
          />
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title="settings-surveys:confirm_title"
          description="settings-surveys:confirm_text"
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
  survey: Survey | null;
  skills: Named[];
  subaccounts: Named[];
  accounts: Named[];
}

/**
 * The company's satisfaction accounts (Goodays, Qemotion), named with their provider; none where
 * third parties are not offered (the hosted edition answers 404 then).
 */
async function satisfactionAccountsOf(): Promise<Named[]> {
  try {
    const accounts = await fetchThirdPartyAccounts(api('thirdparties'), 'satisfaction');
    return accounts.map((a) => ({ id: a.id, name: `${a.label} (${PROVIDER_NAMES[a.kind] ?? a.kind})` }));
  } catch {
    return [];
  }
}

/** The providers' names as they write them. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { goodays: 'Goodays', qemotion: 'Qemotion' };

/** The company's sub-accounts; none when its offer has no sub-accounts (the call answers 404 then). */
async function subaccountsOf(signal: AbortSignal): Promise<Named[]> {
  try {
    const page = await api('core').get<SettingsPage<Subaccount>>('/subaccounts/', {
      query: { limit: '100' },
      signal,
    });
    return page.results.map((s) => ({ id: s.id, name: s.name }));
  } catch {
    return [];
  }
}

/** A new survey (`add`) or one to change (its id); saving goes back to the list. */
function SurveyEditor({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const data = useResource<EditorData>(
    async (signal) => {
      const [survey, skills, subaccounts, accounts] = await Promise.all([
        id === null ? null : api('surveys').get<Survey>(`${PATH}/${id}`, { signal }),
        api('core').get<Skill[]>('/skills/', { signal }),
        subaccountsOf(signal),
        satisfactionAccountsOf(),
      ]);
      return { survey, skills: skills.map((s) => ({ id: s.id, name: s.name })), subaccounts, accounts };
    },
    `survey-${id ?? 'new'}`,
  );
  const title = id === null ? 'settings-surveys:new' : 'settings-surveys:edit';
  const back = (
    <button type="button" onClick={() => navigate('surveys')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={title} actions={back}>
      <ResourceState resource={data}>
        {({ survey, skills, subaccounts, accounts }) => (
          <EditForm
            descriptor={surveyDescriptor(survey, skills, subaccounts, accounts, t)}
            label={title}
            validators={SURVEY_VALIDATORS}
            save={async (values) => {
              await api('surveys').post(id === null ? PATH : `${PATH}/${id}`, toSurveyInput(values));
              return () => navigate('surveys');
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}
