/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountAuth, reset, serve } from './testing/mount.ts';

/* Email confirmation (spec 000 §2, §8 "Email"): the link's outcome, and the resend form. */

const TITLE = "Confirmation de l'adresse e-mail";

describe('<oc-auth screen="confirm-email">', () => {
  afterEach(reset);

  it('validates the key of the link, without a token, and says so', async () => {
    serve({ 'POST /email/validate': [200, { detail: 'validated' }] });
    const { screen } = await mountAuth({ screen: 'confirm-email', 'confirm-key': 'k-1' }, TITLE);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Votre adresse e-mail est validée.'),
    );
    expect(heard).to.deep.equal([
      { method: 'POST', path: '/email/validate', body: { key: 'k-1' }, authorization: null },
    ]);
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail" })).to.equal(null);
  });

  it('offers a new mail when the link has expired', async () => {
    serve({
      'POST /email/validate': [400, { error: 'activation_link_expired', detail: 'Expired.' }],
      'POST /email/send-validate': [200, { detail: 'sent' }],
    });
    const { screen } = await mountAuth({ screen: 'confirm-email', 'confirm-key': 'old' }, TITLE);
    await screen.findByText("Le lien d'activation a expiré. Demandez un nouvel e-mail ci-dessous.");
    fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@example.test');
    screen.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(
        'Un nouvel e-mail de confirmation a été envoyé.',
      ),
    );
    expect(heard[1]?.body).to.deep.equal({ email: 'ada@example.test' });
  });

  it('says when the link matches no account', async () => {
    serve({
      'POST /email/validate': [404, { error: 'email_not_found', detail: 'No.', email: ['email_not_found'] }],
    });
    const { screen } = await mountAuth({ screen: 'confirm-email', 'confirm-key': 'gone' }, TITLE);
    await screen.findByText('Adresse e-mail introuvable : ce lien ne correspond à aucun compte.');
  });

  it('without a key, is the resend form; an unknown address shows under the field', async () => {
    serve({
      'POST /email/send-validate': [
        404,
        { error: 'email_not_found', detail: 'No.', email: ['email_not_found'] },
      ],
    });
    const { screen } = await mountAuth({ screen: 'confirm-email' }, TITLE);
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    fill(email, 'nobody@example.test');
    screen.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getByText('Adresse e-mail introuvable.')).to.exist;
  });
});
