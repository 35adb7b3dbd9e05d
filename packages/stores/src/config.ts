import {
  DEFAULT_API_BASE,
  type RuntimeConfig,
  type ServiceMap,
  type ServiceName,
  serviceMap,
} from '@omnicanal/api';
import type { Edition } from '@omnicanal/core';
import { atom } from 'nanostores';
import { shared } from './shared.ts';

export interface ConfigState {
  apiBase: string;
  services: ServiceMap;
  edition: Edition;
  /** Served version, from GET /api/config; null until loaded. */
  version: string | null;
  providers: Record<string, string>;
}

/** Runtime configuration shared by every element of the page. */
export const $config = shared('config', () =>
  atom<ConfigState>({
    apiBase: DEFAULT_API_BASE,
    services: serviceMap(DEFAULT_API_BASE),
    edition: 'self-hosted',
    version: null,
    providers: {},
  }),
);

/** An element's `api-base` attribute: every service derives from it unless the server said otherwise. */
export function setApiBase(apiBase: string): void {
  const current = $config.get();
  if (current.apiBase === apiBase) return;
  $config.set({ ...current, apiBase, services: serviceMap(apiBase) });
}

export function setEdition(edition: Edition): void {
  $config.set({ ...$config.get(), edition });
}

/** Applies GET /api/config; service bases the server names are resolved against the api base's origin. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  const current = $config.get();
  $config.set({
    ...current,
    edition: config.edition,
    version: config.version,
    providers: config.providers,
    services: serviceMap(current.apiBase, config.services),
  });
}

export function serviceBase(name: ServiceName): string {
  return $config.get().services[name];
}

/** Loads the runtime configuration of the server behind `apiBase`. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  const base = $config.get().apiBase.replace(/\/+$/, '');
  const response = await fetchImpl(`${base}/config`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`config ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  applyRuntimeConfig(config);
  return config;
}
