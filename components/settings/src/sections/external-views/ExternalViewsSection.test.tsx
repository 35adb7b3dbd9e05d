/// <reference types="mocha" />
import type { ExternalView } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
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

/* External views as the owner manages them, against a stand-in of the core service. */

let views: ExternalView[];
const owner = userOf('owner');

function server() {
  views = [{ id: 5, label: 'CRM', icon: 'crm', url: 'https://crm.example/', skill: null }];
  serve({
    'GET /core/external-views/': () => [200, { results: views, count: views.length }],
    'GET /core/external-views/5': () => [200, views[0]],
    'POST /core/external-views/': (request) => [201, { id: 6, ...(request.body as object) }],
    'POST /core/external-views/5': (request) => [200, { id: 5, ...(request.body as object) }],
    'DELETE /core/external-views/5': () => {
      views = [];
      return [204, null];
    },
    'GET /core/skills/': [200, [{ id: 2, name: 'Ventes', auto_allocation: false, services: [] }]],
  });
}

describe('<oc-settings section="external-views">', () => {
  afterEach(reset);

  it('lists the views; Add leads to the form', async () => {
    server();
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'external-views' }, 'Vues externes', owner);
    await screen.findByRole('cell', { name: 'https://crm.example/' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une vue' }));
    expect(navigations).to.deep.equal([{ path: '/settings/external-views/add' }]);
  });

  it('refuses an address that is not http or https, then saves a good one and goes back', async () => {
    server();
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'external-views', item: 'add' },
      'Nouvelle vue externe',
      owner,
    );
    fill(await screen.findByRole('textbox', { name: /Libellé/ }), 'Stock');
    const url = screen.getByRole('textbox', { name: /Adresse/ });
    fill(url, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Adresse web invalide (http ou https).');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);
    fill(url, 'https://stock.example/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/settings/external-views' }]));
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: 'Stock',
      icon: '',
      url: 'https://stock.example/',
      skill: 2,
    });
  });

  it('edits a view filled from the server', async () => {
    server();
    const { screen } = await mountSettings(
      { section: 'external-views', item: '5' },
      'Modifier la vue externe',
      owner,
    );
    const label = (await screen.findByRole('textbox', { name: /Libellé/ })) as HTMLInputElement;
    expect(label.value).to.equal('CRM');
    fill(label, 'CRM ventes');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(heard.some((h) => h.method === 'POST' && h.path === '/core/external-views/5')).to.equal(true),
    );
  });

  it('deletes after confirmation', async () => {
    server();
    const { screen } = await mountSettings({ section: 'external-views' }, 'Vues externes', owner);
    await chooseRowAction(screen, 'CRM', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la vue « CRM » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText("Aucune vue externe. Ajoutez-en une pour l'afficher dans la console.");
  });
});
