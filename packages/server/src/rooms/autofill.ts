import type { Room } from '@omnicanal/api';
import type { RoomStatus } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { findRoom, LIST_STATUSES } from '../agents/rooms-repo.ts';
import { agentName } from '../agents/visibility.ts';
import type { DB } from '../db/schema.ts';
import type { EventBus } from '../events/bus.ts';
import type { StoredEvent } from '../events/log.ts';
import { type Candidate, planAllocation } from './autofill-plan.ts';
import { connectedAt } from './presence.ts';
import type { RoomService } from './room-actions.ts';

/** Rooms looked at per pass; a longer queue is served by the passes its own events start. */
const BATCH = 50;
/** Rooms nobody holds that wait to be taken: a room that went late while waiting still waits. */
const WAITING: readonly RoomStatus[] = ['waiting', 'transferred', 'requeued', 'late'];

/**
 * One allocation pass over a company (auto-allocation), in one transaction. Waiting rooms nobody
 * holds are claimed with `FOR UPDATE SKIP LOCKED`, so two instances never give one room twice;
 * the candidate agents are then locked in id order (the lock a take holds too), so counts read
 * after the lock are final and max_rooms cannot be overrun. A room transferred to a named agent has
 * that agent set and is never given to anyone else. Answers how many rooms were given.
 */
export async function allocate(rooms: RoomService, companyId: number): Promise<number> {
  return rooms.commit(async (trx, emit) => {
    const now = rooms.now();
    const waiting = await trx
      .selectFrom('rooms')
      .select(['uuid', 'skill_id'])
      .where('company_id', '=', companyId)
      .where('agent_id', 'is', null)
      .where('status', 'in', [...WAITING])
      .orderBy((eb) => eb.fn.coalesce('last_waiting', 'list_time'))
      .orderBy('session_group_integer_id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (waiting.length === 0) return 0;
    const skillIds = [...new Set(waiting.map((r) => r.skill_id))];
    const agents = await trx
      .selectFrom('users')
      .select(['id', 'uuid', 'first_name', 'last_name', 'email', 'max_rooms'])
      .where('company_id', '=', companyId)
      .where('auto_fill', '=', true)
      .where('pause', '=', false)
      .where(connectedAt(now))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_skills')
            .select('user_skills.skill_id')
            .whereRef('user_skills.user_id', '=', 'users.id')
            .where('user_skills.skill_id', 'in', skillIds)
            .where('user_skills.auto_allocation', '=', true),
        ),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    if (agents.length === 0) return 0;
    const candidates = await loadCandidates(
      trx,
      agents.map((a) => ({ id: a.id, maxRooms: a.max_rooms })),
    );
    let given = 0;
    for (const { room, agent } of planAllocation(
      waiting.map((r) => ({ uuid: r.uuid, skill: r.skill_id })),
      candidates,
    )) {
      const row = await findRoom(trx, room);
      const who = agents.find((a) => a.id === agent);
      if (!row || !who) continue;
      await rooms.assign(trx, emit, row, who.id, { uuid: who.uuid, name: agentName(who) });
      given++;
    }
    return given;
  });
}

/** The locked agents' permissions and load: what planAllocation ranks them by. */
async function loadCandidates(
  trx: Kysely<DB>,
  agents: { id: number; maxRooms: number }[],
): Promise<Candidate[]> {
  const ids = agents.map((a) => a.id);
  const skills = await trx
    .selectFrom('user_skills')
    .select(['user_id', 'skill_id'])
    .where('user_id', 'in', ids)
    .where('auto_allocation', '=', true)
    .execute();
  const open = await trx
    .selectFrom('rooms')
    .select((eb) => ['agent_id', eb.fn.countAll<number>().as('n')])
    .where('agent_id', 'in', ids)
    .where('status', 'in', [...LIST_STATUSES.running])
    .groupBy('agent_id')
    .execute();
  const last = await trx
    .selectFrom('rooms')
    .select((eb) => ['agent_id', eb.fn.max('last_running').as('at')])
    .where('agent_id', 'in', ids)
    .groupBy('agent_id')
    .execute();
  return agents.map((a) => {
    const at = last.find((l) => l.agent_id === a.id)?.at;
    return {
      id: a.id,
      maxRooms: a.maxRooms,
      skills: skills.filter((s) => s.user_id === a.id).map((s) => s.skill_id),
      open: Number(open.find((o) => o.agent_id === a.id)?.n ?? 0),
      lastAssigned: at ? new Date(at).getTime() : Number.NEGATIVE_INFINITY,
    };
  });
}

