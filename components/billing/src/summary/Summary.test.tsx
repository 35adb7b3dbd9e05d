/// <reference types="mocha" />
import { fireEvent, within } from '@testing-library/dom';
import { expect } from 'chai';
import { ADDRESS, offerList, VISA } from '../testing/fixtures.ts';
import { listen, mountBilling, reset, serve } from '../testing/mount.ts';

/*
 * The billing summary as an administrator reads it: the plan, the next invoice with the tax of the
 * billing address's country, the default card; without an address, the way to it (spec 002 §5).
 */

describe('billing: summary', () => {
  afterEach(reset);

  const subscribed = offerList({
    subscription: {
      offer: 'pro',
      currency: 'eur',
      period: 'year',
      status: 'active',
      current_period_start: '2026-11-26T10:00:00.000Z',
      current_period_end: '2027-11-26T10:00:00.000Z',
    },
  });

  it('shows the plan, the next invoice with the tax of the address country, and the default card', async () => {
    serve({
      'GET /core/offers/': [200, subscribed],
      'GET /core/payment/stripe/billingdetails/': [200, { address: ADDRESS }],
      'GET /core/payment/stripe/paymentmethods/': [200, { provider: 'sandbox', results: [VISA] }],
      'GET /core/payment/stripe/taxrates/': [
        200,
        { results: [{ country: 'FR', display_name: 'VAT', percentage: 20, basis_points: 2000 }] },
      ],
    });
    const { screen } = await mountBilling({ section: 'summary' }, 'Récapitulatif de facturation');
    const next = await screen.findByText(/^le 26 novembre 2027/);
    expect(next.textContent).to.match(/1\s188,00\s€ TTC/);
    expect(screen.getByText(/TVA 20 % \(France\)/).textContent).to.match(/198,00\s€ par période/);
    expect(screen.getByText('Visa se terminant par 4242, expire 12/2030')).to.exist;
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('without a billing address, says it is needed and leads to it', async () => {
    serve({
      'GET /core/offers/': [200, offerList()],
      'GET /core/payment/stripe/billingdetails/': [200, { address: null }],
      'GET /core/payment/stripe/paymentmethods/': [200, { provider: 'sandbox', results: [] }],
    });
    const navigated = listen('oc-navigate');
    const { screen } = await mountBilling({ section: 'summary' }, 'Récapitulatif de facturation');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Vous devez saisir une adresse de facturation valide');
    fireEvent.click(within(alert).getByRole('button', { name: "Saisir l'adresse de facturation" }));
    expect(navigated).to.deep.equal([{ path: '/settings/billing/address' }]);
    expect(screen.getByText('Aucune facture à venir')).to.exist;
  });
});
