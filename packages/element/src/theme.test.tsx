/// <reference types="mocha" />

import { Screen } from '@omnicanal/ui';
import { within } from '@testing-library/dom';
import { expect } from 'chai';
import { defineElement } from './defineElement.ts';

/*
 * Theming as a partner does it: the public --oc-* tokens set on the page's root, a container or
 * the tag reach the element's inside, and the `theme` attribute (or the page's colour scheme)
 * switches the defaults to the dark palette.
 */

let counter = 0;
const uniqueTag = (): `oc-${string}` => `oc-theme-${Date.now().toString(36)}-${++counter}`;

function Panel() {
  return (
    <section>
      <p>Bonjour</p>
      <button type="button" className="primary">
        Enregistrer
      </button>
    </section>
  );
}

async function mountPanel(
  attributes: Record<string, string> = {},
  parent: HTMLElement | ShadowRoot = document.body,
) {
  const tag = uniqueTag();
  defineElement(tag, Panel);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  const inside = within(element.shadowRoot as unknown as HTMLElement);
  const button = await inside.findByRole('button', { name: 'Enregistrer' });
  const text = await inside.findByText('Bonjour');
  return { element, button, text };
}

describe('theming', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
  });

  it('draws the light defaults when nothing is set', async () => {
    const { button, text } = await mountPanel();
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(31, 95, 191)');
    expect(getComputedStyle(text).color).to.equal('rgb(29, 35, 48)');
  });

  it('takes a token set on :root, on a container, or on the tag itself', async () => {
    document.documentElement.style.setProperty('--oc-color-primary', 'rgb(200, 0, 100)');
    const fromRoot = await mountPanel();
    expect(getComputedStyle(fromRoot.button).backgroundColor).to.equal('rgb(200, 0, 100)');

    const container = document.createElement('div');
    container.style.setProperty('--oc-color-primary', 'rgb(0, 120, 60)');
    document.body.append(container);
    const fromContainer = await mountPanel({}, container);
    expect(getComputedStyle(fromContainer.button).backgroundColor).to.equal('rgb(0, 120, 60)');

    const own = await mountPanel({ style: '--oc-color-text: rgb(10, 20, 30)' });
    expect(getComputedStyle(own.text).color).to.equal('rgb(10, 20, 30)');
  });

  it('switches to the dark palette with theme="dark", and elements inside follow', async () => {
    const outer = await mountPanel({ theme: 'dark' });
    expect(getComputedStyle(outer.text).color).to.equal('rgb(227, 231, 238)');
    expect(getComputedStyle(outer.button).backgroundColor).to.equal('rgb(138, 180, 248)');
    expect(getComputedStyle(outer.element).backgroundColor).to.equal('rgb(31, 36, 45)');

    // As the console nests elements: inside the outer one's shadow tree.
    const nested = await mountPanel({}, outer.element.shadowRoot as ShadowRoot);
    expect(getComputedStyle(nested.text).color).to.equal('rgb(227, 231, 238)');
  });

  it('follows the page colour scheme without an attribute, and a partner colour still wins in dark', async () => {
    document.documentElement.style.setProperty('color-scheme', 'dark');
    const { text, button } = await mountPanel();
    expect(getComputedStyle(text).color).to.equal('rgb(227, 231, 238)');
    document.documentElement.style.setProperty('--oc-color-primary', 'rgb(200, 0, 100)');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(200, 0, 100)');
  });

  it("styles an element's screens from the page through their parts", async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <Screen
        title="Compétences"
        intro="Une compétence regroupe des discussions."
        actions={<button type="button">Ajouter</button>}
      >
        <p>Liste</p>
      </Screen>
    ));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `${tag}::part(screen-title) { color: rgb(1, 2, 3); } ${tag}::part(screen-actions) { gap: 21px; }`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const element = document.createElement(tag);
      document.body.append(element);
      const inside = within(element.shadowRoot as unknown as HTMLElement);
      const heading = await inside.findByRole('heading', { name: 'Compétences' });
      expect(getComputedStyle(heading).color).to.equal('rgb(1, 2, 3)');
      const actions = (await inside.findByRole('button', { name: 'Ajouter' })).parentElement as Element;
      expect(getComputedStyle(actions).gap).to.equal('21px');
      expect(inside.getByRole('region', { name: 'Compétences' })).to.exist;
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});
