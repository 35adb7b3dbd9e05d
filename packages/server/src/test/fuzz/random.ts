/** A seeded generator (mulberry32): the same seed replays the same frames and bodies. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Values of every JSON type, and the edges that break naive code: NUL, lone surrogates, huge numbers. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀',
  '%00',
  '../../etc/passwd',
  "'; drop table rooms; --",
  '2030-01-01T00:00:00.000Z',
  'not-a-date',
  '00000000-0000-0000-0000-000000000000',
  [],
  [1, 'a', null],
  {},
  // An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

/** A random JSON value up to `depth` levels, drawn from ODD_VALUES and random strings. */
export function randomValue(r: Random, depth = 2, keys: readonly string[] = []): unknown {
  const roll = r.int(10);
  if (depth > 0 && roll === 0) return Array.from({ length: r.int(4) }, () => randomValue(r, depth - 1, keys));
  if (depth > 0 && roll === 1) return randomObject(r, depth - 1, keys);
  if (roll === 2) return randomString(r, r.int(40));
  if (roll === 3) return r.int(2) ? r.int(1000) : -r.next() * 1e12;
  return r.pick(ODD_VALUES);
}

export function randomObject(r: Random, depth: number, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = r.int(6);
  for (let i = 0; i < n; i++) {
    const key = keys.length && r.chance(0.8) ? r.pick(keys) : randomString(r, 1 + r.int(12));
    out[key] = randomValue(r, depth, keys);
  }
  return out;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-:/.{}[]"\\ é€😀\u0000\n<>&';

export function randomString(r: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[r.int(ALPHABET.length)];
  return out;
}

/** A nesting of `depth` arrays, as text: deep enough to test recursion in parsers and validators. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
