/// <reference types="mocha" />
import { setToken } from '@omnicanal/stores';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountAuth, pasteCode, reset, serve } from './testing/mount.ts';

/* Two-factor (spec 000 §2): the three steps when off, turning it off with the password when on. */

const TITLE = 'Authentification à deux facteurs';
const account = (twoFactor: boolean) => ({
  id: 1,
  uuid: 'u-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  phone_number: null,
  timezone: 'Europe/Paris',
  language: 'fr',
  user_role: 'agent',
  date_joined: '2026-01-01T00:00:00Z',
  has_confirm_email: true,
  want_notif: false,
  pause: false,
  max_rooms: 5,
  max_reviews: 5,
  max_tickets: 5,
  notif_new_msg_sound: false,
  permissions: { skills: [], groups: [] },
  two_factor: twoFactor,
});

describe('<oc-auth screen="two-factor">', () => {
  beforeEach(() => setToken('session-token'));
  afterEach(reset);

  it('walks through install, scan (QR code and key) and code with the password, then says it is on', async () => {
    serve({
      'GET /user/account': [200, account(false)],
      'POST /user/2fa/setup': [
        200,
        { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Omnicanal:ada?secret=JBSWY3DPEHPK3PXP' },
      ],
      'POST /user/2fa/enable': [200, { detail: 'enabled' }],
    });
    const { screen } = await mountAuth({ screen: 'two-factor' }, TITLE);
    await screen.findByRole('heading', {
      name: "Étape 1 sur 3 — Installez une application d'authentification",
    });
    screen.getByRole('button', { name: 'Suivant' }).click();

    const scan = await screen.findByRole('heading', { name: 'Étape 2 sur 3 — Scannez le QR code' });
    // Compared as a flag: on a mismatch chai would print both elements through React's fiber graph.
    await waitFor(() => expect(document.activeElement?.shadowRoot?.activeElement === scan).to.equal(true));
    const qr = await screen.findByRole('img', {
      name: "QR code à scanner avec l'application d'authentification",
    });
    // Drawn as SVG in the page: no data: image for a strict Content-Security-Policy to block.
    expect(qr.tagName.toLowerCase()).to.equal('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).to.match(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).to.exist;
    screen.getByRole('button', { name: 'Suivant' }).click();

    await screen.findByRole('heading', { name: 'Étape 3 sur 3 — Saisissez le code' });
    pasteCode(screen, 'Code de sécurité', '123456');
    fill(screen.getByLabelText('Mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
    screen.getByRole('button', { name: 'Activer' }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(
        "L'authentification à deux facteurs est activée.",
      ),
    );
    expect(heard.map((h) => `${h.method} ${h.path} ${h.authorization}`)).to.deep.equal([
      'GET /user/account Bearer session-token',
      'POST /user/2fa/setup Bearer session-token',
      'POST /user/2fa/enable Bearer session-token',
    ]);
    expect(heard[2]?.body).to.deep.equal({ code: '123456', password: 'Omnicanal-demo-2026!' });
  });

  it('says a wrong code and stays on step 3; Previous goes back to the QR code', async () => {
    serve({
      'GET /user/account': [200, account(false)],
      'POST /user/2fa/setup': [200, { secret: 'S', otpauth_url: 'otpauth://totp/x?secret=S' }],
      'POST /user/2fa/enable': [
        400,
        { error: 'two_factor_failed', detail: 'Wrong.', code: ['two_factor_failed'] },
      ],
    });
    const { screen } = await mountAuth({ screen: 'two-factor' }, TITLE);
    (await screen.findByRole('button', { name: 'Suivant' })).click();
    await screen.findByRole('heading', { name: 'Étape 2 sur 3 — Scannez le QR code' });
    screen.getByRole('button', { name: 'Suivant' }).click();
    await screen.findByRole('heading', { name: 'Étape 3 sur 3 — Saisissez le code' });
    pasteCode(screen, 'Code de sécurité', '000000');
    fill(screen.getByLabelText('Mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
    screen.getByRole('button', { name: 'Activer' }).click();
    await screen.findByText("L'authentification à deux facteurs a échoué.");
    screen.getByRole('button', { name: 'Précédent' }).click();
    await screen.findByRole('heading', { name: 'Étape 2 sur 3 — Scannez le QR code' });
  });

  it('turns two-factor off with the password when it is on', async () => {
    serve({
      'GET /user/account': [200, account(true)],
      'POST /user/2fa/disable': [200, { detail: 'disabled' }],
    });
    const { screen } = await mountAuth({ screen: 'two-factor' }, TITLE);
    fill(await screen.findByLabelText('Mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
    screen.getByRole('button', { name: 'Désactiver' }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(
        "L'authentification à deux facteurs est désactivée.",
      ),
    );
    expect(heard[1]?.body).to.deep.equal({ password: 'Omnicanal-demo-2026!' });
  });

  it('says when the account cannot be read', async () => {
    serve({ 'GET /user/account': [500, { error: 'server_error', detail: 'Boom.' }] });
    const { screen } = await mountAuth({ screen: 'two-factor' }, TITLE);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal('Erreur du serveur. Réessayez plus tard.'),
    );
  });
});
