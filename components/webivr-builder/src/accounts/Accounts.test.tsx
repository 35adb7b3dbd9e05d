/// <reference types="mocha" />
import type { WebivrAccount } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountWebivr, reset, serve, userOf } from '../testing/mount.ts';

/* The list of web IVRs as managers and admins see it, its row menu, and the account form. */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
];
const account = (id: number, extra: Partial<WebivrAccount> = {}): WebivrAccount => ({
  id,
  label: `Menu ${id}`,
  skill: 1,
  language: 'fr',
  theme: null,
  working_version: id * 10,
  production_version: null,
  root_node: null,
  has_unpublished_changes: false,
  created_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});
const ACCOUNTS = [
  account(1, { label: 'Accueil', has_unpublished_changes: true }),
  account(2, { label: 'Après-vente', skill: 2, language: 'en', production_version: 21 }),
];
const common = {
  'GET /core/skills/': [200, SKILLS] as [number, unknown],
  'GET /webivr/themes': [200, [{ id: 3, label: 'Sombre', skill: null, settings: {} }]] as [number, unknown],
  'GET /webivr/accounts/2/versions': [
    200,
    [
      {
        id: 21,
        kind: 'production',
        label: 'v1',
        comment: '',
        created_at: '2026-11-20T09:00:00.000Z',
        published_at: '2026-11-21T09:00:00.000Z',
      },
    ],
  ] as [number, unknown],
};
const TITLE = 'SVI web';

describe('<oc-webivr-builder view="accounts">', () => {
  afterEach(reset);

  it('says when there is no web IVR yet; a manager has no "New web IVR"', async () => {
    serve({ ...common, 'GET /webivr/accounts': [200, []] });
    const { screen } = await mountWebivr({ view: 'accounts' }, TITLE);
    await screen.findByText("Aucun SVI web sur vos compétences pour l'instant.");
    expect(screen.queryByRole('button', { name: 'Nouveau SVI web' }) === null).to.equal(true);
  });

  it('lists skill, language, production version and unpublished changes; a row opens the builder', async () => {
    serve({ ...common, 'GET /webivr/accounts': [200, ACCOUNTS] });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'accounts' }, TITLE);
    const table = await screen.findByRole('table', { name: "SVI web de l'entreprise" });
    await waitFor(() => expect(within(table).queryByText('v1') !== null).to.equal(true));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).to.contain('Accueil').and.contain('Modifications non publiées').and.contain('Support');
    expect(rows[0]).to.contain('Français').and.contain('Aucune version en production');
    expect(rows[1]).to.contain('Ventes').and.contain('Anglais').and.contain('v1');
    fireEvent.click(within(table).getByRole('link', { name: 'Après-vente' }));
    expect(moves).to.deep.equal([{ path: '/webivr-builder/20/2' }]);
  });

  it('gives a manager only the builder in the row menu', async () => {
    serve({ ...common, 'GET /webivr/accounts': [200, ACCOUNTS] });
    const managers = await mountWebivr({ view: 'accounts' }, TITLE);
    fireEvent.click(await managers.screen.findByRole('button', { name: 'Actions pour Accueil' }));
    const items = (await managers.screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).to.deep.equal(['Ouvrir le constructeur']);
    await managers.screen.findByText('v1');
  });

  it('lets an admin edit, duplicate under a new label and delete', async () => {
    let copied: unknown = null;
    let deleted = false;
    serve({
      ...common,
      'GET /webivr/accounts': () => [200, deleted ? [ACCOUNTS[0]] : ACCOUNTS],
      'POST /webivr/accounts/1/duplicate': (request) => {
        copied = request.body;
        return [200, account(5, { label: 'Accueil bis' })];
      },
      'DELETE /webivr/accounts/2': () => {
        deleted = true;
        return [204, null];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'accounts' }, TITLE, userOf('admin'));
    screen.getByRole('button', { name: 'Nouveau SVI web' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Accueil' }));
    const all = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(all).to.deep.equal(['Ouvrir le constructeur', 'Modifier', 'Dupliquer', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dupliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dupliquer « Accueil »' });
    fireEvent.input(within(dialog).getByLabelText('Nom de la copie'), { target: { value: 'Accueil bis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dupliquer' }));
    await screen.findByText('« Accueil bis » a été créé.');
    expect(copied).to.deep.equal({ label: 'Accueil bis' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Après-vente' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer « Après-vente » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('« Après-vente » a été supprimé.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Après-vente' }) === null).to.equal(true));
    expect(heard.some((r) => r.method === 'DELETE' && r.path === '/webivr/accounts/2')).to.equal(true);

    fireEvent.click(screen.getByRole('button', { name: 'Nouveau SVI web' }));
    expect(moves).to.deep.equal([{ path: '/webivr/add' }]);
  });
});

describe('<oc-webivr-builder view="accounts"> in English', () => {
  afterEach(reset);

  it('says "No production version" in the spec’s words', async () => {
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    serve({ ...common, 'GET /webivr/accounts': [200, [ACCOUNTS[0]]] });
    const { screen } = await mountWebivr({ view: 'accounts' }, 'Web IVR', userOf('admin'));
    const table = await screen.findByRole('table', { name: "The company's web IVRs" });
    expect(table.textContent).to.contain('No production version').and.contain('Unpublished changes');
    expect(screen.getByRole('button', { name: 'New web IVR' }).className).to.equal('primary');
  });
});

describe('<oc-webivr-builder view="account">', () => {
  afterEach(reset);

  it('shows the server’s field errors on their fields, then opens the builder of the new web IVR', async () => {
    let sent: unknown = null;
    let tries = 0;
    serve({
      ...common,
      'POST /webivr/accounts': (request) => {
        sent = request.body;
        tries += 1;
        return tries === 1
          ? [400, { error: 'invalid_payload', detail: 'The skill does not exist.', skill: ['not_found'] }]
          : [200, account(9, { label: 'Accueil' })];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'account' }, 'Nouveau SVI web', userOf('admin'));
    const label = await screen.findByLabelText('Nom');
    fireEvent.click(screen.getByRole('button', { name: 'Créer et ouvrir le constructeur' }));
    expect((await screen.findByRole('alert')).textContent).to.contain('Certains champs sont à corriger.');
    expect(label.getAttribute('aria-invalid')).to.equal('true');
    expect(heard.some((r) => r.method === 'POST')).to.equal(false);

    fireEvent.input(label, { target: { value: 'Accueil' } });
    fireEvent.change(screen.getByLabelText('Compétence'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('Thème'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer et ouvrir le constructeur' }));
    await screen.findByText("Ce choix n'existe pas ou plus.");
    expect(screen.getByLabelText('Compétence').getAttribute('aria-invalid')).to.equal('true');
    expect(sent).to.deep.equal({ label: 'Accueil', skill: 2, language: 'en', theme: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Créer et ouvrir le constructeur' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/webivr-builder/90/9' }]));
  });

  it('edits a web IVR with the update call, then goes back to the list', async () => {
    let sent: unknown = null;
    serve({
      ...common,
      'GET /webivr/accounts/2': [200, ACCOUNTS[1]],
      'POST /webivr/accounts/2': (request) => {
        sent = request.body;
        return [200, { ...ACCOUNTS[1], label: 'SAV' }];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr(
      { view: 'account', 'account-id': '2' },
      'Modifier « Après-vente »',
      userOf('admin'),
    );
    fireEvent.input(screen.getByLabelText('Nom'), { target: { value: 'SAV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/webivr' }]));
    expect(sent).to.deep.equal({ label: 'SAV', skill: 2, language: 'en', theme: null });
  });
});
