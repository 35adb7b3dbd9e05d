/// <reference types="mocha" />
import { setLocale } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { ADDRESS, MASTERCARD, offerList, VISA } from '../testing/fixtures.ts';
import { heard, listen, mountBilling, mountRefused, reset, serve, userOf } from '../testing/mount.ts';

/*
 * The plans screen as an administrator meets it: the offers in a currency and a period with the
 * yearly saving, the current plan and usage, which provider is active, and subscribing through the
 * confirmation (address first, card chosen, a refused payment's message in both languages).
 */

const TITLE = 'Offres et abonnement';
const withCards = (cards = [VISA, MASTERCARD], address: typeof ADDRESS | null = ADDRESS) => ({
  'GET /core/offers/': [200, offerList()] as [number, unknown],
  'GET /core/payment/stripe/billingdetails/': [200, { address }] as [number, unknown],
  'GET /core/payment/stripe/paymentmethods/': [200, { provider: 'sandbox', results: cards }] as [
    number,
    unknown,
  ],
  'GET /core/payment/stripe/taxrates/': [
    200,
    { results: [{ country: 'FR', display_name: 'VAT', percentage: 20, basis_points: 2000 }] },
  ] as [number, unknown],
});

describe('billing: plans and subscription', () => {
  afterEach(reset);

  it('shows the offers monthly in euros, the yearly price with its saving, and says the sandbox is test mode', async () => {
    serve(withCards());
    const { screen } = await mountBilling({ section: 'subscription' }, TITLE);
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(pro.textContent)
      .to.contain('99,00')
      .and.contain('HT par mois')
      .and.contain('Enquêtes de satisfaction');
    expect(screen.getByRole('note').textContent).to.contain('Mode test : aucun paiement réel');
    expect(within(screen.getByRole('article', { name: 'Gratuit' })).getByText('Offre actuelle')).to.exist;
    expect(screen.getByRole('article', { name: 'Entreprise' }).textContent).to.contain('Sur devis');

    fireEvent.click(screen.getByRole('radio', { name: 'Annuel (2 mois offerts)' }));
    expect(pro.textContent)
      .to.contain('990,00')
      .and.contain('HT par an')
      .and.contain('Vous économisez 198,00');
    fireEvent.click(screen.getByRole('radio', { name: 'Dollar ($)' }));
    expect(pro.textContent).to.match(/1\s190,00\s\$/);
  });

  it('without a billing address, paying leads to the address screen with the spec message', async () => {
    serve(withCards([], null));
    const navigated = listen('oc-navigate');
    const { screen } = await mountBilling({ section: 'subscription' }, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: "Choisir l'offre Pro" }));
    const dialog = await screen.findByRole('dialog', { name: "Passer à l'offre Pro" });
    expect(within(dialog).getByRole('alert').textContent).to.equal(
      'Vous devez saisir une adresse de facturation valide pour procéder au paiement.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: "Saisir l'adresse de facturation" }));
    expect(navigated).to.deep.equal([{ path: '/settings/billing/address' }]);
    expect(heard.some((r) => r.path === '/core/offers/subscribe/')).to.equal(false);
  });

  it('subscribes to Pro yearly with the chosen card, then shows the new plan', async () => {
    let subscribed = false;
    serve({
      ...withCards(),
      'GET /core/offers/': () => [
        200,
        subscribed
          ? offerList({
              subscription: {
                offer: 'pro',
                currency: 'eur',
                period: 'year',
                status: 'active',
                current_period_start: '2026-11-26T10:00:00.000Z',
                current_period_end: '2027-11-26T10:00:00.000Z',
              },
            })
          : offerList(),
      ],
      'POST /core/offers/subscribe/': () => {
        subscribed = true;
        return [200, { subscription: offerList().subscription, invoice: null }];
      },
    });
    const { screen } = await mountBilling({ section: 'subscription' }, TITLE);
    fireEvent.click(await screen.findByRole('radio', { name: 'Annuel (2 mois offerts)' }));
    fireEvent.click(screen.getByRole('button', { name: "Choisir l'offre Pro" }));
    const dialog = await screen.findByRole('dialog', { name: "Passer à l'offre Pro" });
    const card = within(dialog).getByRole('combobox', { name: 'Carte de paiement' }) as HTMLSelectElement;
    expect(card.value).to.equal('pm_visa');
    fireEvent.change(card, { target: { value: 'pm_mc' } });
    expect(dialog.textContent).to.match(
      /990,00\s€ HT par an \+ 198,00\s€ de TVA : 1\s188,00\s€ payés maintenant/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /^Payer 1\s188,00/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).to.contain("l'offre Pro"));
    expect(heard.find((r) => r.path === '/core/offers/subscribe/')?.body).to.deep.equal({
      offer: 'pro',
      currency: 'eur',
      period: 'year',
      paymentmethod_id: 'pm_mc',
    });
    await waitFor(
      () => expect(within(screen.getByRole('article', { name: 'Pro' })).getByText('Offre actuelle')).to.exist,
    );
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('a declined card shows the insufficient-funds message with its code, in French and in English', async () => {
    serve({
      ...withCards(),
      'POST /core/offers/subscribe/': [
        400,
        {
          error: 'insufficient_funds',
          detail: 'The payment was refused (Error code: card_declined).',
          non_field_errors: ['insufficient_funds'],
          code: ['card_declined'],
        },
      ],
    });
    const { screen } = await mountBilling({ section: 'subscription/pro/eur' }, TITLE);
    const dialog = await screen.findByRole('dialog', { name: "Passer à l'offre Pro" });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Payer/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).to.equal("Fonds insuffisants (code d'erreur : card_declined)");
    setLocale('en');
    await screen.findByRole('dialog', { name: 'Switch to the Pro plan' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).to.equal(
        'Insufficient funds (Error code: card_declined)',
      ),
    );
  });

  it('the Enterprise offer is requested through the offer form, name and phone prefilled from the user', async () => {
    serve({ ...withCards(), 'POST /core/offers/send/': [201, { detail: 'sent' }] });
    const { screen } = await mountBilling(
      { section: 'subscription' },
      TITLE,
      userOf('admin', { phone_number: '+33612345678' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: "Demander un devis pour l'offre Entreprise" }));
    const dialog = await screen.findByRole('dialog', { name: "Demander l'offre Entreprise" });
    expect((within(dialog).getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).to.equal(
      'Marie Curie',
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Pays/ }), {
      target: { value: 'France' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.contain('Votre demande a été envoyée'),
    );
    expect(heard.find((r) => r.path === '/core/offers/send/')?.body).to.deep.equal({
      name: 'Marie Curie',
      phone_number: '+33612345678',
      country: 'France',
      details: '',
    });
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('a refused renewal says so and leads to the cards', async () => {
    const pastDue = offerList();
    pastDue.subscription = { ...pastDue.subscription, offer: 'pro', status: 'past_due' };
    serve({ ...withCards(), 'GET /core/offers/': [200, pastDue] });
    const navigated = listen('oc-navigate');
    const { screen } = await mountBilling({ section: 'subscription' }, TITLE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Le paiement du renouvellement a été refusé');
    fireEvent.click(within(alert).getByRole('button', { name: 'Moyens de paiement' }));
    expect(navigated).to.deep.equal([{ path: '/settings/billing/payments' }]);
  });

  it('the provider being down reads as billing disabled, with Retry', async () => {
    serve({
      ...withCards(),
      'GET /core/offers/': [503, { error: 'billing_unavailable', detail: 'down' }],
    });
    const { screen } = await mountBilling({}, TITLE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('temporairement');
    serve(withCards());
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Pro' })).to.exist;
  });

  it('an agent, or the self-hosted edition, sees why there is no billing, and nothing is called', async () => {
    serve(withCards());
    const agent = mountRefused(userOf('agent'));
    expect((await agent.findByRole('alert')).textContent).to.contain('Seuls les administrateurs');
    reset();
    serve(withCards());
    const selfHosted = mountRefused(userOf('admin'), 'self-hosted');
    expect((await selfHosted.findByRole('alert')).textContent).to.contain("l'édition hébergée");
    expect(heard.length).to.equal(0);
  });
});
