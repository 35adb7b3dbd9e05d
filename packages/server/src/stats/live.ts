import {
  MONITORING_PUSH_DELAY_MS,
  MONITORING_PUSH_GAP_MS,
  StatsCommand,
  type StatsServerEvent,
} from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows } from '../auth/access.ts';
import { queryToken } from '../auth/guard.ts';
import { isGranted, isKeyAccountToken, keyAccountOfToken } from '../auth/key-accounts.ts';
import { hashToken, tokenSession } from '../auth/tokens.ts';
import { findUserById } from '../core/repo.ts';
import type { StoredEvent } from '../events/log.ts';
import { isOwnOrigin } from '../http/cors.ts';
import {
  CLOSE_NOT_AUTHENTICATED,
  CLOSE_ORIGIN_REFUSED,
  CLOSE_RATE_LIMITED,
  type Connection,
  socketRoute,
} from '../realtime/connection.ts';
import { MONITORING_READERS } from './access.ts';

/** Close code of a reader whose role or grant does not open monitoring, as HTTP 403. */
export const CLOSE_PERMISSION_DENIED = 4403;

const NOT_AUTHENTICATED = 'Authentication credentials were not provided or are not valid.';

/**
 * Whether an event changes what monitoring shows: a room that waits, is taken, transferred or
 * closed (`room_update`), an agent's reply (a late room is late no more), a break. A visitor's
 * message changes nothing until ten minutes pass, which the view's slow refresh catches.
 */
export function changesMonitoring(event: StoredEvent): boolean {
  if (event.kind === 'room_update' || event.kind === 'pause') return true;
  return event.kind === 'message' && event.payload.kind === 'agent';
}

/**
 * Coalesces the changes heard for one socket into pushes: the first waits MONITORING_PUSH_DELAY_MS
 * (one action's several events go as one), and two pushes are `gapMs` apart at least (the
 * server's `monitoringPushGapMs`, MONITORING_PUSH_GAP_MS by default). Only this timer lives in the
 * process: a lost push is caught by the client's reload on resume.
 */
export class PushPacer {
  readonly #push: () => void;
  readonly #gapMs: number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #last = Number.NEGATIVE_INFINITY;

  constructor(push: () => void, gapMs = MONITORING_PUSH_GAP_MS) {
    this.#push = push;
    this.#gapMs = gapMs;
  }

  changed(): void {
    if (this.#timer) return;
    const now = performance.now();
    const wait = Math.max(MONITORING_PUSH_DELAY_MS, this.#last + this.#gapMs - now);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#last = performance.now();
      this.#push();
    }, wait);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

const CHANGED: string = JSON.stringify({
  type: 'event',
  seq: null,
  kind: 'monitoring_changed',
  data: {},
} satisfies StatsServerEvent);

/** The `company` of the socket's query: a number, null when absent, NaN when malformed. */
function queryCompany(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | null;
  const value = query?.company;
  if (value === undefined) return null;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** Whether a page of `origin` may read `companyId`'s monitoring (as `checkPartnerOrigin` does for HTTP). */
async function originAllows(app: FastifyInstance, request: FastifyRequest, companyId: number) {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  const own = { protocol: request.protocol, host: request.host, publicUrl: app.config.publicUrl };
  if (isOwnOrigin(origin, own) || app.partnerOrigins.deploymentAllows(origin)) return true;
  return app.partnerOrigins.companyAllows(companyId, origin);
}

const log = (app: FastifyInstance) => (err: unknown) => app.log.error(err);

/**
 * The monitoring socket, `/api/stats/ws?token=…[&company=…]` (see `StatsCommand`). A socket of its
 * own rather than a command of the agents socket: opening the agents socket makes its user present
 * (an agent available to take rooms) and a key account cannot open it at all.
 */
export function monitoringSocket(app: FastifyInstance) {
  return socketRoute(
    StatsCommand,
    { pingIntervalMs: app.config.pingIntervalMs, log: log(app) },
    (conn, request) => open(app, conn, request),
  );
}

async function open(app: FastifyInstance, conn: Connection<StatsCommand>, request: FastifyRequest) {
  const token = queryToken(request);
  const company = queryCompany(request);
  const denied = () => conn.refuse('permission_denied', MONITORING_READERS.denied, CLOSE_PERMISSION_DENIED);
  let companyId: number;
  let session: { tokenHash: string; userId: number; expiresAt: Date } | null = null;
  /** Checked before each push: a key account's token or grant may go while it watches. */
  let stillAllowed = async () => true;
  const keyToken = isKeyAccountToken(token) ? token : null;
  if (keyToken) {
    const client = await keyAccountOfToken(app.db, keyToken);
    if (!client) return conn.refuse('not_authenticated', NOT_AUTHENTICATED, CLOSE_NOT_AUTHENTICATED);
    try {
      await app.limits.consume('keyAccount', `key-account:${client.keyAccountId}`);
    } catch {
      return conn.refuse('rate_limited', 'Too many requests.', CLOSE_RATE_LIMITED);
    }
    // A company not granted and one that does not exist are refused alike.
    if (company === null || Number.isNaN(company) || !(await isGranted(app.db, client.keyAccountId, company)))
      return denied();
    companyId = company;
    const keyAccountId = client.keyAccountId;
    // Key accounts are outside the users' sessions: no sign-out notice reaches this socket.
    stillAllowed = async () =>
      (await keyAccountOfToken(app.db, keyToken))?.keyAccountId === keyAccountId &&
      isGranted(app.db, keyAccountId, company);
  } else {
    const found = token && token.length <= 512 ? await tokenSession(app.db, token) : null;
    const user = found ? await findUserById(app.db, found.userId) : null;
    if (!token || !found || !user)
      return conn.refuse('not_authenticated', NOT_AUTHENTICATED, CLOSE_NOT_AUTHENTICATED);
    if (!isRole(user.role) || !allows(MONITORING_READERS, user.role)) return denied();
    // A user watches their own company only.
    if (company !== null && company !== user.company_id) return denied();
    companyId = user.company_id;
    session = { tokenHash: hashToken(token), userId: user.id, expiresAt: found.expiresAt };
  }
  if (!(await originAllows(app, request, companyId)))
    return conn.refuse(
      'permission_denied',
      "This page's origin may not read this company's monitoring.",
      CLOSE_ORIGIN_REFUSED,
    );

  const push = async () => {
    if (await stillAllowed()) conn.sendText(CHANGED);
    else denied();
  };
  const pacer = new PushPacer(() => void push().catch(log(app)), app.config.monitoringPushGapMs);
  conn.onClose(() => pacer.stop());
  conn.onClose(
    await app.bus.subscribe(companyId, {
      onEvent: (event) => {
        if (changesMonitoring(event)) pacer.changed();
      },
      onTyping: () => undefined,
      onPresence: () => pacer.changed(),
    }),
  );
  if (session)
    // Signed out, or no longer a manager of this company: the socket ends as the console's does.
    conn.onClose(
      app.agentSockets.add({
        ...session,
        companyId,
        end: () => conn.refuse('not_authenticated', 'Signed out.', CLOSE_NOT_AUTHENTICATED),
        reconnect: () => conn.socket.close(1012, 'reconnect'),
        reread: async (changed) =>
          isRole(changed.role) &&
          changed.company_id === companyId &&
          allows(MONITORING_READERS, changed.role),
      }),
    );
  conn.start(async (command) => {
    // Nothing is replayed: the client reads the figures again after every resume.
    if (command.command === 'resume') return { last_seq: 0 };
    return null;
  });
}
