/// <reference types="mocha" />
import { DEFAULT_NOTIFICATION_OPTIONS } from '@omnicanal/api';
import { $session, setEdition } from '@omnicanal/stores';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/* The signed-in user's own account, against a stand-in of the core service. */

const PATH = '/core/user/account';
const account = { ...userOf('agent'), notification_options: DEFAULT_NOTIFICATION_OPTIONS, two_factor: false };
const posted = () => heard.filter((h) => h.method === 'POST' && h.path === PATH);

describe('<oc-settings section="account">', () => {
  afterEach(reset);

  it('saves the profile and the notification choices, and the session shows them', async () => {
    serve({
      [`GET ${PATH}`]: [200, account],
      [`POST ${PATH}`]: (request) => [200, { ...account, ...(request.body as object) }],
    });
    const { screen } = await mountSettings({ section: 'account' }, 'Mon compte', userOf('agent'));
    const first = await screen.findByRole('textbox', { name: /Prénom/ });
    fill(first, 'Irène');
    fireEvent.click(screen.getByRole('switch', { name: 'Une discussion est en retard' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Jouer un son à chaque nouveau message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    const body = posted().at(-1)?.body as Record<string, unknown>;
    expect(body.first_name).to.equal('Irène');
    expect(body.notif_new_msg_sound).to.equal(false);
    expect(body.notification_options).to.deep.equal({
      ticketing: DEFAULT_NOTIFICATION_OPTIONS.ticketing,
      messaging: { ...DEFAULT_NOTIFICATION_OPTIONS.messaging, late_discussion: false },
    });
    expect($session.get().user?.first_name).to.equal('Irène');
  });

  it('a refused time zone is said under its field and nothing is shown as saved', async () => {
    serve({
      [`GET ${PATH}`]: [200, account],
      [`POST ${PATH}`]: [400, { error: 'invalid_timezone', detail: 'x', timezone: ['invalid_timezone'] }],
    });
    const { screen } = await mountSettings({ section: 'account' }, 'Mon compte', userOf('agent'));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await screen.findAllByText('Fuseau horaire invalide.');
    expect(screen.queryByText('Modifications enregistrées.')).to.equal(null);
  });

  it('links to two-factor; to the password change only in the hosted edition', async () => {
    serve({ [`GET ${PATH}`]: [200, account] });
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'account' }, 'Mon compte', userOf('agent'));
    fireEvent.click(screen.getByRole('link', { name: 'Authentification à deux facteurs' }));
    expect(navigations).to.deep.equal([{ path: '/settings/account/security' }]);
    expect(screen.queryByRole('link', { name: 'Changer de mot de passe' })).to.equal(null);
    setEdition('hosted');
    await waitFor(() => screen.getByRole('link', { name: 'Changer de mot de passe' }));
  });
});
