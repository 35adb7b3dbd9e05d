/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve } from '../testing/mount.ts';

/* The tickets screen: created, closed, open, late — over time, by status and kind, per agent. */

const range = {
  interval: 'lastweek',
  from: '2026-11-18T23:00:00.000Z',
  to: '2026-11-25T23:00:00.000Z',
  bucket: 'day',
  zone: 'Europe/Paris',
};
const zeros = {
  created: 0,
  closed: 0,
  open_now: 0,
  late: 0,
  late_rate: 0,
  avg_first_reply: null,
  avg_resolution: null,
};
const statuses = (counts: number[]) =>
  ['waiting', 'running', 'late', 'closed'].map((status, i) => ({ status, count: counts[i] ?? 0 }));

describe('<oc-stats-dashboard> ticketing', () => {
  afterEach(reset);

  it('reads the ticketing call into figures, a chart, bars and the agents, and exports them', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /core/agents/': [200, []],
      'GET /stats2/ticketing/dashboard': [
        200,
        {
          ...range,
          kpis: {
            created: 5,
            closed: 3,
            open_now: 3,
            late: 2,
            late_rate: 40,
            avg_first_reply: 560,
            avg_resolution: 30_600,
          },
          buckets: [{ start: '2026-11-18T23:00:00.000Z', created: 5, closed: 3, late: 2 }],
          by_status: statuses([1, 1, 1, 2]),
          by_kind: [
            { kind_id: null, kind: '', count: 2 },
            { kind_id: 4, kind: 'Livraison', count: 2 },
            { kind_id: 5, kind: 'Facture', count: 1 },
          ],
          agents: [
            {
              agent: '6f1c2b1e-4f5e-4c59-9a51-2d7b2f8a0c11',
              name: 'Alice Martin',
              taken: 2,
              closed: 2,
              avg_resolution: 42_300,
            },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard({ view: 'ticketing' }, 'Tickets');
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(figures.textContent).to.contain('Tickets créés5');
    expect(figures.textContent).to.contain('Ouverts en ce moment3');
    expect(figures.textContent).to.contain('En retard2');
    expect(figures.textContent).to.contain('40,00');
    expect(figures.textContent).to.contain('Première réponse (moyenne)9 min 20 s');
    expect(figures.textContent).to.contain('Résolution (moyenne)8 h 30 min');
    expect(screen.getByText('Tickets dans le temps').closest('figure')).to.exist;
    const byStatus = screen.getByRole('table', { name: 'Tickets par statut actuel' });
    expect(within(byStatus).getByRole('row', { name: /^Clos/ }).textContent).to.equal('Clos2');
    const byKind = screen.getByRole('table', { name: 'Tickets par type' });
    expect(within(byKind).getByRole('row', { name: /^Sans type/ }).textContent).to.equal('Sans type2');
    expect(within(byKind).getByRole('row', { name: /^Facture/ }).textContent).to.equal('Facture1');
    expect(screen.getByRole('row', { name: /Alice Martin/ }).textContent).to.equal(
      'Alice Martin2211 h 45 min',
    );
    // A ticket has a skill and an agent: both filters.
    expect(screen.getByRole('combobox', { name: 'Compétence' })).to.exist;
    expect(screen.getByRole('combobox', { name: 'Agent' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en XLSX' }));
    await waitFor(() => {
      const asked = heard.find((r) => r.path === '/stats2/ticketing/export/events');
      expect(asked?.query.get('format')).to.equal('xlsx');
      expect(asked?.query.get('interval')).to.equal('lastweek');
    });
  });

  it('says no ticket has been recorded yet when the period has none', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /core/agents/': [200, []],
      'GET /stats2/ticketing/dashboard': [
        200,
        { ...range, kpis: zeros, buckets: [], by_status: statuses([]), by_kind: [], agents: [] },
      ],
    });
    const { screen } = await mountDashboard({ view: 'ticketing', area: 'stats' }, 'Tickets');
    await screen.findByText('Aucun ticket n’a encore été enregistré sur cette période.');
    // In the statistics area, its link is the statistics' own.
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).to.equal('/stats/ticketing');
  });

  it('says what failed, and tries again on demand', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /core/agents/': [200, []],
      'GET /stats2/ticketing/dashboard': [500, { error: 'server_error' }],
    });
    const { screen } = await mountDashboard({ view: 'ticketing' }, 'Tickets');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).to.exist;
  });
});
