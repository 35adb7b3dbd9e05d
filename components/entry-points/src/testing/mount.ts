import type { User } from '@omnicanal/api';
import type { Role } from '@omnicanal/core';
import { fill, listen, mountElement, resetPage } from '@omnicanal/element/testing';
import { setToken, setUser } from '@omnicanal/stores';
import '../define.ts';

export { fill, listen };

/*
 * Browser-test helpers for `<oc-entry-points>`: a stand-in server answering by `METHOD /service/path`
 * (the path under /api, query apart), the requests it heard, a signed-in user of a chosen role, and
 * the element mounted with its attributes.
 */

export interface Heard {
  method: string;
  /** Under /api: `/core/integrations/`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fixed answer, or one computed from the request (to page or filter like the server). */
export type Answer = [status: number, body: unknown] | ((request: Heard) => [number, unknown]);

const realFetch = globalThis.fetch;
export let heard: Heard[] = [];

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces `fetch`: each route answers its status and body; any other request is a 404. */
export function serve(routes: Record<string, Answer>): void {
  heard = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const request: Heard = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    heard.push(request);
    const answer = routes[`${request.method} ${request.path}`];
    if (!answer) return json(404, { error: 'not_found', detail: 'Not found.' });
    const [status, body] = typeof answer === 'function' ? answer(request) : answer;
    return json(status, body);
  };
}

/** A user of the demo company with this role (and what else a test needs). */
export function userOf(role: Role, extra: Partial<User> = {}): User {
  return {
    id: 7,
    uuid: 'u-7',
    first_name: 'Marie',
    last_name: 'Curie',
    email: 'marie@demo.test',
    phone_number: null,
    timezone: 'Europe/Paris',
    language: 'fr',
    user_role: role,
    date_joined: '2026-01-05T09:00:00Z',
    has_confirm_email: true,
    want_notif: true,
    pause: false,
    max_rooms: 5,
    max_reviews: 5,
    max_tickets: 5,
    groups: [],
    subaccounts: [],
    permissions: { skills: [{ id: 1, auto_allocation: false }], groups: [] },
    notif_new_msg_sound: true,
    ...extra,
  } as User;
}

/** Signs in `user`, mounts `<oc-entry-points>` with these attributes and waits for the heading `title`. */
export function mountEntryPoints(attributes: Record<string, string>, title: string, user = userOf('admin')) {
  setToken('test-token', { persist: false });
  setUser(user);
  return mountElement('oc-entry-points', attributes, title);
}

/** Puts the page back (see `resetPage`) and the real fetch. */
export function reset(): void {
  resetPage();
  globalThis.fetch = realFetch;
  heard = [];
}
