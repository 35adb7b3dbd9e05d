import { useStore } from '@nanostores/react';
import type { StatsDashboardParams } from '@omnicanal/api';
import type { DayRange } from '@omnicanal/ui';
import { $agent, $company, $range, $skill } from '../model/filters.ts';
import { paramsKey, statsParams } from '../model/query.ts';

/** The query of the current filters, its key, and the range it came from. */
export function useQuery(): { params: StatsDashboardParams; key: string; range: DayRange } {
  const range = useStore($range);
  const skill = useStore($skill);
  const agent = useStore($agent);
  const company = useStore($company);
  const params = statsParams(range, skill, agent, company);
  return { params, key: paramsKey(params), range };
}
