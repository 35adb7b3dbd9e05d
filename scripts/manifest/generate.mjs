import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { ROOT } from '../lib.mjs';
import { omnicanalPlugin } from './plugin.mjs';
import { reactIndex, reactWrapper, wrapperModule } from './react.mjs';
import { readmeContract, replaceBlock } from './readme.mjs';
import { jsxTypings, vueTypings } from './typings.mjs';

/**
 * Everything generated from the element classes' TSDoc, per element package (a workspace whose
 * package.json has a `customElements` field): the Custom Elements Manifest at that path, the
 * contract block of its README, and the React (`jsx.d.ts`) and Vue (`vue.d.ts`) typings; and the
 * React wrapper's module of each element under `components/` (packages/react, see ./react.mjs).
 * Biome leaves the generated files alone (biome.json): they are checked against their sources instead.
 */

/** Where the React wrapper's generated modules go. */
const REACT_SOURCES = 'packages/react/src';

/** Files of packages/element that document the contract every React-built element shares. */
const COMMON_SOURCES = ['packages/element/src/defineElement.ts', 'packages/element/src/events.ts'];

/** Every workspace package: its folder and its package.json. */
export function workspacePackages() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const folders = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  );
  return folders
    .filter((folder) => existsSync(join(ROOT, folder, 'package.json')))
    .map((folder) => ({ folder, json: JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** Workspace folders holding an element (their package.json names a `customElements` file). */
export function elementPackages() {
  return workspacePackages().filter(({ json }) => typeof json.customElements === 'string');
}

/** The relative imports of a TypeScript file, as repository paths. */
function localImports(file) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found = [...source.matchAll(/^(?:import|export)[^'"]*from\s+'(\.[^']+\.ts)'/gm)].map((m) => m[1]);
  return found.map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)));
}

/**
 * The files to read for one package: its `./define` entry, the modules that entry imports (the
 * element's class), their own relative imports when named `events.ts`, plus the common sources.
 */
function sourcesOf(pkg) {
  const define = pkg.json.exports?.['./define'];
  if (typeof define !== 'string') throw new Error(`${pkg.folder}: package.json exports no "./define"`);
  const entry = join(pkg.folder, define);
  const classes = localImports(entry);
  const events = [...new Set(classes.flatMap(localImports))].filter((file) => file.endsWith('/events.ts'));
  const own = [...new Set([entry, ...classes, ...events, join(pkg.folder, 'src/events.ts')])].filter((file) =>
    existsSync(join(ROOT, file)),
  );
  return [...COMMON_SOURCES, ...own];
}

/** Callbacks the browser or Lit calls: public in the class, but never called by a page. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'render',
  'willUpdate',
  'update',
  'updated',
  'firstUpdated',
  'shouldUpdate',
]);

/**
 * The manifest describes what a page may use: private and `#` members, lifecycle callbacks and the
 * statics Lit reads (`properties`, `styles`) are left out.
 */
const isPublicApi = (member) =>
  (member.privacy ?? 'public') === 'public' &&
  !member.name.startsWith('#') &&
  !LIFECYCLE.has(member.name) &&
  !(member.static && ['properties', 'styles', 'ocVersion'].includes(member.name));

/**
 * Runs the analyzer with the Omnicanal plugin over `sources` (`path` relative to the package) and
 * keeps the modules that declare or define an element, without their private members. Throws
 * with every problem the plugin found.
 */
export function analyzeSources(sources) {
  const modules = sources.map(({ path, text }) =>
    ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true),
  );
  const plugin = omnicanalPlugin();
  const manifest = create({ modules, plugins: [plugin] });
  if (plugin.errors.length > 0) throw new Error(plugin.errors.join('\n'));
  manifest.readme = 'README.md';
  manifest.modules = manifest.modules
    .filter((module) => !module.path.startsWith('..'))
    .filter(
      (module) =>
        module.declarations?.some((declaration) => declaration.customElement) ||
        module.exports?.some((exported) => exported.kind === 'custom-element-definition'),
    )
    .map((module) => ({
      ...module,
      declarations: (module.declarations ?? [])
        .filter((declaration) => declaration.customElement)
        .map((declaration) => ({ ...declaration, members: (declaration.members ?? []).filter(isPublicApi) })),
      exports: (module.exports ?? []).filter(
        (exported) =>
          exported.kind === 'custom-element-definition' ||
          module.declarations?.some((d) => d.customElement && d.name === exported.declaration?.name),
      ),
    }));
  for (const module of manifest.modules) {
    for (const exported of module.exports) {
      if (exported.kind !== 'custom-element-definition') continue;
      const home = manifest.modules.find((m) =>
        m.declarations.some((d) => d.name === exported.declaration.name),
      );
      if (home) exported.declaration.module = home.path;
    }
  }
  return manifest;
}

/** The manifest of one element package. */
export function analyzePackage(pkg) {
  return analyzeSources(
    sourcesOf(pkg).map((file) => ({
      path: relative(pkg.folder, file),
      text: readFileSync(join(ROOT, file), 'utf8'),
    })),
  );
}

/** The custom-element declarations of a manifest, with the module each is in. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    module.declarations
      .filter((d) => d.customElement)
      .map((declaration) => ({ module: module.path, declaration })),
  );
}

/** Every generated file: repository path → expected content. */
export function generatedFiles() {
  const files = new Map();
  const wrapped = [];
  for (const pkg of elementPackages()) {
    const manifest = analyzePackage(pkg);
    const manifestPath = join(pkg.folder, pkg.json.customElements);
    files.set(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

    const elements = elementsOf(manifest);
    const readmePath = join(pkg.folder, 'README.md');
    const readme = readFileSync(join(ROOT, readmePath), 'utf8');
    files.set(readmePath, replaceBlock(readme, readmeContract(elements), readmePath));

    const jsxPath = join(pkg.folder, 'jsx.d.ts');
    files.set(jsxPath, jsxTypings(elements));
    const vuePath = join(pkg.folder, 'vue.d.ts');
    files.set(vuePath, vueTypings(elements));

    if (pkg.folder.startsWith('components/')) {
      for (const { declaration } of elements) {
        const path = join(REACT_SOURCES, `${wrapperModule(declaration.tagName)}.ts`);
        files.set(path, reactWrapper(pkg.json.name, declaration));
        wrapped.push(declaration);
      }
    }
  }
  files.set(join(REACT_SOURCES, 'index.ts'), reactIndex(wrapped));
  return files;
}
