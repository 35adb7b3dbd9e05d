import { useStore } from '@nanostores/react';
import { fetchSankey } from '@omnicanal/api';
import { formatPercent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { lazy, type ReactElement, Suspense } from 'react';
import { acyclicLinks, type FlowLink, outShare } from '../model/flow.ts';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { LoadState } from '../shared/State.tsx';
import { type Loaded, useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

// The layout library loads with the first flow drawn, not with the dashboards.
const FlowChart = lazy(() => import('./FlowChart.tsx'));

/** The bot's customer analytics: the paths visitors took through the bot's steps. */
export function Flow(): ReactElement {
  const t = useT();
  const { params, key, range } = useQuery();
  const loaded = useLoad(`sankey:${key}`, () => fetchSankey(api('guests'), params));
  return (
    <>
      <div className="stats-tools">
        {/* Each visitor answer behind these moves, with what the bot did next (issue 19). */}
        <ExportButtons
          service="guests"
          path="/stats/df-results"
          what="df-results"
          params={params}
          range={range}
        />
      </div>
      <FlowView loaded={loaded} empty={t('stats-dashboard:flow.empty')} />
    </>
  );
}

export interface FlowAnswer {
  nodes: readonly { id: string; label: string }[];
  links: readonly FlowLink[];
}

/**
 * Customer analytics (the bot's or the web IVR's): the paths visitors took from step to step as a
 * sankey, and the same moves as a table (most taken first, with each one's share of its step),
 * which is also what a screen reader reads. Moves that go back to an earlier step are listed, not
 * drawn.
 */
export function FlowView({ loaded, empty }: { loaded: Loaded<FlowAnswer>; empty: string }): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  return (
    <LoadState loaded={loaded} isEmpty={(flow) => flow.links.length === 0} empty={empty}>
      {(flow) => {
        const names = new Map(flow.nodes.map((node) => [node.id, node.label]));
        const name = (id: string) => names.get(id) ?? id;
        const { kept, loops } = acyclicLinks(flow.links);
        const title = (link: FlowLink) =>
          t('stats-dashboard:flow.link', {
            from: name(link.source),
            to: name(link.target),
            count: link.value,
          });
        return (
          <div className="stats-grid">
            <figure className="stats-chart">
              <figcaption>{t('stats-dashboard:flow.chart')}</figcaption>
              <Suspense fallback={<p className="stats-state">{t('stats-dashboard:loading')}</p>}>
                <FlowChart
                  nodes={flow.nodes}
                  links={kept}
                  label={t('stats-dashboard:flow.chart')}
                  linkTitle={title}
                />
              </Suspense>
              {loops.length > 0 ? (
                <p className="stats-note">{t('stats-dashboard:flow.loops', { count: loops.length })}</p>
              ) : null}
            </figure>
            <div className="table-scroll">
              <table className="stats-table">
                <caption>{t('stats-dashboard:flow.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats-dashboard:flow.from')}</th>
                    <th scope="col">{t('stats-dashboard:flow.to')}</th>
                    <th scope="col" className="num">
                      {t('stats-dashboard:flow.visitors')}
                    </th>
                    <th scope="col" className="num">
                      {t('stats-dashboard:flow.share')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {flow.links.map((link) => (
                    <tr key={`${link.source}>${link.target}`}>
                      <th scope="row">{name(link.source)}</th>
                      <td>{name(link.target)}</td>
                      <td className="num">{link.value}</td>
                      <td className="num">{formatPercent(outShare(link, flow.links), locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </LoadState>
  );
}
