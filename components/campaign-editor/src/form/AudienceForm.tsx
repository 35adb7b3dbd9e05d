import type { ContactList } from '@omnicanal/api';
import { leaveFlash, useDirty, useResource } from '@omnicanal/element';
import { type FieldValue, Form, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useMemo, useRef, useState } from 'react';
import { CsvFileField } from '../csv/CsvFileField.tsx';
import { CsvImport } from '../csv/CsvImport.tsx';
import { ImportReport } from '../csv/ImportReport.tsx';
import {
  audienceDescriptor,
  FORM_SOURCES,
  type FormSource,
  filtersOf,
  type Named,
  sourceOf,
  toAudienceInput,
} from '../model/audience-form.ts';
import {
  listAudienceSftpAccounts,
  listEntryPoints,
  listSkills,
  readAudience,
  saveAudience,
} from '../model/client.ts';
import { audienceFormError } from '../model/errors.ts';
import { useGo, useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { ContactPreview } from './ContactPreview.tsx';

interface Loaded {
  stored: ContactList | null;
  skills: Named[];
  sftpAccounts: Named[];
  entryPoints: Named[];
}

/** Where an admin connects an SFTP account (the third parties are admins'). */
const ADD_SFTP_ACCOUNT = '/third-parties/add/sftp';

/**
 * `/campaigns/contacts/add` and `/campaigns/contacts/{id}` (spec 002 §3 "Audience form"): name,
 * kind (kept as created), language and source — the company's contacts matching filters, a CSV
 * file, or contacts typed in. A file is sent once the audience is saved, and its import shown.
 */
export function AudienceForm({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const loaded = useResource(async (signal): Promise<Loaded> => {
    const [stored, skills, sftpAccounts, entryPoints] = await Promise.all([
      id === null ? Promise.resolve(null) : readAudience(id, signal),
      listSkills(signal),
      // Without them the SFTP source says there is no account; the rest of the form still works.
      listAudienceSftpAccounts(signal).catch(() => []),
      // Without them the origin filter is not offered; the other filters still work.
      listEntryPoints(signal).catch(() => []),
    ]);
    return { stored, skills, sftpAccounts, entryPoints };
  }, String(id));
  const title = loaded.data?.stored
    ? t('campaigns:form.edit_title', { name: loaded.data.stored.name })
    : t('campaigns:form.new_title');
  return (
    <Screen title={id === null || loaded.data ? title : t('campaigns:form.label')}>
      <ResourceState resource={loaded}>
        {(data) => <Editor key={data.stored?.id ?? 'new'} {...data} reload={loaded.reload} />}
      </ResourceState>
    </Screen>
  );
}

function Editor({
  stored,
  skills,
  sftpAccounts,
  entryPoints,
  reload,
}: Loaded & { reload: () => void }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const go = useGo();
  const dirty = useDirty();
  const sourceName = useId();
  const [source, setSource] = useState<FormSource>(sourceOf(stored));
  const values = useRef<Record<string, FieldValue>>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(false);
  const [upload, setUpload] = useState<{ audience: ContactList; file: File } | null>(null);
  // Rebuilt when the source changes, with what was typed so far.
  const descriptor = useMemo(
    () => audienceDescriptor(source, stored, values.current, skills, t, sftpAccounts, entryPoints),
    [source, stored, skills, t, sftpAccounts, entryPoints],
  );
  const fileRequired = stored === null || stored.source !== 'csv';

  if (upload)
    return (
      <CsvImport
        audience={upload.audience}
        file={upload.file}
        actions={(ended) => (
          <>
            <button type="button" className="primary" disabled={!ended} onClick={() => navigate()}>
              {t('campaigns:back')}
            </button>
            <button
              type="button"
              disabled={!ended}
              onClick={() => {
                if (stored?.id === upload.audience.id) {
                  setUpload(null);
                  reload();
                } else navigate(upload.audience.id);
              }}
            >
              {t('campaigns:import.open')}
            </button>
          </>
        )}
      />
    );

  const changeSource = (next: FormSource) => {
    setSource(next);
    setSaved(false);
    dirty.mark();
  };

  return (
    <div className="editor">
      <fieldset className="sources">
        <legend>{t('campaigns:form.source')}</legend>
        {FORM_SOURCES.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={sourceName}
              value={option}
              checked={source === option}
              onChange={() => changeSource(option)}
            />
            <span>
              <strong>{t(`campaigns:sources.${option}`)}</strong>
              <span className="hint">{t(`campaigns:form.source_help.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {source === 'sftp' && sftpAccounts.length === 0 ? (
        <p className="hint">
          {t('campaigns:form.sftp_none')}{' '}
          <a
            href={ADD_SFTP_ACCOUNT}
            onClick={(event) => {
              event.preventDefault();
              go(ADD_SFTP_ACCOUNT);
            }}
          >
            {t('campaigns:form.sftp_add')}
          </a>
        </p>
      ) : null}
      <div
        onInput={() => {
          setSaved(false);
          dirty.mark();
        }}
      >
        <Form
          key={source}
          descriptor={descriptor}
          label="campaigns:form.label"
          submitLabel={
            (source === 'csv' && file) || source === 'sftp' ? 'campaigns:form.save_import' : 'campaigns:save'
          }
          onValues={(next) => {
            values.current = next;
          }}
          onSubmit={async (submitted) => {
            setSaved(false);
            if (source === 'csv' && fileRequired && !file) {
              setFileError('campaigns:errors.file_required');
              fileRef.current?.focus();
              return;
            }
            let answer: ContactList;
            try {
              answer = await saveAudience(stored?.id ?? null, toAudienceInput(source, submitted, stored));
            } catch (error) {
              throw audienceFormError(error, t);
            }
            dirty.clean();
            if (source === 'csv' && file) setUpload({ audience: answer, file });
            else if (stored) {
              setSaved(true);
              reload();
            } else {
              leaveFlash({ key: 'campaigns:form.created', values: { name: answer.name } });
              navigate();
            }
          }}
        >
          {source === 'csv' ? (
            <CsvFileField
              required={fileRequired}
              error={fileError}
              inputRef={fileRef}
              onChange={(next, problem) => {
                setFile(next);
                setFileError(problem);
                dirty.mark();
              }}
            />
          ) : null}
          {source === 'contacts' ? <ContactPreview filters={() => filtersOf(values.current)} /> : null}
        </Form>
      </div>
      <p role="status" className="flash">
        {saved ? t('campaigns:saved') : ''}
      </p>
      {stored?.import && (stored.source === 'csv' || stored.source === 'sftp') ? (
        <ImportReport result={stored.import} heading={t('campaigns:report.latest')} />
      ) : null}
      <button type="button" className="link" onClick={() => navigate()}>
        {t('campaigns:back')}
      </button>
    </div>
  );
}
