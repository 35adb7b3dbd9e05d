/// <reference types="mocha" />
import type { ContactReason, Customer } from '@omnicanal/api';
import { setCustomer } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import {
  chooseRowAction,
  type Heard,
  heard,
  listen,
  mountSettings,
  reset,
  serve,
  userOf,
} from '../../testing/mount.ts';

/*
 * The contact reasons screens as a manager meets them: the list with its empty state, add and
 * edit with the server's refusals under the field, delete after confirmation, and the sub-accounts
 * field only where the offer has them.
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
];
const REASONS: ContactReason[] = [
  { id: 1, label: 'Autre', skills: [], subaccounts: [] },
  { id: 2, label: 'Réclamation', skills: [1], subaccounts: [] },
];
const manager = userOf('manager');
const TITLE = 'Motifs de contact';
const page =
  (items: ContactReason[]) =>
  (request: Heard): [number, unknown] => {
    const needle = request.query.get('search') ?? '';
    const found = items.filter((r) => r.label.includes(needle));
    return [
      200,
      {
        results: request.query.get('ordering') === '-label' ? [...found].reverse() : found,
        count: found.length,
      },
    ];
  };
const customer = (max_skills: number) =>
  ({ offer_desc: { features: [], is_appsumo: false, max_skills } }) as unknown as Customer;

describe('contact reasons settings', () => {
  afterEach(() => {
    setCustomer(null);
    reset();
  });

  it('lists the reasons with their skills, paged and sorted by the server', async () => {
    serve({ 'GET /agents/contactreasons/': page(REASONS), 'GET /core/skills/': [200, SKILLS] });
    const { screen } = await mountSettings({ section: 'contact-reasons' }, TITLE, manager);
    const table = await screen.findByRole('table', { name: 'Motifs de contact' });
    await within(table).findByText('Support');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).to.contain('Autre').and.contain('Toutes');
    expect(rows[1]).to.contain('Réclamation').and.contain('Support');
    const asked = heard.find((h) => h.path === '/agents/contactreasons/');
    expect(asked?.query.get('ordering')).to.equal('label');
    expect(asked?.query.get('limit')).to.equal('20');
    fireEvent.click(screen.getByRole('button', { name: /Libellé/ }));
    await waitFor(() => expect(heard.at(-1)?.query.get('ordering')).to.equal('-label'));
  });

  it('says what to do when there is none, and Add leads to the form', async () => {
    serve({ 'GET /agents/contactreasons/': page([]), 'GET /core/skills/': [200, SKILLS] });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'contact-reasons' }, TITLE, manager);
    await screen.findByText(/Aucun motif de contact. Ajoutez-en un/);
    const adds = screen.getAllByRole('button', { name: 'Ajouter un motif' });
    fireEvent.click(adds.at(-1) as HTMLElement);
    expect(moves).to.deep.equal([{ path: '/settings/contact-reasons/add' }]);
  });

  it('creates a reason; a missing label or a duplicate is refused under the field', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'already_exists', detail: 'x', label: ['already_exists'] },
    ];
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /agents/contactreasons/': () => answer,
    });
    setCustomer(customer(1));
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'contact-reasons', item: 'add' },
      'Nouveau motif de contact',
      manager,
    );
    const label = await screen.findByRole('textbox', { name: /Libellé/ });
    // The offer has no sub-accounts: no field for them.
    expect(screen.queryByRole('group', { name: 'Sous-comptes' })).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ce champ ne peut pas être vide.');
    expect(heard.some((h) => h.method === 'POST')).to.equal(false);

    fireEvent.input(label, { target: { value: 'Facturation' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ventes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette valeur existe déjà.');
    expect(moves).to.deep.equal([]);
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: 'Facturation',
      skills: [2],
      subaccounts: [],
    });

    answer = [201, { id: 9, label: 'Facturation 2', skills: [2], subaccounts: [] }];
    fireEvent.input(label, { target: { value: 'Facturation 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves.at(-1)).to.deep.equal({ path: '/settings/contact-reasons' }));
  });

  it('edits a reason with its sub-accounts when the offer has them', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'GET /core/subaccounts/': [200, { results: [{ id: 4, name: 'Boutique', skills: [] }], count: 1 }],
      'GET /agents/contactreasons/2': [200, { ...REASONS[1], subaccounts: [4] }],
      'POST /agents/contactreasons/2': [200, REASONS[1]],
    });
    setCustomer(customer(3));
    const { screen } = await mountSettings(
      { section: 'contact-reasons', item: '2' },
      'Modifier le motif de contact',
      userOf('admin'),
    );
    const label = (await screen.findByRole('textbox', { name: /Libellé/ })) as HTMLInputElement;
    expect(label.value).to.equal('Réclamation');
    expect((screen.getByRole('checkbox', { name: 'Boutique' }) as HTMLInputElement).checked).to.equal(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boutique' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
        label: 'Réclamation',
        skills: [1],
        subaccounts: [],
      }),
    );
  });

  it("a manager, who may not read sub-accounts, keeps the reason's own unseen", async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'GET /agents/contactreasons/2': [200, { ...REASONS[1], subaccounts: [4] }],
      'POST /agents/contactreasons/2': [200, REASONS[1]],
    });
    setCustomer(customer(3));
    const { screen } = await mountSettings(
      { section: 'contact-reasons', item: '2' },
      'Modifier le motif de contact',
      manager,
    );
    await screen.findByRole('textbox', { name: /Libellé/ });
    expect(screen.queryByRole('checkbox', { name: 'Boutique' })).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(heard.find((h) => h.method === 'POST')?.body).to.deep.include({ subaccounts: [4] }),
    );
    expect(heard.some((h) => h.path === '/core/subaccounts/')).to.equal(false);
  });

  it('deletes a reason after confirmation and says so', async () => {
    let items = [...REASONS];
    serve({
      'GET /agents/contactreasons/': (request) => page(items)(request),
      'GET /core/skills/': [200, SKILLS],
      'DELETE /agents/contactreasons/2': () => {
        items = items.filter((r) => r.id !== 2);
        return [204, null];
      },
    });
    const { screen } = await mountSettings({ section: 'contact-reasons' }, TITLE, manager);
    await chooseRowAction(screen, 'Réclamation', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le motif « Réclamation » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(heard.some((h) => h.method === 'DELETE')).to.equal(false);
    await chooseRowAction(screen, 'Réclamation', 'Supprimer');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Motif « Réclamation » supprimé.');
    await waitFor(() => expect(screen.queryByText('Réclamation')).to.equal(null));
  });

  it('an unknown item says so', async () => {
    serve({});
    const { screen } = await mountSettings({ section: 'contact-reasons', item: 'nope' }, TITLE, manager);
    expect(screen.getByRole('alert').textContent).to.equal("Ce motif de contact n'existe pas.");
  });
});
