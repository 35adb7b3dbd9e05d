import { clearSession, setEdition, setLocale } from '@omnicanal/stores';
import { configure, fireEvent, within } from '@testing-library/dom';
import '../define.ts';

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

// The default message prints the DOM, which fails on a shadow root and hides the real message.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

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
export async function mountAuth(attributes: Record<string, string>, title: string) {
  const element = document.createElement('oc-auth');
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

/** Collects the details of `name` events heard on the document, until `reset()`. */
export function listen(name: string): unknown[] {
  const details: unknown[] = [];
  document.addEventListener(name, (event) => details.push((event as CustomEvent).detail), {
    signal: listening.signal,
  });
  return details;
}

/** Puts the page back: no element, the real fetch, no session, French, self-hosted. */
export function reset(): void {
  document.body.replaceChildren();
  globalThis.fetch = realFetch;
  clearSession();
  setLocale('fr');
  setEdition('self-hosted');
  heard = [];
  listening.abort();
  listening = new AbortController();
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
