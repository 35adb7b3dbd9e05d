import { useStore } from '@nanostores/react';
import { fetchBotStats } from '@omnicanal/api';
import { formatPercent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

/** The bot's main figures: conversations the bot held, handed to an agent, ended in the bot. */
export function BotMain(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  const loaded = useLoad(`bot:${key}`, () => fetchBotStats(api('stats'), params));
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="stats"
          path="/stats/statistics2export"
          what="bot"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(stats) => stats.bot_conversations === 0}
        empty={t('stats-dashboard:bot.empty')}
      >
        {(stats) => (
          <div className="stats-grid">
            <Kpis
              label={t('stats-dashboard:kpi.label')}
              items={[
                { label: t('stats-dashboard:bot.conversations'), value: String(stats.bot_conversations) },
                {
                  label: t('stats-dashboard:bot.handed_off'),
                  value: String(stats.handed_off),
                  hint: formatPercent(stats.handoff_rate, locale),
                },
                { label: t('stats-dashboard:bot.ended_in_bot'), value: String(stats.ended_in_bot) },
              ]}
            />
            <TimeChart
              title={t('stats-dashboard:bot.chart')}
              bucket={stats.bucket}
              timeZone={stats.zone}
              buckets={stats.buckets}
              series={[
                {
                  key: 'bot_conversations',
                  label: t('stats-dashboard:bot.conversations'),
                  color: '--_oc-color-primary',
                },
                {
                  key: 'handed_off',
                  label: t('stats-dashboard:bot.handed_off'),
                  color: '--_oc-color-warning',
                },
                {
                  key: 'ended_in_bot',
                  label: t('stats-dashboard:bot.ended_in_bot'),
                  color: '--_oc-color-success',
                },
              ]}
            />
          </div>
        )}
      </LoadState>
    </>
  );
}
