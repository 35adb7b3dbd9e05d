/// <reference types="mocha" />
import { setLocale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { within } from '@testing-library/dom';
import { expect } from 'chai';
import { defineElement, type OmnicanalElement } from './defineElement.ts';

/* A partner's own texts in place of ours, through the `strings` property of any element. */

let counter = 0;
const uniqueTag = (): `oc-${string}` => `oc-strings-${Date.now().toString(36)}-${++counter}`;

function Buttons() {
  const t = useT();
  return (
    <p>
      <button type="button">{t('common:actions.retry')}</button>
      <button type="button">{t('common:actions.close')}</button>
    </p>
  );
}

function mount(tag: string): OmnicanalElement {
  const element = document.createElement(tag) as OmnicanalElement;
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('strings', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setLocale('fr');
  });

  it("shows the partner's text in place of ours, at once and in the language it was given for", async () => {
    const tag = uniqueTag();
    defineElement(tag, Buttons);
    const element = mount(tag);
    await inside(element).findByRole('button', { name: 'Réessayer' });

    element.strings = {
      fr: { 'common:actions.retry': 'Relancer <b>vite</b>' },
      en: { 'common:actions.retry': 'Try again' },
    };
    // Text, never markup.
    expect(
      (await inside(element).findByRole('button', { name: 'Relancer <b>vite</b>' })).children.length,
    ).to.equal(0);
    expect(inside(element).getByRole('button', { name: 'Fermer' })).to.exist;

    setLocale('en');
    await inside(element).findByRole('button', { name: 'Try again' });
  });

  it('takes texts set before the element was defined, and ignores what is not a text', async () => {
    const tag = uniqueTag();
    const element = mount(tag) as OmnicanalElement & Record<string, unknown>;
    element.strings = {
      fr: {
        'common:actions.close': 'Refermer',
        'no-namespace': 'x',
        'common:actions.retry': 42 as unknown as string,
      },
    };
    defineElement(tag, Buttons);
    await inside(element).findByRole('button', { name: 'Refermer' });
    expect(inside(element).getByRole('button', { name: /Réessayer|Relancer/ })).to.exist;
  });
});
