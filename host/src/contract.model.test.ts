import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ELEMENT_LOADERS } from './elements.ts';
import { type Params, ROUTES } from './routes.ts';

interface Manifest {
  modules: { declarations: { tagName?: string; attributes?: { name: string }[] }[] }[];
}

/** Tag → attribute names, from the manifest of every element package the host depends on. */
function manifestAttributes(): Map<string, Set<string>> {
  const host = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const tags = new Map<string, Set<string>>();
  for (const name of Object.keys(host.dependencies)) {
    let path: string;
    try {
      path = fileURLToPath(import.meta.resolve(`${name}/custom-elements.json`));
    } catch {
      continue; // not an element package
    }
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    for (const declaration of manifest.modules.flatMap((module) => module.declarations)) {
      if (declaration.tagName) {
        tags.set(declaration.tagName, new Set((declaration.attributes ?? []).map((a) => a.name)));
      }
    }
  }
  return tags;
}

/** Every parameter a route pattern names, filled in, so each attribute a route can give shows. */
function sampleParams(path: string): Params {
  const names = [...path.matchAll(/:([a-z]+)\??/gi)].map((m) => m[1] as string);
  return Object.fromEntries([...names.map((name) => [name, 'x']), ['*', 'x/y']]);
}

// The route table and the element list are the host's own; what an element accepts is its
// manifest's. They must agree, or a route would set an attribute the element ignores.
describe('the routes against the element manifests', () => {
  const manifests = manifestAttributes();

  test('every element the console loads has a manifest', () => {
    for (const tag of Object.keys(ELEMENT_LOADERS)) {
      assert.ok(manifests.has(tag), `${tag} has no custom-elements.json among the host's dependencies`);
    }
  });

  test('every attribute a route gives its element is one the element declares', () => {
    for (const route of ROUTES) {
      if (!route.element) continue;
      const declared = manifests.get(route.element.tag) ?? new Set<string>();
      for (const name of Object.keys(route.element.attributes?.(sampleParams(route.path)) ?? {})) {
        assert.ok(
          declared.has(name),
          `route ${route.name} gives <${route.element.tag}> "${name}", not in its manifest`,
        );
      }
    }
  });
});
