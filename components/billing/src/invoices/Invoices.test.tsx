/// <reference types="mocha" />
import { setLocale } from '@omnicanal/stores';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { invoice } from '../testing/fixtures.ts';
import { mountBilling, reset, serve } from '../testing/mount.ts';

/*
 * The invoices as an administrator reads them: each state worded (draft is "Waiting"), amounts in
 * the invoice's currency from integer cents, a provider link opened safely (never `javascript:`).
 */

describe('billing: invoices', () => {
  afterEach(reset);

  it('shows each invoice with its state, total in its currency and its link, in French and in English', async () => {
    serve({
      'GET /core/payment/stripe/invoices/': [
        200,
        {
          provider: 'stripe',
          results: [
            invoice({ id: 'a', number: 'OC-3', hosted_url: 'https://pay.stripe.com/invoice/a' }),
            invoice({
              id: 'b',
              number: 'OC-2',
              status: 'draft',
              currency: 'usd',
              total_cents: 11900,
              hosted_url: 'javascript:alert(1)',
            }),
            invoice({ id: 'c', number: 'OC-1', status: 'open', error_code: 'insufficient_funds' }),
            invoice({ id: 'd', number: 'OC-0', status: 'void' }),
          ],
        },
      ],
    });
    const { screen } = await mountBilling({ section: 'invoices' }, 'Factures');
    const table = await screen.findByRole('table', { name: 'Factures' });
    const [, paid, draft, open, voided] = within(table).getAllByRole('row') as HTMLElement[];
    expect(paid?.textContent)
      .to.contain('Payée')
      .and.match(/1\s188,00\s€/);
    const link = within(paid as HTMLElement).getByRole('link', { name: 'Ouvrir la facture OC-3' });
    expect(link.getAttribute('href')).to.equal('https://pay.stripe.com/invoice/a');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.contain('noopener');
    expect(draft?.textContent)
      .to.contain('En attente')
      .and.match(/119,00\s\$/);
    expect(within(draft as HTMLElement).queryByRole('link')).to.equal(null);
    expect(open?.textContent).to.contain('À payer').and.contain("Code d'erreur : insufficient_funds");
    expect(voided?.textContent).to.contain('Annulée');
    expect(screen.getByRole('note').textContent).to.equal('Paiements sécurisés par Stripe.');
    setLocale('en');
    await waitFor(() => expect(draft?.textContent).to.contain('Waiting').and.contain('$119.00'));
  });

  it('says when there is no invoice yet', async () => {
    serve({ 'GET /core/payment/stripe/invoices/': [200, { provider: 'sandbox', results: [] }] });
    const { screen } = await mountBilling({ section: 'invoices' }, 'Factures');
    expect(await screen.findByText(/Aucune facture pour l'instant/)).to.exist;
  });
});
