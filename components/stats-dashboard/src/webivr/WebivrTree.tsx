import { useStore } from '@nanostores/react';
import { fetchWebivrPathTree } from '@omnicanal/api';
import { formatPercent, percent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { LoadState } from '../shared/State.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { AccountPicker } from './AccountPicker.tsx';
import { useWebivrQuery } from './useWebivrQuery.ts';

/**
 * The web IVR's customer analytics as a tree (spec 002 §2 `/stats/webivr/customer-analytics-tree`):
 * one menu as published, in reading order, each node with the visitors who reached it and their
 * share of the period's visitors, a bar beside each so the busy branches stand out.
 */
export function WebivrTree(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useWebivrQuery();
  const loaded = useLoad(`webivr-tree:${key}`, () => fetchWebivrPathTree(api('stats2'), params));
  return (
    <>
      <div className="stats-tools">
        <AccountPicker accounts={loaded.data?.accounts} all={false} />
        <ExportButtons
          service="stats2"
          path="/webivr/sankey-v2-export"
          what="webivr-tree"
          params={loaded.data?.account ? { ...params, account: loaded.data.account } : params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(tree) => tree.nodes.length === 0}
        empty={t(
          loaded.data?.account === null
            ? 'stats-dashboard:webivr.no_account'
            : 'stats-dashboard:webivr.tree_empty',
        )}
      >
        {(tree) => (
          <div className="table-scroll">
            <table className="stats-table stats-tree">
              <caption>{t('stats-dashboard:webivr.tree', { count: tree.sessions })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats-dashboard:webivr.node')}</th>
                  <th scope="col">{t('stats-dashboard:webivr.kind')}</th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:webivr.visitors')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:webivr.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tree.nodes.map((node) => {
                  const share = percent(node.visits, tree.sessions);
                  return (
                    <tr key={node.id}>
                      <th scope="row">
                        {/* The depth as an indent (set through the CSSOM: no style attribute in the markup). */}
                        <span
                          className="stats-tree-label"
                          style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}
                        >
                          {node.label || t('stats-dashboard:webivr.unnamed')}
                        </span>
                      </th>
                      <td>
                        {t(`stats-dashboard:webivr.kinds.${node.action}`, { defaultValue: node.action })}
                      </td>
                      <td className="num">{node.visits}</td>
                      <td className="num">
                        <span className="stats-tree-share">
                          <span className="stats-tree-bar" aria-hidden="true">
                            <span style={{ inlineSize: `${Math.min(share, 100)}%` }} />
                          </span>
                          {formatPercent(share, locale)}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </>
  );
}
