import { useStore } from '@nanostores/react';
import type { WebivrStatsParams } from '@omnicanal/api';
import type { DayRange } from '@omnicanal/ui';
import { $webivrAccount } from '../model/filters.ts';
import { paramsKey } from '../model/query.ts';
import { useQuery } from '../shared/useQuery.ts';

/** The dashboards' query and the web IVR picked, for the web IVR screens. */
export function useWebivrQuery(): { params: WebivrStatsParams; key: string; range: DayRange } {
  const { params: base, range } = useQuery();
  const account = useStore($webivrAccount);
  const { agent: _agent, ...rest } = base;
  const params: WebivrStatsParams = account === null ? rest : { ...rest, account };
  return { params, key: paramsKey(params), range };
}
