/// <reference types="mocha" />
import { fireEvent } from '@testing-library/dom';
import { expect } from 'chai';
import { ADDRESS } from '../testing/fixtures.ts';
import { fill, heard, mountBilling, reset, serve } from '../testing/mount.ts';

/*
 * The billing address as an administrator writes it (spec 002 §3, §5): the stored address filled
 * in, a change saved and said so, and the server's refusals under their fields.
 */

describe('billing: address', () => {
  afterEach(reset);

  it('shows the stored address, saves a change and says it is saved', async () => {
    serve({
      'GET /core/payment/stripe/billingdetails/': [200, { address: ADDRESS }],
      'POST /core/payment/stripe/billingdetails/': (request) => [200, { address: request.body }],
    });
    const { screen } = await mountBilling({ section: 'address' }, 'Adresse de facturation');
    const city = (await screen.findByRole('textbox', { name: /Ville/ })) as HTMLInputElement;
    expect(city.value).to.equal('Paris');
    fill(city, 'Lyon');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Adresse de facturation enregistrée.');
    const posted = heard.find((r) => r.method === 'POST');
    expect(posted?.body).to.include({ city: 'Lyon', postal_code: '75002', country: 'FR' });
  });

  it('puts the server’s refusals under their fields and keeps what was typed', async () => {
    serve({
      'GET /core/payment/stripe/billingdetails/': [200, { address: null }],
      'POST /core/payment/stripe/billingdetails/': [
        400,
        { error: 'invalid_payload', detail: 'The address is not valid.', postal_code: ['invalid'] },
      ],
    });
    const { screen } = await mountBilling({ section: 'address' }, 'Adresse de facturation');
    fill(await screen.findByRole('textbox', { name: /Nom ou raison sociale/ }), 'Demo SAS');
    fill(screen.getByRole('textbox', { name: /^Adresse/ }), '1 rue de la Paix');
    fill(screen.getByRole('textbox', { name: /Code postal/ }), '7500!');
    fill(screen.getByRole('textbox', { name: /Ville/ }), 'Paris');
    fireEvent.change(screen.getByRole('combobox', { name: /Pays/ }), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const postal = screen.getByRole('textbox', { name: /Code postal/ }) as HTMLInputElement;
    await screen.findByText(
      (_, node) => node?.id === postal.getAttribute('aria-describedby') && Boolean(node.textContent),
    );
    expect(postal.getAttribute('aria-invalid')).to.equal('true');
    expect(postal.value).to.equal('7500!');
    expect(screen.queryByText('Adresse de facturation enregistrée.')).to.equal(null);
  });
});
