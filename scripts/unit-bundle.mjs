import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

/**
 * The unit test files bundled for Node, one module each (our own code inlined, npm packages left as
 * imports), so each test process loads one file instead of resolving and transpiling a few hundred
 * through tsx's loader. That loading cost about 2 s of one core per server test file (measured:
 * ~2.3 s of CPU to import the server through tsx, against ~0.9 s for its npm dependencies), paid in
 * each of the ~170 processes Node's runner starts, one per file: about half the stage's time.
 *
 * Same transform as tsx (esbuild), same Node, same npm packages: only where the code is loaded from
 * changes. `import.meta.url` in our sources is replaced by the source file's own URL, so paths read
 * relative to a source file (the repository root, locales, package.json) stay what they were.
 */
export async function bundleTestFiles(files) {
  const parent = join(ROOT, '.cache', 'unit');
  mkdirSync(parent, { recursive: true });
  const outdir = mkdtempSync(join(parent, 'run-'));
  const entryPoints = Object.fromEntries(
    files.map((file, index) => [`${String(index).padStart(3, '0')}-${entryName(file)}`, resolve(ROOT, file)]),
  );
  // Loaded here: `npm test` imports this file before it has made sure dependencies are installed.
  const { build } = await import('esbuild');
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [npmPackagesAsImports(), sourceUrls()],
  });
  return {
    files: Object.keys(entryPoints).map((name) => join(outdir, `${name}.mjs`)),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/** `packages/server/src/core/version.test.ts` → `server-core-version.test` (readable in failures). */
function entryName(file) {
  return relative(ROOT, resolve(ROOT, file))
    .replace(/^(packages|components)\//, '')
    .replace(/\/src\//, '/')
    .replace(/\.tsx?$/, '')
    .replaceAll('/', '-');
}

/**
 * Bare imports stay imports, except our workspaces (`@omnicanal/*`), whose sources are bundled.
 * Dynamic imports stay imports too: they load elements lazily (the host's loaders), which a Node
 * test names but never runs, and whose Vite-only imports (`?url` sounds) esbuild cannot bundle.
 */
function npmPackagesAsImports() {
  return {
    name: 'npm-packages-as-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'dynamic-import') return { path: args.path, external: true };
        if (/^[./]/.test(args.path) || args.path.startsWith('@omnicanal/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** `import.meta.url` in a source file becomes that file's URL, wherever the bundle is written. */
function sourceUrls() {
  return {
    name: 'source-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return {
          contents: source.replaceAll('import.meta.url', url),
          loader: /\.[cm]?tsx$/.test(args.path) ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js',
        };
      });
    },
  };
}
