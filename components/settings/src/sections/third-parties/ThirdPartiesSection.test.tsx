/// <reference types="mocha" />
import type { ThirdPartyAccount } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import {
  type Answer,
  chooseRowAction,
  fill,
  heard,
  listen,
  mountSettings,
  reset,
  serve,
  userOf,
} from '../../testing/mount.ts';

/* Third-party accounts as an admin manages them, against a stand-in of the thirdparties service. */

const admin = userOf('admin');
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOmni omnicanal-company-1';

const account = (over: Partial<ThirdPartyAccount>): ThirdPartyAccount => ({
  id: 1,
  category: 'callback',
  kind: 'zencall',
  label: 'Rappels',
  skills: [1],
  settings: { endpoint: 'https://api.zencall.example', client_id: 'c-7', callback_id: 'cb_42' },
  secrets: { secret: true },
  sftp: null,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
  ...over,
});

const sftp = account({
  id: 2,
  category: 'sftp',
  kind: 'sftp',
  label: 'Dépôt nocturne',
  skills: [],
  settings: { host: 'sftp.exemple.fr', port: '22', username: 'oc' },
  secrets: { password: false },
  sftp: { host_key: null, confirmed_at: null },
});

let accounts: ThirdPartyAccount[];

function server(extra: Record<string, Answer> = {}) {
  accounts = [account({}), sftp];
  serve({
    'GET /thirdparties/accounts': () => [200, accounts],
    'GET /thirdparties/accounts/2': () => [200, sftp],
    'GET /thirdparties/sftp/public-key': [200, KEY],
    'DELETE /thirdparties/accounts/1': () => {
      accounts = accounts.filter((a) => a.id !== 1);
      return [204, null];
    },
    'GET /core/skills/': [
      200,
      [
        { id: 1, name: 'Support', auto_allocation: false, services: [] },
        { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
      ],
    ],
    ...extra,
  });
}

describe('<oc-settings section="third-parties">', () => {
  afterEach(reset);

  it('lists the accounts by category, with their skills and whether an SFTP key is confirmed', async () => {
    server();
    const { screen } = await mountSettings({ section: 'third-parties' }, 'Intégrations tierces', admin);
    const callback = await screen.findByRole('table', { name: 'Rappel' });
    expect(within(callback).getByRole('cell', { name: 'Rappels' })).to.exist;
    expect(within(callback).getByRole('cell', { name: 'Zencall' })).to.exist;
    expect(within(callback).getByRole('cell', { name: 'Support' })).to.exist;
    const sftpTable = screen.getByRole('table', { name: 'SFTP' });
    expect(within(sftpTable).getByRole('cell', { name: 'Toutes les compétences' })).to.exist;
    expect(within(sftpTable).getByRole('cell', { name: 'À confirmer' })).to.exist;
    expect(screen.queryByRole('table', { name: 'CRM' })).to.equal(null);
  });

  it('says when there is no account yet', async () => {
    server({ 'GET /thirdparties/accounts': [200, []] });
    const { screen } = await mountSettings({ section: 'third-parties' }, 'Intégrations tierces', admin);
    await screen.findByText("Aucune intégration tierce pour l'instant.");
  });

  it('deletes an account after confirmation', async () => {
    server();
    const { screen } = await mountSettings({ section: 'third-parties' }, 'Intégrations tierces', admin);
    await chooseRowAction(screen, 'Rappels', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'intégration ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Rappel' })).to.equal(null));
    expect(heard.some((h) => h.method === 'DELETE' && h.path === '/thirdparties/accounts/1')).to.equal(true);
  });

  it('says in the dialog why an SFTP account a scheduled export uses cannot be deleted, and keeps it', async () => {
    server({
      'DELETE /thirdparties/accounts/2': [
        409,
        { error: 'blocked_by_export', detail: 'This account is used by a scheduled export.' },
      ],
    });
    const { screen } = await mountSettings({ section: 'third-parties' }, 'Intégrations tierces', admin);
    await chooseRowAction(screen, 'Dépôt nocturne', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'intégration ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await within(dialog).findByText(
      'Ce compte est utilisé par un export programmé et ne peut pas être supprimé.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(screen.getByRole('cell', { name: 'Dépôt nocturne' })).to.exist;
  });

  it('offers the providers by category, and a provider’s form saves its fields', async () => {
    server({
      'POST /thirdparties/accounts/zencall': (request) => [
        201,
        account({ id: 9, ...(request.body as object) }),
      ],
    });
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'third-parties', item: 'add' },
      'Choisir un service',
      admin,
    );
    expect(screen.getByRole('heading', { name: 'Rappel' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un compte Zencall' }));
    expect(navigations).to.deep.equal([{ path: '/third-parties/add/zencall' }]);
    reset();

    server({
      'POST /thirdparties/accounts/zencall': (request) => [
        201,
        account({ id: 9, ...(request.body as object) }),
      ],
    });
    const saved = listen('oc-navigate');
    const form = await mountSettings(
      { section: 'third-parties', item: 'add/zencall' },
      'Nouvelle intégration',
      admin,
    );
    const s = form.screen;
    fill(await s.findByRole('textbox', { name: /Nom/ }), 'Rappel web');
    // Nothing pretends: no call goes to Zencall while only the local provider exists.
    expect(s.getByText(/aucun appel n'est passé vers Zencall/)).to.exist;
    fill(s.getByRole('textbox', { name: /Adresse de l'API/ }), 'ftp://zencall');
    fill(s.getByRole('textbox', { name: /Identifiant client/ }), 'c-7');
    fill(s.getByLabelText(/Secret client/), 'zen-s3cret');
    fill(s.getByRole('textbox', { name: /Identifiant de rappel/ }), 'cb_42');
    fireEvent.click(s.getByRole('button', { name: 'Enregistrer' }));
    await s.findByText('Adresse web invalide (http ou https).');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);
    fill(s.getByRole('textbox', { name: /Adresse de l'API/ }), 'https://api.zencall.example');
    fireEvent.click(s.getByRole('checkbox', { name: 'Ventes' }));
    fireEvent.click(s.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).to.deep.equal([{ path: '/third-parties' }]));
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: 'Rappel web',
      skills: [2],
      endpoint: 'https://api.zencall.example',
      client_id: 'c-7',
      secret: 'zen-s3cret',
      callback_id: 'cb_42',
    });
  });

  it('shows the server’s field errors on their fields', async () => {
    server({
      'POST /thirdparties/accounts/kiamo': [
        400,
        { error: 'invalid_payload', detail: 'Some fields are not valid.', token: ['required'] },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'third-parties', item: 'add/kiamo' },
      'Nouvelle intégration',
      admin,
    );
    fill(await screen.findByRole('textbox', { name: /Nom/ }), 'Kiamo');
    fill(screen.getByRole('textbox', { name: /Adresse de l'API/ }), 'https://kiamo.example');
    fill(screen.getByLabelText(/Jeton d'API/), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const token = screen.getByLabelText(/Jeton d'API/);
    await waitFor(() => expect(token.getAttribute('aria-invalid')).to.equal('true'));
  });

  it('an SFTP account keeps its stored secret, shows our key, and confirms the server’s key', async () => {
    const pinned = {
      ...sftp,
      secrets: { password: true },
      sftp: { host_key: 'SHA256:abcDEF', confirmed_at: '' },
    };
    let confirmAnswer: [number, unknown] = [
      400,
      { error: 'sftp_auth_failed', detail: 'Authentication failed.' },
    ];
    server({
      'GET /thirdparties/accounts/2': [200, { ...sftp, secrets: { password: true } }],
      'POST /thirdparties/sftp/2/confirm-key': () => confirmAnswer,
      'POST /thirdparties/accounts/sftp/2': (request) => [200, { ...sftp, ...(request.body as object) }],
    });
    const { screen } = await mountSettings(
      { section: 'third-parties', item: 'edit/2' },
      "Modifier l'intégration",
      admin,
    );
    await screen.findByText('Défini — laissez vide pour le conserver.');
    const key = (await screen.findByRole('textbox', { name: 'Notre clé publique' })) as HTMLInputElement;
    await waitFor(() => expect(key.value).to.equal(KEY));
    expect(key.readOnly).to.equal(true);
    expect(screen.getByText("La clé du serveur n'est pas encore confirmée.")).to.exist;

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clé' }));
    const alert = await screen.findByText(/Le serveur a refusé la connexion/);
    expect(alert.getAttribute('role')).to.equal('alert');

    confirmAnswer = [200, pinned];
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clé' }));
    await screen.findByText('Clé du serveur confirmée : SHA256:abcDEF');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(heard.some((h) => h.path === '/thirdparties/accounts/sftp/2')).to.equal(true));
    const body = heard.find((h) => h.path === '/thirdparties/accounts/sftp/2')?.body as Record<
      string,
      unknown
    >;
    expect(body).to.deep.equal({
      label: 'Dépôt nocturne',
      skills: [],
      host: 'sftp.exemple.fr',
      port: '22',
      username: 'oc',
    });
  });
});
