import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES } from './content.ts';

/**
 * Uploaded bytes on disk: `<data dir>/uploads/<id>`, with `id` 24 random bytes in base64url (the
 * unguessable part of a download URL). Nothing of the visitor's name reaches the file system.
 */
export class UploadStorage {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'uploads');
  }

  static newId(): string {
    return randomBytes(24).toString('base64url');
  }

  /** Ids are ours: anything else never becomes a path. */
  static isId(id: string): boolean {
    return /^[\w-]{32}$/.test(id);
  }

  path(id: string): string {
    if (!UploadStorage.isId(id)) throw new Error('not an upload id');
    return join(this.#dir, id);
  }

  /**
   * Streams `source` to a temporary file and answers its size and first bytes. The caller decides
   * with `keep` (renamed into place) or `discard`; a failure leaves nothing behind.
   */
  async write(id: string, source: Readable): Promise<{ size: number; head: Buffer }> {
    await mkdir(this.#dir, { recursive: true });
    const temporary = `${this.path(id)}.part`;
    let size = 0;
    const first: Buffer[] = [];
    let firstLength = 0;
    const measure = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (firstLength < HEAD_BYTES) {
          const part = chunk.subarray(0, HEAD_BYTES - firstLength);
          first.push(part);
          firstLength += part.length;
        }
        yield chunk;
      }
    };
    try {
      await pipeline(source, measure, createWriteStream(temporary));
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
    return { size, head: Buffer.concat(first) };
  }

  async keep(id: string): Promise<void> {
    await rename(`${this.path(id)}.part`, this.path(id));
  }

  async discard(id: string): Promise<void> {
    await rm(`${this.path(id)}.part`, { force: true });
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
  }

  /** The stored file as a stream, or null when its bytes are gone. */
  async open(id: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.path(id);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  /** Every file kept or half-written: what a test checks to see nothing was stored. */
  get dir(): string {
    return this.#dir;
  }
}
