import type { RichContent } from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { CommandError } from '../realtime/errors.ts';
import { findUpload } from '../uploads/repo.ts';
import { UploadStorage } from '../uploads/storage.ts';

/** Rich content kinds a visitor may post; the others are cards only the platform sends. */
export const VISITOR_CONTENT_TYPES = ['txt', 'file', 'location'] as const;

/** Who is posting, and the origins (`scheme://host[:port]`) our upload URLs may carry. */
export interface VisitorPoster {
  companyId: number;
  guestId: number;
  origins: readonly string[];
}

/**
 * The origins our own file URLs carry: the one the visitor reached (the uploads service answers
 * URLs on the origin of the upload request) and the configured public URL.
 */
export function ourOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  try {
    origins.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // A Host header that is no host: only the public URL counts.
  }
  return [...origins];
}

const refused = (message: string) => new CommandError('bad_rich_content', message);

/** Where a file of the uploads service is served: `/api/uploads/files/<id>/<name>`. */
const FILE_PATH = /^\/api\/uploads\/files\/([\w-]{32})\/[^/]+$/;

/** The upload id a URL names, when it is one of our file URLs on one of `origins`. */
export function ownUploadId(url: string, origins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin) || parsed.search || parsed.hash) return null;
  const id = FILE_PATH.exec(parsed.pathname)?.[1];
  return id && UploadStorage.isId(id) ? id : null;
}

/**
 * What a visitor may post (issue #15 §6): text, a location, or a file this visitor uploaded through
 * our own uploads service. Anything else — links, payment, authentication, co-browsing, video,
 * time slots, callback cards — would show in the console as if the platform had sent it, so it is
 * refused with `bad_rich_content`. A file keeps the name and type stored with the upload, not the
 * ones the visitor claims.
 */
export async function visitorContent(
  db: Kysely<DB>,
  poster: VisitorPoster,
  content: RichContent,
): Promise<RichContent> {
  switch (content.type) {
    case 'txt':
    case 'location':
      return content;
    case 'file': {
      const id = ownUploadId(content.url, poster.origins);
      if (!id) throw refused('A visitor sends files through the uploads service only.');
      const upload = await findUpload(db, id);
      if (!upload || upload.company_id !== poster.companyId || upload.uploader_guest_id !== poster.guestId)
        throw refused('This file was not uploaded by this visitor.');
      return { type: 'file', url: content.url, name: upload.name, mimetype: upload.mimetype };
    }
    default:
      throw refused(`A visitor cannot send ${content.type} content.`);
  }
}
