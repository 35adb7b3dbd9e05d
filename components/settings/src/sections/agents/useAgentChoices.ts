import { useStore } from '@nanostores/react';
import type { SettingsPage, Skill } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import { $session, api } from '@omnicanal/stores';
import { useCallback, useEffect, useState } from 'react';
import type { Named } from './model/agent-form.ts';

export interface AgentChoices {
  skills: Named[];
  /** Null when the groups could not be read: the form leaves them out and keeps the agent's. */
  groups: Named[] | null;
  /** Null when the offer or the viewer's rank leaves them out. */
  subaccounts: Named[] | null;
}

export type ChoicesState =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | ({ state: 'ready' } & AgentChoices);

const page = { limit: '100' };

/** An optional list: its items, or null when it cannot be read (the field is then left out). */
const optional = (load: Promise<SettingsPage<Named>>) =>
  load.then(
    (answer) => answer.results.map(({ id, name }) => ({ id, name })),
    () => null,
  );

/**
 * What an agent may be given: the company's skills, skill groups, and sub-accounts when the offer
 * allows them (spec 002 §5: `max_skills` above 1) and the viewer may read them (admin, spec 002 §2)
 * — asking below that rank would be a 403, which signs the viewer out.
 */
export function useAgentChoices(): ChoicesState {
  const { user, customer } = useStore($session);
  const [state, setState] = useState<ChoicesState>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const retry = useCallback(() => setGeneration((n) => n + 1), []);
  const withSubaccounts =
    user !== null && hasRank(user.user_role, 'admin') && (customer?.offer_desc.max_skills ?? 0) > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks again after a failure.
  useEffect(() => {
    let live = true;
    setState({ state: 'loading' });
    Promise.all([
      api('core').get<Skill[]>('/skills/'),
      optional(api('core').get<SettingsPage<Named>>('/groups/', { query: page })),
      withSubaccounts
        ? optional(api('core').get<SettingsPage<Named>>('/subaccounts/', { query: page }))
        : Promise.resolve(null),
    ]).then(
      ([skills, groups, subaccounts]) => {
        if (live)
          setState({
            state: 'ready',
            skills: skills.map(({ id, name }) => ({ id, name })),
            groups,
            subaccounts,
          });
      },
      (error: unknown) => {
        if (live) setState({ state: 'failed', error, retry });
      },
    );
    return () => {
      live = false;
    };
  }, [withSubaccounts, generation, retry]);
  return state;
}
