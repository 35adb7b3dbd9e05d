/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountWebivr, reset, serve } from '../testing/mount.ts';

/* The builder's FAQs and templates: the links between the content screens, lists, saving, deleting. */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const common = {
  'GET /core/skills/': [200, SKILLS] as [number, unknown],
  'GET /webivr/themes': [200, []] as [number, unknown],
};
const at = { 'version-id': '10', 'account-id': '1' };
const FAQ = {
  id: 3,
  label: 'Horaires',
  skill: null,
  icon: '🕘',
  content: 'De 9 h à 18 h.\nFermé le dimanche.',
  updated_at: '2026-11-20T09:00:00.000Z',
};

describe('<oc-webivr-builder view="faqs">', () => {
  afterEach(reset);

  it('says there is no FAQ yet, and links to the canvas and the other content screens', async () => {
    serve({ ...common, 'GET /webivr/faqs': [200, []] });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'faqs', ...at }, 'FAQ');
    await screen.findByText("Aucune FAQ pour l'instant.");
    const nav = screen.getByRole('navigation', { name: 'Contenus du SVI web' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).to.deep.equal(['FAQ']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Retour au constructeur' }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Formulaires' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle FAQ' }));
    expect(moves).to.deep.equal([
      { path: '/webivr-builder/10/1' },
      { path: '/webivr-builder/10/1/forms' },
      { path: '/webivr-builder/10/1/faqs/add' },
    ]);
  });

  it('lists the FAQs with their skill and deletes one after confirmation', async () => {
    serve({ ...common, 'GET /webivr/faqs': [200, [FAQ]], 'DELETE /webivr/faqs/3': [204, null] });
    const { screen } = await mountWebivr({ view: 'faqs', ...at }, 'FAQ');
    const table = await screen.findByRole('table', { name: 'FAQ' });
    expect(within(table).getAllByRole('row')[1]?.textContent)
      .to.contain('Horaires')
      .and.contain('Toutes les compétences');
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Horaires' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Horaires » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('« Horaires » a été supprimé.');
    expect(heard.some((r) => r.method === 'DELETE' && r.path === '/webivr/faqs/3')).to.equal(true);
  });

  it('saves a FAQ with its multi-line content as plain text, the label checked first', async () => {
    let sent: unknown = null;
    serve({
      ...common,
      'GET /webivr/faqs/3': [200, FAQ],
      'POST /webivr/faqs/3': (request) => {
        sent = request.body;
        return [200, { ...FAQ, ...(request.body as object) }];
      },
    });
    const moves = listen('oc-navigate');
    const order: string[] = [];
    const stop = new AbortController();
    const heardAs = (name: string) => (event: Event) =>
      order.push(name === 'navigate' ? name : `dirty:${(event as CustomEvent).detail.dirty}`);
    document.addEventListener('oc-dirty-change', heardAs('dirty'), { signal: stop.signal });
    document.addEventListener('oc-navigate', heardAs('navigate'), { signal: stop.signal });
    const { screen } = await mountWebivr(
      { view: 'faqs', ...at, 'item-id': '3' },
      'Modifier la FAQ « Horaires »',
    );
    const label = screen.getByLabelText('Libellé');
    fireEvent.input(label, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ce champ est obligatoire.');
    expect(label.getAttribute('aria-invalid')).to.equal('true');

    fireEvent.input(label, { target: { value: 'Nos horaires' } });
    fireEvent.change(screen.getByLabelText('Compétence'), { target: { value: '1' } });
    fireEvent.input(screen.getByLabelText('Contenu'), { target: { value: '<b>9 h</b>\n18 h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/webivr-builder/10/1/faqs' }]));
    expect(sent).to.deep.equal({ label: 'Nos horaires', skill: 1, icon: '🕘', content: '<b>9 h</b>\n18 h' });
    // Clean before moving on: the console has no unsaved changes to ask about.
    expect(order.slice(-2)).to.deep.equal(['dirty:false', 'navigate']);
    stop.abort();
  });
});

describe('<oc-webivr-builder view="templates">', () => {
  afterEach(reset);

  it("lists the templates and saves a new one from the web IVR's working menu", async () => {
    let sent: unknown = null;
    serve({
      ...common,
      'GET /webivr/templates': [
        200,
        [{ id: 2, name: 'Accueil type', skill: 1, nodes: 4, updated_at: '2026-11-20T09:00:00.000Z' }],
      ],
    });
    const list = await mountWebivr({ view: 'templates', ...at }, 'Modèles');
    const row = (await list.screen.findByRole('table', { name: 'Modèles' })).textContent ?? '';
    expect(row).to.contain('Accueil type').and.contain('Support');
    expect(list.screen.getByRole('cell', { name: '4' }).className).to.equal('number');
    reset();

    serve({
      ...common,
      'GET /webivr/templates': [200, []],
      'POST /webivr/templates': (request) => {
        sent = request.body;
        return [200, { id: 5, name: 'Copie', skill: null, nodes: 3, updated_at: '2026-11-21T09:00:00.000Z' }];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'templates', ...at, 'item-id': 'add' }, 'Nouveau modèle');
    fireEvent.input(await screen.findByLabelText('Nom'), { target: { value: 'Copie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/webivr-builder/10/1/templates' }]));
    expect(sent).to.deep.equal({ name: 'Copie', skill: null, account: 1 });
  });

  it('adds a theme (label, skill) under the templates, in a dialog', async () => {
    let sent: unknown = null;
    serve({
      ...common,
      'GET /webivr/templates': [200, []],
      'GET /webivr/themes': [200, []],
      'POST /webivr/themes': (request) => {
        sent = request.body;
        return [200, { id: 8, label: 'Sombre', skill: 1, settings: {} }];
      },
    });
    const { screen } = await mountWebivr({ view: 'templates', ...at }, 'Modèles');
    await screen.findByText("Aucun thème pour l'instant.");
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau thème' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau thème' });
    fireEvent.input(within(dialog).getByLabelText('Libellé'), { target: { value: 'Sombre' } });
    fireEvent.change(within(dialog).getByLabelText('Compétence'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('« Sombre » a été enregistré.');
    expect(sent).to.deep.equal({ label: 'Sombre', skill: 1, settings: {} });
  });
});
