import type { Category } from '@omnicanal/api';
import { type Resource, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';

/** The whole library as the manager sees it (`GET /categories/`): every level is read from it. */
export function fetchLibrary(signal?: AbortSignal): Promise<Category[]> {
  return api('msglib').get<Category[]>('/categories/', { signal });
}

/** The library, read when a screen opens. */
export function useLibrary(key: string): Resource<Category[]> {
  return useResource(fetchLibrary, key);
}
