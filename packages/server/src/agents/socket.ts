import { AgentCommand, type ServerEvent } from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { queryToken } from '../auth/guard.ts';
import { hashToken, tokenSession } from '../auth/tokens.ts';
import { findUserById } from '../core/repo.ts';
import type { StoredEvent } from '../events/log.ts';
import { socketOriginAllowed } from '../http/cors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import {
  CLOSE_NOT_AUTHENTICATED,
  CLOSE_ORIGIN_REFUSED,
  type Connection,
  socketRoute,
} from '../realtime/connection.ts';
import { EventStream } from '../realtime/stream.ts';
import { acceptsEvent } from './agent-controls.ts';
import { runAgentCommand } from './commands.ts';
import { canSee, loadViewer } from './visibility.ts';

const NOT_AUTHENTICATED = 'Authentication credentials were not provided or are not valid.';

/**
 * Event frames as sent, kept while the event lives: every agent socket sends the same bytes, so the
 * event is serialised and encoded once.
 */
const frames = new WeakMap<StoredEvent, Buffer>();

function eventFrame(event: StoredEvent): Buffer {
  let bytes = frames.get(event);
  if (bytes === undefined) {
    bytes = Buffer.from(
      JSON.stringify({
        type: 'event',
        seq: event.seq,
        kind: event.kind,
        data: event.payload,
      } as ServerEvent),
    );
    frames.set(event, bytes);
  }
  return bytes;
}

/**
 * The agents socket, `/api/agents/ws?token=`. Live events are held until the client sends
 * `resume {since}` with the last seq it applied (0 for everything it may see, null for from
 * now): a client that never resumes gets answers to its commands but no events.
 */
export function agentSocket(ctx: Infrastructure, log: (err: unknown) => void) {
  return socketRoute(AgentCommand, { pingIntervalMs: ctx.config.pingIntervalMs, log }, (conn, request) =>
    open(ctx, conn, request),
  );
}

async function open(
  ctx: Infrastructure,
  conn: Connection<AgentCommand>,
  request: FastifyRequest,
): Promise<void> {
  const own = { protocol: request.protocol, host: request.host, publicUrl: ctx.config.publicUrl };
  const origin = request.headers.origin;
  // The own origin and the deployment's partners are known at once; a company's partner only once
  // the token says which company (below), but an origin no company lists is refused first.
  const everyCompany = socketOriginAllowed(origin, own, ctx.config.allowedOrigins);
  if (!everyCompany && !(origin && (await ctx.partnerOrigins.anyAllows(origin)))) {
    conn.refuse(
      'permission_denied',
      "This page's origin may not open the console socket.",
      CLOSE_ORIGIN_REFUSED,
    );
    return;
  }
  const token = queryToken(request);
  const session = token && token.length <= 512 ? await tokenSession(ctx.db, token) : null;
  const user = session ? await findUserById(ctx.db, session.userId) : null;
  if (!user || !token || !session) {
    conn.refuse('not_authenticated', NOT_AUTHENTICATED, CLOSE_NOT_AUTHENTICATED);
    return;
  }
  if (!everyCompany && !(origin && (await ctx.partnerOrigins.companyAllows(user.company_id, origin)))) {
    conn.refuse(
      'permission_denied',
      "This page's origin may not open the console socket for this company.",
      CLOSE_ORIGIN_REFUSED,
    );
    return;
  }
  // Mutated in place when the user changes, so visibility and commands read the new role and skills.
  const viewer = await loadViewer(ctx.db, user);
  const stream = new EventStream(
    acceptsEvent(viewer.userId, (event) => canSee(viewer, event)),
    (event) => conn.sendText(eventFrame(event)),
    () => conn.drained(),
  );
  const unsubscribe = await ctx.bus.subscribe(viewer.companyId, {
    onEvent: (event) => stream.onEvent(event),
    onTyping: (signal) => {
      if (signal.data.author === 'visitor' && canSee(viewer, signal))
        conn.send({ type: 'event', seq: null, kind: 'typing', data: signal.data } satisfies ServerEvent);
    },
  });
  conn.onClose(unsubscribe);
  conn.onClose(
    ctx.agentSockets.add({
      tokenHash: hashToken(token),
      userId: viewer.userId,
      companyId: viewer.companyId,
      expiresAt: session.expiresAt,
      end: () => conn.refuse('not_authenticated', 'Signed out.', CLOSE_NOT_AUTHENTICATED),
      // 1012 "service restart": the client connects again (spec 000 §8 reconnection).
      reconnect: () => conn.socket.close(1012, 'reconnect'),
      reread: async (changed) => {
        if (!isRole(changed.role) || changed.company_id !== viewer.companyId) return false;
        Object.assign(viewer, await loadViewer(ctx.db, changed));
        return true;
      },
    }),
  );
  // Presence and auto-allocation: a connected agent may receive waiting rooms from now on.
  conn.onClose(await ctx.autofill.watch(viewer.companyId));
  // Monitoring shows who is connected: its watchers hear the agent come and go.
  const presenceChanged = () => ctx.bus.presence({ company_id: viewer.companyId, user_id: viewer.userId });
  conn.onClose(await ctx.presence.open(viewer.userId, presenceChanged));
  conn.start((command) => runAgentCommand(ctx, viewer, stream, command));
  void ctx.autofill.kick(viewer.companyId);
}
