/// <reference types="mocha" />
import type { Customer } from '@omnicanal/api';
import { setCustomer } from '@omnicanal/stores';
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
 * Sub-accounts (spec 002 §5): only when the offer allows more than one skill; then listed,
 * added, edited and deleted by admins, with duplicates refused on the name.
 */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const EST = { id: 3, name: 'Est', skills: [1] };
const TITLE = 'Sous-comptes';

const customer = (max_skills: number): Customer => ({
  id: 1,
  logo: null,
  company_name: 'Demo',
  over_quota: false,
  offer_desc: { features: [], is_appsumo: false, max_skills },
  services: [],
});

/** Mounts the section for an admin whose company has `offer` (the customer is set after sign-in). */
async function mount(item: string | undefined, title: string, offer = customer(10)) {
  const attributes: Record<string, string> = item
    ? { section: 'subaccounts', item }
    : { section: 'subaccounts' };
  const mounted = mountSettings(attributes, title, userOf('admin'));
  setCustomer(offer);
  return mounted;
}

describe('<oc-settings section="subaccounts">', () => {
  afterEach(reset);

  it('says the offer does not include them, and calls nothing', async () => {
    serve({});
    const { screen } = await mount(undefined, TITLE, customer(1));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(
        "Votre offre n'inclut pas les sous-comptes : ils demandent une offre à plusieurs compétences.",
      ),
    );
    expect(heard.filter((h) => h.path.startsWith('/core/subaccounts'))).to.deep.equal([]);
  });

  it('says the same when the server answers that they do not exist for the company', async () => {
    serve({
      'GET /core/subaccounts/': [404, { error: 'not_found', detail: 'The sub-accounts does not exist.' }],
      'GET /core/skills/': [200, SKILLS],
    });
    const { screen } = await mount(undefined, TITLE);
    await screen.findByText(/Votre offre n'inclut pas les sous-comptes/);
  });

  it('lists, adds and refuses a duplicate name', async () => {
    serve({
      'GET /core/subaccounts/': [200, { results: [EST], count: 1 }],
      'GET /core/skills/': [200, SKILLS],
      'POST /core/subaccounts/': [
        400,
        { error: 'already_exists', detail: 'This name is already used.', name: ['already_exists'] },
      ],
    });
    const navigate = listen('oc-navigate');
    const list = await mount(undefined, TITLE);
    const row = await list.screen.findByRole('row', { name: /Est/ });
    expect(row.textContent).to.contain('Support');
    list.screen.getByRole('button', { name: 'Ajouter un sous-compte' }).click();
    list.screen.getByRole('button', { name: 'Modifier Est' }).click();
    expect(navigate).to.deep.equal([
      { path: '/settings/subaccounts/add' },
      { path: '/settings/subaccounts/3' },
    ]);
    reset();

    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /core/subaccounts/': [
        400,
        { error: 'already_exists', detail: 'This name is already used.', name: ['already_exists'] },
      ],
    });
    const { screen } = await mount('add', 'Nouveau sous-compte');
    fill(await screen.findByLabelText('Nom'), 'est');
    screen.getByRole('checkbox', { name: 'Support' }).click();
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Cette valeur existe déjà.');
    expect(heard.filter((h) => h.method === 'POST').map((h) => h.body)).to.deep.equal([
      { name: 'est', skills: [1] },
    ]);
  });

  it('edits a sub-account and goes back to the list, which says it is saved', async () => {
    serve({
      'GET /core/subaccounts/3': [200, EST],
      'GET /core/skills/': [200, SKILLS],
      'POST /core/subaccounts/3': (request) => [200, { id: 3, ...(request.body as object) }],
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mount('3', 'Modifier le sous-compte');
    fill(await screen.findByLabelText('Nom'), 'Est et Nord');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(navigate).to.deep.equal([{ path: '/settings/subaccounts' }]));
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({ name: 'Est et Nord', skills: [1] });
  });

  it('deletes after confirmation', async () => {
    serve({
      'GET /core/subaccounts/': [200, { results: [EST], count: 1 }],
      'GET /core/skills/': [200, SKILLS],
      'DELETE /core/subaccounts/3': [204, null],
    });
    const { screen } = await mount(undefined, TITLE);
    await chooseRowAction(screen, 'Est', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le sous-compte « Est » ?' });
    within(dialog).getByRole('button', { name: 'Supprimer' }).click();
    await screen.findByText('Sous-compte « Est » supprimé.');
    expect(heard.filter((h) => h.method === 'DELETE').map((h) => h.path)).to.deep.equal([
      '/core/subaccounts/3',
    ]);
  });
});
