/// <reference types="mocha" />
import { setEdition } from '@omnicanal/stores';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import {
  chooseRowAction,
  fill,
  heard,
  listen,
  mountSettings,
  reset,
  serve,
  userOf,
} from '../../testing/mount.ts';

/*
 * Skill groups: content managers read them, admins add, edit and delete them (after confirmation);
 * a name already used stays under its field and nothing is half-saved.
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: true, services: [] },
];
const NORD = { id: 5, name: 'Nord', skills: [1, 2] };

const writes = () => heard.filter((h) => h.method !== 'GET');
const TITLE = 'Groupes de compétences';

describe('<oc-settings section="groups">', () => {
  afterEach(reset);

  it('lets a content manager read the groups and their skills, without any way to change them', async () => {
    serve({
      'GET /core/groups/': [200, { results: [NORD], count: 1 }],
      'GET /core/skills/': [200, SKILLS],
    });
    const { screen } = await mountSettings({ section: 'groups' }, TITLE, userOf('content_manager'));
    const table = await screen.findByRole('table', { name: 'Groupes de compétences' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]?.textContent).to.contain('Support, Ventes'),
    );
    expect(screen.getByText(/seul un administrateur peut les modifier/)).to.exist;
    expect(screen.queryByRole('button', { name: 'Ajouter un groupe' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Modifier Nord' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Plus d’actions pour « Nord »' })).to.equal(null);
  });

  it('refuses the add form to a content manager without calling the server', async () => {
    serve({});
    const { screen } = await mountSettings(
      { section: 'groups', item: 'add' },
      TITLE,
      userOf('content_manager'),
    );
    expect(screen.getByRole('alert').textContent).to.equal("Vous n'avez pas les droits nécessaires.");
    expect(heard).to.deep.equal([]);
  });

  it('lets an admin add a group with skills picked in the multiselect', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /core/groups/': (request) => [201, { id: 6, ...(request.body as object) }],
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'groups', item: 'add' },
      'Nouveau groupe de compétences',
    );
    fill(await screen.findByLabelText('Nom'), 'Sud');
    screen.getByRole('button', { name: 'Tout sélectionner' }).click();
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(navigate).to.deep.equal([{ path: '/settings/groups' }]));
    expect(writes().map((h) => [h.method, h.path, h.body])).to.deep.equal([
      ['POST', '/core/groups/', { name: 'Sud', skills: [1, 2] }],
    ]);
  });

  it('edits a group at its console path and keeps a used name under the field', async () => {
    serve({
      'GET /core/groups/5': [200, NORD],
      'GET /core/skills/': [200, SKILLS],
      'POST /core/groups/5': [
        400,
        { error: 'already_exists', detail: 'This name is already used.', name: ['already_exists'] },
      ],
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'groups', item: '5' },
      'Modifier le groupe de compétences',
    );
    const name = (await screen.findByLabelText('Nom')) as HTMLInputElement;
    expect(name.value).to.equal('Nord');
    expect((screen.getByRole('checkbox', { name: 'Ventes' }) as HTMLInputElement).checked).to.equal(true);
    screen.getByRole('checkbox', { name: 'Ventes' }).click();
    fill(name, 'Sud');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Cette valeur existe déjà.');
    expect(writes()[0]?.body).to.deep.equal({ name: 'Sud', skills: [1] });
    expect(navigate).to.deep.equal([]);
  });

  it('deletes a group only once confirmed, and says so', async () => {
    let groups = [NORD];
    serve({
      'GET /core/groups/': () => [200, { results: groups, count: groups.length }],
      'GET /core/skills/': [200, SKILLS],
      'DELETE /core/groups/5': () => {
        groups = [];
        return [204, null];
      },
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'groups' }, TITLE);
    (await screen.findByRole('button', { name: 'Modifier Nord' })).click();
    expect(navigate).to.deep.equal([{ path: '/settings/groups/5/edit' }]);
    await chooseRowAction(screen, 'Nord', 'Supprimer');
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer le groupe « Nord » ?' });
    within(dialog).getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(writes()).to.deep.equal([]);
    await chooseRowAction(screen, 'Nord', 'Supprimer');
    dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Supprimer' }).click();
    await screen.findByText('Groupe « Nord » supprimé.');
    await screen.findByText(/Aucun groupe pour l'instant/);
    expect(writes().map((h) => [h.method, h.path])).to.deep.equal([['DELETE', '/core/groups/5']]);
  });

  it('shows the list read-only to an admin of the hosted edition', async () => {
    setEdition('hosted');
    serve({
      'GET /core/groups/': [200, { results: [NORD], count: 1 }],
      'GET /core/skills/': [200, SKILLS],
    });
    const { screen } = await mountSettings({ section: 'groups' }, TITLE);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Ajouter un groupe' })).to.equal(null);
  });
});