/**
 * Whether a room change may let a waiting room go to someone: a room waits again with nobody, or
 * an agent's room left them (closed, transferred, re-queued) and freed capacity.
 */
export function mayAllocate(room: Room): boolean {
  return room.agent === null || room.status === 'closed' || room.status === 'transferred';
}

/**
 * Starts allocation passes on this instance. Passes of one company run one after the other and
 * requests made during a pass are folded into one more pass, so a burst of events costs two passes.
 * While an agents socket of a company is open here, the company's room events start passes: new
 * rooms, re-queues and transfers to a skill arrive that way from every instance.
 */
export class Autofill {
  readonly #rooms: RoomService;
  readonly #bus: EventBus;
  readonly #onError: (err: unknown) => void;
  readonly #runs = new Map<number, Promise<void>>();
  readonly #again = new Set<number>();
  readonly #watched = new Map<number, { sockets: number; stop: Promise<() => void> }>();
  #stopped = false;

  constructor(rooms: RoomService, bus: EventBus, onError: (err: unknown) => void = console.error) {
    this.#rooms = rooms;
    this.#bus = bus;
    this.#onError = onError;
  }

  /** Asks for a pass over the company; resolves when the passes under way are done. */
  kick(companyId: number): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    const running = this.#runs.get(companyId);
    if (running) {
      this.#again.add(companyId);
      return running;
    }
    const run = (async () => {
      do {
        this.#again.delete(companyId);
        try {
          await allocate(this.#rooms, companyId);
        } catch (err) {
          this.#onError(err);
        }
      } while (this.#again.has(companyId));
    })().finally(() => this.#runs.delete(companyId));
    this.#runs.set(companyId, run);
    return run;
  }

  /** Resolves once no pass runs on this instance. */
  async idle(): Promise<void> {
    while (this.#runs.size > 0) await Promise.all(this.#runs.values());
  }

  /** Starts no more passes (the instance is stopping) and waits for those under way. */
  stop(): Promise<void> {
    this.#stopped = true;
    return this.idle();
  }

  /** Follows the company's room events while an agents socket of it is open here; call the answer on close. */
  async watch(companyId: number): Promise<() => void> {
    let watched = this.#watched.get(companyId);
    if (!watched) {
      watched = {
        sockets: 0,
        stop: this.#bus.subscribe(companyId, {
          onEvent: (event) => this.#onEvent(event),
          onTyping: () => undefined,
        }),
      };
      this.#watched.set(companyId, watched);
    }
    const entry = watched;
    entry.sockets += 1;
    try {
      await entry.stop;
    } catch (err) {
      this.#release(companyId, entry);
      throw err;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(companyId, entry);
    };
  }

  #release(companyId: number, entry: { sockets: number; stop: Promise<() => void> }): void {
    entry.sockets -= 1;
    if (entry.sockets > 0 || this.#watched.get(companyId) !== entry) return;
    this.#watched.delete(companyId);
    entry.stop.then((stop) => stop(), this.#onError);
  }

  #onEvent(event: StoredEvent): void {
    if (event.kind === 'room_update' && mayAllocate(event.payload)) void this.kick(event.company_id);
  }
}

/**
 * Lets a user receive rooms of a skill by auto-allocation (their skill permission's flag). They
 * still decide with their own autofill switch, off until they turn it on.
 */
export async function allowAutoAllocation(db: Kysely<DB>, email: string, skillId: number): Promise<void> {
  await db
    .updateTable('user_skills')
    .set({ auto_allocation: true })
    .where('skill_id', '=', skillId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
    .execute();
}
