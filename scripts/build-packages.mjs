import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, ROOT, seconds } from './lib.mjs';
import { bundlePackage } from './packages/bundle.mjs';
import { packageImports, packageName, packageProblems } from './packages/check.mjs';
import { elementPackagesToBuild, KEPT_EXTERNAL, REACT_FOLDER, writeEntries } from './packages/entries.mjs';
import {
  dependenciesOf,
  elementPackageJson,
  elementReadme,
  json,
  reactPackageJson,
  VERSION,
  writeTypings,
} from './packages/publish.mjs';
import { bundleDeclarations, emitDeclarations } from './packages/types.mjs';

/**
 * `npm run build:packages`: each element under components/ built as an installable package in its
 * `dist/` (git-ignored), and the React wrapper (packages/react) in its own. The workspace's
 * package.json files stay as they are (sources, for the console build and the tests).
 *
 * An element's `dist/`: `index.js` (the class, not registered) and `define.js` (registers the
 * tag), their bundled `index.d.ts`/`define.d.ts`, `jsx.d.ts`, `vue.d.ts`, `custom-elements.json`,
 * a README and a package.json for publication. Then every package is checked (scripts/packages/
 * check.mjs): the build fails on a Vite-only or private import left, or a missing exported file.
 *
 *   node scripts/build-packages.mjs
 */

const distOf = (folder) => join(ROOT, folder, 'dist');

/** The built packages' folders and names. */
export function builtPackages() {
  const elements = elementPackagesToBuild().map((pkg) => ({ folder: pkg.folder, name: pkg.name }));
  return [...elements, { folder: REACT_FOLDER, name: '@omnicanal/react' }].map((pkg) => ({
    ...pkg,
    dist: distOf(pkg.folder),
  }));
}

/** Third-party packages an element package keeps as imports (see KEPT_EXTERNAL). */
const externalsOf = (pkg) => Object.keys(KEPT_EXTERNAL).filter((name) => pkg.json.dependencies?.[name]);

/** Builds every package, logging what it took; rejects on a build failure or a problem the checks find. */
export async function buildPackages({ log = console.log } = {}) {
  const started = Date.now();
  const packages = elementPackagesToBuild();
  const entries = writeEntries(packages);
  const react = JSON.parse(readFileSync(join(ROOT, REACT_FOLDER, 'package.json'), 'utf8'));
  const wrapperModules = readdirSync(join(ROOT, REACT_FOLDER, 'src'))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'createComponent.ts')
    .map((file) => file.replace(/\.ts$/, ''));
  const elementNames = packages.map((pkg) => pkg.name);

  // Declarations first (one TypeScript run for all), then each package's code and bundled types.
  await emitDeclarations([...entries.values()]);
  const declared = Date.now();
  log(`declarations emitted (tsc): ${seconds(declared - started)}`);

  for (const pkg of packages) {
    const outDir = distOf(pkg.folder);
    const external = externalsOf(pkg);
    const entry = entries.get(pkg.folder);
    await bundlePackage({
      inputs: { index: entry, define: join(ROOT, pkg.folder, pkg.json.exports['./define']) },
      outDir,
      external,
      version: VERSION,
    });
    await bundleDeclarations({ inputs: { index: entry }, outDir, external });
    const imported = packageImports(outDir)
      .map(({ specifier }) => packageName(specifier))
      .filter((name) => name !== null);
    const dependencies = dependenciesOf(pkg, imported);
    writeTypings(pkg, outDir);
    writeFileSync(join(outDir, 'package.json'), json(elementPackageJson(pkg, dependencies)));
    writeFileSync(join(outDir, 'README.md'), elementReadme(pkg, dependencies));
  }

  const reactDist = distOf(REACT_FOLDER);
  const reactInputs = Object.fromEntries(
    wrapperModules.map((name) => [name, join(ROOT, REACT_FOLDER, 'src', `${name}.ts`)]),
  );
  const reactExternal = ['react', 'react-dom', ...elementNames];
  await bundlePackage({ inputs: reactInputs, outDir: reactDist, external: reactExternal, version: VERSION });
  await bundleDeclarations({ inputs: reactInputs, outDir: reactDist, external: reactExternal });
  const modules = wrapperModules.filter((name) => name !== 'index');
  writeFileSync(
    join(reactDist, 'package.json'),
    json(reactPackageJson({ json: react }, modules, elementNames)),
  );
  writeFileSync(join(reactDist, 'README.md'), readFileSync(join(ROOT, REACT_FOLDER, 'README.md'), 'utf8'));

  const published = [...elementNames, react.name];
  const problems = builtPackages().flatMap((pkg) => packageProblems(pkg.dist, published));
  if (problems.length > 0)
    throw new Error(`built packages: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  log(
    `packages built and checked: ${packages.length} elements and ${react.name}, ${seconds(Date.now() - started)}`,
  );
}

if (isMain(import.meta.url)) {
  try {
    await buildPackages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
