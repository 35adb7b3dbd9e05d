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

/** The company's Goodays account, as the thirdparties service answers it. */
const goodays = {
  id: 8,
  category: 'satisfaction',
  kind: 'goodays',
  label: 'Avis clients',
  skills: [],
  settings: { client_id: 'c-1' },
  secrets: { secret: true },
  sftp: null,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
};

function server(satisfaction: unknown[] = []) {
  surveys = [
    {
      id: 4,
      label: 'Après discussion',
      text: 'Merci {{name}} : {{url}}',
      url: '',
      force_send: true,
      skills: [1],
      subaccounts: [],
      account_id: null,
    },
  ];
  serve({
    'GET /surveys/surveys': () => [200, { results: surveys, count: surveys.length }],
    'GET /surveys/surveys/4': () => [200, surveys[0]],
    'POST /surveys/surveys': (request) => [201, { id: 5, ...(request.body as object) }],
    'GET /thirdparties/accounts': () => [200, satisfaction],
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
      account_id: null,
    });
  });

  it('offers the company’s satisfaction accounts as the survey’s link, and sends the one chosen', async () => {
    server([goodays]);
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'surveys', item: 'add' }, 'Nouvelle enquête', admin);
    const sources = await screen.findByRole('radiogroup', { name: /Lien de réponse/ });
    expect(within(sources).getByRole('radio', { name: "Notre page d'enquête" })).to.have.property(
      'checked',
      true,
    );
    fill(screen.getByRole('textbox', { name: /Nom/ }), 'Goodays');
    fill(screen.getByRole('textbox', { name: /Message/ }), 'Votre avis : {{url}}');
    fill(screen.getByRole('textbox', { name: /Lien de l'enquête/ }), 'https://oublie.example/s');
    fireEvent.click(within(sources).getByRole('radio', { name: 'Un compte de satisfaction' }));
    const account = screen.getByRole('combobox', { name: /Compte de satisfaction/ });
    expect(within(account).getByRole('option', { name: 'Avis clients (Goodays)' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/settings/surveys' }]));
    const sent = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    // The link typed before choosing the account is not sent: the account makes the link.
    expect([sent.url, sent.account_id]).to.deep.equal(['', 8]);
  });

  it('without a satisfaction account, the choice is there but not available, and says how to get one', async () => {
    server();
    const { screen } = await mountSettings({ section: 'surveys', item: 'add' }, 'Nouvelle enquête', admin);
    const sources = await screen.findByRole('radiogroup', { name: /Lien de réponse/ });
    expect(within(sources).getByRole('radio', { name: 'Un compte de satisfaction' })).to.have.property(
      'disabled',
      true,
    );
    expect(screen.getByText(/Ajoutez un compte Goodays ou Qemotion/)).to.exist;
    expect(screen.queryByRole('combobox', { name: /Compte de satisfaction/ })).to.equal(null);
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
