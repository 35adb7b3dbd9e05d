/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve } from '../testing/mount.ts';

/* The reviews screen: received, rated, answered — over time, by stars and status, per platform and agent. */

const range = {
  interval: 'lastweek',
  from: '2026-11-18T23:00:00.000Z',
  to: '2026-11-25T23:00:00.000Z',
  bucket: 'day',
  zone: 'Europe/Paris',
};

describe('<oc-stats-dashboard> reviews', () => {
  afterEach(reset);

  it('reads the four reviews calls into figures, a chart, bars and tables, and exports them', async () => {
    serve({
      'GET /core/agents/': [200, []],
      'GET /stats2/reviews/dashboard/reviews-per-status': [
        200,
        {
          ...range,
          total: 4,
          answer_rate: 50,
          statuses: [
            { status: 'waiting', count: 1 },
            { status: 'answered', count: 2 },
            { status: 'ignored', count: 1 },
          ],
        },
      ],
      'GET /stats2/reviews/dashboard/platforms': [
        200,
        {
          ...range,
          totals: { google: 2, trustpilot: 2 },
          buckets: [{ start: '2026-11-18T23:00:00.000Z', google: 2, trustpilot: 2 }],
        },
      ],
      'GET /stats2/reviews/dashboard/platforms-score': [
        200,
        {
          ...range,
          platforms: [
            { platform: 'google', reviews: 2, avg_rating: 3.5, stars: [0, 1, 0, 0, 1] },
            { platform: 'trustpilot', reviews: 2, avg_rating: 2.5, stars: [1, 0, 0, 1, 0] },
          ],
        },
      ],
      'GET /stats2/reviews/dashboard/agents': [
        200,
        {
          ...range,
          agents: [
            {
              agent: '6f1c2b1e-4f5e-4c59-9a51-2d7b2f8a0c11',
              name: 'Alice Martin',
              answered: 2,
              ignored: 0,
              avg_response: 2700,
              avg_rating: 4.5,
            },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard({ view: 'reviews' }, 'Avis');
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(figures.textContent).to.contain('Avis reçus4');
    expect(figures.textContent).to.contain('Note moyenne3 / 5');
    expect(figures.textContent).to.contain('50,00');
    const stars = screen.getByRole('table', { name: 'Avis par note' });
    expect(within(stars).getByRole('row', { name: /^5 étoiles / }).textContent).to.equal('5 étoiles1');
    expect(within(stars).getByRole('row', { name: /^1 étoile / }).textContent).to.equal('1 étoile1');
    expect(screen.getByRole('row', { name: /Trustpilot/ }).textContent).to.contain('22,5 / 5');
    expect(screen.getByRole('row', { name: /Alice Martin/ }).textContent).to.equal(
      'Alice Martin2045 min 00 s4,5 / 5',
    );
    // A review has no skill: only the agent filter.
    expect(screen.queryByRole('combobox', { name: 'Compétence' }) === null).to.equal(true);
    expect(screen.getByRole('combobox', { name: 'Agent' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/stats2/reviews/export/events')?.query.get('interval')).to.equal(
        'lastweek',
      ),
    );
  });

  it('says so when no review came in', async () => {
    serve({
      'GET /core/agents/': [200, []],
      'GET /stats2/reviews/dashboard/reviews-per-status': [
        200,
        { ...range, total: 0, answer_rate: 0, statuses: [] },
      ],
      'GET /stats2/reviews/dashboard/platforms': [
        200,
        { ...range, totals: { google: 0, trustpilot: 0 }, buckets: [] },
      ],
      'GET /stats2/reviews/dashboard/platforms-score': [200, { ...range, platforms: [] }],
      'GET /stats2/reviews/dashboard/agents': [200, { ...range, agents: [] }],
    });
    const { screen } = await mountDashboard({ view: 'reviews' }, 'Avis');
    await screen.findByText('Aucun avis reçu sur cette période.');
  });
});

describe('<oc-stats-dashboard> comments', () => {
  afterEach(reset);

  it('says there is nothing to count until a comments channel brings some', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /stats/stats/dashboard-comments-gc': [
        200,
        { ...range, comments: 0, answered: 0, answer_rate: 0, avg_first_response: null, buckets: [] },
      ],
    });
    const { screen } = await mountDashboard({ view: 'comments' }, 'Commentaires');
    await screen.findByText(/Aucun commentaire public sur cette période/);
    expect(screen.getByRole('link', { name: 'Avis' }).getAttribute('href')).to.equal('/dashboard/reviews');
  });
});
