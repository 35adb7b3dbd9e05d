import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../lib.mjs';
import { elementPackages, elementsOf } from '../manifest/generate.mjs';
import { eventTypeNames } from '../manifest/react.mjs';

/**
 * The installable packages and the published entry of each element package (scripts/build-packages.mjs).
 * An element's `index` exports its class (not registered), the types its events carry and its
 * event map, and nothing of the workspace's internals; its `define` is the element's own `src/define.ts`.
 */

/** Where the build keeps what it generates (git-ignored). */
export const WORK_DIR = join(ROOT, '.tmp', 'packages');

/** The React wrapper's workspace folder. */
export const REACT_FOLDER = 'packages/react';

/**
 * Third-party packages an element package imports instead of bundling, and why: Lit's own
 * `node` export loads its DOM shim, which is what makes the widget importable during server
 * rendering; bundled, the browser build of Lit would extend a missing `HTMLElement` there.
 */
export const KEPT_EXTERNAL = { lit: 'Lit picks its server-rendering build itself (its `node` export)' };

/** Each element package: folder, package.json, manifest and its custom-element declarations. */
export function elementPackagesToBuild() {
  return elementPackages()
    .filter((pkg) => pkg.folder.startsWith('components/'))
    .map((pkg) => {
      const manifest = JSON.parse(readFileSync(join(ROOT, pkg.folder, pkg.json.customElements), 'utf8'));
      return { ...pkg, name: pkg.json.name, manifest, elements: elementsOf(manifest) };
    });
}

/** An import specifier from the file at `from` to the repository file `to`. */
const specifier = (from, to) => {
  const path = relative(dirname(from), join(ROOT, to)).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** TSDoc of one line, safe inside a comment. */
const doc = (text) => (text ? `  /** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '');

/** The source of an element package's published `index`. */
export function entrySource(pkg, file) {
  const lines = [
    `// The published entry of ${pkg.name} (scripts/build-packages.mjs): the element's class, not registered.\n`,
  ];
  const typeNames = [...new Set(pkg.elements.flatMap(({ declaration }) => eventTypeNames(declaration)))];
  if (typeNames.length > 0) {
    lines.push(
      `import type { ${typeNames.join(', ')} } from '${specifier(file, join(pkg.folder, pkg.json.exports['.']))}';\n`,
    );
  }
  for (const { module, declaration } of pkg.elements) {
    lines.push(`export { ${declaration.name} } from '${specifier(file, join(pkg.folder, module))}';\n`);
  }
  if (typeNames.length > 0) lines.push(`export type { ${typeNames.join(', ')} };\n`);
  for (const { declaration } of pkg.elements) {
    const events = (declaration.events ?? [])
      .map((e) => `${doc(e.description)}  '${e.name}': ${e.type?.text ?? 'CustomEvent<unknown>'};\n`)
      .join('');
    lines.push(
      `\n/** The events \`<${declaration.tagName}>\` sends: \`CustomEvent\`s that bubble and cross shadow roots. */\n`,
      `export interface ${declaration.name}EventMap {\n${events}}\n`,
    );
  }
  return lines.join('');
}

/** Writes each element package's entry; answers `folder → entry file`. */
export function writeEntries(packages) {
  const entries = new Map();
  for (const pkg of packages) {
    const file = join(WORK_DIR, 'entries', pkg.folder.replace(/\//g, '-'), 'index.ts');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, entrySource(pkg, file));
    entries.set(pkg.folder, file);
  }
  return entries;
}
