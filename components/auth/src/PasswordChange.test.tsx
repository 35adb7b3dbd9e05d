/// <reference types="mocha" />
import { setLocale, setToken } from '@omnicanal/stores';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountAuth, reset, serve } from './testing/mount.ts';

/* Password change (spec 000 §3, §5): old password, new twice; a mismatch never reaches the server. */

const PASSWORD = 'Another-pass-2026!';

async function mountSignedIn() {
  setToken('session-token');
  const mounted = await mountAuth({ screen: 'password-change' }, 'Changer le mot de passe');
  const { screen } = mounted;
  fill(screen.getByLabelText('Ancien mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
  fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), PASSWORD);
  return mounted;
}

describe('<oc-auth screen="password-change">', () => {
  afterEach(reset);

  it('shows password.passwords_mismatch and makes no call', async () => {
    serve({ 'POST /password/change': [200, { detail: 'changed' }] });
    const { screen } = await mountSignedIn();
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), `${PASSWORD}?`);
    screen.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal('Les deux mots de passe ne correspondent pas.'),
    );
    expect(heard).to.deep.equal([]);
  });

  it('changes the password with the session token and says so', async () => {
    serve({ 'POST /password/change': [200, { detail: 'changed' }] });
    const { screen } = await mountSignedIn();
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), PASSWORD);
    screen.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Votre mot de passe a été changé.'),
    );
    expect(heard).to.deep.equal([
      {
        method: 'POST',
        path: '/password/change',
        body: { old_password: 'Omnicanal-demo-2026!', password1: PASSWORD, password2: PASSWORD },
        authorization: 'Bearer session-token',
      },
    ]);
  });

  it('puts a wrong old password under its field', async () => {
    serve({
      'POST /password/change': [
        400,
        { error: 'old_password_incorrect', detail: 'Incorrect.', old_password: ['old_password_incorrect'] },
      ],
    });
    const { screen } = await mountSignedIn();
    fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), PASSWORD);
    screen.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const old = screen.getByLabelText('Ancien mot de passe', { exact: true });
    await waitFor(() => expect(old.getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getByText("L'ancien mot de passe est incorrect.")).to.exist;
  });

  it('speaks English when the language changes', async () => {
    serve({});
    const { screen } = await mountSignedIn();
    setLocale('en');
    await screen.findByRole('heading', { name: 'Change password', level: 1 });
    expect(screen.getByLabelText('Old password', { exact: true })).to.exist;
    expect(screen.getByLabelText('Confirm the password', { exact: true })).to.exist;
    expect(screen.getByRole('button', { name: 'Change password' })).to.exist;
  });
});
