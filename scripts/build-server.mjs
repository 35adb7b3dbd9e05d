import { basename, dirname, join } from 'node:path';
import { build } from 'vite';
import { SERVER_BUNDLE } from './build-state.mjs';
import { isMain, ROOT } from './lib.mjs';

/**
 * The reference server built to JavaScript, so production runs plain Node with no TypeScript
 * transpiler: `packages/server/src/main.ts` and the workspace packages it uses (@omnicanal/core,
 * @omnicanal/api, TypeScript sources) bundled into `packages/server/dist/main.js`; every other
 * dependency stays an import of node_modules. The migrations are imported by `db/migrate.ts`, so
 * they travel inside the bundle.
 *
 * The file sits as deep as `src/config.ts` does, so `REPO_ROOT` (three folders up from the module)
 * still finds `dist/`, `demo/` and `package.json`.
 *
 *   node scripts/build-server.mjs
 */

const SERVER_ENTRY = join(ROOT, 'packages', 'server', 'src', 'main.ts');

/**
 * The server's worker threads, each built to a file of its own beside `main.js`, where
 * `packages/server/src/threads/start.ts` looks for it: a bundle of one entry cannot hold two.
 */
const WORKERS = [
  {
    entry: join(ROOT, 'packages', 'server', 'src', 'campaigns', 'contacts', 'audience-csv-worker.ts'),
    file: 'audience-csv-worker.js',
  },
];
const SERVER_OUT_DIR = join(ROOT, dirname(SERVER_BUNDLE));

/** Our own packages are TypeScript sources: they are bundled, never left to Node. */
const OWN_PACKAGE = /^@omnicanal\//;

/** Builds the server bundle; resolves when it is written, rejects on a build error. */
export async function buildServer({ logLevel = 'warn' } = {}) {
  await bundle(SERVER_ENTRY, basename(SERVER_BUNDLE), { logLevel, emptyOutDir: true });
  for (const worker of WORKERS) await bundle(worker.entry, worker.file, { logLevel, emptyOutDir: false });
}

/** One entry and what it imports of ours, as one file of the output folder. */
async function bundle(entry, file, { logLevel, emptyOutDir }) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel,
    // Keep `process.env.NODE_ENV` and friends for run time: this is a Node program.
    ssr: { target: 'node', noExternal: [OWN_PACKAGE] },
    build: {
      ssr: entry,
      outDir: SERVER_OUT_DIR,
      emptyOutDir,
      // Node 20 is the oldest version we run on (package.json `engines`).
      target: 'node20',
      minify: false,
      // Stack traces point at the TypeScript sources (`node --enable-source-maps`).
      sourcemap: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: {
        // Anything not ours (fastify, kysely, PGlite, node:…) is loaded from node_modules at run time.
        external: (id) =>
          !id.startsWith('.') && !id.startsWith('/') && !OWN_PACKAGE.test(id) && !/^[A-Za-z]:/.test(id),
        output: { entryFileNames: file, codeSplitting: false },
      },
    },
  });
}

if (isMain(import.meta.url)) {
  try {
    await buildServer();
    console.log(`Server built: ${SERVER_BUNDLE}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
