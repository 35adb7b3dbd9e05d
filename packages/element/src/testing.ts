import type { User } from '@omnicanal/api';
import type { Role } from '@omnicanal/core';
import { clearSession, setEdition, setLocale, setToken, setUser } from '@omnicanal/stores';
import { configure, fireEvent, within } from '@testing-library/dom';

/*
 * Browser-test helpers shared by the elements' component tests: mount an element and find its
 * screen by heading, type the way React hears it, collect the events it sends, and put the page
 * back; a stand-in server for the screens that read and write through `fetch`, answering by
 * `METHOD /service/path`, and a signed-in user of a chosen role.
 */

// The default message prints the DOM, which fails on a shadow root and hides the real message.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

/** Mounts `<tag>` with these attributes and waits for its level-1 heading `title`. */
export async function mountElement(tag: string, attributes: Record<string, string>, title: string) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const screen = within(element.shadowRoot as unknown as HTMLElement);
  await screen.findByRole('heading', { name: title, level: 1 });
  return { element, screen };
}

/** Types into a control the way React hears it. */
export function fill(input: HTMLElement, value: string): void {
  fireEvent.input(input, { target: { value } });
}

let listening = new AbortController();

/** Collects the details of `name` events heard on the document, until `resetPage()`. */
export function listen(name: string): unknown[] {
  const details: unknown[] = [];
  document.addEventListener(name, (event) => details.push((event as CustomEvent).detail), {
    signal: listening.signal,
  });
  return details;
}

/** Puts the page back: no element, no listener, no session, French, self-hosted. */
export function resetPage(): void {
  document.body.replaceChildren();
  clearSession();
  setLocale('fr');
  setEdition('self-hosted');
  listening.abort();
  listening = new AbortController();
}

/** A request the stand-in server heard. */
export interface Heard {
  method: string;
  /** Under /api: `/core/settings/agents/`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fixed answer, or one computed from the request (to page or filter like the server). */
export type Answer = [status: number, body: unknown] | ((request: Heard) => [number, unknown]);

const realFetch = globalThis.fetch;
/** The requests heard since the last `serve()`. */
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

/** Signs `user` in and mounts `<tag>` with these attributes, waiting for its heading `title`. */
export function mountSignedIn(tag: string, attributes: Record<string, string>, title: string, user: User) {
  setToken('test-token', { persist: false });
  setUser(user);
  return mountElement(tag, attributes, title);
}

/** Puts the page back (see `resetPage`), the real `fetch` and an empty list of requests heard. */
export function resetServedPage(): void {
  resetPage();
  globalThis.fetch = realFetch;
  heard = [];
}

/**
 * An XMLHttpRequest a test drives: uploads that report their progress use it (fetch cannot). Install
 * it as `globalThis.XMLHttpRequest`; each request sent lands in `FakeXhr.sent`, and the test reports
 * progress, answers or fails it.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}
