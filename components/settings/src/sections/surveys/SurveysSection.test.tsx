/// <reference types="mocha" />
import type { Survey } from '@omnicanal/api';
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

/* Satisfaction surveys as an admin manages them, against a stand-in of the surveys service. */

let surveys: Survey[];
const admin = userOf('admin');

function server() {
  surveys = [
    {
      id: 4,
      label: 'Après discussion',
      text: 'Merci {{name}} : {{url}}',
      url: '',
      force_send: true,
      skills: [1],
      subaccounts: [],
    },
  ];
  serve({
    'GET /surveys/surveys': () => [200, { results: surveys, count: surveys.length }],
    'GET /surveys/surveys/4': () => [200, surveys[0]],
    'POST /surveys/surveys': (request) => [201, { id: 5, ...(request.body as object) }],
    'DELETE /surveys/surveys/4': () => {
      surveys = [];
      return [204, null];
    },
    'GET /core/skills/': [
      200,
      [
        { id: 1, name: 'Support', auto_allocation: false, services: [] },
        { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
      ],
    ],
  });
}

describe('<oc-settings section="surveys">', () => {
  afterEach(reset);

  it('lists the surveys with their skills, how they go and their page', async () => {
    server();
    const { screen } = await mountSettings({ section: 'surveys' }, 'Enquêtes de satisfaction', admin);
    await screen.findByRole('cell', { name: 'Support' });
    expect(screen.getByRole('cell', { name: 'À chaque clôture' })).to.exist;
    expect(screen.getByRole('cell', { name: "Page d'enquête Omnicanal" })).to.exist;
  });

  it('names an unknown variable under the text, then saves a good survey and goes back', async () => {
    server();
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'surveys', item: 'add' }, 'Nouvelle enquête', admin);
    fill(await screen.findByRole('textbox', { name: /Nom/ }), 'Ventes');
    const text = screen.getByRole('textbox', { name: /Message/ });
    fill(text, 'Bonjour {{prenom}}');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('La variable prenom est inconnue.');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);
    fill(text, 'Votre avis, {{name}} : {{url}}');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ventes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/settings/surveys' }]));
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: 'Ventes',
      text: 'Votre avis, {{name}} : {{url}}',
      url: '',
      force_send: false,
      skills: [2],
      subaccounts: [],
    });
  });

  it('deletes after confirmation', async () => {
    server();
    const { screen } = await mountSettings({ section: 'surveys' }, 'Enquêtes de satisfaction', admin);
    await chooseRowAction(screen, 'Après discussion', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'enquête ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText("Aucune enquête de satisfaction pour l'instant.");
  });
});
