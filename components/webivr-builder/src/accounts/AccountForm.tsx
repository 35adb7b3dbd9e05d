import {
  createWebivrAccount,
  fetchWebivrAccount,
  fetchWebivrThemes,
  updateWebivrAccount,
  WEBIVR_LANGUAGES,
  type WebivrAccount,
} from '@omnicanal/api';
import { leaveFlash, useDirty, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { Screen, useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useState } from 'react';
import { Input, textOf } from '../content/Input.tsx';
import { Loading } from '../content/Loading.tsx';
import { useGo } from '../content/useGo.ts';
import { listSkills, type Named, webivr } from '../model/content-client.ts';
import { fieldErrorsOf, generalKey } from '../model/content-errors.ts';
import { paths } from '../model/views.ts';

interface Loaded {
  account: WebivrAccount | null;
  skills: Named[];
  themes: { id: number; label: string }[];
}

/**
 * `/webivr/add` and `/webivr/{id}` (spec 001 §3 "Web IVR account", admins): a web IVR's label,
 * skill, language and theme. A new one opens in the builder once created; an edit goes back to
 * the list.
 */
export function AccountForm({ accountId }: { accountId: number | null }): ReactElement {
  const t = useT();
  const loaded = useResource(
    async (signal): Promise<Loaded> => {
      const [account, skills, themes] = await Promise.all([
        accountId === null ? null : fetchWebivrAccount(webivr(), accountId),
        listSkills(signal),
        fetchWebivrThemes(webivr()),
      ]);
      return { account, skills, themes };
    },
    String(accountId ?? 'add'),
  );
  const title = loaded.data?.account
    ? t('webivr-content:account.edit_title', { name: loaded.data.account.label })
    : t(accountId === null ? 'webivr-content:account.add' : 'webivr-content:account.edit');
  return (
    <Screen title={title}>
      <Loading resource={loaded}>
        {(data) => <AccountFields key={data.account?.id ?? 'add'} {...data} />}
      </Loading>
    </Screen>
  );
}

function AccountFields({ account, skills, themes }: Loaded): ReactElement {
  const t = useT();
  const go = useGo();
  const dirty = useDirty();
  const [draft, setDraft] = useState({
    label: account?.label ?? '',
    skill: account ? String(account.skill) : skills.length === 1 ? String(skills[0]?.id) : '',
    language: account?.language ?? 'fr',
    theme: account?.theme === null || account === null ? '' : String(account.theme),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof draft) => (value: unknown) => {
    setDraft((d) => ({ ...d, [name]: textOf(value as string) }));
    setErrors(({ [name]: _, ...rest }) => rest);
    dirty.mark();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string[]> = {};
    if (draft.label.trim() === '') missing.label = ['webivr-content:errors.required'];
    if (draft.skill === '') missing.skill = ['webivr-content:errors.required'];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFailure(t('webivr-content:errors.check_fields'));
      return;
    }
    const input = {
      label: draft.label.trim(),
      skill: Number(draft.skill),
      language: draft.language as (typeof WEBIVR_LANGUAGES)[number],
      theme: draft.theme === '' ? null : Number(draft.theme),
    };
    setBusy(true);
    try {
      if (account) {
        const saved = await updateWebivrAccount(webivr(), account.id, input);
        dirty.clean();
        leaveFlash({ key: 'webivr-content:account.saved', values: { name: saved.label } });
        go(paths.accounts());
      } else {
        const created = await createWebivrAccount(webivr(), input);
        dirty.clean();
        go(paths.builder(created.working_version, created.id));
      }
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const general = generalKey(error);
      setFailure(general ? t(general) : errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className="content-form" onSubmit={(event) => void save(event)} noValidate>
      {failure ? (
        <p role="alert" className="notice error">
          {failure}
        </p>
      ) : null}
      <Input
        field={{
          name: 'label',
          kind: 'text',
          label: 'webivr-content:account.label',
          required: true,
          max_length: 120,
        }}
        value={draft.label}
        errors={errors.label}
        onChange={set('label')}
      />
      <Input
        field={{
          name: 'skill',
          kind: 'select',
          label: 'webivr-content:account.skill',
          required: true,
          options: skills.map((skill) => ({ value: String(skill.id), text: skill.name })),
        }}
        value={draft.skill}
        errors={errors.skill}
        onChange={set('skill')}
      />
      <Input
        field={{
          name: 'language',
          kind: 'select',
          label: 'webivr-content:account.language',
          required: true,
          options: WEBIVR_LANGUAGES.map((language) => ({
            value: language,
            text: t(`webivr-content:languages.${language}`),
          })),
        }}
        value={draft.language}
        errors={errors.language}
        onChange={set('language')}
      />
      <Input
        field={{
          name: 'theme',
          kind: 'select',
          label: 'webivr-content:account.theme',
          placeholder: 'webivr-content:account.no_theme',
          options: themes.map((theme) => ({ value: String(theme.id), text: theme.label })),
        }}
        value={draft.theme}
        errors={errors.theme}
        onChange={set('theme')}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t(account ? 'webivr-content:save' : 'webivr-content:account.create')}
        </button>
        <button type="button" onClick={() => go(paths.accounts())}>
          {t('webivr-content:cancel')}
        </button>
      </div>
    </form>
  );
}
