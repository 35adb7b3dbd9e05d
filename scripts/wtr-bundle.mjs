import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { listFiles } from './lib.mjs';

/** Where the bundled test files are served from, and the folder they are written to. */
export const BUNDLE_PATH = '/__wtr-bundle/';
const COMMANDS = '@web/test-runner-commands';

/**
 * The component test files bundled once, before the first page, so a test page loads its file and a
 * few shared chunks instead of some 550 modules one request each: Chromium's browser process and
 * network service spent more CPU on those requests than its renderer on running the tests.
 *
 * The same transforms as the development server (React's plugin, `?inline` CSS, `import.meta.glob`
 * locales, React's development build, which testing-library's `act` needs), not the production
 * build's configuration (its bundles, budgets and chunk rules). `@web/test-runner-commands` stays
 * outside: it talks to the runner through modules the runner serves itself.
 *
 * The page's setup modules (`setupFiles`, loaded before the test file) are bundled with them: a
 * setup served on its own got modules of its own, so its `configure()` of testing-library set the
 * waits of a copy the bundled tests never used (they waited testing-library's default 1 s).
 *
 * @param {{ root: string, testFiles: string[], exclude: string[], outDir: string, setupFiles?: string[] }}
 *   options globs relative to `root`; `setupFiles` paths relative to `root`
 * @returns {Promise<Map<string, string>>} each test file's path (`/components/…test.tsx`) to its
 *   bundle's URL path
 */
export async function bundleComponentTests({ root, testFiles, exclude, outDir, setupFiles = [] }) {
  const included = testFiles.map(globToRegExp);
  const excluded = exclude.map((glob) => globToRegExp(glob.replace(/^!/, '')));
  const files = [...new Set(testFiles.map((glob) => glob.split('/')[0]))]
    .flatMap((top) => listFiles(top))
    .filter((file) => included.some((re) => re.test(file)) && !excluded.some((re) => re.test(file)));
  const input = Object.fromEntries([
    ...setupFiles.map((file, index) => [`setup${index}`, join(root, file)]),
    ...files.map((file, index) => [`t${String(index).padStart(3, '0')}`, join(root, file)]),
  ]);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  await build({
    configFile: false,
    root,
    mode: 'development',
    logLevel: 'warn',
    base: BUNDLE_PATH,
    plugins: [react()],
    define: {
      'import.meta.env.VITE_OC_VERSION': JSON.stringify(`${pkg.version}+test`),
      'process.env.NODE_ENV': '"development"',
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      // Beside each file, read only when a failure's stack is mapped back to the sources.
      sourcemap: true,
      modulePreload: false,
      assetsInlineLimit: 0,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input,
        external: [COMMANDS],
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          paths: { [COMMANDS]: `/node_modules/${COMMANDS}/browser/commands.mjs` },
        },
      },
    },
  });
  return new Map(
    Object.entries(input).map(([name, path]) => [
      `/${path.slice(root.length + 1)}`,
      `${BUNDLE_PATH}${name}.js`,
    ]),
  );
}

/** `components/**​/src/**​/*.test.{ts,tsx}` → a RegExp over paths relative to the root. */
function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '{') re += '(?:';
    else if (c === '}') re += ')';
    else if (c === ',') re += '|';
    else re += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}
