import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
 *
 * `groups` > 0: the files `shared` matches are bundled into that many group modules instead (see
 * `fileGroups`), each a process of Node's runner; the other files keep a module and a process each.
 */
export async function bundleTestFiles(files, { groups = 0, shared: sharing = /$^/ } = {}) {
  const parent = join(ROOT, '.cache', 'unit');
  mkdirSync(parent, { recursive: true });
  const outdir = mkdtempSync(join(parent, 'run-'));
  const shared = groups > 0 ? files.filter((file) => sharing.test(file)) : [];
  const grouped = shared.length > 0 ? groupFiles(shared, groups) : null;
  const alone = files.filter((file) => !shared.includes(file));
  const entryPoints = {
    ...Object.fromEntries((grouped ?? []).map((_, index) => [groupName(index), `${GROUP}${index}`])),
    ...Object.fromEntries(
      alone.map((file, index) => [
        `${String(index).padStart(3, '0')}-${entryName(file)}`,
        resolve(ROOT, file),
      ]),
    ),
  };
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
    plugins: [...(grouped ? [fileGroups(grouped)] : []), npmPackagesAsImports(), sourceUrls()],
  });
  return {
    files: Object.keys(entryPoints).map((name) => join(outdir, `${name}.mjs`)),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

const GROUP = 'omnicanal-group:';
const MARK = 'omnicanal-test-file:';
const SHIM = 'omnicanal-test-shim';
const groupName = (index) => `group-${String(index).padStart(2, '0')}`;

/**
 * Splits the files into `count` groups of about the same work, the largest files first, each to the
 * group with the least so far (file size stands for a file's time: servers tests are the long ones
 * and the long ones are the big ones).
 */
function groupFiles(files, count) {
  const sized = files.map((file) => ({ file, size: statSync(resolve(ROOT, file)).size }));
  sized.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], size: 0 }));
  for (const item of sized) {
    const lightest = groups.reduce((min, group) => (group.size < min.size ? group : min));
    lightest.files.push(item.file);
    lightest.size += item.size;
  }
  // Each group's files in path order, so a group's output reads like a listing.
  return groups.map((group) => group.files.sort());
}

/**
 * Several test files in one process: starting a process and loading the server's code costs
 * about 1.2 s of one core per file, and PGlite's compiled code is compiled again in each, about as
 * much again; one process per group pays both once. Each file keeps its own scope: its `node:test`
 * calls (hooks included) are collected while it loads and replayed inside one suite named after
 * the file, so a file's top-level `before`, `after` and `beforeEach` apply to its own tests only,
 * as they would in a process of its own. Files of a group run one after the other.
 */
function fileGroups(grouped) {
  const shim = `
import * as real from 'node:test';
const files = [];
let current = null;
let collecting = true;
export function enterFile(name) {
  current = { name, calls: [] };
  files.push(current);
}
const deferred = (kind) => (...args) => {
  if (collecting && current) return void current.calls.push([kind, args]);
  return real[kind](...args);
};
export const test = deferred('test');
export const it = deferred('it');
export const describe = deferred('describe');
export const suite = deferred('suite');
export const before = deferred('before');
export const after = deferred('after');
export const beforeEach = deferred('beforeEach');
export const afterEach = deferred('afterEach');
export const mock = real.mock;
export default test;
export function runFiles() {
  collecting = false;
  for (const file of files) {
    real.describe(file.name, () => {
      for (const [kind, args] of file.calls) real[kind](...args);
    });
  }
}
`;
  return {
    name: 'test-file-groups',
    setup(build) {
      build.onResolve({ filter: /^omnicanal-(group|test-file):/ }, (args) => ({
        path: args.path,
        namespace: 'group',
      }));
      build.onResolve({ filter: new RegExp(`^${SHIM}$`) }, () => ({ path: SHIM, namespace: 'group' }));
      // Test files (and only they) import node:test: a grouped file's becomes the shim. A file
      // with a process of its own keeps the real one, which names it as its tests' location.
      const inGroups = new Set(grouped.flat().map((file) => resolve(ROOT, file)));
      build.onResolve({ filter: /^node:test$/ }, (args) =>
        inGroups.has(args.importer)
          ? { path: SHIM, namespace: 'group' }
          : { path: 'node:test', external: true },
      );
      build.onLoad({ filter: /.*/, namespace: 'group' }, (args) => {
        if (args.path === SHIM) return { contents: shim, loader: 'js', resolveDir: ROOT };
        if (args.path.startsWith(MARK)) {
          const name = JSON.stringify(args.path.slice(MARK.length));
          return {
            contents: `import { enterFile } from '${SHIM}';\nenterFile(${name});\n`,
            loader: 'js',
            resolveDir: ROOT,
          };
        }
        // A group: each file after the mark that names it (imports run in order), then the replay.
        const files = grouped[Number(args.path.slice(GROUP.length))];
        const lines = files.flatMap((file) => [
          `import ${JSON.stringify(MARK + file)};`,
          `import ${JSON.stringify(resolve(ROOT, file))};`,
        ]);
        lines.push(`import { runFiles } from '${SHIM}';`, 'runFiles();');
        return { contents: `${lines.join('\n')}\n`, loader: 'js', resolveDir: ROOT };
      });
    },
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
