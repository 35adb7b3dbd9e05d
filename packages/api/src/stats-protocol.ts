import * as v from 'valibot';
import type { ResumeAnswer, ServerError, ServerResponse } from './protocol.ts';
import { maybe, Whole } from './schemas/common.ts';

/**
 * The monitoring socket of the stats service, `/api/stats/ws?token=…[&company=…]` (issue 19: the
 * monitoring view moves live). It speaks the frames of `protocol.ts` but carries no figures and no
 * history: the server says `monitoring_changed` (at most every MONITORING_PUSH_GAP_MS) when a room
 * of the company waited, was taken, transferred or closed, an agent replied, or an agent's status
 * changed; the view then reads `GET /stats/statistics` again. Nothing is replayed: `resume`
 * answers `last_seq: 0` and a client reloads its figures after every resume instead.
 *
 * It opens to whoever may read monitoring: a signed-in manager and above of the company, or a key
 * account's token (`okd_…`) with `company` naming a company granted to it.
 */
export const StatsCommand = v.variant('command', [
  v.object({ command: v.literal('ping'), id: maybe(v.pipe(v.string(), v.maxLength(64))) }),
  v.object({ command: v.literal('pong'), id: maybe(v.pipe(v.string(), v.maxLength(64))) }),
  v.object({
    command: v.literal('resume'),
    id: maybe(v.pipe(v.string(), v.maxLength(64))),
    since: v.nullable(Whole),
  }),
]);
export type StatsCommand = v.InferOutput<typeof StatsCommand>;

/** The one event of the monitoring socket: ephemeral (`seq: null`), never replayed. */
export type StatsServerEvent = {
  type: 'event';
  seq: null;
  kind: 'monitoring_changed';
  data: Record<string, never>;
};

export type StatsServerFrame =
  | StatsServerEvent
  | ServerResponse
  | ServerError
  | { type: 'ping' }
  | { type: 'pong' };

/** The monitoring socket as `RealtimeSocket` speaks it. */
export interface StatsProtocol {
  command: v.InferInput<typeof StatsCommand>;
  answers: { resume: ResumeAnswer; ping: null; pong: null };
}

/**
 * Wait after a first change before saying so: the changes of one action (a room taken changes the
 * room and the agent's status) go out as one push.
 */
export const MONITORING_PUSH_DELAY_MS = 300;

/**
 * Shortest time between two pushes to one socket: a busy company's changes cost each watching
 * manager one reload of the figures per gap at most.
 */
export const MONITORING_PUSH_GAP_MS = 1_500;
