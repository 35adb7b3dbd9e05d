/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountAuth, reset, serve } from './testing/mount.ts';

/*
 * An agent's invitation (spec 000 §2 /invitation/*, §5): the password twice under the shared
 * policy, a mismatch caught before any call, then signed in; a dead link says so.
 */

const PASSWORD = 'Invited-agent-2026!';
const TITLE = 'Rejoindre votre équipe';

const mount = () => mountAuth({ screen: 'invitation', uid: 'u-7', 'invitation-token': 'inv-7' }, TITLE);

function choose(screen: Awaited<ReturnType<typeof mount>>['screen'], password2 = PASSWORD) {
  fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), PASSWORD);
  fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), password2);
  screen.getByRole('button', { name: 'Activer mon compte' }).click();
}

describe('<oc-auth screen="invitation">', () => {
  afterEach(reset);

  it('sets the password with the link, then signs the agent in', async () => {
    serve({
      'POST /invitation/accept': [200, { detail: 'accepted', email: 'new.agent@demo.test' }],
      'POST /user/login': [200, { token: 'tok-new', expires_at: '2026-12-01T00:00:00.000Z' }],
    });
    const signedIn = listen('oc-signed-in');
    const navigate = listen('oc-navigate');
    const { screen } = await mount();
    choose(screen);
    await waitFor(() =>
      expect(signedIn).to.deep.equal([{ token: 'tok-new', expires_at: '2026-12-01T00:00:00.000Z' }]),
    );
    expect(navigate).to.deep.equal([{ path: '/' }]);
    expect(heard.map((h) => [h.path, h.body])).to.deep.equal([
      ['/invitation/accept', { uid: 'u-7', token: 'inv-7', password1: PASSWORD, password2: PASSWORD }],
      ['/user/login', { email: 'new.agent@demo.test', password: PASSWORD }],
    ]);
    expect(heard.every((h) => h.authorization === null)).to.equal(true);
  });

  it('shows a mismatch as a form error and sends nothing', async () => {
    serve({});
    const { screen } = await mount();
    choose(screen, `${PASSWORD}x`);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal('Les deux mots de passe ne correspondent pas.'),
    );
    expect(heard).to.deep.equal([]);
  });

  it('holds a weak password back before any call', async () => {
    serve({});
    const { screen } = await mount();
    fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), 'short');
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), 'short');
    screen.getByRole('button', { name: 'Activer mon compte' }).click();
    await screen.findByText('Le mot de passe doit contenir au moins 12 caractères.');
    expect(heard).to.deep.equal([]);
  });

  it('says when the link is spent or expired', async () => {
    serve({ 'POST /invitation/accept': [400, { error: 'bad_token', detail: 'Expired.' }] });
    const { screen } = await mount();
    choose(screen);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal(
        "Ce lien d'invitation n'est pas valide ou a expiré. Demandez à votre administrateur de vous renvoyer l'invitation.",
      ),
    );
  });

  it('when the sign-in that follows is refused, leads to the sign-in screen', async () => {
    serve({
      'POST /invitation/accept': [200, { detail: 'accepted', email: 'new.agent@demo.test' }],
      'POST /user/login': [401, { error: 'two_factor_required', detail: 'Code required.' }],
    });
    const navigate = listen('oc-navigate');
    const signedIn = listen('oc-signed-in');
    const { screen } = await mount();
    choose(screen);
    await screen.findByText('Votre compte est activé. Vous pouvez vous connecter.');
    screen.getByRole('button', { name: 'Se connecter' }).click();
    expect(navigate).to.deep.equal([{ path: '/login' }]);
    expect(signedIn).to.deep.equal([]);
  });

  it('without the parts of the link, says it is not valid', async () => {
    serve({});
    const { screen } = await mountAuth({ screen: 'invitation', uid: 'u-7' }, TITLE);
    expect(screen.getByRole('alert').textContent).to.contain("n'est pas valide");
    expect(screen.queryByRole('button', { name: 'Activer mon compte' })).to.equal(null);
  });
});
