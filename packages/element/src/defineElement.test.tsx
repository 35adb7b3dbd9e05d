/// <reference types="mocha" />
import { useStore } from '@nanostores/react';
import { $session, clearSession } from '@omnicanal/stores';
import { within } from '@testing-library/dom';
import { expect } from 'chai';
import { startAutoloader } from './autoloader.ts';
import { useEmit } from './context.ts';
import { defineElement } from './defineElement.ts';
import { resetServedPage, serve, userOf } from './testing.ts';

/** Custom elements cannot be undefined again: every test defines its own tag. */
let counter = 0;
const uniqueTag = (): `oc-${string}` => `oc-test-${Date.now().toString(36)}-${++counter}`;

type TestElement = HTMLElement & { token?: string | null };

function mount(tag: string, attributes: Record<string, string> = {}): TestElement {
  const element = document.createElement(tag) as TestElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Role and text queries inside an element's shadow root. */
const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

/** Shows its two attributes and emits `oc-room-open` from a button. */
function RoomCard(props: Record<string, unknown>) {
  const emit = useEmit();
  return (
    <section>
      <p>{`${String(props.greeting ?? '')} ${String(props.roomId ?? '')}`.trim()}</p>
      <button type="button" onClick={() => emit('oc-room-open', { room: props.roomId })}>
        Ouvrir
      </button>
    </section>
  );
}

/** Shows the signed-in user's first name, once known. */
function UserName() {
  const session = useStore($session);
  return <p>{session.user?.first_name ?? '…'}</p>;
}

const CUSTOMER = {
  id: 1,
  logo: null,
  company_name: 'Démo',
  over_quota: false,
  offer_desc: { features: [], is_appsumo: false, max_skills: 10 },
  services: [],
};

/** Shows whether the shared session holds a token. */
function SessionBadge() {
  const session = useStore($session);
  return <p>{session.token ? 'Connecté' : 'Anonyme'}</p>;
}

const CARD = { attributes: ['greeting', 'roomId'], styles: ['p { color: rgb(1, 2, 3); }'] } as const;

describe('defineElement', () => {
  afterEach(() => {
    document.body.replaceChildren();
    clearSession();
  });

  it('renders in an open shadow root styled by adopted sheets, without any <style> element', async () => {
    const tag = uniqueTag();
    const stylesBefore = document.querySelectorAll('style').length;
    defineElement(tag, RoomCard, CARD);
    const element = mount(tag, { greeting: 'Bonjour', 'room-id': '42' });

    const text = await inside(element).findByText('Bonjour 42');
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(getComputedStyle(text).color).to.equal('rgb(1, 2, 3)');
    // The shared tokens first, then the element's own sheet.
    expect(element.shadowRoot?.adoptedStyleSheets.length).to.equal(2);
    expect(element.shadowRoot?.querySelectorAll('style').length).to.equal(0);
    expect(document.querySelectorAll('style').length).to.equal(stylesBefore);
  });

  it('re-renders when an attribute changes', async () => {
    const tag = uniqueTag();
    defineElement(tag, RoomCard, CARD);
    const element = mount(tag, { greeting: 'Bonjour', 'room-id': '7' });
    await inside(element).findByText('Bonjour 7');

    element.setAttribute('greeting', 'Bonsoir');
    await inside(element).findByText('Bonsoir 7');
    element.setAttribute('room-id', '8');
    await inside(element).findByText('Bonsoir 8');
    // Going back to the list removes the attribute: the component must see it gone.
    element.removeAttribute('room-id');
    await inside(element).findByText('Bonsoir');
  });

  it('applies a token set before the element was defined, without ever writing it as an attribute', async () => {
    const tag = uniqueTag();
    const element = document.createElement(tag) as TestElement;
    element.token = 'jeton-pose-avant-la-definition';
    document.body.append(element);
    expect($session.get().token).to.equal(null);

    defineElement(tag, SessionBadge);

    await inside(element).findByText('Connecté');
    expect(element.token).to.equal('jeton-pose-avant-la-definition');
    expect($session.get().token).to.equal('jeton-pose-avant-la-definition');
    expect(element.hasAttribute('token')).to.equal(false);
    expect(document.body.innerHTML).not.to.contain('jeton-pose-avant-la-definition');

    element.token = null;
    await inside(element).findByText('Anonyme');
    expect($session.get().token).to.equal(null);
  });

  it('takes a token a framework wrote as an attribute before the upgrade, and removes the attribute', async () => {
    const tag = uniqueTag();
    // What React 19 or Vue does with token={t} while the element is not defined yet.
    const element = mount(tag, { token: 'jeton-en-attribut' });
    defineElement(tag, SessionBadge);

    await inside(element).findByText('Connecté');
    expect(element.hasAttribute('token')).to.equal(false);
    expect($session.get().token).to.equal('jeton-en-attribut');

    // Written again later (a re-render), it is taken again and never stays in the DOM.
    element.setAttribute('token', 'jeton-suivant');
    expect(element.hasAttribute('token')).to.equal(false);
    expect($session.get().token).to.equal('jeton-suivant');
    expect(document.body.innerHTML).not.to.contain('jeton-');
  });

  it('given only a token, loads the user and the company itself', async () => {
    serve({
      'GET /core/user/account': () => [200, userOf('agent', { first_name: 'Ada' })],
      'GET /core/customer/': () => [200, CUSTOMER],
    });
    try {
      const tag = uniqueTag();
      defineElement(tag, UserName);
      const element = mount(tag);
      (element as TestElement).token = 'jeton-partenaire';
      await inside(element).findByText('Ada');
      expect($session.get().customer?.company_name).to.equal('Démo');
    } finally {
      resetServedPage();
    }
  });

  it('emits events that bubble out of the shadow root to the page', async () => {
    const tag = uniqueTag();
    defineElement(tag, RoomCard, CARD);
    const wrapper = document.createElement('div');
    const element = document.createElement(tag);
    element.setAttribute('room-id', '42');
    wrapper.append(element);
    document.body.append(wrapper);
    const received: CustomEvent[] = [];
    wrapper.addEventListener('oc-room-open', (event) => received.push(event as CustomEvent));

    (await inside(element).findByRole('button', { name: 'Ouvrir' })).click();

    expect(received).to.have.length(1);
    const [event] = received;
    expect(event?.bubbles).to.equal(true);
    expect(event?.composed).to.equal(true);
    expect(event?.target).to.equal(element);
    expect(event?.detail).to.deep.equal({ room: '42' });
  });

  it('ignores a second definition of the same version and warns about another version', () => {
    const tag = uniqueTag();
    const warnings: unknown[][] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const first = defineElement(tag, RoomCard, { version: '1.2.0' });
      expect(defineElement(tag, SessionBadge, { version: '1.2.0' })).to.equal(first);
      expect(warnings).to.have.length(0);

      expect(defineElement(tag, SessionBadge, { version: '1.3.0' })).to.equal(first);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]?.[0])).to.contain('1.3.0');
      expect(customElements.get(tag)).to.equal(first);
    } finally {
      console.warn = originalWarn;
    }
  });

  it('loads an element through the autoloader the first time its tag appears', async () => {
    const tag = uniqueTag();
    let loads = 0;
    const stop = startAutoloader({
      [tag]: async () => {
        loads += 1;
        defineElement(tag, RoomCard, CARD);
      },
    });
    try {
      expect(loads).to.equal(0);
      // Nested in a subtree added at once, as a framework rendering a page would do.
      const wrapper = document.createElement('div');
      const element = document.createElement(tag);
      element.setAttribute('greeting', 'Salut');
      wrapper.append(element);
      document.body.append(wrapper);

      await customElements.whenDefined(tag);
      await inside(element).findByText('Salut');
      mount(tag, { greeting: 'Encore' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loads).to.equal(1);
    } finally {
      stop();
    }
  });
});
