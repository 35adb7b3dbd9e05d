import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed for clients that accept it: API answers of a kilobyte or more, and files
 * without a compressed copy (the build writes brotli and gzip copies of its own, sent as they are,
 * see static.ts). Brotli at a middle quality: its top one costs far more CPU than it saves bytes on
 * a JSON answer. Registered before the routes, so every route gets it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
