import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { jsxTypings, vueTypings } from '../manifest/typings.mjs';

/**
 * The files of a built package besides its code: the package.json written for publication, the
 * README, the Custom Elements Manifest pointing at the built modules, and the JSX and Vue typings
 * importing the class from `index.js`.
 */

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
export const VERSION = root.version;

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** `exports` entry of a module with its declarations. */
const moduleExport = (name) => ({ types: `./${name}.d.ts`, import: `./${name}.js` });

/**
 * The dependencies of a built package: the third-party packages its modules and declarations still
 * import (Lit kept external; valibot, whose types the API's types are written with), at the
 * version the workspace pins, else the one installed.
 */
export function dependenciesOf(pkg, names) {
  const version = (name) =>
    pkg.json.dependencies?.[name] ??
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, version(name)]));
}

/** package.json of an element package's `dist/`. */
export function elementPackageJson(pkg, dependencies) {
  const summary = pkg.elements[0]?.declaration.summary ?? pkg.elements[0]?.declaration.description;
  return {
    name: pkg.name,
    version: VERSION,
    description: summary?.replace(/\s+/g, ' ').trim(),
    type: 'module',
    types: './index.d.ts',
    exports: {
      '.': moduleExport('index'),
      './define': moduleExport('define'),
      './jsx': { types: './jsx.d.ts' },
      './vue': { types: './vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    customElements: 'custom-elements.json',
    sideEffects: ['./define.js'],
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    // Only the typings of ./jsx and ./vue need them, in projects that have them anyway.
    peerDependencies: { '@types/react': '>=19', vue: '>=3.3' },
    peerDependenciesMeta: { '@types/react': { optional: true }, vue: { optional: true } },
  };
}

/** package.json of the React wrapper's `dist/`; `modules` are its per-element entries. */
export function reactPackageJson(pkg, modules, elementNames) {
  return {
    name: pkg.json.name,
    version: VERSION,
    description: 'React components for the Omnicanal custom elements: typed props and onOc… event props.',
    type: 'module',
    types: './index.d.ts',
    exports: {
      '.': moduleExport('index'),
      ...Object.fromEntries(modules.map((name) => [`./${name}`, moduleExport(name)])),
      './package.json': './package.json',
    },
    // Each module registers its element through the element's define: unused ones can be dropped.
    sideEffects: false,
    dependencies: Object.fromEntries(elementNames.map((name) => [name, VERSION])),
    peerDependencies: { react: '^19.0.0' },
  };
}

/** The Custom Elements Manifest with its module paths pointing at the built files. */
export function builtManifest(pkg) {
  const manifest = structuredClone(pkg.manifest);
  const defined = new Set(pkg.elements.map(({ module }) => module));
  const built = (path) => (defined.has(path) ? 'index.js' : path.endsWith('/define.ts') ? 'define.js' : path);
  for (const module of manifest.modules) {
    module.path = built(module.path);
    for (const exported of module.exports ?? []) {
      if (exported.declaration?.module) exported.declaration.module = built(exported.declaration.module);
    }
  }
  return json(manifest);
}

/**
 * `define.d.ts`: the tags this package registers, in `HTMLElementTagNameMap`, and the classes its
 * `define.js` re-exports (the React-built elements' `define.ts` re-export theirs; the widget's none).
 */
export function defineDeclaration(pkg) {
  const names = pkg.elements.map(({ declaration }) => declaration.name);
  const source = readFileSync(join(ROOT, pkg.folder, pkg.json.exports['./define']), 'utf8');
  const reexported = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)]
    .flatMap((m) => m[1].split(','))
    .map((name) => name.trim())
    .filter((name) => names.includes(name));
  const tags = pkg.elements
    .map(({ declaration }) => `    '${declaration.tagName}': ${declaration.name};\n`)
    .join('');
  const tagList = pkg.elements.map(({ declaration }) => `\`<${declaration.tagName}>\``).join(', ');
  return `import type { ${names.join(', ')} } from './index.js';

/** Importing this module registers ${tagList}. */
declare global {
  interface HTMLElementTagNameMap {
${tags}  }
}

${reexported.length > 0 ? `export { ${reexported.join(', ')} } from './index.js';` : 'export {};'}
`;
}

/** The README of a built element package: its own, with how to install and use it first. */
export function elementReadme(pkg, dependencies) {
  const external = Object.keys(dependencies);
  const [title, ...rest] = readFileSync(join(ROOT, pkg.folder, 'README.md'), 'utf8').split('\n');
  const { declaration } = pkg.elements[0];
  const tag = declaration.tagName;
  const hasToken = (declaration.members ?? []).some((member) => member.name === 'token');
  const withReact = pkg.json.dependencies?.react
    ? ', React and ReactDOM (its own copy, whatever React the page has, if any)'
    : '';
  const beside = external.length ? ` Installed with it: ${external.map((n) => `\`${n}\``).join(', ')}.` : '';
  const bundled = `Bundled in: the Omnicanal packages it uses${withReact}.${beside}`;
  const html = [`<${tag} api-base="https://omnicanal.example.com/api"></${tag}>`];
  if (hasToken) {
    html.push(
      '<script type="module">',
      '  // A property, never an attribute: the token stays out of the DOM.',
      `  document.querySelector('${tag}').token = token;`,
      '</script>',
    );
  }
  const install = `## Installing

\`\`\`sh
npm install ${pkg.name}
\`\`\`

\`\`\`js
import '${pkg.name}/define'; // registers <${tag}>
// or register it yourself: import { ${declaration.name} } from '${pkg.name}';
\`\`\`

\`\`\`html
${html.join('\n')}
\`\`\`

Types: \`${pkg.name}\` (the class and its events), \`${pkg.name}/define\` (\`HTMLElementTagNameMap\`),
\`${pkg.name}/jsx\` (React's JSX), \`${pkg.name}/vue\` (Vue's \`GlobalComponents\`) and
\`custom-elements.json\`. ${bundled} Importing it during server rendering (Node) does not throw.
React, Vue and Angular: see "Installing an element" in the Omnicanal README.
`;
  return `${title}\n\n${install}${rest.join('\n')}`;
}

/** Writes the typings of an element package's `dist/`. */
export function writeTypings(pkg, outDir) {
  writeFileSync(
    join(outDir, 'jsx.d.ts'),
    jsxTypings(pkg.elements, () => './index.js'),
  );
  writeFileSync(
    join(outDir, 'vue.d.ts'),
    vueTypings(pkg.elements, () => './index.js'),
  );
  writeFileSync(join(outDir, 'define.d.ts'), defineDeclaration(pkg));
  writeFileSync(join(outDir, 'custom-elements.json'), builtManifest(pkg));
}

export { json };
