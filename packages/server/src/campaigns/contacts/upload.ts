import type { ContactImport } from '@omnicanal/api';
import { AUDIENCE_CSV_MAX_BYTES } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { drain, wellFormedParts } from '../../http/multipart.ts';
import { cleanFileName } from '../../uploads/content.ts';
import { ContactFill } from './fill.ts';
import { ImportRefused, importInProgress, readAudienceCsv } from './import-csv.ts';
import { findContactList, findImport, importRejects, startFill } from './repo.ts';

import { toContactImport } from './view.ts';

/** `POST /contacts/csv`: the fields `contact_list` and `size` (bytes, for the progress), then `file`. */
export const CSV_UPLOAD_LIMITS = {
  fields: 4,
  fieldSize: 64,
  files: 1,
  parts: 6,
  fileSize: AUDIENCE_CSV_MAX_BYTES,
};

const listRequired = () =>
  new HttpError(400, 'invalid_payload', 'Name the audience before the file.', { contact_list: ['required'] });
const fileRequired = () =>
  new HttpError(400, 'invalid_payload', 'The file is missing.', { file: ['required'] });

/** The upload's size for the progress: the client's `size` field, else the request's length. */
function totalBytes(request: FastifyRequest, size: string | undefined): number | null {
  const declared = Number(size ?? request.headers['content-length']);
  return Number.isSafeInteger(declared) && declared > 0 ? declared : null;
}

/**
 * Imports an uploaded CSV into an audience of source `csv`, as it streams in: the rows are read,
 * checked and written in batches while the file is still arriving, the import's progress (bytes
 * and rows read, accepted, rejected) is readable on the audience or the import meanwhile, and the
 * contacts become the audience's only when the whole file is through. A file refused as a whole
 * (unreadable, wrong titles, too large) or an upload cut short leaves the audience as it was.
 */
export async function receiveAudienceCsv(db: Kysely<DB>, request: FastifyRequest): Promise<ContactImport> {
  const { companyId } = request.actor;
  const fields: Record<string, string> = {};
  let importId: number | null = null;
  for await (const part of wellFormedParts(request, CSV_UPLOAD_LIMITS)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || importId !== null) {
      await drain(part);
      continue;
    }
    const listId = /^\d{1,9}$/.test(fields.contact_list ?? '') ? Number(fields.contact_list) : null;
    const list = listId === null ? undefined : await findContactList(db, companyId, listId);
    const refusal = listId === null ? listRequired() : !list ? notFound('audience') : null;
    if (refusal || !list) {
      await drain(part);
      throw refusal;
    }
    if (list.source !== 'csv') {
      await drain(part);
      throw new HttpError(400, 'invalid_payload', 'This audience does not come from a file.', {
        contact_list: ['not_csv'],
      });
    }
    const started = await startFill(db, list, {
      name: cleanFileName(part.filename ?? '') || null,
      bytesTotal: totalBytes(request, fields.size),
    });
    if (!started) {
      await drain(part);
      throw importInProgress();
    }
    const fill = new ContactFill(db, started);
    try {
      const { extraKeys, bytesRead } = await readAudienceCsv(
        list,
        fill,
        part.file,
        () => part.file.truncated,
      );
      if (!(await fill.complete(extraKeys, bytesRead))) throw notFound('audience');
    } catch (err) {
      const refused = err instanceof ImportRefused;
      await fill.fail({
        code: refused ? err.code : 'interrupted',
        detail: refused ? err.message : 'The upload stopped before the end of the file.',
        line: refused ? err.line : null,
      });
      // The rest of the upload is read and dropped, so the client gets the answer.
      if (!part.file.destroyed) await drain(part).catch(() => undefined);
      throw err;
    }
    importId = started.id;
  }
  if (importId === null) throw fileRequired();
  const row = await findImport(db, companyId, importId);
  if (!row) throw notFound('import');
  return toContactImport(row, await importRejects(db, row.id));
}
