/** Canonical service names; the reference server mounts each at `/api/<name>` (ARCHITECTURE.md). */
export const SERVICE_NAMES = [
  'core',
  'agents',
  'guests',
  'bot',
  'webivr',
  'chronos',
  'misc',
  'dialogflow',
  'ravana',
  'scraper',
  'smartcoaching',
  'knowledge',
  'campaigns',
  'stats',
  'stats2',
  'reviews',
  'reports',
  'thirdparties',
  'surveys',
  'msglib',
  'ticketing',
  'workchains',
  'uploads',
  'translation',
  'push',
  'cobrowse',
  'timeslots',
  'linkpreview',
  'payment',
  'channels',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type ServiceMap = Record<ServiceName, string>;

export const DEFAULT_API_BASE = '/api';

/** Every base defaults to `<api-base>/<service>`; overrides replace single services. */
export function serviceMap(
  apiBase: string = DEFAULT_API_BASE,
  overrides: Partial<Record<string, string>> = {},
): ServiceMap {
  const base = apiBase.replace(/\/+$/, '');
  const map = {} as ServiceMap;
  for (const name of SERVICE_NAMES) map[name] = overrides[name] ?? `${base}/${name}`;
  return map;
}

/**
 * The WebSocket URL of an HTTP(S) base, resolved against `origin` (any absolute URL, e.g. the page's)
 * when the base is a path.
 */
export function socketUrl(
  base: string,
  path: string,
  origin: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
