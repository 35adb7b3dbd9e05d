import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/*
 * The shared tokens are public inputs (`--oc-color-primary`, set by a partner anywhere) read once
 * by tokens.css into private `--_oc-*` values with their defaults. A style reading a public token
 * without a fallback draws nothing when no partner set it: it must read the private one.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SHARED = /var\(--oc-(?:color-[a-z-]+|radius|space|font-family)\)/g;
const TOKENS = join('packages', 'ui', 'src', 'tokens.css');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.')) yield path;
  }
}

test('no style reads a public token without its default: the private --_oc-* value is there for that', () => {
  const offenders: string[] = [];
  for (const top of ['packages', 'components', 'host']) {
    for (const file of sources(join(ROOT, top))) {
      const path = relative(ROOT, file);
      if (path === TOKENS) continue;
      const found = readFileSync(file, 'utf8').match(SHARED);
      if (found) offenders.push(`${path}: ${[...new Set(found)].join(', ')}`);
    }
  }
  assert.deepEqual(offenders, []);
});

test('tokens.css never declares a public token on the host (an inherited value must reach it)', () => {
  const css = readFileSync(join(ROOT, TOKENS), 'utf8');
  assert.deepEqual(css.match(/^\s*--oc-[a-z-]+\s*:/gm), null);
});
