/** A waiting room as allocation sees it. */
export interface WaitingRoom {
  uuid: string;
  skill: number;
}

/** An agent who may receive rooms: autofill on, not paused, connected (checked by the caller). */
export interface Candidate {
  id: number;
  /** Skills whose permission has auto_allocation. */
  skills: readonly number[];
  /** Open rooms held now (running and late). */
  open: number;
  maxRooms: number;
  /** When the agent last got a room (ms); agents who never did are the most idle. */
  lastAssigned: number;
}

export interface Assignment {
  room: string;
  agent: number;
}

/**
 * Who gets which room (auto-allocation): rooms in the order given (oldest waiting first), each to
 * the agent of its skill with the fewest open rooms, then the longest idle, then the lowest id so
 * the plan is the same on every instance; nobody beyond max_rooms. Rooms nobody can take stay out.
 */
export function planAllocation(
  rooms: readonly WaitingRoom[],
  candidates: readonly Candidate[],
): Assignment[] {
  const agents = candidates.map((c) => ({ ...c }));
  const plan: Assignment[] = [];
  for (const room of rooms) {
    let best: (typeof agents)[number] | null = null;
    for (const agent of agents) {
      if (!agent.skills.includes(room.skill) || agent.open >= agent.maxRooms) continue;
      if (!best || before(agent, best)) best = agent;
    }
    if (!best) continue;
    plan.push({ room: room.uuid, agent: best.id });
    best.open += 1;
    best.lastAssigned = Number.POSITIVE_INFINITY;
  }
  return plan;
}

function before(a: Candidate, b: Candidate): boolean {
  if (a.open !== b.open) return a.open < b.open;
  if (a.lastAssigned !== b.lastAssigned) return a.lastAssigned < b.lastAssigned;
  return a.id < b.id;
}
