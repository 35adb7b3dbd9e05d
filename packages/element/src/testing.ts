import { clearSession, setEdition, setLocale } from '@omnicanal/stores';
import { configure, fireEvent, within } from '@testing-library/dom';

/*
 * Browser-test helpers shared by the elements' component tests: mount an element and find its
 * screen by heading, type the way React hears it, collect the events it sends, and put the page
 * back. Each element keeps its own stand-in server, as each speaks to its own services.
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
