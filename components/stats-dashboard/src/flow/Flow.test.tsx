/// <reference types="mocha" />
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve, userOf } from '../testing/mount.ts';

/*
 * The bot's customer analytics exports the answers behind its moves: each visitor answer, what the
 * bot did next and whether it understood (guests `/stats/df-results`), for the range on screen.
 */
describe('<oc-stats-dashboard view="flow"> export', () => {
  afterEach(reset);

  it('exports the bot’s answers of the range as CSV', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /core/agents/': [200, []],
      'GET /guests/stats/sankey': [
        200,
        {
          interval: 'lastweek',
          from: '2026-11-19T23:00:00.000Z',
          to: '2026-11-26T23:00:00.000Z',
          bucket: 'day',
          zone: 'Europe/Paris',
          nodes: [],
          links: [],
        },
      ],
      'GET /guests/stats/df-results': [200, 'at,session\r\n'],
    });
    const { screen } = await mountDashboard({ view: 'flow' }, 'Parcours du bot', userOf('stats_manager'));
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(heard.some((r) => r.path === '/guests/stats/df-results')).to.equal(true));
    const asked = heard.find((r) => r.path === '/guests/stats/df-results');
    expect(asked?.query.get('interval')).to.equal('lastweek');
    expect(asked?.query.get('format')).to.equal('csv');
  });
});
