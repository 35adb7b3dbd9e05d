import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * After `vite build`: a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of `dist/`, so
 * the server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing the
 * same files on every request; and `sri.json`, the Subresource Integrity hashes of the entry scripts
 * partners and customers include by a fixed name.
 */

const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** The scripts pages include by name (see the README's embedding sections). */
export const ENTRY_SCRIPTS = ['omnicanal.js', 'web-chat.js'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes the `.br` and `.gz` copies; resolves with how many files were compressed. */
export async function precompress(outDir) {
  const todo = [...files(outDir)].filter((path) => TEXT.test(path) && statSync(path).size >= MIN_BYTES);
  await Promise.all(
    todo.map(async (path) => {
      const source = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipped(source, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
    }),
  );
  return todo.length;
}

/** `sri.json`: `{"/omnicanal.js": "sha384-…", "/web-chat.js": "sha384-…"}` for the scripts built. */
export function writeSri(outDir) {
  const hashes = {};
  for (const name of ENTRY_SCRIPTS) {
    let source;
    try {
      source = readFileSync(join(outDir, name));
    } catch {
      continue;
    }
    const path = `/${relative(outDir, join(outDir, name)).split(sep).join('/')}`;
    hashes[path] = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  }
  writeFileSync(join(outDir, 'sri.json'), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
