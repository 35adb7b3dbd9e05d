import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from '@typescript/typescript6';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { ROOT, runQuiet, TSC } from '../lib.mjs';
import { workspacePackages } from '../manifest/generate.mjs';
import { WORK_DIR } from './entries.mjs';

/**
 * The packages' declaration files, in two steps: TypeScript 7 writes a `.d.ts` beside every source
 * of the front end (without type checking: `tsc -p .` does that), then rollup-plugin-dts bundles
 * each entry's into one file, our private packages (`@omnicanal/api`, `…/element`…) inlined, so a
 * partner's TypeScript needs nothing unpublished.
 */

const TYPES_DIR = join(WORK_DIR, 'types');

/** Workspace folders whose sources the declarations come from. */
const SOURCE_FOLDERS = [
  'components/*/src',
  ...['core', 'api', 'stores', 'i18n', 'ui', 'element', 'react'].map((p) => `packages/${p}/src`),
];

/** Emits the `.d.ts` of every front-end source into TYPES_DIR (`entries` are the generated entry files). */
export async function emitDeclarations(entries) {
  rmSync(TYPES_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const config = join(WORK_DIR, 'tsconfig.types.json');
  const fromConfig = (path) => relative(WORK_DIR, path).split('\\').join('/');
  writeFileSync(
    config,
    `${JSON.stringify(
      {
        extends: fromConfig(join(ROOT, 'tsconfig.base.json')),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          noCheck: true,
          rootDir: fromConfig(ROOT),
          outDir: fromConfig(TYPES_DIR),
          types: ['vite/client'],
        },
        include: [
          ...SOURCE_FOLDERS.map((folder) => fromConfig(join(ROOT, folder))),
          ...entries.map(fromConfig),
        ],
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/testing.ts'].map((glob) =>
          fromConfig(join(ROOT, glob)),
        ),
      },
      null,
      2,
    )}\n`,
  );
  const { code, output } = await runQuiet(TSC, ['-p', config]);
  if (code !== 0) throw new Error(`declarations: tsc failed\n${output}`);
}

/** The emitted declaration of a repository source file. */
const declarationOf = (file) => join(TYPES_DIR, relative(ROOT, file)).replace(/\.tsx?$/, '.d.ts');

/** `@omnicanal/<name>[/<sub>]` → the emitted declaration of the file its package exports there. */
function workspaceResolver() {
  const exported = new Map();
  for (const pkg of workspacePackages()) {
    for (const [key, value] of Object.entries(pkg.json.exports ?? {})) {
      if (typeof value !== 'string' || !/\.tsx?$/.test(value)) continue;
      exported.set(`${pkg.json.name}${key.slice(1)}`, declarationOf(join(ROOT, pkg.folder, value)));
    }
  }
  return exported;
}

/**
 * Bundles the declarations of `inputs` (name → repository source file) into `outDir`, leaving
 * `external` package names (and every third-party package) as imports.
 */
export async function bundleDeclarations({ inputs, outDir, external = [] }) {
  const workspace = workspaceResolver();
  const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));
  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(inputs).map(([name, file]) => [name, declarationOf(file)])),
    external: (id) => isExternal(id),
    plugins: [
      {
        name: 'omnicanal:workspace-declarations',
        resolveId(source, importer) {
          if (isExternal(source)) return { id: source, external: true };
          if (workspace.has(source)) return workspace.get(source);
          if (source.startsWith('@omnicanal/')) this.error(`${source}: not an export of a workspace package`);
          if (importer && source.startsWith('.')) {
            const file = resolve(dirname(importer), source).replace(/\.(?:d\.)?tsx?$|\.js$/, '.d.ts');
            if (existsSync(file)) return file;
          }
          return null;
        },
      },
      dts({ respectExternal: false }),
    ],
    onLog(level, log, handler) {
      // Type-only circular imports between modules of one package are harmless in declarations.
      if (log.code === 'CIRCULAR_DEPENDENCY') return;
      handler(level, log);
    },
  });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
  });
  await bundle.close();
  for (const chunk of output) {
    const file = join(outDir, chunk.fileName);
    writeFileSync(file, mergeAugmentations(readFileSync(file, 'utf8')));
  }
}

/**
 * An element's `events.ts` adds its events to `OcEventMap` by augmenting `@omnicanal/element`
 * (`declare module '@omnicanal/element' { interface OcEventMap … }`). Once that package is inlined
 * the augmentation would name a module a partner cannot have: its body is moved to the bundle's
 * top level instead, where the interfaces merge with the inlined ones they augmented.
 */
export function mergeAugmentations(text) {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, true);
  const edits = source.statements
    .filter(
      (statement) =>
        ts.isModuleDeclaration(statement) &&
        ts.isStringLiteral(statement.name) &&
        statement.name.text.startsWith('@omnicanal/') &&
        statement.body &&
        ts.isModuleBlock(statement.body),
    )
    .map((statement) => ({
      start: statement.getStart(source),
      end: statement.end,
      body: statement.body.statements.map((inner) => inner.getFullText(source)).join(''),
    }));
  let result = text;
  for (const edit of edits.reverse())
    result = result.slice(0, edit.start) + edit.body.trim() + result.slice(edit.end);
  return result;
}

/** Reads a bundled declaration (for the checks). */
export const readDeclaration = (file) => readFileSync(file, 'utf8');
