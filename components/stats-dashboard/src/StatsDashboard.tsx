import { useStore } from '@nanostores/react';
import { isKeyAccountToken } from '@omnicanal/api';
import { DASHBOARD_ROLES, hasRank } from '@omnicanal/core';
import { useEmit } from '@omnicanal/element';
import { $config, $session, $user } from '@omnicanal/stores';
import { AreaNav, Screen, useT } from '@omnicanal/ui';
import { lazy, type ReactElement, Suspense, useLayoutEffect } from 'react';
import { Activity } from './activity/Activity.tsx';
import { BotMain } from './bot/BotMain.tsx';
import { Flow } from './flow/Flow.tsx';
import { $company } from './model/filters.ts';
import { type Area, areaViews, MANAGER_VIEWS, STATS_PATHS, VIEW_PATHS, viewOf } from './model/views.ts';
import { Monitoring } from './monitoring/Monitoring.tsx';
import { Overview } from './overview/Overview.tsx';
import { Filters } from './shared/Filters.tsx';

// The self-hosted edition's screens load when first shown, not with every dashboard.
const WebivrMain = lazy(() => import('./webivr/WebivrMain.tsx').then((m) => ({ default: m.WebivrMain })));
const WebivrFlow = lazy(() => import('./webivr/WebivrFlow.tsx').then((m) => ({ default: m.WebivrFlow })));
const WebivrTree = lazy(() => import('./webivr/WebivrTree.tsx').then((m) => ({ default: m.WebivrTree })));
const CampaignsStats = lazy(() =>
  import('./campaigns/CampaignsStats.tsx').then((m) => ({ default: m.CampaignsStats })),
);
// The comments and reviews screens too: most companies have neither channel.
const CommentsStats = lazy(() =>
  import('./comments/CommentsStats.tsx').then((m) => ({ default: m.CommentsStats })),
);
const ReviewsStats = lazy(() =>
  import('./reviews/ReviewsStats.tsx').then((m) => ({ default: m.ReviewsStats })),
);
// And the tickets': the ticketing area is not every company's.
const TicketingStats = lazy(() =>
  import('./ticketing/TicketingStats.tsx').then((m) => ({ default: m.TicketingStats })),
);

const NO_SKILL_VIEWS: ReadonlySet<string> = new Set(['campaigns', 'comments', 'reviews']);
/** Screens whose figures are also read per agent (a conversation, a review or a ticket has one). */
const AGENT_FILTER_VIEWS: ReadonlySet<string> = new Set(['activity', 'reviews', 'ticketing']);

/** Attributes of `<oc-stats-dashboard>` beyond the common ones. */
export interface StatsDashboardProps {
  /** Which screen (see `VIEWS`); none is the global activity. */
  view?: string;
  /** With a key account's token: the granted company whose dashboards are read. */
  companyId?: string;
  /** Which family the screen is shown in: the dashboards (default) or the statistics (`stats`). */
  area?: string;
}

/**
 * `<oc-stats-dashboard>`: one dashboard screen at a time, its filters on top. Who may not read a
 * screen is told so rather than shown calls that fail.
 */
export function StatsDashboard({ view, companyId, area: areaName }: StatsDashboardProps): ReactElement {
  const t = useT();
  const emit = useEmit();
  const { edition } = useStore($config);
  const area: Area = areaName === 'stats' ? 'stats' : 'dashboard';
  const user = useStore($user);
  const { token } = useStore($session);
  // A key account (issue 19: dashboards only, outside the roles) reads the company it names.
  const viewer = isKeyAccountToken(token);
  const company = viewer && companyId && /^[1-9]\d*$/.test(companyId) ? Number(companyId) : null;
  useLayoutEffect(() => $company.set(company), [company]);
  const current = useStore($company);
  const screen = viewOf(view);
  const notice = (key: string, role: 'alert' | 'status' = 'alert') => (
    <p role={role} className="notice">
      {t(key)}
    </p>
  );
  if (!screen) return notice('stats-dashboard:unknown_view');
  if (viewer) {
    if (company === null) return notice('stats-dashboard:company_required');
    // No screen asks for figures before the company is in the query (a call without it is refused,
    // and a refusal ends the session).
    if (current !== company) return notice('stats-dashboard:loading', 'status');
  } else {
    if (!user) return notice('stats-dashboard:loading', 'status');
    const allowed = MANAGER_VIEWS.has(screen)
      ? hasRank(user.user_role, 'manager')
      : DASHBOARD_ROLES.includes(user.user_role);
    if (!allowed) return notice('stats-dashboard:permission_denied');
  }
  return (
    <Screen
      title={t(`stats-dashboard:views.${screen}.title`)}
      intro={t(`stats-dashboard:views.${screen}.intro`)}
    >
      {viewer ? null : (
        <AreaNav
          label={t(`stats-dashboard:areas.${area}`)}
          links={areaViews(area, {
            manager: !!user && hasRank(user.user_role, 'manager'),
            selfHosted: edition === 'self-hosted',
          }).map((link) => ({ path: link.path, label: t(`stats-dashboard:views.${link.view}.title`) }))}
          current={(area === 'stats' ? STATS_PATHS[screen] : VIEW_PATHS[screen]) ?? ''}
          onNavigate={(path) => emit('oc-navigate', { path })}
        />
      )}
      <Filters
        range={screen !== 'monitoring'}
        agents={AGENT_FILTER_VIEWS.has(screen) && !viewer}
        // A campaign, a comment or a review has no skill: the skill filter would change nothing.
        directory={!viewer && !NO_SKILL_VIEWS.has(screen)}
      />
      <Suspense
        fallback={
          <p className="stats-state" role="status">
            {t('stats-dashboard:loading')}
          </p>
        }
      >
        {screen === 'activity' ? (
          <Activity />
        ) : screen === 'overview' ? (
          <Overview />
        ) : screen === 'monitoring' ? (
          <Monitoring />
        ) : screen === 'bot' ? (
          <BotMain />
        ) : screen === 'webivr' ? (
          <WebivrMain />
        ) : screen === 'webivr-flow' ? (
          <WebivrFlow />
        ) : screen === 'webivr-tree' ? (
          <WebivrTree />
        ) : screen === 'campaigns' ? (
          <CampaignsStats />
        ) : screen === 'comments' ? (
          <CommentsStats />
        ) : screen === 'reviews' ? (
          <ReviewsStats />
        ) : screen === 'ticketing' ? (
          <TicketingStats />
        ) : (
          <Flow />
        )}
      </Suspense>
    </Screen>
  );
}
