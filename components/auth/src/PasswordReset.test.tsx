/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountAuth, reset, serve } from './testing/mount.ts';

/* Forgotten password (spec 000 §2 /password/*, §5): the request, then the new password. */

const PASSWORD = 'Another-pass-2026!';

describe('<oc-auth screen="password-reset">', () => {
  afterEach(reset);

  it('asks for a link and says a mail went if an account exists', async () => {
    serve({ 'POST /user/password': [200, { detail: 'sent' }] });
    const { screen } = await mountAuth({ screen: 'password-reset' }, 'Mot de passe oublié');
    fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@example.test');
    screen.getByRole('button', { name: 'Envoyer le lien' }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(
        'Si un compte existe pour cette adresse, un e-mail a été envoyé.',
      ),
    );
    expect(heard[0]).to.deep.include({ path: '/user/password', body: { email: 'ada@example.test' } });
  });
});

describe('<oc-auth screen="password-reset-confirm">', () => {
  afterEach(reset);

  const mount = () =>
    mountAuth(
      { screen: 'password-reset-confirm', uid: 'u-1', 'reset-token': 't-1' },
      'Choisir un nouveau mot de passe',
    );

  it('sets the new password with the link, then leads to sign-in', async () => {
    serve({ 'POST /user/password/confirm': [200, { detail: 'reset' }] });
    const navigate = listen('oc-navigate');
    const { screen } = await mount();
    fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), PASSWORD);
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), PASSWORD);
    screen.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await screen.findByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
    expect(heard[0]?.body).to.deep.equal({
      uid: 'u-1',
      token: 't-1',
      password1: PASSWORD,
      password2: PASSWORD,
    });
    screen.getByRole('button', { name: 'Se connecter' }).click();
    expect(navigate).to.deep.equal([{ path: '/login' }]);
  });

  it('says when the link no longer works', async () => {
    serve({ 'POST /user/password/confirm': [400, { error: 'bad_token', detail: 'Expired.' }] });
    const { screen } = await mount();
    fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), PASSWORD);
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), PASSWORD);
    screen.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal(
        "Ce lien de réinitialisation n'est pas valide ou a expiré. Demandez-en un nouveau.",
      ),
    );
  });

  it('without the parts of the link, says it is not valid', async () => {
    serve({});
    const { screen } = await mountAuth(
      { screen: 'password-reset-confirm' },
      'Choisir un nouveau mot de passe',
    );
    expect(screen.getByRole('alert').textContent).to.contain("n'est pas valide");
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).to.equal(null);
  });
});
