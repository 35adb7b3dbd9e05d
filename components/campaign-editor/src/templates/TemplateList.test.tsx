/// <reference types="mocha" />
import type { Template } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { TEMPLATE } from '../testing/fixtures.ts';
import { fill, heard, listen, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The templates list as a manager meets it: its columns and status badges (a refusal with its
 * reason), the provider said on screen, search and filters, empty and failure states, and the row
 * menu's edit, submit and delete (refused while a campaign sends the template).
 */

const LOCAL = { name: 'local', local: true };
const page = (results: Template[]) => ({ count: results.length, results, provider: LOCAL });
const TITLE = 'Modèles de messages';
const REFUSED: Template = {
  ...TEMPLATE,
  id: 5,
  name: 'promo_sms',
  kind: 'sms',
  channel: 'sms',
  language: 'en_GB',
  category: 'UTILITY',
  status: 'REFUSED',
  status_detail: 'link_shortener',
};

describe('templates list', () => {
  afterEach(reset);

  it('shows each template with its channel, language, category and status, a refusal with its reason, and the local provider', async () => {
    serve({ 'GET /campaigns/templates': [200, page([TEMPLATE, REFUSED])] });
    const { screen } = await mountEditor({ section: 'templates' }, TITLE);
    const table = await screen.findByRole('table', { name: 'Modèles de messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).to.deep.equal(['WhatsApp', 'français', 'Marketing', 'Brouillon']);
    expect(cells(rows[1] as HTMLElement)).to.deep.equal([
      'SMS',
      'anglais britannique',
      'Service',
      'Refuséle texte contient un lien raccourci',
    ]);
    expect(screen.getByText("Validation locale : rien n'est envoyé à WhatsApp.")).to.exist;
  });

  it('searches and filters by channel and status; says when nothing matches, and how to start when there is none', async () => {
    serve({
      'GET /campaigns/templates': (request) =>
        [200, page(request.query.get('search') === 'zzz' ? [] : [TEMPLATE])] as [number, unknown],
    });
    const { screen } = await mountEditor({ section: 'templates' }, TITLE);
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Canal' }), { target: { value: 'tyntec-wa' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'VALIDATED' } });
    fill(screen.getByRole('searchbox', { name: 'Rechercher un modèle' }), 'zzz');
    await screen.findByText('Aucun modèle ne correspond à cette recherche.');
    const last = heard.at(-1)?.query;
    expect([last?.get('search'), last?.get('kind'), last?.get('status')]).to.deep.equal([
      'zzz',
      'tyntec-wa',
      'VALIDATED',
    ]);

    reset();
    serve({ 'GET /campaigns/templates': [200, page([])] });
    const empty = await mountEditor({ section: 'templates' }, TITLE);
    await empty.screen.findByText(/Aucun modèle. Ajoutez-en un/);
    const moves = listen('oc-navigate');
    fireEvent.click(empty.screen.getByRole('button', { name: 'Ajouter un modèle' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/templates/add' }]);
  });

  it('a failed read offers Retry', async () => {
    let fail = true;
    serve({ 'GET /campaigns/templates': () => (fail ? [500, { detail: 'boom' }] : [200, page([TEMPLATE])]) });
    const { screen } = await mountEditor({ section: 'templates' }, TITLE);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table');
  });

  it('the row menu edits, submits a WhatsApp draft, and deletes after confirming; a template a campaign sends is refused', async () => {
    let current = TEMPLATE;
    serve({
      'GET /campaigns/templates': () => [200, page([current, REFUSED])],
      'POST /campaigns/templates/tyntec-wa/4/submit': () => {
        current = { ...TEMPLATE, status: 'SUBMITTED' };
        return [200, current];
      },
      'DELETE /campaigns/templates/4': [
        409,
        {
          error: 'blocked_by_campaign',
          detail: 'This template is used by a campaign and cannot be deleted.',
        },
      ],
      'DELETE /campaigns/templates/5': [204, null],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({ section: 'templates' }, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour relance_panier' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).to.deep.equal(['Modifier', 'Envoyer en validation', 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Envoyer en validation' }));
    await screen.findByText('Modèle « relance_panier » envoyé en validation.');
    await waitFor(() => expect(screen.getAllByText('En validation').length).to.be.greaterThan(1));

    // An SMS template has no submit of its own: saving it submits it.
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour promo_sms' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).to.deep.equal([
      'Modifier',
      'Supprimer',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer « promo_sms » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Modèle « promo_sms » supprimé.');

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour relance_panier' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « relance_panier » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const refusal = await screen.findByText(
      'Ce modèle est utilisé par une campagne et ne peut pas être supprimé.',
    );
    expect(refusal.getAttribute('role')).to.equal('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour relance_panier' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/templates/tyntec-wa/4' }]);
  });

  it('speaks English when the page does', async () => {
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    serve({ 'GET /campaigns/templates': [200, page([REFUSED])] });
    const { screen } = await mountEditor({ section: 'templates' }, 'Message templates');
    const table = await screen.findByRole('table', { name: 'Message templates' });
    expect(table.textContent).to.contain('Refused').and.contain('the text carries a shortened link');
    expect(screen.getByText('Local validation, nothing is sent to WhatsApp.')).to.exist;
  });
});
