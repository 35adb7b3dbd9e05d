import { AgentSummary, Skill } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

export interface StatsDirectory {
  skills: Skill[];
  agents: AgentSummary[];
  error: string | null;
}

/**
 * The skills and agents a supervisor filters on: every skill of the company, and the agents of the
 * chosen skill (`GET /api/core/agents/?skill=`), or all of them. Nothing is fetched for an agent.
 */
export function useStatsDirectory(enabled: boolean, skill: string): StatsDirectory {
  const [skills, setSkills] = useState<Skill[]>([]);
  const [agents, setAgents] = useState<AgentSummary[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api('core')
      .get<unknown>('/skills/')
      .then(
        (answer) => live && setSkills(v.parse(v.array(Skill), answer)),
        (err: unknown) => live && setError(errorMessage(err)),
      );
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api('core')
      .get<unknown>('/agents/', { query: skill ? { skill } : {} })
      .then(
        (answer) => live && setAgents(v.parse(v.array(AgentSummary), answer)),
        (err: unknown) => live && setError(errorMessage(err)),
      );
    return () => {
      live = false;
    };
  }, [enabled, skill]);

  return { skills, agents, error };
}
