/// <reference types="mocha" />
import { setToken } from '@omnicanal/stores';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountAuth, reset, serve } from './testing/mount.ts';

/* Masquerade (spec 000 §2 /m/): the address of a user, then oc-signed-in with masquerade: true. */

const TITLE = "Agir en tant qu'un autre utilisateur";

describe('<oc-auth screen="masquerade">', () => {
  beforeEach(() => setToken('owner-token'));
  afterEach(reset);

  it('hands over the token acting as the user', async () => {
    serve({ 'POST /user/masquerade': [200, { token: 'agent-token' }] });
    const signedIn = listen('oc-signed-in');
    const navigate = listen('oc-navigate');
    const { screen } = await mountAuth({ screen: 'masquerade' }, TITLE);
    fill(screen.getByRole('textbox', { name: "Adresse e-mail de l'utilisateur" }), 'agent@demo.test');
    screen.getByRole('button', { name: 'Agir en tant que cet utilisateur' }).click();
    await waitFor(() => expect(signedIn).to.deep.equal([{ token: 'agent-token', masquerade: true }]));
    expect(navigate).to.deep.equal([{ path: '/' }]);
    expect(heard[0]).to.deep.include({
      body: { email: 'agent@demo.test' },
      authorization: 'Bearer owner-token',
    });
  });

  it('says when no user of the company has the address', async () => {
    serve({ 'POST /user/masquerade': [404, { error: 'unable_to_find_user', detail: 'No user.' }] });
    const signedIn = listen('oc-signed-in');
    const { screen } = await mountAuth({ screen: 'masquerade' }, TITLE);
    fill(screen.getByRole('textbox', { name: "Adresse e-mail de l'utilisateur" }), 'nobody@demo.test');
    screen.getByRole('button', { name: 'Agir en tant que cet utilisateur' }).click();
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Utilisateur introuvable.'));
    expect(signedIn).to.deep.equal([]);
  });
});
