import { AgentSummary, type Room, Skill, type User } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { atom } from 'nanostores';
import * as v from 'valibot';

/** The company's skills and agents, the targets a room can be transferred to (spec 000 §4). */
export interface DirectoryState {
  skills: Skill[];
  agents: AgentSummary[];
  loaded: boolean;
}

export const emptyDirectory = (): DirectoryState => ({ skills: [], agents: [], loaded: false });

export const $directory = atom<DirectoryState>(emptyDirectory());

/** Fetches skills and agents once more; a failure is thrown for the dialog to show. */
export async function loadDirectory(): Promise<DirectoryState> {
  const core = api('core');
  const [skills, agents] = await Promise.all([core.get<unknown>('/skills/'), core.get<unknown>('/agents/')]);
  const state: DirectoryState = {
    skills: v.parse(v.array(Skill), skills),
    agents: v.parse(v.array(AgentSummary), agents),
    loaded: true,
  };
  $directory.set(state);
  return state;
}

export function resetDirectory(): void {
  $directory.set(emptyDirectory());
}

/** The name an agent goes by; the agent's own list gives no email, so a blank name stays blank. */
export const agentLabel = (agent: Pick<AgentSummary, 'first_name' | 'last_name'>): string =>
  `${agent.first_name} ${agent.last_name}`.trim();

/**
 * The agents a room can go to: everyone of the company but the user themselves and the room's
 * current agent, by name.
 */
export function transferAgents(
  agents: readonly AgentSummary[],
  room: Room,
  user: User | null,
): AgentSummary[] {
  return agents
    .filter((a) => a.uuid !== user?.uuid && a.uuid !== room.agent?.uuid)
    .sort((a, b) => agentLabel(a).localeCompare(agentLabel(b)));
}

/**
 * Where a transferred room went, as the room itself now says: its agent for a transfer to an
 * agent, its skill's name for a transfer to a skill. Null when it cannot be told.
 */
export function transferTarget(
  room: Room | null,
  kind: 'skill' | 'agent',
  skills: readonly Pick<Skill, 'id' | 'name'>[],
): string | null {
  if (!room) return null;
  if (kind === 'agent') return room.agent ? agentLabel(room.agent) || null : null;
  return skills.find((s) => s.id === room.skill)?.name ?? null;
}
