import { fetchWebivrSankey } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { FlowView } from '../flow/Flow.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { AccountPicker } from './AccountPicker.tsx';
import { useWebivrQuery } from './useWebivrQuery.ts';

/** The web IVR's customer analytics: the paths visitors took from node to node, one web IVR or all. */
export function WebivrFlow(): ReactElement {
  const t = useT();
  const { params, key } = useWebivrQuery();
  const loaded = useLoad(`webivr-sankey:${key}`, () => fetchWebivrSankey(api('stats2'), params));
  return (
    <>
      <div className="stats-tools">
        <AccountPicker accounts={loaded.data?.accounts} />
      </div>
      <FlowView loaded={loaded} empty={t('stats-dashboard:webivr.flow_empty')} />
    </>
  );
}
