import { useStore } from '@nanostores/react';
import type { AgentStats, SupervisorStatsQuery } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { useEffect, useState } from 'react';
import { $connection, command } from '../model/connection.ts';
import { type StatsFilters, statsCommand, statsRequest } from './model/query.ts';

export type AgentStatsState =
  | { status: 'idle' }
  | { status: 'loading'; stats: AgentStats | null }
  | { status: 'ready'; stats: AgentStats }
  | { status: 'error'; message: string };

/**
 * The statistics for the filters, asked again whenever they change; an answer to filters since
 * replaced is dropped. Nothing is asked while a custom range is incomplete.
 */
export function useAgentStats(filters: StatsFilters, supervisor: boolean): AgentStatsState {
  const open = useStore($connection) === 'open';
  const [state, setState] = useState<AgentStatsState>({ status: 'idle' });
  const request = statsRequest(filters, supervisor);
  const key = request.ok ? JSON.stringify(request.payload) : null;

  useEffect(() => {
    if (!key || !open) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((s) => ({ status: 'loading', stats: s.status === 'ready' ? s.stats : null }));
    command(statsCommand(supervisor, false), JSON.parse(key) as SupervisorStatsQuery).then(
      (stats) => {
        if (live) setState({ status: 'ready', stats });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, open, supervisor]);

  return state;
}
