import { deepJson, type Random, randomObject, randomString, randomValue } from './random.ts';
import type { AppRoute } from './routes.ts';

/** The kinds of body a fuzz run sends. */
export const BODY_CLASSES = [
  'object',
  'wrong_shape',
  'truncated',
  'deep',
  'oversized',
  'odd_text',
  'wrong_content_type',
  'empty',
] as const;
export type BodyClass = (typeof BODY_CLASSES)[number];

/** Field names of the platform's bodies, so random objects hit real fields now and then. */
const FIELD_NAMES = [
  'email',
  'password',
  'old_password',
  'new_password',
  'name',
  'first_name',
  'last_name',
  'label',
  'skill',
  'skills',
  'id',
  'room',
  'text',
  'rich_content',
  'language',
  'code',
  'token',
  'url',
  'kind',
  'status',
  'filters',
  'offset',
  'limit',
  'page_size',
  'ordering',
  'data',
  'infos',
  'phone',
  'timezone',
  'enabled',
  'delay',
  'rules',
  'role',
  'reason',
  'user',
];

/** Values that route parameters take: existing-looking ids and garbage. */
const PARAMS = [
  '1',
  '2',
  '999999',
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '%00',
  '%F0%9F%98%80',
  'a'.repeat(300),
];

export interface FuzzBody {
  cls: BodyClass;
  method: string;
  path: string;
  contentType: string | null;
  body: string | null;
}

/** The body size limit of the app: past it the server answers 413. */
const BODY_LIMIT = 1024 * 1024;

function bodyOf(r: Random, cls: BodyClass): { contentType: string | null; body: string | null } {
  const json = 'application/json';
  switch (cls) {
    case 'object':
      return { contentType: json, body: JSON.stringify(randomObject(r, 2, FIELD_NAMES)) };
    case 'wrong_shape':
      return { contentType: json, body: JSON.stringify(r.pick([[], [{}], 42, 'text', null, true, -0.5])) };
    case 'truncated': {
      const text = JSON.stringify(randomObject(r, 2, FIELD_NAMES)) || '{}';
      return { contentType: json, body: `${text.slice(0, Math.max(1, r.int(text.length)))}` };
    }
    case 'deep':
      return {
        contentType: json,
        body: r.chance(0.5) ? deepJson(r.pick([100, 5_000, 50_000])) : nested(r.pick([100, 5_000])),
      };
    case 'oversized':
      return r.chance(0.02)
        ? { contentType: json, body: JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) }) }
        : { contentType: json, body: JSON.stringify(longFields(r)) };
    case 'odd_text':
      return { contentType: json, body: JSON.stringify(oddFields(r)) };
    case 'wrong_content_type':
      return r.pick([
        { contentType: 'text/plain', body: JSON.stringify(randomObject(r, 1, FIELD_NAMES)) },
        { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&password=x' },
        {
          contentType: 'multipart/form-data; boundary=xyz',
          body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
        },
        { contentType: 'application/json; charset=latin1', body: '{"name":"\u00e9"}' },
        { contentType: 'application/octet-stream', body: randomString(r, 100) },
      ]);
    case 'empty':
      return r.pick([
        { contentType: json, body: '' },
        { contentType: null, body: null },
        { contentType: json, body: 'null' },
      ]);
  }
}

/** Objects nested `depth` deep, `{"a":{"a":…}}`. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function longFields(r: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_NAMES) if (r.chance(0.3)) out[key] = 'é'.repeat(r.pick([256, 5_000, 100_000]));
  if (r.chance(0.3)) out.skills = Array.from({ length: 20_000 }, (_, i) => i);
  return out;
}

/** Real field names with values that break the unwary: NUL, lone surrogates, huge or negative numbers. */
function oddFields(r: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_NAMES)
    if (r.chance(0.3))
      out[key] = r.pick([
        'a\u0000b',
        '\ud800',
        2 ** 31,
        2 ** 53 + 1,
        -1,
        1e308,
        0.5,
        '',
        ' ',
        randomValue(r, 1),
      ]);
  return out;
}

function fillParams(r: Random, url: string): string {
  return url.replace(/:[\w]+/g, () => r.pick(PARAMS)).replace(/\*$/, randomString(r, 5));
}

/** The body class of the i-th body: round robin, so each route sees every class. */
export function generateBody(r: Random, route: AppRoute, cls: BodyClass): FuzzBody {
  return { cls, method: route.method, path: fillParams(r, route.url), ...bodyOf(r, cls) };
}
