/// <reference types="mocha" />
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountDashboard, reset, serve, userOf } from '../testing/mount.ts';

/* The web IVR's screens as a statistics manager reads them: figures, the web IVR picked, the tree. */

const RANGE = {
  interval: 'lastweek',
  from: '2026-11-19T23:00:00.000Z',
  to: '2026-11-26T23:00:00.000Z',
  bucket: 'day',
  zone: 'Europe/Paris',
} as const;
const ACCOUNTS = [
  { id: 3, label: 'Accueil' },
  { id: 5, label: 'Après-vente' },
];
const common = {
  'GET /core/skills/': [200, []] as [number, unknown],
  'GET /core/agents/': [200, []] as [number, unknown],
};

describe('<oc-stats-dashboard> web IVR', () => {
  afterEach(reset);

  it('shows the visitors, their hand-offs and the most visited nodes, and reads one web IVR when picked', async () => {
    serve({
      ...common,
      'GET /stats2/webivr/dashboard': [
        200,
        {
          ...RANGE,
          accounts: ACCOUNTS,
          sessions: 8,
          steps: 20,
          avg_steps: 2.5,
          handed_off: 2,
          handoff_rate: 25,
          forms_sent: 1,
          buckets: [{ start: '2026-11-19T23:00:00.000Z', sessions: 8, handed_off: 2 }],
          top_nodes: [
            { node: 'n1', label: 'Bienvenue', action: 'page', visits: 8 },
            { node: 'n2', label: 'Discuter', action: 'messaging', visits: 2 },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard({ view: 'webivr' }, 'SVI web', userOf('stats_manager'));
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(figures.textContent).to.contain('Étapes par visiteur2,5');
    expect(figures.textContent).to.contain('25,00');
    const row = screen.getByRole('row', { name: /Discuter/ });
    expect(row.textContent).to.contain('Discussion');
    expect(row.textContent).to.contain('25,00');
    fireEvent.change(screen.getByRole('combobox', { name: 'SVI web' }), { target: { value: '5' } });
    await waitFor(() =>
      expect(
        heard
          .filter((r) => r.path === '/stats2/webivr/dashboard')
          .at(-1)
          ?.query.get('account'),
      ).to.equal('5'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/stats2/webivr/export')?.query.get('account')).to.equal('5'),
    );
  });

  it('lists the menu in reading order with each node’s visitors and share', async () => {
    serve({
      ...common,
      'GET /stats2/webivr/sankey-v2': [
        200,
        {
          ...RANGE,
          accounts: ACCOUNTS,
          account: 3,
          sessions: 4,
          nodes: [
            { id: 'a', parent: null, tree: 't', label: 'Bienvenue', action: 'page', depth: 0, visits: 4 },
            { id: 'b', parent: 'a', tree: 't', label: 'Horaires', action: 'choice', depth: 1, visits: 1 },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard(
      { view: 'webivr-tree' },
      'Arbre du SVI web',
      userOf('stats_manager'),
    );
    await screen.findByRole('table', { name: /4 visiteurs sur la période/ });
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows[1]).to.contain('Bienvenue');
    expect(rows[1]).to.contain('100,00');
    expect(rows[2]).to.contain('Horaires');
    expect(rows[2]).to.contain('25,00');
    expect(screen.queryByRole('option', { name: 'Tous les SVI web' }) === null).to.equal(true);
  });

  it('links the statistics screens, the current one marked, and asks the console to go to another', async () => {
    serve({
      ...common,
      'GET /stats2/webivr/sankey-v2': [
        200,
        { ...RANGE, accounts: [], account: null, sessions: 0, nodes: [] },
      ],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountDashboard(
      { view: 'webivr-tree', area: 'stats' },
      'Arbre du SVI web',
      userOf('stats_manager'),
    );
    const nav = screen.getByRole('navigation', { name: 'Statistiques' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).to.deep.equal([
      'Bots',
      'Parcours du bot',
      'SVI web',
      'Parcours du SVI web',
      'Arbre du SVI web',
      'Campagnes',
      'Tickets',
    ]);
    expect(screen.getByRole('link', { name: 'Arbre du SVI web' }).getAttribute('aria-current')).to.equal(
      'page',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Parcours du SVI web' }));
    expect(moves).to.deep.equal([{ path: '/stats/webivr/customer-analytics' }]);
    expect((await screen.findByText("Aucun SVI web n'existe encore.")).getAttribute('role')).to.equal(
      'status',
    );
  });

  it('says when nobody browsed the menus in the period', async () => {
    serve({
      ...common,
      'GET /stats2/webivr/sankey': [200, { ...RANGE, accounts: [], nodes: [], links: [] }],
    });
    const { screen } = await mountDashboard(
      { view: 'webivr-flow' },
      'Parcours du SVI web',
      userOf('manager'),
    );
    expect((await screen.findByText(/Aucun parcours de visiteur/)).getAttribute('role')).to.equal('status');
  });
});
