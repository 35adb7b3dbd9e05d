/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { ADDRESS, MASTERCARD, VISA } from '../testing/fixtures.ts';
import { fill, heard, listen, mountBilling, reset, serve } from '../testing/mount.ts';

/*
 * The billing address, the cards and a new card as an administrator meets them: the server's field
 * errors under their fields, default and delete from a row menu with confirmation, and a test card
 * typed into the sandbox's entry going to the sandbox's tokenising call only.
 */

describe('billing: address', () => {
  afterEach(reset);

  it('saves the address; a field the server refuses shows its error under the field', async () => {
    let tries = 0;
    serve({
      'GET /core/payment/stripe/billingdetails/': [200, { address: null }],
      'POST /core/payment/stripe/billingdetails/': (request) => {
        tries += 1;
        return tries === 1
          ? [400, { error: 'invalid_payload', detail: 'Invalid.', postal_code: ['Code postal inconnu.'] }]
          : [200, { address: request.body }];
      },
    });
    const { screen } = await mountBilling({ section: 'address' }, 'Adresse de facturation');
    fill(await screen.findByRole('textbox', { name: /Nom ou raison sociale/ }), ADDRESS.name);
    fill(screen.getByRole('textbox', { name: /^Adresse/ }), ADDRESS.line1);
    fill(screen.getByRole('textbox', { name: /Code postal/ }), '00000');
    fill(screen.getByRole('textbox', { name: /Ville/ }), ADDRESS.city);
    fireEvent.change(screen.getByRole('combobox', { name: /Pays/ }), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const postal = screen.getByRole('textbox', { name: /Code postal/ });
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getByText('Code postal inconnu.')).to.exist;
    fill(postal, ADDRESS.postal_code);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Adresse de facturation enregistrée.'),
    );
    expect(heard.at(-1)?.body).to.deep.equal(ADDRESS);
  });
});

describe('billing: payment cards', () => {
  afterEach(reset);

  it('lists the cards, makes one the default and deletes one after confirmation', async () => {
    let cards = [VISA, MASTERCARD];
    serve({
      'GET /core/payment/stripe/paymentmethods/': () => [200, { provider: 'sandbox', results: cards }],
      'POST /core/payment/stripe/paymentmethods/default/': () => {
        cards = [
          { ...VISA, default: false },
          { ...MASTERCARD, default: true },
        ];
        return [200, { provider: 'sandbox', results: cards }];
      },
      'DELETE /core/payment/stripe/paymentmethods/': () => {
        cards = cards.filter((c) => c.id !== 'pm_visa');
        return [204, null];
      },
    });
    const { screen } = await mountBilling({ section: 'payments' }, 'Moyens de paiement');
    const table = await screen.findByRole('table', { name: 'Cartes de paiement' });
    expect(within(table).getAllByRole('row')[1]?.textContent)
      .to.contain('Visa se terminant par 4242, expire 12/2030')
      .and.contain('Carte par défaut');

    fireEvent.click(
      screen.getByRole('button', { name: 'Actions pour Mastercard se terminant par 4444, expire 03/2029' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Utiliser par défaut' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.contain('est maintenant la carte par défaut'),
    );

    fireEvent.click(
      screen.getByRole('button', { name: 'Actions pour Visa se terminant par 4242, expire 12/2030' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Supprimer Visa se terminant par 4242, expire 12/2030 ?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).to.have.length(2));
    expect(heard.find((r) => r.method === 'DELETE')?.body).to.deep.equal({ paymentmethod_id: 'pm_visa' });
  });

  it('says when there is no card yet, and leads to the new card', async () => {
    serve({ 'GET /core/payment/stripe/paymentmethods/': [200, { provider: 'sandbox', results: [] }] });
    const navigated = listen('oc-navigate');
    const { screen } = await mountBilling({ section: 'payments' }, 'Moyens de paiement');
    expect(await screen.findByText(/Aucune carte enregistrée/)).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    expect(navigated).to.deep.equal([{ path: '/settings/billing/payments/add' }]);
  });
});

describe('billing: new card', () => {
  afterEach(reset);

  it('shows the brand as typed; the card goes to the sandbox tokens call, only its token is attached', async () => {
    serve({
      'POST /core/payment/stripe/paymentmethods/setup/': [
        200,
        {
          provider: 'sandbox',
          client_secret: 'seti_1',
          publishable_key: null,
          tokenize_url: '/api/core/payment/sandbox/tokens/',
        },
      ],
      'POST /core/payment/sandbox/tokens/': [200, { id: 'pm_new', network: 'visa', last4: '4242' }],
      'POST /core/payment/stripe/paymentmethods/attach/': [200, { ...VISA, id: 'pm_new' }],
    });
    const { screen } = await mountBilling({ section: 'payments/add' }, 'Nouveau moyen de paiement');
    expect((await screen.findByRole('note')).textContent).to.contain('Mode test');
    const holder = screen.getByRole('textbox', { name: /Nom du titulaire/ }) as HTMLInputElement;
    expect(holder.value).to.equal('Marie Curie');
    const number = await screen.findByRole('textbox', { name: 'Numéro de carte' });
    fill(number, '4242');
    await waitFor(() => expect(screen.getByText('Carte détectée : Visa')).to.exist);
    fill(number, '4242424242424242');
    fill(screen.getByRole('textbox', { name: /Date d’expiration/ }), '1230');
    fill(screen.getByRole('textbox', { name: /Cryptogramme/ }), '123');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la carte' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Carte Visa se terminant par 4242 ajoutée.'),
    );
    expect(heard.find((r) => r.path === '/core/payment/sandbox/tokens/')?.body).to.deep.equal({
      client_secret: 'seti_1',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      holder_name: 'Marie Curie',
    });
    expect(heard.find((r) => r.path === '/core/payment/stripe/paymentmethods/attach/')?.body).to.deep.equal({
      paymentmethod_id: 'pm_new',
    });
  });

  it('with Stripe, the card goes into Stripe Elements: no plain card inputs and no test cards', async () => {
    serve({
      'POST /core/payment/stripe/paymentmethods/setup/': [
        200,
        {
          provider: 'stripe',
          client_secret: 'seti_1_secret',
          publishable_key: 'pk_test_1',
          tokenize_url: null,
        },
      ],
    });
    const { screen } = await mountBilling({ section: 'payments/add' }, 'Nouveau moyen de paiement');
    expect((await screen.findByRole('note')).textContent).to.equal('Paiements sécurisés par Stripe.');
    // Stripe's own frames hold the inputs; the page only names the three parts.
    expect(await screen.findByRole('group', { name: 'Numéro de carte' })).to.exist;
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).to.equal(null);
    expect(screen.queryByText(/4242 4242 4242 4242/)).to.equal(null);
  });
});
