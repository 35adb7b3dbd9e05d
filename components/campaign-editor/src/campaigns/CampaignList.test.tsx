/// <reference types="mocha" />
import type { Campaign } from '@omnicanal/api';
import { fireEvent, within } from '@testing-library/dom';
import { expect } from 'chai';
import { CAMPAIGN } from '../testing/fixtures.ts';
import { fill, heard, listen, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The campaigns list and one campaign's page as a manager follows them: status, type, next send
 * and figures; search and status filter; send now, cancel after confirmation, delete; the
 * recipients by status.
 */

const page = (results: Campaign[]) => ({ count: results.length, results });
const TITLE = 'Campagnes';
const PLANNED: Campaign = {
  ...CAMPAIGN,
  id: 12,
  name: 'Soldes',
  status: 'PENDING',
  dtstart: '2026-12-01T10:00',
  next_send_at: '2026-12-01T09:00:00.000Z',
};

describe('campaigns list and page', () => {
  afterEach(reset);

  it('shows each campaign with its status, type, next send and figures; searches and filters', async () => {
    serve({
      'GET /campaigns/campaigns': (request) =>
        [200, page(request.query.get('search') === 'zzz' ? [] : [CAMPAIGN, PLANNED])] as [number, unknown],
    });
    const { screen } = await mountEditor({ section: 'list' }, TITLE);
    const table = await screen.findByRole('table', { name: 'Campagnes' });
    const cells = (n: number) =>
      within(within(table).getAllByRole('row')[n] as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent);
    // 3 delivered, 1 read and 1 replied were all sent and delivered.
    expect(cells(1)).to.deep.equal(['Manuelle', 'WhatsApp', '—', '6', '5', '1', '1']);
    expect(cells(2)?.[2]).to.equal('1 déc. 2026, 10:00 (Europe/Paris)');
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'MANUAL' } });
    fill(screen.getByRole('searchbox', { name: 'Rechercher une campagne' }), 'zzz');
    await screen.findByText('Aucune campagne ne correspond à cette recherche.');
    const last = heard.at(-1)?.query;
    expect([last?.get('search'), last?.get('status')]).to.deep.equal(['zzz', 'MANUAL']);
  });

  it('the row menu edits or sends a manual campaign now, cancels after confirming, and opens one', async () => {
    let current = CAMPAIGN;
    serve({
      'GET /campaigns/campaigns': () => [200, page([current])],
      'POST /campaigns/campaigns/11/send': () => {
        current = { ...CAMPAIGN, status: 'RUNNING' };
        return [200, current];
      },
      'POST /campaigns/campaigns/11/cancel': () => {
        current = { ...CAMPAIGN, status: 'CANCELLED' };
        return [200, current];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({ section: 'list' }, TITLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Relance' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).to.deep.equal([
      'Ouvrir',
      'Modifier',
      'Envoyer maintenant',
      'Relancer les échecs',
      'Mettre en pause',
      'Annuler la campagne',
      'Supprimer',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Envoyer maintenant' }));
    await screen.findByText('Campagne « Relance » envoyée.');
    await screen.findByText('En cours', { selector: '.badge' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Relance' }));
    // A running campaign is cancelled, not deleted nor changed.
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).to.deep.equal([
      'Ouvrir',
      'Relancer les échecs',
      'Mettre en pause',
      'Annuler la campagne',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Annuler la campagne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler « Relance » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la campagne' }));
    await screen.findByText('Campagne « Relance » annulée.');

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Relance' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ouvrir' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/list/send/11' }]);
  });

  it('pauses a campaign, resumes it, and queues its failed recipients again, from the row menu', async () => {
    let current: Campaign = { ...PLANNED, status: 'RUNNING' };
    const moved = (status: Campaign['status']) => () => {
      current = { ...current, status };
      return [200, current] as [number, unknown];
    };
    serve({
      'GET /campaigns/campaigns': () => [200, page([current])],
      'POST /campaigns/campaigns/12/pause': moved('PAUSED'),
      'POST /campaigns/campaigns/12/resume': moved('RUNNING'),
      'POST /campaigns/campaigns/12/retry-failed': moved('RUNNING'),
    });
    const { screen } = await mountEditor({ section: 'list' }, TITLE);
    const menu = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Soldes' }));
      return (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    };
    await menu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mettre en pause' }));
    await screen.findByText('Campagne « Soldes » en pause : rien ne part avant la reprise.');
    await screen.findByText('En pause', { selector: '.badge' });
    // Paused: resumed or cancelled, never deleted nor retried while it stands still.
    expect(await menu()).to.deep.equal(['Ouvrir', 'Reprendre', 'Annuler la campagne']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reprendre' }));
    await screen.findByText('Campagne « Soldes » reprise.');
    await screen.findByText('En cours', { selector: '.badge' });
    await menu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Relancer les échecs' }));
    await screen.findByText('Les destinataires en échec de « Soldes » recevront un nouveau message.');
    expect(heard.map((r) => `${r.method} ${r.path}`).filter((r) => r.startsWith('POST'))).to.deep.equal([
      'POST /campaigns/campaigns/12/pause',
      'POST /campaigns/campaigns/12/resume',
      'POST /campaigns/campaigns/12/retry-failed',
    ]);
  });

  it('with no campaign it says so and offers to create one; a failed read offers Retry', async () => {
    let fail = true;
    serve({ 'GET /campaigns/campaigns': () => (fail ? [500, { detail: 'boom' }] : [200, page([])]) });
    const { screen } = await mountEditor({ section: 'list' }, TITLE);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Aucune campagne pour l'instant.");

    // The three areas link to each other; the current one says so.
    const moves = listen('oc-navigate');
    const areas = screen.getByRole('navigation', { name: 'Rubriques des campagnes' });
    expect(within(areas).getByRole('link', { name: 'Campagnes' }).getAttribute('aria-current')).to.equal(
      'page',
    );
    fireEvent.click(within(areas).getByRole('link', { name: 'Modèles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle campagne' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/templates' }, { path: '/campaigns/list/add' }]);
  });

  it("a campaign's page: its figures, its recipients by status, the refusal of a send said, and Edit", async () => {
    serve({
      'GET /campaigns/campaigns/11': [200, CAMPAIGN],
      'GET /campaigns/campaigns/11/recipients': (request) =>
        [
          200,
          request.query.get('status') === 'failed'
            ? {
                count: 1,
                results: [
                  {
                    external_id: '+33600000002',
                    send: 1,
                    status: 'failed',
                    attempts: 2,
                    error_code: '131026',
                    updated_at: '2026-11-26T10:00:00.000Z',
                  },
                ],
              }
            : { count: 0, results: [] },
        ] as [number, unknown],
      'POST /campaigns/campaigns/11/send': [
        409,
        { error: 'campaign_not_manual', detail: 'Only a manual campaign is sent on request.' },
      ],
    });
    const { screen } = await mountEditor({ section: 'list', item: 'send/11' }, 'Relance');
    const figures = await screen.findByText('Distribués');
    expect(figures.nextElementSibling?.textContent).to.equal('5');
    await screen.findByText("Aucun destinataire : la campagne n'a pas encore été envoyée.");
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'failed' } });
    const table = await screen.findByRole('table', { name: 'Destinataires' });
    expect(within(table).getByRole('rowheader').textContent).to.equal('+33600000002');
    expect(table.textContent).to.contain('Échec (131026)');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).to.equal('Seule une campagne manuelle s’envoie à la demande.');
    // A manual campaign is still changed in its form.
    const moves = listen('oc-navigate');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(moves).to.deep.equal([{ path: '/campaigns/list/11' }]);
  });
});
