/// <reference types="mocha" />
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { mountInbox, unmountAll } from '../testing/mount.ts';

/* The statistics strip of the inbox header: the agent's figures, readable durations, scores. */

const strip = async (screen: Awaited<ReturnType<typeof mountInbox>>['screen']) =>
  within(await screen.findByRole('region', { name: 'Mes statistiques du jour' }));

/** The value shown beside a label of the strip. */
function shown(region: ReturnType<typeof within>, label: string): string {
  const dt = region.getAllByRole('term').find((term: HTMLElement) => term.textContent === label);
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('<oc-agent-inbox> header statistics', () => {
  afterEach(unmountAll);

  it("shows the agent's ongoing rooms, average wait and length, satisfaction and NPS", async () => {
    let asked = 0;
    const { screen } = await mountInbox({
      rooms: [],
      messages: {},
      commands: {
        get_header_stats: () => {
          asked++;
          return {
            data: { running_count: 3, avg_waiting: 125, avg_running: 3_900, avg_sat: 4.25, avg_nps: 8 },
          };
        },
      },
    });
    const region = await strip(screen);
    await waitFor(() => expect(shown(region, 'En cours')).to.equal('3'));
    expect(shown(region, 'Attente moyenne')).to.equal('2 min 05 s');
    expect(shown(region, 'Durée moyenne')).to.equal('1 h 05 min');
    expect(shown(region, 'Satisfaction')).to.equal('4,3 / 5');
    expect(shown(region, 'NPS')).to.equal('8 / 10');
    expect(asked).to.equal(1);
  });

  it('says when nothing was measured, and when the figures cannot be had', async () => {
    const { screen } = await mountInbox({
      rooms: [],
      messages: {},
      commands: {
        get_header_stats: () => ({
          data: { running_count: 0, avg_waiting: null, avg_running: null, avg_sat: null, avg_nps: null },
        }),
      },
    });
    const region = await strip(screen);
    await waitFor(() => expect(shown(region, 'En cours')).to.equal('0'));
    expect(shown(region, 'Satisfaction')).to.equal('—');
    expect(shown(region, 'Attente moyenne')).to.equal('—');
    unmountAll();

    const failing = await mountInbox({
      rooms: [],
      messages: {},
      commands: { get_header_stats: () => ({ error: 'server_error' }) },
    });
    const broken = await strip(failing.screen);
    expect((await broken.findByRole('status')).textContent).to.equal(
      'Statistiques indisponibles : Erreur du serveur. Réessayez plus tard.',
    );
    expect(shown(broken, 'En cours')).to.equal('—');
  });
});
