import {
  deleteWebivrFaq,
  fetchWebivrFaq,
  fetchWebivrFaqs,
  saveWebivrFaq,
  type WebivrFaq,
} from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { listSkills, type Named, webivr } from '../model/content-client.ts';
import { ContentList } from './ContentList.tsx';
import { Input, textOf } from './Input.tsx';
import { Loading } from './Loading.tsx';
import { skillField } from './skillField.ts';
import { useDateTime } from './useDateTime.ts';
import { useGo } from './useGo.ts';
import { Failure, FormButtons, useSave } from './useSave.tsx';

/** Where the FAQ screens go: an item's path, `add`'s, or the list's (no argument). */
export type ItemPath = (item?: number | 'add') => string;

/** The FAQs (spec 001 §3 "Web IVR FAQ"): label, skill, icon and when each was last changed. */
export function FaqList({ pathOf }: { pathOf: ItemPath }): ReactElement {
  const dateTime = useDateTime();
  return (
    <ContentList<WebivrFaq>
      keys="webivr-content:faqs"
      load={() => fetchWebivrFaqs(webivr())}
      nameOf={(faq) => faq.label}
      pathOf={(faq) => pathOf(faq === 'add' ? 'add' : faq.id)}
      columns={[
        { header: 'webivr-content:skill', cell: (faq, skillName) => skillName(faq.skill) },
        { header: 'webivr-content:faqs.icon', cell: (faq) => faq.icon },
        { header: 'webivr-content:updated', cell: (faq) => dateTime(faq.updated_at) },
      ]}
      remove={(faq) => deleteWebivrFaq(webivr(), faq.id)}
    />
  );
}

/** One FAQ, new (`id` null) or stored. */
export function FaqForm({ id, pathOf }: { id: number | null; pathOf: ItemPath }): ReactElement {
  const t = useT();
  const loaded = useResource(
    async (signal) => {
      const [faq, skills] = await Promise.all([
        id === null ? null : fetchWebivrFaq(webivr(), id),
        listSkills(signal),
      ]);
      return { faq, skills };
    },
    String(id ?? 'add'),
  );
  const title = loaded.data?.faq
    ? t('webivr-content:faqs.edit_title', { name: loaded.data.faq.label })
    : t('webivr-content:faqs.add');
  return (
    <Screen title={title}>
      <Loading resource={loaded}>
        {(data) => <FaqFields key={data.faq?.id ?? 'add'} {...data} pathOf={pathOf} />}
      </Loading>
    </Screen>
  );
}

function FaqFields({
  faq,
  skills,
  pathOf,
}: {
  faq: WebivrFaq | null;
  skills: Named[];
  pathOf: ItemPath;
}): ReactElement {
  const go = useGo();
  const saving = useSave();
  const [draft, setDraft] = useState({
    label: faq?.label ?? '',
    skill: faq?.skill == null ? '' : String(faq.skill),
    icon: faq?.icon ?? '',
    content: faq?.content ?? '',
  });
  const set = (name: keyof typeof draft) => (value: unknown) => {
    setDraft((d) => ({ ...d, [name]: textOf(value as string) }));
    saving.changed(name);
  };
  const problems = (): Record<string, string[]> => (draft.label.trim() === '' ? { label: ['required'] } : {});
  const save = () =>
    saving.submit(problems(), async () => {
      const saved = await saveWebivrFaq(webivr(), faq?.id ?? null, {
        label: draft.label.trim(),
        skill: draft.skill === '' ? null : Number(draft.skill),
        icon: draft.icon.trim(),
        content: draft.content,
      });
      leaveFlash({ key: 'webivr-content:saved', values: { name: saved.label } });
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
        field={{
          name: 'label',
          kind: 'text',
          label: 'webivr-content:label',
          required: true,
          max_length: 120,
        }}
        value={draft.label}
        errors={saving.errors.label}
        onChange={set('label')}
      />
      <Input
        field={skillField(skills)}
        value={draft.skill}
        errors={saving.errors.skill}
        onChange={set('skill')}
      />
      <Input
        field={{
          name: 'icon',
          kind: 'text',
          label: 'webivr-content:faqs.icon',
          helper: 'webivr-content:faqs.icon_help',
          max_length: 120,
        }}
        value={draft.icon}
        errors={saving.errors.icon}
        onChange={set('icon')}
      />
      <Input
        field={{
          name: 'content',
          kind: 'textarea',
          label: 'webivr-content:faqs.content',
          helper: 'webivr-content:faqs.content_help',
          max_length: 10_000,
        }}
        value={draft.content}
        errors={saving.errors.content}
        onChange={set('content')}
      />
      <FormButtons busy={saving.busy} onCancel={() => go(pathOf())} />
    </form>
  );
}
