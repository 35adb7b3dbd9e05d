import { fetchWebivrForm, saveWebivrForm, type WebivrForm } from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { listSkills, type Named, webivr } from '../model/content-client.ts';
import {
  draftOf,
  draftProblems,
  emptyField,
  type FieldDraft,
  type FormDraft,
  moved,
  toFormBody,
} from '../model/content-form.ts';
import { ExportButton } from './ExportButton.tsx';
import type { ItemPath } from './Faqs.tsx';
import { FieldEditor } from './FieldEditor.tsx';
import { Input, textOf } from './Input.tsx';
import { Loading } from './Loading.tsx';
import { skillField } from './skillField.ts';
import { useGo } from './useGo.ts';
import { Failure, FormButtons, useSave } from './useSave.tsx';

/**
 * One web IVR form (spec 001 §3 "Web IVR form", §5 "Forms"): its label and skill, who is told of a
 * submission (a list of emails), the submit button's label, the API it calls, and its fields in
 * order. A stored form also downloads its submissions.
 */
export function FormEditor({ id, pathOf }: { id: number | null; pathOf: ItemPath }): ReactElement {
  const t = useT();
  const loaded = useResource(
    async (signal) => {
      const [form, skills] = await Promise.all([
        id === null ? null : fetchWebivrForm(webivr(), id),
        listSkills(signal),
      ]);
      return { form, skills };
    },
    String(id ?? 'add'),
  );
  const form = loaded.data?.form;
  return (
    <Screen
      title={
        form ? t('webivr-content:forms.edit_title', { name: form.label }) : t('webivr-content:forms.add')
      }
      actions={form ? <ExportButton form={form.id} /> : undefined}
    >
      <Loading resource={loaded}>
        {(data) => <FormFields key={data.form?.id ?? 'add'} {...data} pathOf={pathOf} />}
      </Loading>
    </Screen>
  );
}

type Text = 'label' | 'skill' | 'button_label' | 'api_url' | 'api_method' | 'api_headers' | 'api_body';

function FormFields({
  form,
  skills,
  pathOf,
}: {
  form: WebivrForm | null;
  skills: Named[];
  pathOf: ItemPath;
}): ReactElement {
  const t = useT();
  const go = useGo();
  const saving = useSave();
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const { errors } = saving;
  const fieldsTitle = useId();

  const update = (next: Partial<FormDraft>, path: string) => {
    setDraft((d) => ({ ...d, ...next }));
    saving.changed(path);
  };
  const text = (name: Text) => (value: unknown) => update({ [name]: textOf(value as string) }, name);
  const setFields = (change: (fields: FieldDraft[]) => FieldDraft[], path: string) => {
    setDraft((d) => ({ ...d, fields: change(d.fields) }));
    saving.changed(path);
  };

  const problems = () => {
    const out = draftProblems(draft);
    if (draft.label.trim() === '') out.label = ['required'];
    return out;
  };
  const save = () =>
    saving.submit(problems(), async () => {
      const saved = await saveWebivrForm(webivr(), form?.id ?? null, toFormBody(draft));
      leaveFlash({ key: 'webivr-content:saved', values: { name: saved.label } });
      return () => go(pathOf());
    });

  const plain = (name: Text, label: string, more: Record<string, unknown> = {}) => (
    <Input
      field={{ name, kind: 'text', label, max_length: 120, ...more }}
      value={draft[name] as string}
      errors={errors[name]}
      onChange={text(name)}
    />
  );

  return (
    <form
      className="content-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Failure text={saving.failure} />
      {plain('label', 'webivr-content:label', { required: true })}
      <Input field={skillField(skills)} value={draft.skill} errors={errors.skill} onChange={text('skill')} />
      <Input
        field={{
          name: 'notification_emails',
          kind: 'list',
          label: 'webivr-content:forms.emails',
          helper: 'webivr-content:forms.emails_help',
          max_length: 20,
        }}
        value={draft.notification_emails}
        errors={errors.notification_emails}
        onChange={(value) =>
          update({ notification_emails: Array.isArray(value) ? value : [] }, 'notification_emails')
        }
      />
      {plain('button_label', 'webivr-content:forms.button_label')}
      <fieldset className="form-api">
        <legend>{t('webivr-content:forms.api')}</legend>
        {plain('api_url', 'webivr-content:forms.api_url', {
          kind: 'url',
          helper: 'webivr-content:forms.api_url_help',
        })}
        <Input
          field={{
            name: 'api_method',
            kind: 'select',
            label: 'webivr-content:forms.api_method',
            required: true,
            options: ['POST', 'PUT', 'PATCH', 'GET'].map((method) => ({ value: method, text: method })),
          }}
          value={draft.api_method}
          errors={errors.api_method}
          onChange={text('api_method')}
        />
        <Input
          field={{
            name: 'api_headers',
            kind: 'textarea',
            label: 'webivr-content:forms.api_headers',
            helper: 'webivr-content:forms.api_headers_help',
            max_length: 4000,
          }}
          value={draft.api_headers}
          errors={Object.entries(errors)
            .filter(([path]) => path === 'api_headers' || path.startsWith('api_headers.'))
            .flatMap(([, keys]) => keys)}
          onChange={text('api_headers')}
        />
        <Input
          field={{
            name: 'api_body',
            kind: 'textarea',
            label: 'webivr-content:forms.api_body',
            max_length: 2000,
          }}
          value={draft.api_body}
          errors={errors.api_body}
          onChange={text('api_body')}
        />
      </fieldset>
      <section className="form-fields" aria-labelledby={fieldsTitle}>
        <h2 id={fieldsTitle}>{t('webivr-content:forms.fields')}</h2>
        {draft.fields.length === 0 ? (
          <p className="notice empty">{t('webivr-content:forms.no_fields')}</p>
        ) : null}
        {draft.fields.map((field, index) => (
          <FieldEditor
            key={field.key}
            field={field}
            index={index}
            count={draft.fields.length}
            errors={errors}
            onChange={(change, path) =>
              setFields((list) => list.map((f, i) => (i === index ? change(f) : f)), path)
            }
            onMove={(delta) => setFields((list) => moved(list, index, delta), 'fields')}
            onRemove={() => setFields((list) => list.filter((_, i) => i !== index), 'fields')}
          />
        ))}
        <button
          type="button"
          onClick={() => setFields((list) => [...list, emptyField(list.length)], 'fields')}
        >
          {t('webivr-content:forms.add_field')}
        </button>
      </section>
      <FormButtons busy={saving.busy} onCancel={() => go(pathOf())} />
    </form>
  );
}
