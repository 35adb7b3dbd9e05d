import {
  deleteWebivrTemplate,
  fetchWebivrTemplates,
  saveWebivrTemplate,
  type WebivrTemplate,
} from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { listSkills, type Named, webivr } from '../model/content-client.ts';
import { ContentList } from './ContentList.tsx';
import type { ItemPath } from './Faqs.tsx';
import { Input, textOf } from './Input.tsx';
import { Loading } from './Loading.tsx';
import { skillField } from './skillField.ts';
import { Themes } from './Themes.tsx';
import { useDateTime } from './useDateTime.ts';
import { useGo } from './useGo.ts';
import { Failure, FormButtons, useSave } from './useSave.tsx';

/** The templates (spec 001 §3 "template and theme"): saved menus a version can start from. */
export function TemplateList({ pathOf }: { pathOf: ItemPath }): ReactElement {
  const dateTime = useDateTime();
  return (
    <ContentList<WebivrTemplate>
      keys="webivr-content:templates"
      load={() => fetchWebivrTemplates(webivr())}
      nameOf={(template) => template.name}
      pathOf={(template) => pathOf(template === 'add' ? 'add' : template.id)}
      columns={[
        { header: 'webivr-content:skill', cell: (template, skillName) => skillName(template.skill) },
        { header: 'webivr-content:templates.nodes', cell: (template) => template.nodes, number: true },
        { header: 'webivr-content:updated', cell: (template) => dateTime(template.updated_at) },
      ]}
      remove={(template) => deleteWebivrTemplate(webivr(), template.id)}
    >
      <Themes />
    </ContentList>
  );
}

/**
 * One template: its name and skill. A new one may take the working menu of the web IVR being
 * built (`account`); otherwise it starts empty.
 */
export function TemplateForm({
  id,
  account,
  pathOf,
}: {
  id: number | null;
  account: number;
  pathOf: ItemPath;
}): ReactElement {
  const t = useT();
  const loaded = useResource(
    async (signal) => {
      // There is no read of one template: the list holds it.
      const [templates, skills] = await Promise.all([fetchWebivrTemplates(webivr()), listSkills(signal)]);
      const template = id === null ? null : (templates.find((item) => item.id === id) ?? undefined);
      return { template, skills };
    },
    String(id ?? 'add'),
  );
  const template = loaded.data?.template;
  return (
    <Screen
      title={
        template
          ? t('webivr-content:templates.edit_title', { name: template.name })
          : t('webivr-content:templates.add')
      }
    >
      <Loading resource={loaded}>
        {({ template: found, skills }) =>
          found === undefined ? (
            <p role="alert" className="notice">
              {t('webivr-content:not_found')}
            </p>
          ) : (
            <TemplateFields
              key={found?.id ?? 'add'}
              template={found}
              skills={skills}
              account={account}
              pathOf={pathOf}
            />
          )
        }
      </Loading>
    </Screen>
  );
}

function TemplateFields({
  template,
  skills,
  account,
  pathOf,
}: {
  template: WebivrTemplate | null;
  skills: Named[];
  account: number;
  pathOf: ItemPath;
}): ReactElement {
  const go = useGo();
  const saving = useSave();
  const [draft, setDraft] = useState({
    name: template?.name ?? '',
    skill: template?.skill == null ? '' : String(template.skill),
    fromMenu: template === null,
  });
  const save = () =>
    saving.submit(draft.name.trim() === '' ? { name: ['required'] } : {}, async () => {
      const saved = await saveWebivrTemplate(webivr(), template?.id ?? null, {
        name: draft.name.trim(),
        skill: draft.skill === '' ? null : Number(draft.skill),
        account: template === null && draft.fromMenu ? account : null,
      });
      leaveFlash({ key: 'webivr-content:saved', values: { name: saved.name } });
      return () => go(pathOf());
    });
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
      <Input
        field={{ name: 'name', kind: 'text', label: 'webivr-content:name', required: true, max_length: 120 }}
        value={draft.name}
        errors={saving.errors.name}
        onChange={(value) => {
          setDraft((d) => ({ ...d, name: textOf(value) }));
          saving.changed('name');
        }}
      />
      <Input
        field={skillField(skills)}
        value={draft.skill}
        errors={saving.errors.skill}
        onChange={(value) => {
          setDraft((d) => ({ ...d, skill: textOf(value) }));
          saving.changed('skill');
        }}
      />
      {template === null ? (
        <Input
          field={{ name: 'account', kind: 'checkbox', label: 'webivr-content:templates.from_menu' }}
          value={draft.fromMenu}
          errors={saving.errors.account}
          onChange={(value) => {
            setDraft((d) => ({ ...d, fromMenu: value === true }));
            saving.changed('account');
          }}
        />
      ) : null}
      <FormButtons busy={saving.busy} onCancel={() => go(pathOf())} />
    </form>
  );
}
