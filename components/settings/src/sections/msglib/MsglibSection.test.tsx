/// <reference types="mocha" />
import type { Category } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import {
  type Answer,
  chooseRowAction,
  heard,
  listen,
  mountSettings,
  reset,
  serve,
  userOf,
} from '../../testing/mount.ts';

/*
 * The message library as a manager meets it: categories, subcategories and sentences reached by
 * item paths with a breadcrumb, their forms, deletion that says what goes with it, and the search
 * across every sentence.
 */

const SKILLS = [{ id: 2, name: 'Ventes', auto_allocation: false, services: [] }];
const none = { skills: [], subaccounts: [] };
const TREE: Category[] = [
  {
    id: 1,
    label: 'Accueil',
    ...none,
    subcategories: [
      {
        id: 10,
        label: 'Salutations',
        ...none,
        sentences: [
          { id: 100, label: 'Bonjour', content: 'Bonjour, comment puis-je vous aider ?', ...none },
          { id: 101, label: 'Patience', content: 'Merci de votre patience.', skills: [2], subaccounts: [] },
        ],
      },
      { id: 11, label: 'Clôture', ...none, sentences: [] },
    ],
  },
  { id: 2, label: 'Commandes', ...none, subcategories: [] },
];
const manager = userOf('manager');
const TITLE = 'Bibliothèque de messages';
const base: Record<string, Answer> = {
  'GET /msglib/categories/': [200, TREE],
  'GET /core/skills/': [200, SKILLS],
};

describe('message library settings', () => {
  afterEach(reset);

  it('lists the categories; opening one leads to its subcategories', async () => {
    serve({ ...base });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'msglib' }, TITLE, manager);
    const table = await screen.findByRole('table', { name: 'Catégories' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).to.have.length(2);
    expect(rows[0]).to.contain('Accueil').and.contain('2');
    fireEvent.click(within(table).getByRole('button', { name: 'Accueil' }));
    expect(moves).to.deep.equal([{ path: '/settings/msglib/categories/1' }]);
  });

  it("shows a subcategory's sentences under its breadcrumb, and an empty level says what to do", async () => {
    serve({ ...base });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'msglib', item: 'categories/1/subcategories/10' },
      TITLE,
      manager,
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Emplacement dans la bibliothèque' });
    await screen.findByRole('heading', { name: 'Messages de « Salutations »' });
    expect(within(crumbs).getByText('Salutations').getAttribute('aria-current')).to.equal('page');
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(within(table).getByText('Merci de votre patience.')).to.not.equal(null);
    fireEvent.click(within(crumbs).getByRole('button', { name: 'Accueil' }));
    expect(moves.at(-1)).to.deep.equal({ path: '/settings/msglib/categories/1' });
    fireEvent.click(within(table).getByRole('button', { name: 'Modifier « Patience »' }));
    expect(moves.at(-1)).to.deep.equal({
      path: '/settings/msglib/categories/1/subcategories/10/sentences/101',
    });
    reset();

    serve({ ...base });
    const empty = await mountSettings(
      { section: 'msglib', item: 'categories/1/subcategories/11' },
      TITLE,
      manager,
    );
    await empty.screen.findByText(/Cette sous-catégorie est vide. Ajoutez un message/);
  });

  it('deleting a category says what goes with it', async () => {
    serve({ ...base, 'DELETE /msglib/categories/1': [204, null] });
    const { screen } = await mountSettings({ section: 'msglib' }, TITLE, manager);
    await chooseRowAction(screen, 'Accueil', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la catégorie « Accueil » ?' });
    expect(dialog.textContent).to.contain('2 sous-catégories et 2 messages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Catégorie « Accueil » supprimée.');
    expect(heard.some((h) => h.method === 'DELETE' && h.path === '/msglib/categories/1')).to.equal(true);
  });

  it('adds a sentence: content required, then saved in its subcategory', async () => {
    serve({
      ...base,
      'POST /msglib/categories/1/subcategories/10/sentences/': [
        201,
        { id: 102, label: 'x', content: 'x', ...none },
      ],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'msglib', item: 'categories/1/subcategories/10/sentences/add' },
      'Nouveau message',
      manager,
    );
    const content = await screen.findByRole('textbox', { name: /Contenu/ });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ce champ ne peut pas être vide.');
    expect(heard.some((h) => h.method === 'POST')).to.equal(false);
    fireEvent.input(content, { target: { value: 'Votre colis part demain.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(moves.at(-1)).to.deep.equal({ path: '/settings/msglib/categories/1/subcategories/10' }),
    );
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: '',
      content: 'Votre colis part demain.',
      skills: [],
      subaccounts: [],
    });
  });

  it('a duplicate category label is refused under the field', async () => {
    serve({
      ...base,
      'POST /msglib/categories/1': [400, { error: 'already_exists', detail: 'x', label: ['already_exists'] }],
    });
    const { screen } = await mountSettings(
      { section: 'msglib', item: 'categories/1/edit' },
      'Modifier la catégorie',
      manager,
    );
    const label = (await screen.findByRole('textbox', { name: /Libellé/ })) as HTMLInputElement;
    expect(label.value).to.equal('Accueil');
    fireEvent.input(label, { target: { value: 'Commandes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette valeur existe déjà.');
  });

  it('searches every sentence; a result opens its form', async () => {
    serve({
      ...base,
      'POST /msglib/sentences/search': [
        200,
        {
          results: [
            { id: 101, text: 'Merci de votre patience.', category: 'Accueil', subcategory: 'Salutations' },
          ],
          total: 1,
          has_more: false,
        },
      ],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'msglib' }, TITLE, manager);
    await screen.findByRole('table', { name: 'Catégories' });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Rechercher un message' }), {
      target: { value: 'PATIENCE' },
    });
    await screen.findByText('1 message trouvé');
    expect(heard.find((h) => h.path === '/msglib/sentences/search')?.body).to.deep.equal({
      query: 'PATIENCE',
      offset: 0,
      limit: 20,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Merci de votre patience.' }));
    expect(moves.at(-1)).to.deep.equal({
      path: '/settings/msglib/categories/1/subcategories/10/sentences/101',
    });
  });

  it('a path that names nothing, or an item gone, says so', async () => {
    serve({ ...base });
    const { screen } = await mountSettings({ section: 'msglib', item: 'categories/9' }, TITLE, manager);
    expect((await screen.findByRole('alert')).textContent).to.equal(
      "Cet élément de la bibliothèque n'existe pas.",
    );
    reset();
    serve({});
    const bad = await mountSettings({ section: 'msglib', item: 'groups/1' }, TITLE, manager);
    expect(bad.screen.getByRole('alert').textContent).to.equal(
      "Cet élément de la bibliothèque n'existe pas.",
    );
  });
});
