/**
 * `<oc-agent-inbox>` fed by a running reference server (`BENCH_UNDER_LOAD=1` of inbox.bench.ts):
 * the page signs in with the token the runner hands it, loads every page of the lists the way a
 * user scrolling to the end would, and leaves the rest to the element and the server's socket.
 */
import { loadAccount, setToken } from '@omnicanal/stores';
import '@omnicanal/agent-inbox/define';
import './probe.ts';

declare global {
  interface Window {
    /** Mounts the inbox signed in with `token`; resolves once every room of the shown list is loaded. */
    mountLiveInbox(token: string): Promise<{ rows: number; rooms: number; pages: number }>;
    /** Room rows in the DOM, across the shown list. */
    roomRows(): number;
    /** Message events the page's socket received so far: the load reaches the element measured. */
    liveMessages(): number;
  }
}

// Counts the message events the server sends the page (read as text: the element parses its own).
let received = 0;
const NativeWebSocket = window.WebSocket;
window.WebSocket = class CountingWebSocket extends NativeWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    this.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data === 'string' && event.data.includes('"kind":"message"')) received += 1;
    });
  }
};
window.liveMessages = () => received;

let element: HTMLElement | null = null;
const shadow = () => element?.shadowRoot ?? null;
const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));

window.roomRows = () => shadow()?.querySelectorAll('.rooms li').length ?? 0;

window.mountLiveInbox = async (token) => {
  setToken(token);
  await loadAccount();
  element = document.createElement('oc-agent-inbox');
  document.getElementById('root')?.append(element);
  const started = performance.now();
  while (!shadow()?.querySelector('.rooms li')) {
    if (performance.now() - started > 60_000) throw new Error('the inbox showed no room within 60 s');
    await nextFrame();
  }
  // "Charger plus" until the list's end: every room of the list is then in the element's store.
  let pages = 1;
  for (;;) {
    const more = shadow()?.querySelector<HTMLButtonElement>('button.more');
    if (!more) break;
    if (!more.disabled) {
      more.click();
      pages += 1;
    }
    await nextFrame();
  }
  const tab = shadow()?.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
  return {
    rows: window.roomRows(),
    rooms: Number(tab.match(/\d[\d\s\u202f]*/)?.[0]?.replace(/\D/g, '') ?? 0),
    pages,
  };
};
