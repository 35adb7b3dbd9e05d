import { createHash, randomBytes } from 'node:crypto';
import {
  type Invitation,
  InvitationRequest,
  InvitationStatus,
  OpenedInvitation,
  type RichContent,
} from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { loadViewer } from '../agents/visibility.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { CommandError } from '../realtime/errors.ts';

/** How long a co-browsing or video invitation stays valid. */
export const INVITATION_TTL_MS = 30 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const joinUrl = (request: FastifyRequest, token: string) =>
  `${request.protocol}://${request.host}/api/cobrowse/sessions/${token}`;

/** An invitation token as `randomBytes(24)` writes it in base64url. */
const TokenParams = v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{32}$/)) });

const STATUS: Record<string, number> = { not_found: 404, room_not_yours: 403, room_closed: 409 };

/** The room's refusal as the HTTP answer it deserves (the same codes the socket answers). */
function asHttpError(err: unknown): never {
  if (err instanceof CommandError) throw new HttpError(STATUS[err.code] ?? 400, err.code, err.message);
  throw err;
}

/**
 * The cobrowse service, mounted at /api/cobrowse (spec 000 §7 POST /sessions for co-browsing and
 * video invites). The agent holding a room opens an invitation; it goes into the room as a
 * `cobrowsing` (expiry and token) or `webrtc` (join URL) rich content the visitor sees.
 */
export const cobrowsePlugin: ServicePlugin = async (app) => {
  app.post(
    '/sessions',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Invites a room’s visitor to co-browsing or a video call.',
        description:
          'Only the agent holding the open room; the invitation goes into the room as a message the visitor sees.',
        body: InvitationRequest,
        response: { 201: OpenedInvitation },
      },
    },
    async (request, reply) => {
      const { user } = request.actor;
      const input = request.body;
      const viewer = await loadViewer(app.db, user);
      const token = randomBytes(24).toString('base64url');
      const expires = new Date(app.rooms.now().getTime() + INVITATION_TTL_MS);
      const url = joinUrl(request, token);
      const content: RichContent =
        input.kind === 'cobrowsing'
          ? { type: 'cobrowsing', expires_at: expires.toISOString(), token }
          : { type: 'webrtc', url };
      // The message send checks the room (visible, open, held by this agent) before anything is kept.
      const message = await app.messages
        .sendAsAgent(viewer, input.room, content, `inv-${hash(token).slice(0, 32)}`)
        .catch(asHttpError);
      await app.db
        .insertInto('invitations')
        .values({
          token_hash: hash(token),
          company_id: user.company_id,
          room_uuid: input.room,
          kind: input.kind,
          created_by: user.id,
          expires_at: expires,
        })
        .execute();
      const answer: Invitation & { message: string } = {
        kind: input.kind,
        room: input.room,
        expires_at: expires.toISOString(),
        url,
        message: message.event,
      };
      return reply.code(201).send(answer);
    },
  );

  /** Where the invitation leads: whether it is still valid, for the co-browsing or call client. */
  app.get(
    '/sessions/:token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Where a co-browsing or call invitation leads, while it is valid.',
        description: 'An expired or unknown invitation answers `not_found`.',
        params: TokenParams,
        response: { 200: InvitationStatus },
      },
    },
    async (request) => {
      const { token } = request.params;
      const row = await app.db
        .selectFrom('invitations')
        .select(['kind', 'room_uuid', 'expires_at'])
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() < app.rooms.now().getTime()) throw notFound('invitation');
      return { kind: row.kind, room: row.room_uuid, expires_at: row.expires_at.toISOString() };
    },
  );
};
