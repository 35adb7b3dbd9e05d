/// <reference types="mocha" />
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve, userOf } from '../testing/mount.ts';

/* The campaigns' screen: how far the sends got, in total, over time and per campaign. */

const counts = { sent: 10, delivered: 8, read: 4, failed: 2, replied: 1 };

describe('<oc-stats-dashboard> campaigns', () => {
  afterEach(reset);

  it('shows the funnel of the sends with each share, per campaign, and reads one campaign when picked', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /campaigns/stats/campaigns': [
        200,
        {
          from: '2026-11-19T23:00:00.000Z',
          to: '2026-11-26T23:00:00.000Z',
          totals: counts,
          campaigns: [{ id: 4, name: 'Soldes', type: 'whatsapp', status: 'MANUAL', ...counts }],
        },
      ],
      'GET /campaigns/stats/campaigns/interval': [
        200,
        { bucket: 'day', zone: 'Europe/Paris', buckets: [{ start: '2026-11-19T23:00:00.000Z', ...counts }] },
      ],
    });
    const { screen } = await mountDashboard(
      { view: 'campaigns', area: 'stats' },
      'Campagnes',
      userOf('stats_manager'),
    );
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(figures.textContent).to.contain('Remis8');
    expect(figures.textContent).to.contain('80,00');
    expect(screen.getByRole('row', { name: /Soldes/ }).textContent).to.contain('Soldes108412');
    // Campaigns are not per skill: no skill filter here.
    expect(screen.queryByRole('combobox', { name: 'Compétence' }) === null).to.equal(true);
    expect(screen.queryByRole('button', { name: 'Exporter en XLSX' }) === null).to.equal(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Campagne' }), { target: { value: '4' } });
    await waitFor(() =>
      expect(
        heard
          .filter((r) => r.path === '/campaigns/stats/campaigns')
          .at(-1)
          ?.query.get('campaign'),
      ).to.equal('4'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(
        heard.find((r) => r.path === '/campaigns/stats/campaigns/export')?.query.get('campaign'),
      ).to.equal('4'),
    );
  });
});
