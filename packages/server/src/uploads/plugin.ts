import fastifyMultipart from '@fastify/multipart';
import { isImageType, UPLOAD_MAX_BYTES, UploadAnswer, UploadLink, uploadType } from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { actorOf } from '../auth/access.ts';
import { bearerToken } from '../auth/guard.ts';
import { HttpError, notAuthenticated, notFound } from '../http/errors.ts';
import { drain, wellFormedParts } from '../http/multipart.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { cleanFileName, contentDisposition, contentMatches } from './content.ts';
import { findUpload, insertUpload, uploaderOfToken } from './repo.ts';
import { LinkSigner } from './signing.ts';
import { UploadStorage } from './storage.ts';

const fileTooLarge = () =>
  new HttpError(400, 'file_too_large', 'Maximum file size exceeded (5 MB).', { file: ['file_too_large'] });
const formatNotAllowed = () =>
  new HttpError(400, 'file_format_not_allowed', 'File format not allowed.', {
    file: ['file_format_not_allowed'],
  });
const fileRequired = () =>
  new HttpError(400, 'invalid_payload', 'The file is missing or empty.', { file: ['required'] });

/** Multipart fields of spec 000 §7 POST /files besides the file: small text values only. */
const FIELD_LIMITS = { fields: 4, fieldSize: 256, files: 1, parts: 6, fileSize: UPLOAD_MAX_BYTES };

const isTrue = (value: unknown) => value === 'true' || value === '1' || value === 'on';

/** The absolute URL of this service, as the caller reached it: rich contents carry absolute URLs. */
const serviceUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}/api/uploads`;

const fileUrl = (request: FastifyRequest, id: string, name: string) =>
  `${serviceUrl(request)}/files/${id}/${encodeURIComponent(name)}`;

const FileParams = v.object({ id: v.string(), name: v.string() });
const LinkParams = v.object({ id: v.string() });
const SignedQuery = v.object({ expires: v.optional(v.string()), sig: v.optional(v.string()) });

/**
 * The uploads service, mounted at /api/uploads (spec 000 §7 POST /files, §9 5 MB). Agents (bearer)
 * and visitors (their conversation token) send files; every file is checked while it streams (size)
 * and before it is kept (type, first bytes). Downloads are served inert: attachment (pictures
 * inline), nosniff, and a CSP that lets nothing run.
 */
export const uploadsPlugin: ServicePlugin = async (app) => {
  const storage = new UploadStorage(app.config.dataDir);
  const signer = new LinkSigner(app.db);
  await app.register(fastifyMultipart, { limits: FIELD_LIMITS, throwFileSizeLimit: false });

  // Agents and visitors both upload: the bearer is a user's token or a visitor's conversation token.
  app.post(
    '/files',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Uploads a file; answers its address.',
        description:
          'A multipart body: `file`, with `auth_required` and `origin`. Takes a user’s token or a visitor’s conversation token. Refuses a file over 5 MB, of a type not allowed or whose content does not match its type, and a visitor’s file once the conversation is closed. Limited per visitor and per company.',
        response: { 201: UploadAnswer },
      },
    },
    async (request, reply) => {
      const uploader = await uploaderOfToken(app.db, bearerToken(request));
      if (!uploader) throw notAuthenticated();
      if (uploader.kind === 'guest' && uploader.roomStatus === 'closed')
        throw new HttpError(403, 'room_closed', 'The conversation is closed.');
      // Counted before the file is read: a refused upload costs no disk.
      if (uploader.kind === 'guest') await app.limits.consume('uploadVisitor', uploader.guestId);
      await app.limits.consume('uploadCompany', uploader.companyId);

      const fields: Record<string, string> = {};
      let stored: { id: string; name: string; mimetype: string; size: number } | null = null;
      let refusal: HttpError | null = null;
      for await (const part of wellFormedParts(request, FIELD_LIMITS)) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || stored || refusal) {
          await drain(part);
          continue;
        }
        const name = cleanFileName(part.filename ?? '');
        const mimetype = uploadType(name, part.mimetype ?? '');
        if (!mimetype) {
          refusal = formatNotAllowed();
          await drain(part);
          continue;
        }
        const id = UploadStorage.newId();
        const { size, head } = await storage.write(id, part.file);
        // busboy stops writing at the limit and marks the stream truncated; the rest is skipped.
        if (part.file.truncated) refusal = fileTooLarge();
        else if (size === 0) refusal = fileRequired();
        else if (!contentMatches(mimetype, head)) refusal = formatNotAllowed();
        if (refusal) await storage.discard(id);
        else stored = { id, name, mimetype, size };
      }
      if (refusal) throw refusal;
      if (!stored) throw fileRequired();

      await storage.keep(stored.id);
      try {
        await insertUpload(app.db, {
          id: stored.id,
          company_id: uploader.companyId,
          uploader_user_id: uploader.kind === 'user' ? uploader.userId : null,
          uploader_guest_id: uploader.kind === 'guest' ? uploader.guestId : null,
          name: stored.name,
          mimetype: stored.mimetype,
          size: stored.size,
          auth_required: isTrue(fields.auth_required),
          origin: fields.origin?.slice(0, 64) || null,
        });
      } catch (err) {
        await storage.remove(stored.id);
        throw err;
      }
      const answer: UploadAnswer = {
        url: fileUrl(request, stored.id, stored.name),
        name: stored.name,
        mimetype: stored.mimetype,
      };
      return reply.code(201).send(answer);
    },
  );

  // Public files to anyone; a file that requires authentication to its company's users or
  // through a signed link.
  app.get(
    '/files/:id/:name',
    {
      config: { auth: 'optional', answers: 'file' },
      schema: {
        summary: 'Downloads a file.',
        description:
          'A file that requires authentication is served to its company’s users, or through a signed link. Served inert: as an attachment (pictures inline), with a CSP that lets nothing run.',
        params: FileParams,
        querystring: SignedQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = UploadStorage.isId(id) ? await findUpload(app.db, id) : undefined;
      if (!row) throw notFound('file');
      if (row.auth_required) {
        const { expires, sig } = request.query;
        const signed = sig !== undefined && (await signer.verify(id, expires, sig, Date.now()));
        if (!signed) {
          const actor = actorOf(request);
          if (!actor) throw notAuthenticated();
          // Another company's file answers like a missing one.
          if (actor.companyId !== row.company_id) throw notFound('file');
        }
      }
      const file = await storage.open(id);
      if (!file) throw notFound('file');
      const inline = isImageType(row.mimetype);
      return reply
        .header(
          'content-type',
          row.mimetype.startsWith('text/') ? `${row.mimetype}; charset=utf-8` : row.mimetype,
        )
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(row.name, inline))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', row.auth_required ? 'private, no-store' : 'private, max-age=3600')
        .send(file.stream);
    },
  );

  app.post(
    '/files/:id/link',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A signed, expiring link to one of the company’s files, for someone without a token.',
        params: LinkParams,
        response: { 200: UploadLink },
      },
    },
    async (request): Promise<UploadLink> => {
      const { id } = request.params;
      const row = UploadStorage.isId(id) ? await findUpload(app.db, id) : undefined;
      if (!row || row.company_id !== request.actor.companyId) throw notFound('file');
      const { expires, sig } = await signer.sign(id, Date.now());
      const query = new URLSearchParams({ expires: String(expires), sig });
      return {
        url: `${fileUrl(request, id, row.name)}?${query}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },
  );
};
