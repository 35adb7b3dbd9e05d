import { deleteWebivrTheme, fetchWebivrThemes, saveWebivrTheme, type WebivrTheme } from '@omnicanal/api';
import { type Flash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, ModalDialog, RowMenu, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { listSkills, type Named, webivr } from '../model/content-client.ts';
import { Input, textOf } from './Input.tsx';
import { Loading } from './Loading.tsx';
import { skillField } from './skillField.ts';
import { Failure, useSave } from './useSave.tsx';

/**
 * The themes (spec 001 §3 "template and theme": label, skill) under the templates: a web IVR's
 * form picks one. Added and renamed in a dialog; deleted after confirmation. Their colours are
 * set elsewhere and kept as they are.
 */
export function Themes(): ReactElement {
  const t = useT();
  const titleId = useId();
  const [editing, setEditing] = useState<WebivrTheme | 'add' | null>(null);
  const [deleting, setDeleting] = useState<WebivrTheme | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useResource(async (signal) => {
    const [themes, skills] = await Promise.all([fetchWebivrThemes(webivr()), listSkills(signal)]);
    return { themes, skills };
  }, 'themes');

  const remove = async (theme: WebivrTheme) => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteWebivrTheme(webivr(), theme.id);
      setFlash({ key: 'webivr-content:deleted', values: { name: theme.label } });
      loaded.reload();
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setDeleting(null);
    setBusy(false);
  };

  return (
    <section className="themes" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{t('webivr-content:themes.title')}</h2>
        <button
          type="button"
          onClick={() => {
            setFlash(null);
            setEditing('add');
          }}
        >
          {t('webivr-content:themes.add')}
        </button>
      </div>
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      <Failure text={failure} />
      <Loading resource={loaded}>
        {({ themes, skills }) => (
          <>
            {themes.length === 0 ? (
              <p role="status" className="notice empty">
                {t('webivr-content:themes.empty')}
              </p>
            ) : (
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">{t('webivr-content:themes.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('webivr-content:label')}</th>
                      <th scope="col">{t('webivr-content:skill')}</th>
                      <th scope="col">{t('webivr-content:actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {themes.map((theme) => (
                      <tr key={theme.id}>
                        <th scope="row">{theme.label}</th>
                        <td data-label={t('webivr-content:skill')}>
                          {theme.skill === null
                            ? t('webivr-content:all_skills')
                            : (skills.find((s) => s.id === theme.skill)?.name ?? `#${theme.skill}`)}
                        </td>
                        <td className="actions-cell">
                          <RowMenu
                            label={t('webivr-content:actions')}
                            name={t('webivr-content:menu', { name: theme.label })}
                            items={[
                              { label: t('webivr-content:edit'), onSelect: () => setEditing(theme) },
                              {
                                label: t('webivr-content:delete'),
                                danger: true,
                                onSelect: () => {
                                  setFlash(null);
                                  setDeleting(theme);
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
            )}
            {editing ? (
              <ThemeDialog
                theme={editing === 'add' ? null : editing}
                skills={skills}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  setFlash({ key: 'webivr-content:saved', values: { name: saved.label } });
                  loaded.reload();
                }}
              />
            ) : null}
          </>
        )}
      </Loading>
      {deleting ? (
        <ConfirmDialog
          danger
          title={t('webivr-content:delete_title', { name: deleting.label })}
          description={t('webivr-content:themes.delete_description')}
          confirm={t('webivr-content:delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

/** A theme's label and skill; its settings are sent back as they were. */
function ThemeDialog({
  theme,
  skills,
  onCancel,
  onSaved,
}: {
  theme: WebivrTheme | null;
  skills: Named[];
  onCancel: () => void;
  onSaved: (theme: WebivrTheme) => void;
}): ReactElement {
  const t = useT();
  const formId = useId();
  const saving = useSave();
  const [label, setLabel] = useState(theme?.label ?? '');
  const [skill, setSkill] = useState(theme?.skill == null ? '' : String(theme.skill));
  const save = () =>
    saving.submit(label.trim() === '' ? { label: ['required'] } : {}, async () => {
      const saved = await saveWebivrTheme(webivr(), theme?.id ?? null, {
        label: label.trim(),
        skill: skill === '' ? null : Number(skill),
        settings: theme?.settings ?? {},
      });
      return () => onSaved(saved);
    });
  return (
    <ModalDialog
      title={
        theme ? t('webivr-content:themes.edit_title', { name: theme.label }) : t('webivr-content:themes.add')
      }
      onCancel={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('webivr-content:cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={saving.busy}>
            {t('webivr-content:save')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="content-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Failure text={saving.failure} />
        <Input
          field={{
            name: 'label',
            kind: 'text',
            label: 'webivr-content:label',
            required: true,
            max_length: 120,
          }}
          value={label}
          errors={saving.errors.label}
          onChange={(value) => {
            setLabel(textOf(value));
            saving.changed('label');
          }}
        />
        <Input
          field={skillField(skills)}
          value={skill}
          errors={saving.errors.skill}
          onChange={(value) => {
            setSkill(textOf(value));
            saving.changed('skill');
          }}
        />
      </form>
    </ModalDialog>
  );
}
