/// <reference types="mocha" />
import type { ContactList } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AUDIENCE } from '../testing/fixtures.ts';
import { fill, heard, listen, mountEditor, reset, serve, userOf } from '../testing/mount.ts';

/*
 * The audiences list as a manager meets it: its columns, the search, the empty and failure states,
 * and the row menu's edit, export and delete (refused while a campaign uses the audience).
 */

const page = (results: ContactList[]) => ({ count: results.length, results });
const TITLE = 'Audiences';

describe('audiences list', () => {
  afterEach(reset);

  it('shows each audience with its kind, language, source, contacts and latest import', async () => {
    serve({ 'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] });
    const { screen } = await mountEditor({ section: 'contacts' }, TITLE);
    const table = await screen.findByRole('table', { name: 'Audiences' });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(table).getByRole('rowheader').textContent).to.equal('Clients fidèles');
    expect(cells.slice(0, 5)).to.deep.equal([
      'Numéro de téléphone',
      'fr',
      'Fichier CSV',
      '298',
      'Importé : 298 contacts, 2 lignes refusées',
    ]);
  });

  it('searches by name and says when nothing matches; with none at all it says how to start', async () => {
    serve({
      'GET /campaigns/contacts/lists': (request) =>
        [200, page(request.query.get('search') === 'zzz' ? [] : [AUDIENCE])] as [number, unknown],
    });
    const { screen } = await mountEditor({}, TITLE);
    await screen.findByRole('table', { name: 'Audiences' });
    fill(screen.getByRole('searchbox', { name: 'Rechercher une audience' }), 'zzz');
    await screen.findByText('Aucune audience ne correspond à cette recherche.');
    expect(heard.at(-1)?.query.get('search')).to.equal('zzz');

    reset();
    serve({ 'GET /campaigns/contacts/lists': [200, page([])] });
    const empty = await mountEditor({}, TITLE);
    await empty.screen.findByText(/Aucune audience. Ajoutez-en une/);
    const moves = listen('oc-navigate');
    fireEvent.click(empty.screen.getByRole('button', { name: 'Ajouter une audience' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/contacts/add' }]);
  });

  it('a failed read offers Retry', async () => {
    let fail = true;
    serve({
      'GET /campaigns/contacts/lists': () => (fail ? [500, { detail: 'boom' }] : [200, page([AUDIENCE])]),
    });
    const { screen } = await mountEditor({}, TITLE);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table', { name: 'Audiences' });
  });

  it('deleting an audience a campaign uses is refused with the reason; another goes after confirming', async () => {
    const used = { ...AUDIENCE, id: 6, name: 'Relance', campaigns_count: 1 };
    let list = [AUDIENCE, used];
    serve({
      'GET /campaigns/contacts/lists': () => [200, page(list)],
      'DELETE /campaigns/contacts/lists/6': [
        409,
        {
          error: 'blocked_by_campaign',
          detail: 'This audience is used by a campaign and cannot be deleted.',
        },
      ],
      'DELETE /campaigns/contacts/lists/5': () => {
        list = [used];
        return [204, null];
      },
    });
    const { screen } = await mountEditor({}, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Relance' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).to.deep.equal(['Modifier', 'Exporter en CSV', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Relance » ?' });
    expect(dialog.textContent).to.contain('utilisée par une campagne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).to.equal(
      'Cette audience est utilisée par une campagne et ne peut pas être supprimée.',
    );
    expect(screen.getByRole('table').textContent).to.contain('Relance');

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Clients fidèles' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer « Clients fidèles » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Audience « Clients fidèles » supprimée.');
    await waitFor(() => expect(screen.getByRole('table').textContent).not.to.contain('Clients fidèles'));
  });

  it('export downloads the contacts as a file and says so', async () => {
    serve({
      'GET /campaigns/contacts/lists': [200, page([AUDIENCE])],
      'GET /campaigns/contacts/lists/5/export': [200, 'external_id,language\n+33612345678,fr\n'],
    });
    const { screen } = await mountEditor({}, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Clients fidèles' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exporter en CSV' }));
    await screen.findByText('Export de « Clients fidèles » téléchargé.');
    expect(heard.map((h) => `${h.method} ${h.path}`)).to.include('GET /campaigns/contacts/lists/5/export');
  });

  it('edit opens the audience', async () => {
    serve({ 'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({}, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Clients fidèles' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/contacts/5' }]);
  });

  it('an agent is refused, the hosted edition has no campaigns, and nothing is called; English when the page is in English', async () => {
    serve({ 'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] });
    const { setToken, setUser, setLocale } = await import('@omnicanal/stores');
    setToken('test-token', { persist: false });
    setUser(userOf('agent'));
    const element = document.createElement('oc-campaign-editor');
    document.body.append(element);
    await within(element.shadowRoot as unknown as HTMLElement).findByText(
      "Vous n'avez pas les droits nécessaires.",
    );
    expect(heard.filter((h) => h.path.startsWith('/campaigns'))).to.deep.equal([]);

    // The hosted edition has no campaigns (the service answers 404 there).
    reset();
    serve({ 'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] });
    const { setEdition } = await import('@omnicanal/stores');
    setEdition('hosted');
    setToken('test-token', { persist: false });
    setUser(userOf('owner'));
    const hosted = document.createElement('oc-campaign-editor');
    document.body.append(hosted);
    await within(hosted.shadowRoot as unknown as HTMLElement).findByText(
      "Les campagnes n'existent que dans l'édition auto-hébergée.",
    );
    expect(heard).to.deep.equal([]);

    reset();
    serve({ 'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] });
    setLocale('en');
    const { screen } = await mountEditor({}, 'Audiences');
    const table = await screen.findByRole('table', { name: 'Audiences' });
    expect(table.textContent)
      .to.contain('Phone number')
      .and.contain('Imported: 298 contacts, 2 rows refused');
    expect(screen.getByRole('button', { name: 'Add an audience' })).to.exist;
  });
});
