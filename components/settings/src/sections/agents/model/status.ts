import { AGENT_STATUS, type AgentStatus } from '@omnicanal/api';

/** How a status is drawn: its words, a marker whose shape differs, and a colour token. */
export interface StatusLook {
  /** Translation key of the words. */
  key: string;
  /** A filled mark for a connected agent, a hollow one for a disconnected one (not colour alone). */
  mark: '●' | '◐' | '■' | '○';
  /** The colour token of the mark. */
  color: string;
}

/** Spec 002 §4: 1 available, 2 discussion in progress, 3 maximum reached, 4 on pause, 5 disconnected. */
const LOOKS: Readonly<Record<AgentStatus, StatusLook>> = {
  [AGENT_STATUS.available]: { key: 'available', mark: '●', color: 'var(--_oc-color-success)' },
  [AGENT_STATUS.inProgress]: { key: 'in_progress', mark: '◐', color: 'var(--_oc-color-primary)' },
  [AGENT_STATUS.maxReached]: { key: 'max_reached', mark: '■', color: 'var(--_oc-color-danger)' },
  [AGENT_STATUS.paused]: { key: 'paused', mark: '■', color: 'var(--_oc-color-warning)' },
  [AGENT_STATUS.disconnected]: { key: 'disconnected', mark: '○', color: 'var(--_oc-color-muted)' },
};

export function statusLook(status: AgentStatus): StatusLook {
  const look = LOOKS[status];
  return { ...look, key: `settings-agents:status.${look.key}` };
}
