/// <reference types="mocha" />
import type { AgentStats, AgentSummary } from '@omnicanal/api';
import { setUser } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { showView } from '../model/view.ts';
import type { Frame } from '../testing/fakeSocket.ts';
import { makeUser } from '../testing/fixtures.ts';
import { mountInbox, unmountAll, type World } from '../testing/mount.ts';

/*
 * The "Statistiques" view: the period, the supervisor's skill and agent filters, the figures, the
 * chart, the rooms, the CSV export; loading, empty and error states.
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Sales', auto_allocation: false, services: [] },
];
const agent = (id: number, first: string, skills: number[]): AgentSummary => ({
  id,
  uuid: `uuid-${first.toLowerCase()}`,
  first_name: first,
  last_name: 'Agent',
  user_role: 'agent',
  pause: false,
  skills,
});
const AGENTS = [agent(1, 'Alice', [1]), agent(2, 'Bruno', [2])];

const hour = (h: number) => new Date(2026, 5, 15, h).toISOString();
function makeStats(overrides: Partial<AgentStats> = {}): AgentStats {
  return {
    interval: 'today',
    from: hour(0),
    to: new Date(2026, 5, 16).toISOString(),
    bucket: 'hour',
    total_count: 3,
    waiting_count: 1,
    late_count: 1,
    closed_count: 1,
    agent_count: 2,
    average_waiting: 90,
    average_running: 1_080,
    handle_rate: 66.67,
    buckets: Array.from({ length: 24 }, (_, h) => ({
      start: hour(h),
      created: h === 10 ? 2 : h === 11 ? 1 : 0,
      closed: h === 10 ? 1 : 0,
    })),
    details: [
      { room: 'r-b', label: 'ID12', state: 'late', skill: 'Support', agent: null, created: hour(11) },
      {
        room: 'r-a',
        label: 'ID11',
        state: 'closed',
        skill: 'Support',
        agent: 'Alice Agent',
        created: hour(10),
      },
    ],
    details_truncated: false,
    ...overrides,
  };
}

async function openStats(world: Partial<World> = {}, role: 'agent' | 'manager' = 'agent') {
  const frames: Frame[] = [];
  const answer = (frame: Frame) => {
    frames.push(frame);
    return { data: makeStats() };
  };
  const mounted = await mountInbox({
    rooms: [],
    messages: {},
    skills: SKILLS,
    agents: AGENTS,
    ...world,
    commands: { get_stats: answer, get_supervisor_stats: answer, ...world.commands },
  });
  if (role !== 'agent') setUser(makeUser({ user_role: role }));
  mounted.screen.getByRole('button', { name: 'Statistiques' }).click();
  const view = within(await mounted.screen.findByRole('region', { name: 'Statistiques' }));
  return { ...mounted, view, frames };
}

const card = (view: ReturnType<typeof within>, label: string) =>
  view.getAllByRole('term').find((term: HTMLElement) => term.textContent === label)?.nextElementSibling
    ?.textContent;

describe('<oc-agent-inbox> statistics view', () => {
  afterEach(() => {
    unmountAll();
    // The view is the inbox's own state: the next test starts on the conversations.
    showView('rooms');
  });

  it('an agent sees their own figures for today, the chart and the rooms, without company filters', async () => {
    const { view, frames } = await openStats();
    await view.findByRole('table', { name: 'Détail des conversations' });
    expect(frames[0]).to.include({ command: 'get_stats', interval: 'today', details: 'rooms' });
    expect(card(view, 'Conversations')).to.equal('3');
    expect(card(view, 'Taux de prise en charge')?.replace(/\s/g, ' ')).to.equal('66,67 %');
    expect(card(view, 'Attente moyenne')).to.equal('1 min 30 s');
    expect(card(view, 'Durée moyenne')).to.equal('18 min 00 s');
    expect(view.getByRole('img').getAttribute('aria-label')).to.equal(
      '3 créées et 1 fermées sur la période ; pic de 2 à 10 h.',
    );
    const rows = within(view.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).to.contain('ID12').and.contain('En retard').and.contain('Support');
    expect(view.queryByRole('combobox', { name: 'Compétence' })).to.equal(null);
    expect(view.getByText('Vos statistiques sur les conversations de vos compétences.')).to.exist;
  });

  it('a manager filters by skill, then by an agent of that skill', async () => {
    const agentQueries: string[] = [];
    const { view, frames } = await openStats(
      {
        http: {
          'GET /core/agents/': (_request, url) => {
            agentQueries.push(url.search);
            const skill = Number(url.searchParams.get('skill'));
            return Response.json(skill ? AGENTS.filter((a) => a.skills.includes(skill)) : AGENTS);
          },
        },
      },
      'manager',
    );
    await view.findByRole('option', { name: 'Sales' });
    await waitFor(() => expect(frames.at(-1)?.command).to.equal('get_supervisor_stats'));
    fireEvent.change(view.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    await waitFor(() => expect(frames.at(-1)).to.include({ skill: 2 }));
    await waitFor(() => expect(agentQueries).to.include('?skill=2'));
    await waitFor(() => expect(view.queryByRole('option', { name: 'Alice Agent' })).to.equal(null));
    fireEvent.change(view.getByRole('combobox', { name: 'Agent' }), { target: { value: 'uuid-bruno' } });
    await waitFor(() => expect(frames.at(-1)).to.include({ skill: 2, agent: 'uuid-bruno' }));
  });

  it('a custom period waits for both days, then asks for them', async () => {
    const { view, frames } = await openStats();
    await view.findByRole('table');
    fireEvent.change(view.getByRole('combobox', { name: 'Période' }), { target: { value: 'custom' } });
    expect(
      (await view.findByText('Choisissez le premier et le dernier jour de la période.')).getAttribute('role'),
    ).to.equal('status');
    expect(view.getByRole('button', { name: 'Exporter en CSV' }).hasAttribute('disabled')).to.equal(true);
    const asked = frames.length;
    fireEvent.change(view.getByLabelText('Du'), { target: { value: '2026-06-01' } });
    fireEvent.change(view.getByLabelText('Au'), { target: { value: '2026-06-15' } });
    await waitFor(() =>
      expect(frames.at(-1)).to.include({ interval: 'custom', dt_gt: '2026-06-01', dt_lt: '2026-06-15' }),
    );
    expect(frames.length).to.equal(asked + 1);
  });

  it('exports the CSV under the name the server gives', async () => {
    const { view, frames } = await openStats({
      commands: {
        get_csv_stats: (frame) => {
          frames.push(frame);
          return { data: { filename: 'export-stats-2026-06-15.csv', csv: 'room,label\r\nr-a,ID11\r\n' } };
        },
      },
    });
    await view.findByRole('table');
    const realCreate = URL.createObjectURL;
    const realClick = HTMLAnchorElement.prototype.click;
    let blob: Blob | null = null;
    let saved = '';
    URL.createObjectURL = (b: Blob | MediaSource) => {
      blob = b as Blob;
      return 'blob:stats';
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved = this.download;
    };
    try {
      view.getByRole('button', { name: 'Exporter en CSV' }).click();
      await waitFor(() => expect(saved).to.equal('export-stats-2026-06-15.csv'));
      expect(frames.at(-1)).to.include({ command: 'get_csv_stats', interval: 'today' });
      expect(await (blob as unknown as Blob).text()).to.equal('room,label\r\nr-a,ID11\r\n');
    } finally {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    }
  });

  it('says when the period is empty, and when the statistics cannot be had', async () => {
    const empty = await openStats({
      commands: { get_stats: () => ({ data: makeStats({ total_count: 0, details: [], buckets: [] }) }) },
    });
    expect(await empty.view.findByText('Aucune conversation sur cette période.')).to.exist;
    expect(empty.view.queryByRole('table')).to.equal(null);
    unmountAll();
    showView('rooms');
    const refused = await openStats({ commands: { get_stats: () => ({ error: 'permission_denied' }) } });
    expect((await refused.view.findByRole('alert')).textContent).to.equal(
      "Vous n'avez pas les droits nécessaires.",
    );
  });
});
