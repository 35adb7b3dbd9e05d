import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildPackages, builtPackages } from './build-packages.mjs';
import { ROOT, runQuiet, TSC } from './lib.mjs';
import { packageProblems } from './packages/check.mjs';

/**
 * The installable packages as a partner gets them (run by `npm test` after `npm run
 * build:packages`; builds them first when a `dist/` is missing): each copied into the
 * node_modules of a scratch project, imported there in plain Node, and a React 19 app
 * (packages/fixture/app.tsx) type-checked against their declarations.
 *
 *   node --test scripts/packages.test.mjs
 */

const packages = builtPackages();
const CONSUMER = join(ROOT, '.tmp', 'packages', 'consumer');
const modulesOf = (name) => join(CONSUMER, 'node_modules', ...name.split('/'));

before(async () => {
  if (packages.some((pkg) => !existsSync(join(pkg.dist, 'package.json')))) await buildPackages();
  rmSync(CONSUMER, { recursive: true, force: true });
  for (const pkg of packages) cpSync(pkg.dist, modulesOf(pkg.name), { recursive: true });
  cpSync(join(ROOT, 'scripts', 'packages', 'fixture'), CONSUMER, { recursive: true });
});

/** Every `.js` and `.d.ts` file of a package, relative to its folder. */
function codeFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return codeFiles(dir, path);
    return /\.(?:js|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

test('every package imports in Node, where there is no DOM, through its exports, and the wrapper renders there', async () => {
  // A module of the scratch project imports them by name, as a server-rendered app would.
  const elements = packages.filter((pkg) => pkg.folder.startsWith('components/'));
  const specifiers = [
    ...elements.flatMap((pkg) => [pkg.name, `${pkg.name}/define`]),
    '@omnicanal/react',
    '@omnicanal/react/agent-inbox',
  ];
  const lines = specifiers.map((s, i) => `export * as m${i} from '${s}';\n`);
  writeFileSync(join(CONSUMER, 'ssr.mjs'), lines.join(''));
  const loaded = await import(pathToFileURL(join(CONSUMER, 'ssr.mjs')).href);
  for (const [i, specifier] of specifiers.entries()) {
    const exported = loaded[`m${i}`];
    if (specifier.endsWith('/define') || specifier.startsWith('@omnicanal/react')) continue;
    const classes = Object.values(exported).filter((value) => typeof value === 'function');
    assert.equal(classes.length, 1, `${specifier} exports its element's class`);
  }
  // Server rendering with the wrapper: the attributes are in the HTML, the token is not.
  const { OcAgentInbox } = loaded[`m${specifiers.indexOf('@omnicanal/react')}`];
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(
    createElement(OcAgentInbox, { token: 'a-secret', apiBase: '/api', roomId: 'r-1' }),
  );
  assert.equal(html, '<oc-agent-inbox api-base="/api" room-id="r-1"></oc-agent-inbox>');
});

test("each package's exports name existing files, and no Vite-only or private import is left", () => {
  const published = packages.map((pkg) => pkg.name);
  for (const pkg of packages) {
    assert.deepEqual(packageProblems(pkg.dist, published), [], pkg.name);
    for (const file of codeFiles(pkg.dist)) {
      const text = readFileSync(join(pkg.dist, file), 'utf8');
      assert.ok(!text.includes('?inline'), `${pkg.name}/${file} still has a ?inline import`);
    }
    const json = JSON.parse(readFileSync(join(pkg.dist, 'package.json'), 'utf8'));
    assert.notEqual(json.private, true, `${pkg.name} is publishable`);
  }
});

test("a React 19 app type-checks against the wrapper's and an element's declarations", async () => {
  mkdirSync(CONSUMER, { recursive: true });
  const { code, output } = await runQuiet(TSC, ['-p', join(CONSUMER, 'tsconfig.json')]);
  assert.equal(code, 0, output);
});

test('the package check finds what a broken build would leave', () => {
  const dir = join(ROOT, '.tmp', 'packages', 'broken');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = {
    'package.json': JSON.stringify({
      name: '@omnicanal/broken',
      exports: { '.': { types: './index.d.ts', import: './index.js' }, './define': './define.js' },
      sideEffects: ['./define.js'],
    }),
    'index.js':
      "import css from './a.css?inline';\nimport '@omnicanal/ui';\nimport 'nanostores';\nexport { css };\n",
    'index.d.ts': "import type { User } from '@omnicanal/api';\nexport type { User };\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const problems = packageProblems(dir, ['@omnicanal/broken']).map((p) => p.replace(/^.*?: /, ''));
  assert.deepEqual(problems.sort(), [
    'a Vite-only import is left: ./a.css?inline',
    'imports nanostores, which package.json does not list',
    'names a missing file: ./define.js',
    'names a missing file: ./define.js',
    'names an unpublished package: @omnicanal/api',
    'names an unpublished package: @omnicanal/ui',
  ]);
});
