import { useStore } from '@nanostores/react';
import {
  type AgentDetails,
  fetchThirdPartyAccounts,
  type ScheduledExport,
  type SettingsPage,
} from '@omnicanal/api';
import { useEmit, useResource } from '@omnicanal/element';
import { $locale, $user, api } from '@omnicanal/stores';
import { type FieldValue, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import {
  type Choice,
  EXPORT_VALIDATORS,
  type ExportChoices,
  exportDescriptor,
  onExportFields,
  recurrenceOf,
  toExportInput,
} from './model/export-form.ts';
import { PATH, SECTION } from './model/paths.ts';
import { inZone, previewFilename, previewRuns, todayIn } from './model/preview.ts';

/** Where an admin connects an SFTP account when the company has none. */
const ADD_SFTP_ACCOUNT = '/third-parties/add/sftp';

/** The company's SFTP accounts; none when the third parties cannot be read. */
async function sftpAccounts(): Promise<Choice[]> {
  try {
    const accounts = await fetchThirdPartyAccounts(api('thirdparties'), 'sftp');
    return accounts.filter((a) => a.kind === 'sftp').map((a) => ({ id: a.id, name: a.label }));
  } catch {
    return [];
  }
}

/** The company's users, by name (or email). */
async function users(signal: AbortSignal): Promise<Choice[]> {
  const page = await api('core').get<SettingsPage<AgentDetails>>('/settings/agents/', {
    query: { limit: '100' },
    signal,
  });
  return page.results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email }));
}

interface EditorData {
  exp: ScheduledExport | null;
  choices: ExportChoices;
  zone: string;
}

/** A new scheduled export (`add`) or one to change (its id); saving goes back to the list. */
export function ExportEditor({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const user = useStore($user);
  const data = useResource<EditorData>(
    async (signal) => {
      const [exp, accounts, people] = await Promise.all([
        id === null ? null : api('reports').get<ScheduledExport>(`${PATH}/${id}`, { signal }),
        sftpAccounts(),
        users(signal),
      ]);
      // A new export is planned on the company's clock; until it has one, the admin's is the best guess.
      const zone = exp?.timezone ?? user?.timezone ?? 'UTC';
      return { exp, zone, choices: { accounts, users: people, today: todayIn(zone, new Date()) } };
    },
    `export-${id ?? 'new'}`,
  );
  const title = id === null ? 'settings-exports:new' : 'settings-exports:edit';
  const back = (
    <button type="button" onClick={() => navigate(SECTION)}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={title} actions={back}>
      <ResourceState resource={data}>
        {({ exp, choices, zone }) => (
          <>
            {choices.accounts.length === 0 ? <NoAccount /> : null}
            <ExportForm exp={exp} choices={choices} zone={zone} title={title} />
          </>
        )}
      </ResourceState>
    </Section>
  );
}

/** Said above the form when the company has no SFTP account yet, with the way to connect one. */
function NoAccount(): ReactElement {
  const t = useT();
  const emit = useEmit();
  return (
    <p role="note" className="settings-note">
      {t('settings-exports:form.no_account')}{' '}
      <a
        href={ADD_SFTP_ACCOUNT}
        onClick={(event) => {
          event.preventDefault();
          emit('oc-navigate', { path: ADD_SFTP_ACCOUNT });
        }}
      >
        {t('settings-exports:form.add_account')}
      </a>
    </p>
  );
}

function ExportForm({
  exp,
  choices,
  zone,
  title,
}: {
  exp: ScheduledExport | null;
  choices: ExportChoices;
  zone: string;
  title: string;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [descriptor] = useState(() => exportDescriptor(exp, choices, t));
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  return (
    <div className="export-editor">
      <EditForm
        descriptor={descriptor}
        label={title}
        validators={EXPORT_VALIDATORS}
        onValues={setValues}
        save={async (form) => {
          try {
            await api('reports').post(exp ? `${PATH}/${exp.id}` : PATH, toExportInput(form, exp));
          } catch (error) {
            throw onExportFields(error, t);
          }
          return () => navigate(SECTION);
        }}
      />
      <p className="settings-note">{t('settings-exports:form.ticket_type')}</p>
      <ExportPreview values={values} zone={zone} />
    </div>
  );
}

/** The next file's name and the next five runs, on the company's clock, as the form is filled. */
function ExportPreview({ values, zone }: { values: Record<string, FieldValue>; zone: string }): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const runs = previewRuns(recurrenceOf(values), zone, new Date());
  const file = previewFilename(String(values.filename ?? ''), runs[0], zone);
  return (
    <section aria-labelledby="export-preview" className="settings-card">
      <h3 id="export-preview">{t('settings-exports:form.preview')}</h3>
      <p>{t('settings-exports:form.zone', { zone })}</p>
      <dl>
        <dt>{t('settings-exports:form.next_file')}</dt>
        <dd>
          <output aria-label={t('settings-exports:form.next_file')}>{file ?? '—'}</output>
        </dd>
      </dl>
      {runs.length === 0 ? (
        <p>{t('settings-exports:form.no_run')}</p>
      ) : (
        <>
          <h4>{t('settings-exports:form.next_runs')}</h4>
          <ol aria-label={t('settings-exports:form.next_runs')}>
            {runs.map((run) => (
              <li key={run.getTime()}>{inZone(run, zone, locale)}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
