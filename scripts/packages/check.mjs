import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';

/**
 * What must hold of a built package before anyone installs it: every import of its JavaScript and
 * declarations is a file of the package, a published package or a third-party one (no Vite-only
 * `?inline`/`?url` query, no `import.meta.glob`, no private `@omnicanal/*` workspace package), and
 * every path its package.json names exists. The build fails on any problem; the package tests
 * (scripts/packages.test.mjs) check the same.
 */

/** Every file under `dir`, relative to it. */
function filesOf(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** The specifiers a module imports (static, dynamic, re-exports). */
function jsImports(code) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const isImport = [
      'ImportDeclaration',
      'ExportNamedDeclaration',
      'ExportAllDeclaration',
      'ImportExpression',
    ];
    if (isImport.includes(node.type) && node.source?.type === 'Literal') found.push(node.source.value);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/** The module names a declaration file imports, re-exports or augments. */
function declarationImports(source) {
  // TSDoc may show code (`declare module …` in an example): only declarations count.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
  ];
  const augmented = [...text.matchAll(/\bdeclare\s+module\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return [...patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1])), ...augmented];
}

/** Whether a relative specifier from `file` names a file of the package. */
function resolvesInside(distDir, file, specifier) {
  const target = resolve(dirname(join(distDir, file)), specifier);
  const candidates = file.endsWith('.d.ts') ? [target, target.replace(/\.js$/, '.d.ts')] : [target];
  return !relative(distDir, target).startsWith('..') && candidates.some((path) => existsSync(path));
}

/** Every path a package.json `exports` map names. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

/** Every import of the package's modules and declarations: `{ file, specifier }`. */
export function packageImports(distDir) {
  return filesOf(distDir)
    .filter((file) => file.endsWith('.js') || file.endsWith('.d.ts'))
    .flatMap((file) => {
      const text = readFileSync(join(distDir, file), 'utf8');
      const imports = file.endsWith('.d.ts') ? declarationImports(text) : jsImports(text);
      return imports.map((specifier) => ({ file, specifier }));
    });
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a path. */
export function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * The problems of the package built in `distDir`; `published` names the `@omnicanal/*` packages a
 * partner can install (the built ones).
 */
export function packageProblems(distDir, published) {
  const problems = [];
  const say = (file, message) => problems.push(`${relative(process.cwd(), join(distDir, file))}: ${message}`);
  const json = JSON.parse(readFileSync(join(distDir, 'package.json'), 'utf8'));
  const declared = new Set([
    json.name,
    ...Object.keys(json.dependencies ?? {}),
    ...Object.keys(json.peerDependencies ?? {}),
    // The JSX typings need React's types, which `@types/react` (an optional peer) provides.
    ...(json.peerDependencies?.['@types/react'] ? ['react'] : []),
  ]);
  for (const file of filesOf(distDir).filter((f) => f.endsWith('.js'))) {
    if (/\bimport\.meta\.(?:glob|env)\b/.test(readFileSync(join(distDir, file), 'utf8'))) {
      say(file, 'a Vite-only import.meta is left');
    }
  }
  for (const { file, specifier } of packageImports(distDir)) {
    const name = packageName(specifier);
    if (/[?#]/.test(specifier) || /^(?:virtual:|\/@|\0)/.test(specifier)) {
      say(file, `a Vite-only import is left: ${specifier}`);
    } else if (specifier.startsWith('.')) {
      if (!resolvesInside(distDir, file, specifier)) say(file, `imports a missing file: ${specifier}`);
    } else if (name?.startsWith('@omnicanal/') && !published.includes(name)) {
      say(file, `names an unpublished package: ${specifier}`);
    } else if (name && !declared.has(name)) {
      say(file, `imports ${specifier}, which package.json does not list`);
    }
  }
  if (json.private) say('package.json', 'is private');
  const named = [
    ...exportTargets(json.exports),
    ...(json.customElements ? [json.customElements] : []),
    ...(Array.isArray(json.sideEffects) ? json.sideEffects : []),
  ];
  for (const path of named) {
    if (!existsSync(join(distDir, path))) say('package.json', `names a missing file: ${path}`);
  }
  return problems;
}
