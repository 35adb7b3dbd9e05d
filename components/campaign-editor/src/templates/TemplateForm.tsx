import type { Template } from '@omnicanal/api';
import type { TemplateKind } from '@omnicanal/core';
import { leaveFlash, useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { listSkills } from '../model/client.ts';
import { listChannelAccounts, readTemplate } from '../model/template-client.ts';
import { templatePath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { TemplateEditor, type TemplateEditorData } from './TemplateEditor.tsx';

/**
 * `/campaigns/templates/add` and `/campaigns/templates/{kind}/{id}` (spec 002 §3 "Template form"):
 * the template with its skills and channel accounts to choose from.
 */
export function TemplateForm({
  template,
}: {
  template: { kind: TemplateKind; id: number } | null;
}): ReactElement {
  const t = useT();
  const go = useGo();
  const loaded = useResource(
    async (signal): Promise<TemplateEditorData> => {
      const [stored, skills, channels] = await Promise.all([
        template === null ? Promise.resolve(null) : readTemplate(template.id, signal),
        listSkills(signal),
        listChannelAccounts(signal),
      ]);
      return { stored, skills, channels };
    },
    template ? `${template.kind}/${template.id}` : 'new',
  );
  const stored = loaded.data?.stored;
  const title = stored
    ? t('campaigns:templates.form.edit_title', { name: stored.name })
    : t(template ? 'campaigns:templates.form.label' : 'campaigns:templates.form.new_title');
  const created = (answer: Template) => {
    leaveFlash({ key: 'campaigns:templates.form.created', values: { name: answer.name } });
    go(templatePath(answer));
  };
  return (
    <Screen title={title}>
      <ResourceState resource={loaded}>
        {(data) => <TemplateEditor key={data.stored?.id ?? 'new'} {...data} onCreated={created} />}
      </ResourceState>
    </Screen>
  );
}
