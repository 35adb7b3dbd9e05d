import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Limits of a multipart body (busboy's names): `fileSize` in bytes. */
export interface MultipartLimits {
  fields: number;
  fieldSize: number;
  files: number;
  parts: number;
  fileSize: number;
}

/**
 * The parts of a multipart body; a body that breaks off or is no multipart at all (busboy throws
 * a plain Error) is the client's fault: 400 invalid_payload, not a server error.
 */
export async function* wellFormedParts(request: FastifyRequest, limits: MultipartLimits) {
  const parts = request.parts({ limits })[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
    try {
      step = await parts.next();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode) throw err;
      throw new HttpError(400, 'invalid_payload', 'The multipart body is malformed.', {
        file: ['invalid_payload'],
      });
    }
    if (step.done) return;
    yield step.value;
  }
}

/** Reads a file part to its end: busboy waits for each part to be consumed before the next. */
export async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file) {
    // Nothing to keep.
  }
}
