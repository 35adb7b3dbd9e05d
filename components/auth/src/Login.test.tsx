/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountAuth, pasteCode, reset, serve } from './testing/mount.ts';

/*
 * Sign-in beyond the password (spec 000 §8): the second factor's code step, a wrong code, a
 * suspended account with its date, and single sign-on's failures.
 */

async function signInAs(email = 'agent@demo.test') {
  const mounted = await mountAuth({}, 'Connexion');
  const { screen } = mounted;
  fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  fill(screen.getByLabelText('Mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
  screen.getByRole('button', { name: 'Se connecter' }).click();
  return mounted;
}

describe('<oc-auth> sign-in steps', () => {
  afterEach(reset);

  it('asks for the code when the account has two-factor on, then signs in with it', async () => {
    let calls = 0;
    serve({
      'POST /user/login': async () => {
        calls += 1;
        return calls === 1
          ? new Response(JSON.stringify({ error: 'two_factor_required', detail: 'Enter the code.' }), {
              status: 401,
            })
          : new Response(JSON.stringify({ token: 't2', expires_at: '2030-01-01T00:00:00Z' }), {
              status: 200,
            });
      },
    });
    const signedIn = listen('oc-signed-in');
    const { screen } = await signInAs();

    await screen.findByRole('heading', { name: 'Code de sécurité', level: 1 });
    expect(screen.getAllByRole('textbox')).to.have.length(6);
    pasteCode(screen, 'Code de sécurité', '123456');
    screen.getByRole('button', { name: 'Vérifier' }).click();

    await waitFor(() =>
      expect(signedIn).to.deep.equal([{ token: 't2', expires_at: '2030-01-01T00:00:00Z' }]),
    );
    expect(heard[1]?.body).to.deep.equal({
      email: 'agent@demo.test',
      password: 'Omnicanal-demo-2026!',
      code: '123456',
    });
  });

  it('says the code is incomplete without calling, and a wrong code in an alert', async () => {
    let calls = 0;
    serve({
      'POST /user/login': async () => {
        calls += 1;
        const code = calls === 1 ? 'two_factor_required' : 'two_factor_failed';
        return new Response(JSON.stringify({ error: code, detail: 'x' }), { status: 401 });
      },
    });
    const { screen } = await signInAs();
    await screen.findByRole('heading', { name: 'Code de sécurité', level: 1 });
    pasteCode(screen, 'Code de sécurité', '123');
    screen.getByRole('button', { name: 'Vérifier' }).click();
    await screen.findByText('Saisissez les 6 caractères du code.');
    expect(calls).to.equal(1);

    pasteCode(screen, 'Code de sécurité', '999999');
    screen.getByRole('button', { name: 'Vérifier' }).click();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal("L'authentification à deux facteurs a échoué."),
    );

    screen.getByRole('button', { name: 'Retour à la connexion' }).click();
    await screen.findByRole('heading', { name: 'Connexion', level: 1 });
  });

  it('says until when a suspended account is locked, in the French date format', async () => {
    serve({
      'POST /user/login': [
        429,
        { error: 'account_suspended', detail: 'Later.', until: '2026-03-09T14:05:00.000Z' },
      ],
    });
    const { screen } = await signInAs();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.match(/^Compte suspendu jusqu'au 09\/03\/2026/),
    );
  });

  it('says when single sign-on is not configured', async () => {
    serve({ 'GET /saml/login': [501, { error: 'sso_not_configured', detail: 'Not configured.' }] });
    const { screen } = await mountAuth({}, 'Connexion');
    screen.getByRole('button', { name: 'Authentification unique (SSO)' }).click();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal(
        "L'authentification unique n'est pas configurée.",
      ),
    );
    expect(heard.map((h) => `${h.method} ${h.path}`)).to.deep.equal(['GET /saml/login']);
  });

  it('says "an error has occurred" when single sign-on fails otherwise', async () => {
    serve({ 'GET /saml/login': [500, { error: 'server_error', detail: 'Boom.' }] });
    const { screen } = await mountAuth({}, 'Connexion');
    screen.getByRole('button', { name: 'Authentification unique (SSO)' }).click();
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Une erreur est survenue.'));
  });

  it('leads to the forgotten-password screen', async () => {
    const navigate = listen('oc-navigate');
    const { screen } = await mountAuth({}, 'Connexion');
    screen.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    expect(navigate).to.deep.equal([{ path: '/password/reset' }]);
  });
});
