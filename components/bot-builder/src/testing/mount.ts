/**
 * Component-test harness: an `<oc-bot-builder>` signed in as a manager, talking to an in-memory bot
 * service (swapped in through the client seam, no fetch mocking). Not imported by product code.
 */
import type { Bot } from '@omnicanal/core/bot';
import { setEdition, setLocale, setToken, setUser } from '@omnicanal/stores';
import { configure, waitFor, within } from '@testing-library/dom';
import { setBuilderClientForTests } from '../client-context.ts';
import { demoLikeBot, type FakeClient, type FakeOptions, fakeClient, makeManager } from './fixtures.ts';
import '../define.ts';

// Testing Library cannot print a shadow root: keep its messages, drop the DOM dump.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

// Chromium reports a ResizeObserver callback that resized observed boxes (xyflow measuring its
// panes) as an error event; it is not a failure of the page.
window.addEventListener(
  'error',
  (event) => {
    if (event.message?.startsWith('ResizeObserver loop')) event.stopImmediatePropagation();
  },
  true,
);

export interface Mounted {
  element: HTMLElement;
  screen: ReturnType<typeof within>;
  client: FakeClient;
  /** Every oc-* event the element dispatched, in order. */
  events: CustomEvent[];
}

export interface MountOptions extends FakeOptions {
  bot?: Bot;
  attributes?: Record<string, string>;
  edition?: 'hosted' | 'self-hosted';
  /** Waits for the trees (default) or returns as soon as the element is in the page. */
  waitReady?: boolean;
}

/** Mounts a builder of skill 1, bot `main`, channel web, 1200×720 px. */
export async function mountBuilder(options: MountOptions = {}): Promise<Mounted> {
  const client = fakeClient(options.bot ?? demoLikeBot(), options);
  setBuilderClientForTests(() => client);
  setToken('test-token');
  setUser(makeManager());
  setEdition(options.edition ?? 'hosted');
  const element = document.createElement('oc-bot-builder');
  const attributes = { 'skill-id': '1', 'bot-id': 'main', 'channel-id': 'web', ...options.attributes };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.style.cssText = 'display:block;width:1200px;height:720px';
  const events: CustomEvent[] = [];
  for (const name of ['oc-navigate', 'oc-dirty-change', 'oc-error', 'oc-unauthorized'])
    element.addEventListener(name, (e) => events.push(e as CustomEvent));
  document.body.append(element);
  const screen = within(element.shadowRoot as unknown as HTMLElement);
  if (options.waitReady !== false) await screen.findByRole('navigation', { name: 'Arbres' });
  return { element, screen, client, events };
}

export function unmountAll(): void {
  document.body.replaceChildren();
  setBuilderClientForTests(null);
  setToken(null);
  setLocale('fr');
}

/** The element focused inside the builder's shadow root. */
export function focused(element: HTMLElement): Element | null {
  return element.shadowRoot?.activeElement ?? null;
}

/** Accessible names of the node buttons of the canvas (their text content), in document order. */
export function nodeNames(screen: Mounted['screen']): string[] {
  const diagram = screen.getByRole('region', { name: 'Diagramme' });
  return within(diagram)
    .queryAllByRole('button')
    .filter((b) => b.classList.contains('oc-card-select'))
    .map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** Waits until `check` passes (Testing Library's retry). */
export const until = waitFor;
