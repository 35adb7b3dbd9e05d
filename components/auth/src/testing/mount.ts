import { fill, listen, mountElement, resetPage } from '@omnicanal/element/testing';
import type { within } from '@testing-library/dom';
import '../define.ts';

export { fill, listen };

/**
 * Browser-test helpers for `<oc-auth>`: a stand-in server answering by `METHOD /path` (paths under
 * /api/core), the requests it heard, and the element mounted with its attributes.
 */

export interface Heard {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type Answer = [status: number, body: unknown] | (() => Promise<Response>);

const realFetch = globalThis.fetch;
export let heard: Heard[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch`: each route answers its status and body; any other request is a 404. */
export function serve(routes: Record<string, Answer>): void {
  heard = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/core/, '');
    const headers = new Headers(init?.headers);
    heard.push({
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('authorization'),
    });
    const answer = routes[`${method} ${path}`];
    if (!answer) return json(404, { error: 'not_found', detail: 'Not found.' });
    return typeof answer === 'function' ? answer() : json(answer[0], answer[1]);
  };
}

/** Mounts `<oc-auth>` with these attributes and waits for the heading `title`. */
export function mountAuth(attributes: Record<string, string>, title: string) {
  return mountElement('oc-auth', attributes, title);
}

/** Puts the page back (see `resetPage`) and the real fetch. */
export function reset(): void {
  resetPage();
  globalThis.fetch = realFetch;
  heard = [];
}

/** Pastes a code into the first box of a one-time passcode field, as from an authenticator app. */
export function pasteCode(screen: ReturnType<typeof within>, label: string, code: string): void {
  const first = screen.getByRole('textbox', { name: `${label}, caractère 1 sur 6` });
  const clipboardData = new DataTransfer();
  clipboardData.setData('text', code);
  first.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
  );
}
