import { useStore } from '@nanostores/react';
import { hasRank } from '@omnicanal/core';
import { $config, $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { lazy, type ReactElement, Suspense } from 'react';
import { CampaignList } from './campaigns/CampaignList.tsx';
import { CampaignPage } from './campaigns/CampaignPage.tsx';
import { AudienceForm } from './form/AudienceForm.tsx';
import { AudienceList } from './list/AudienceList.tsx';
import { screenOf } from './model/views.ts';
import { AreaNav } from './shared/AreaNav.tsx';
import { TemplateForm } from './templates/TemplateForm.tsx';
import { TemplateList } from './templates/TemplateList.tsx';

/**
 * The campaign form loads on first use: it brings the recurrence planner (RRULE) for its preview,
 * which the lists and the audiences do not need.
 */
const CampaignForm = lazy(() => import('./campaign-form/CampaignForm.tsx'));

/** Attributes of `<oc-campaign-editor>` beyond the common ones. */
export interface CampaignEditorProps {
  /** The area: `contacts`, `templates`, `list`; none is `contacts`. */
  section?: string;
  /** Below the area: none, `add` or an id. */
  item?: string;
}

/**
 * `<oc-campaign-editor>`: one campaigns screen at a time. Spec 002 §2: `/campaigns/*` is for
 * managers and above, not in the hosted edition; a user below sees the refusal rather than a
 * screen whose calls would all fail (the server refuses them anyway).
 */
export function CampaignEditor({ section, item }: CampaignEditorProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const { edition } = useStore($config);
  const screen = screenOf(section, item);
  const notice = (key: string, role: 'alert' | 'status' = 'alert') => (
    <p role={role} className="notice">
      {t(key)}
    </p>
  );
  if (screen.kind === 'unknown') return notice('campaigns:unknown_view');
  if (edition === 'hosted') return notice('campaigns:hosted');
  if (!user) return notice('campaigns:loading', 'status');
  if (!hasRank(user.user_role, 'manager')) return notice('campaigns:permission_denied');
  switch (screen.kind) {
    case 'campaign-form':
      return (
        <Suspense fallback={notice('campaigns:loading', 'status')}>
          <CampaignForm key={screen.id ?? 'new'} id={screen.id} />
        </Suspense>
      );
    case 'audiences':
      return (
        <>
          <AreaNav current="contacts" />
          <AudienceList />
        </>
      );
    case 'audience-form':
      return <AudienceForm key={screen.id ?? 'new'} id={screen.id} />;
    case 'campaigns':
      return (
        <>
          <AreaNav current="list" />
          <CampaignList />
        </>
      );
    case 'campaign':
      return <CampaignPage key={screen.id} id={screen.id} />;
    case 'templates':
      return (
        <>
          <AreaNav current="templates" />
          <TemplateList />
        </>
      );
    case 'template-form':
      return (
        <TemplateForm
          key={screen.template ? `${screen.template.kind}/${screen.template.id}` : 'new'}
          template={screen.template}
        />
      );
  }
}
