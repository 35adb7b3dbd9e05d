/// <reference types="mocha" />

import { fireEvent, waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { CardProvider } from './card/provider.ts';
import type { FieldValue, FormDescriptor } from './model/types.ts';
import { cleanup, hasFocus, renderForm } from './testing.ts';

/*
 * The payment card field (spec 000 §3–§5, §9): the built-in local entry as someone paying meets
 * it, and a page's own provider behind the same interface.
 */

const PAYMENT: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'holder', kind: 'text', label: 'Titulaire' },
        { name: 'card', kind: 'card', label: 'Carte de paiement', required: true },
      ],
    },
  ],
};

/** The text of the elements an element names in `aria-describedby`. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('payment card field', () => {
  let submitted: Array<Record<string, FieldValue>>;
  const record = (values: Record<string, FieldValue>) => {
    submitted.push(values);
  };

  beforeEach(() => {
    submitted = [];
  });
  afterEach(cleanup);

  /** The entry is drawn by its provider once the field is mounted. */
  const parts = async (screen: Awaited<ReturnType<typeof renderForm>>) => {
    const card = screen.getByRole('group', { name: 'Carte de paiement' });
    return {
      card,
      number: (await within(card).findByRole('textbox', { name: 'Numéro de carte' })) as HTMLInputElement,
      expiry: within(card).getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }) as HTMLInputElement,
      cvc: within(card).getByRole('textbox', { name: 'Cryptogramme (CVC)' }) as HTMLInputElement,
    };
  };

  it('says the entry is local, at 16 px', async () => {
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record });
    const { number, expiry, cvc } = await parts(screen);
    expect(
      screen.getByText(
        'Saisie locale : les données de carte restent dans cette page et ne sont envoyées nulle part.',
      ),
    ).to.exist;
    for (const input of [number, expiry, cvc]) expect(getComputedStyle(input).fontSize).to.equal('16px');
  });

  it('moves from number to expiry to CVC as each is complete, and sends a token only', async () => {
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record });
    const { number, expiry, cvc } = await parts(screen);
    number.focus();
    await sendKeys({ type: '4242424242424242' });
    expect(number.value).to.equal('4242 4242 4242 4242');
    expect(hasFocus(expiry), 'focus on the expiry').to.equal(true);
    await sendKeys({ type: '1230' });
    expect(expiry.value).to.equal('12/30');
    expect(hasFocus(cvc), 'focus on the CVC').to.equal(true);
    await sendKeys({ type: '123' });

    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(submitted).to.have.length(1));
    const token = String(submitted[0]?.card);
    expect(token).to.match(/^local_visa_/);
    expect(token).to.not.contain('4242');
  });

  it('shows the bad-card-number message for a wrong part, and keeps it while other fields change', async () => {
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record });
    const { number, expiry } = await parts(screen);
    number.focus();
    await sendKeys({ type: '4242424242424241' });
    await waitFor(() => expect(description(number)).to.equal('Numéro de carte invalide.'));
    expect(number.getAttribute('aria-invalid')).to.equal('true');
    expect(hasFocus(expiry), 'the focus stays on a wrong number').to.equal(false);

    fireEvent.input(screen.getByRole('textbox', { name: 'Titulaire' }), { target: { value: 'Marie Curie' } });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Titulaire' }) as HTMLInputElement).value).to.equal(
        'Marie Curie',
      ),
    );
    expect(description(number)).to.equal('Numéro de carte invalide.');

    expiry.focus();
    await sendKeys({ type: '1320' });
    expect(description(expiry)).to.equal('Numéro de carte invalide.');
  });

  it('refuses an unfinished card at submit and focuses it', async () => {
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record });
    const { number } = await parts(screen);
    number.focus();
    await sendKeys({ type: '4242' });
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(description(number)).to.equal('Numéro de carte invalide.'));
    await waitFor(() => expect(hasFocus(number), 'focus on the card number').to.equal(true));
    expect(submitted).to.deep.equal([]);
  });

  it("uses the page's card provider behind the same interface", async () => {
    const mounted: string[] = [];
    let report: ((complete: boolean) => void) | undefined;
    const cardProvider: CardProvider = {
      local: false,
      mount(container, options) {
        mounted.push(`${options.labels.number}@${options.fontSizePx}`);
        const frame = document.createElement('input');
        frame.setAttribute('aria-label', 'Carte du prestataire');
        container.append(frame);
        report = (complete) =>
          options.onChange({ brand: 'mastercard', empty: false, complete, error: false });
        return {
          focus: () => frame.focus(),
          update: () => {},
          tokenise: async () => ({ token: 'tok_prestataire', brand: 'mastercard' }),
          destroy: () => frame.remove(),
        };
      },
    };
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record, cardProvider });
    expect(await screen.findByRole('textbox', { name: 'Carte du prestataire' })).to.exist;
    expect(mounted).to.deep.equal(['Numéro de carte@16']);
    expect(screen.queryByText(/Saisie locale/)).to.equal(null);

    report?.(false);
    screen.getByRole('button', { name: 'Valider' }).click();
    await screen.findByText('Numéro de carte invalide.');
    expect(submitted).to.deep.equal([]);

    report?.(true);
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(submitted).to.have.length(1));
    expect(submitted[0]?.card).to.equal('tok_prestataire');
  });

  it('shows a card the provider refuses to tokenise as the bad-card-number message', async () => {
    const cardProvider: CardProvider = {
      local: false,
      mount(container, options) {
        const frame = document.createElement('input');
        frame.setAttribute('aria-label', 'Carte du prestataire');
        container.append(frame);
        queueMicrotask(() => options.onChange({ brand: 'visa', empty: false, complete: true, error: false }));
        return {
          focus: () => {},
          update: () => {},
          tokenise: () => Promise.reject(new Error('card_declined')),
          destroy: () => container.replaceChildren(),
        };
      },
    };
    const screen = await renderForm({ descriptor: PAYMENT, onSubmit: record, cardProvider });
    await screen.findByRole('textbox', { name: 'Carte du prestataire' });
    screen.getByRole('button', { name: 'Valider' }).click();
    await screen.findByText('Numéro de carte invalide.');
    expect(submitted).to.deep.equal([]);
  });
});
