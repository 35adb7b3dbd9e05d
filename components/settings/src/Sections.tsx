import { useT } from '@omnicanal/ui';
import { lazy, type ReactElement, Suspense } from 'react';
import type { SettingsSection } from './model/sections.ts';
import { AccountDeleteSection } from './sections/account/AccountDeleteSection.tsx';
import { AccountSection } from './sections/account/AccountSection.tsx';
import { AgentsSection } from './sections/agents/AgentsSection.tsx';
import { CalendarsSection } from './sections/calendars/CalendarsSection.tsx';
import { ChatSection } from './sections/chat/ChatSection.tsx';
import { ContactReasonsSection } from './sections/contact-reasons/ContactReasonsSection.tsx';
import { ExternalViewsSection } from './sections/external-views/ExternalViewsSection.tsx';
import { GroupsSection } from './sections/groups/GroupsSection.tsx';
import { MsglibSection } from './sections/msglib/MsglibSection.tsx';
import { PublicApiSection } from './sections/public-api/PublicApiSection.tsx';
import { RoomsSection } from './sections/rooms/RoomsSection.tsx';
import { SkillsSection } from './sections/skills/SkillsSection.tsx';
import { SubaccountsSection } from './sections/subaccounts/SubaccountsSection.tsx';

/**
 * The channels screens load on first use: only managers and admins setting channels up need them,
 * and every page holding `<oc-settings>` would otherwise pay for their forms.
 */
const ChannelsSection = lazy(() =>
  import('./sections/channels/ChannelsSection.tsx').then((module) => ({ default: module.ChannelsSection })),
);

/** The surveys screens load on first use too: admins of offers with surveys alone open them. */
const SurveysSection = lazy(() =>
  import('./sections/surveys/SurveysSection.tsx').then((module) => ({ default: module.SurveysSection })),
);

/** Third-party accounts (admins, self-hosted) load on first use. */
const ThirdPartiesSection = lazy(() =>
  import('./sections/third-parties/ThirdPartiesSection.tsx').then((module) => ({
    default: module.ThirdPartiesSection,
  })),
);

/** Scheduled exports (admins, self-hosted) load on first use. */
const ScheduledExportsSection = lazy(() =>
  import('./sections/scheduled-exports/ScheduledExportsSection.tsx').then((module) => ({
    default: module.ScheduledExportsSection,
  })),
);

/** A screen loaded on first use, "loading" until it is there. */
function OnDemand({ children }: { children: ReactElement }): ReactElement {
  const t = useT();
  return <Suspense fallback={<p role="status">{t('settings:list.loading')}</p>}>{children}</Suspense>;
}

/** The screen of one section; each keeps its own state and starts afresh when the section changes. */
export function SectionScreen({ section, item }: { section: SettingsSection; item?: string }): ReactElement {
  switch (section) {
    case 'account':
      return <AccountSection item={item} />;
    case 'account-delete':
      return <AccountDeleteSection item={item} />;
    case 'agents':
      return <AgentsSection item={item} />;
    case 'calendars':
      return <CalendarsSection item={item} />;
    case 'skills':
      return <SkillsSection item={item} />;
    case 'groups':
      return <GroupsSection item={item} />;
    case 'subaccounts':
      return <SubaccountsSection item={item} />;
    case 'contact-reasons':
      return <ContactReasonsSection item={item} />;
    case 'msglib':
      return <MsglibSection item={item} />;
    case 'rooms':
      return <RoomsSection item={item} />;
    case 'external-views':
      return <ExternalViewsSection item={item} />;
    case 'chat':
      return <ChatSection item={item} />;
    case 'public-api':
      return <PublicApiSection item={item} />;
    case 'surveys':
      return (
        <OnDemand>
          <SurveysSection item={item} />
        </OnDemand>
      );
    case 'channels':
      return (
        <OnDemand>
          <ChannelsSection item={item} />
        </OnDemand>
      );
    case 'third-parties':
      return (
        <OnDemand>
          <ThirdPartiesSection item={item} />
        </OnDemand>
      );
    case 'scheduled-exports':
      return (
        <OnDemand>
          <ScheduledExportsSection item={item} />
        </OnDemand>
      );
  }
}
