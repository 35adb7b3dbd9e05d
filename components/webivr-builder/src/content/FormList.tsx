import { deleteWebivrForm, fetchWebivrForms, type WebivrForm } from '@omnicanal/api';
import type { ReactElement } from 'react';
import { webivr } from '../model/content-client.ts';
import { ContentList } from './ContentList.tsx';
import { ExportButton } from './ExportButton.tsx';
import type { ItemPath } from './Faqs.tsx';
import { useDateTime } from './useDateTime.ts';

/** The forms (spec 001 §3 "Web IVR form"): label, skill, number of fields, last change; their submissions' export. */
export function FormList({ pathOf }: { pathOf: ItemPath }): ReactElement {
  const dateTime = useDateTime();
  return (
    <ContentList<WebivrForm>
      keys="webivr-content:forms"
      load={() => fetchWebivrForms(webivr())}
      nameOf={(form) => form.label}
      pathOf={(form) => pathOf(form === 'add' ? 'add' : form.id)}
      columns={[
        { header: 'webivr-content:skill', cell: (form, skillName) => skillName(form.skill) },
        { header: 'webivr-content:forms.fields', cell: (form) => form.fields.length, number: true },
        { header: 'webivr-content:updated', cell: (form) => dateTime(form.updated_at) },
      ]}
      remove={(form) => deleteWebivrForm(webivr(), form.id)}
      actions={<ExportButton />}
    />
  );
}
