/// <reference types="mocha" />
import type { DiscussionDetailPage, StatsDashboard, StatsMonitoring } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve, userOf } from './testing/mount.ts';

/*
 * The dashboards as a manager reads them: the figures of the answer in both languages' formats,
 * the range picker's query, the tabs, the pages of discussions, monitoring, and the roles refused.
 */

const RANGE = {
  interval: 'lastweek',
  from: '2026-11-19T23:00:00.000Z',
  to: '2026-11-26T23:00:00.000Z',
  bucket: 'day',
  zone: 'Europe/Paris',
} as const;
const DASHBOARD: StatsDashboard = {
  ...RANGE,
  kpis: {
    conversations: 12,
    handled: 9,
    handle_rate: 75,
    avg_waiting: 95,
    avg_first_response: 40,
    avg_running: 725,
    late_count: 2,
    late_rate: 16.67,
    avg_sat: 4.25,
    sat_count: 4,
    nps: 50,
    nps_count: 2,
    visitor_messages: 40,
    agent_messages: 35,
  },
  buckets: [
    { start: '2026-11-19T23:00:00.000Z', created: 5, handled: 4, closed: 4, late: 1 },
    { start: '2026-11-20T23:00:00.000Z', created: 7, handled: 5, closed: 6, late: 1 },
  ],
  by_channel: [
    { channel: 'web', conversations: 9 },
    { channel: 'whatsapp', conversations: 3 },
  ],
  by_skill: [{ skill_id: 1, skill: 'Support', conversations: 12, handle_rate: 75, avg_waiting: 95 }],
  contact_reasons: [{ id: 4, label: 'Livraison', count: 5 }],
};
const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const common = {
  'GET /core/skills/': [200, SKILLS] as [number, unknown],
  'GET /core/agents/': [200, []] as [number, unknown],
};

describe('<oc-stats-dashboard>', () => {
  afterEach(reset);

  it('shows the global activity of last week by default, figures in French formats', async () => {
    serve({ ...common, 'GET /stats/stats/dashboard': [200, DASHBOARD] });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    const kpis = await screen.findByLabelText('Chiffres clés');
    const text = kpis.textContent ?? '';
    expect(text).to.contain('Conversations12');
    expect(text).to.contain('75,00');
    expect(text).to.contain('1 min 35 s');
    expect(text).to.contain('4,3 / 5');
    expect(text).to.contain('4 réponses');
    const query = heard.find((r) => r.path === '/stats/stats/dashboard')?.query;
    expect(query?.get('interval')).to.equal('lastweek');
    expect(screen.getByRole('img', { name: /Reçues : 12, Prises en charge : 9/ })).to.exist;
    expect(screen.getByRole('rowheader', { name: 'WhatsApp' })).to.exist;
    expect(screen.getByRole('rowheader', { name: 'Livraison' })).to.exist;
  });

  it('names the chart’s days on the company’s clock, not the browser’s', async () => {
    // 10:00 UTC on 20 November is midnight on the 21st at UTC+14, and still the 20th from UTC−10 to UTC+13.
    const kiritimati = {
      ...DASHBOARD,
      zone: 'Pacific/Kiritimati',
      buckets: [{ start: '2026-11-20T10:00:00.000Z', created: 7, handled: 5, closed: 6, late: 1 }],
    };
    serve({ ...common, 'GET /stats/stats/dashboard': [200, kiritimati] });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    expect(await screen.findByRole('img', { name: /Pic le 21\/11/ })).to.exist;
  });

  it('asks again for last month as a custom range once the range is saved, not before', async () => {
    serve({ ...common, 'GET /stats/stats/dashboard': [200, DASHBOARD] });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    await screen.findByLabelText('Chiffres clés');
    fireEvent.click(screen.getByRole('button', { name: /Période/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Période' });
    const lastMonth = within(dialog).getByRole('button', { name: 'Mois dernier' });
    fireEvent.click(lastMonth);
    await waitFor(() => expect(lastMonth.getAttribute('aria-pressed')).to.equal('true'));
    // Choosing a preset changes nothing until it is saved.
    expect(heard.filter((r) => r.path === '/stats/stats/dashboard')).to.have.length(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => {
      const last = heard.filter((r) => r.path === '/stats/stats/dashboard').at(-1);
      expect(last?.query.get('interval')).to.equal('custom');
      expect(last?.query.get('dt_gt')).to.match(/^\d{4}-\d{2}-01$/);
    });
    expect(screen.getByRole('button', { name: /Mois dernier/ })).to.exist;
  });

  it('refuses a reversed range in the picker with its reason, and saves nothing', async () => {
    serve({ ...common, 'GET /stats/stats/dashboard': [200, DASHBOARD] });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    await screen.findByLabelText('Chiffres clés');
    fireEvent.click(screen.getByRole('button', { name: /Période/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Période' });
    const from = within(dialog).getByLabelText('Du') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(from.value).to.equal('2026-11-20'));
    fireEvent.change(within(dialog).getByLabelText('Au'), { target: { value: '2026-11-10' } });
    expect((await within(dialog).findByRole('alert')).textContent).to.equal(
      'La date de fin doit suivre la date de début.',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Appliquer' }) as HTMLButtonElement).disabled,
    ).to.equal(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // (booleans: chai would spend minutes printing a DOM node that fails)
    await waitFor(() => expect(screen.queryByRole('dialog') === null).to.equal(true));
    expect(heard.filter((r) => r.path === '/stats/stats/dashboard')).to.have.length(1);
  });

  it('says so when the range holds no conversation, and shows the error of a failed call with a retry', async () => {
    let fail = true;
    serve({
      ...common,
      'GET /stats/stats/dashboard': () =>
        fail
          ? [500, { error: 'server_error' }]
          : [200, { ...DASHBOARD, kpis: { ...DASHBOARD.kpis, conversations: 0 } }],
    });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucune conversation sur cette période/)).to.exist;
  });

  it('pages through the discussions, back to the first page when a filter changes', async () => {
    const page = (n: number): DiscussionDetailPage => ({
      ...RANGE,
      count: 120,
      page: n,
      page_size: 50,
      results: [
        {
          room: `r-${n}`,
          label: `Conversation ${n}`,
          channel: 'web',
          skill: 'Support',
          agent: 'Marie Curie',
          created: '2026-11-20T09:00:00.000Z',
          state: 'late',
          waiting: 700,
          first_response: null,
          running: null,
          sat: null,
          nps: null,
          contact_reasons: [],
        },
      ],
    });
    serve({
      ...common,
      'GET /stats/stats/dashboard': [200, DASHBOARD],
      'GET /stats/stats/dashboard2_discussion_detail': (request) => [
        200,
        page(Number(request.query.get('page'))),
      ],
    });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    fireEvent.click(screen.getByRole('tab', { name: 'Discussions' }));
    expect(await screen.findByRole('rowheader', { name: 'Conversation 1' })).to.exist;
    expect(screen.getByText('Page 1 sur 3 · 120 conversations')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByRole('rowheader', { name: 'Conversation 2' })).to.exist;
    fireEvent.change(screen.getByLabelText('Compétence'), { target: { value: '1' } });
    expect(await screen.findByRole('rowheader', { name: 'Conversation 1' })).to.exist;
    const last = heard.filter((r) => r.path === '/stats/stats/dashboard2_discussion_detail').at(-1);
    expect(last?.query.get('skill')).to.equal('1');
    expect(last?.query.get('page')).to.equal('1');
  });

  it('moves between tabs with the arrow keys', async () => {
    serve({
      ...common,
      'GET /stats/stats/dashboard': [200, DASHBOARD],
      'GET /stats/stats/dashboard2': [200, { ...RANGE, rows: [] }],
    });
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord');
    const global = screen.getByRole('tab', { name: 'Activité globale' });
    fireEvent.keyDown(global, { key: 'ArrowRight' });
    const agents = screen.getByRole('tab', { name: 'Activité des agents' });
    await waitFor(() => expect(agents.getAttribute('aria-selected')).to.equal('true'));
    expect(await screen.findByText('Aucun agent n’a pris de conversation sur cette période.')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en XLSX' }));
    await waitFor(() => {
      const asked = heard.find((r) => r.path === '/stats/stats/dashboard2export');
      expect(asked?.query.get('format')).to.equal('xlsx');
      expect(asked?.query.get('interval')).to.equal('lastweek');
    });
  });

  it('shows monitoring now for a manager, with the agents by status', async () => {
    const now: StatsMonitoring = {
      at: '2026-11-27T10:00:00.000Z',
      skills: [
        {
          skill_id: 1,
          skill: 'Support',
          waiting: 3,
          running: 2,
          late: 1,
          oldest_waiting_since: '2026-11-27T09:55:00.000Z',
        },
      ],
      agents: [{ agent: 'a-1', name: 'Marie Curie', status: 2, open_rooms: 2 }],
      totals: { waiting: 3, running: 2, late: 1, agents_by_status: { '2': 1 } },
    };
    serve({ ...common, 'GET /stats/stats/statistics': [200, now] });
    const { screen } = await mountDashboard({ view: 'monitoring' }, 'Supervision');
    const row = await screen.findByRole('row', { name: /Support/ });
    expect(row.textContent).to.contain('5 min 00 s');
    expect(screen.getByRole('row', { name: /Marie Curie/ }).textContent).to.contain('En conversation');
  });

  it('tells a stats manager that monitoring is for managers, and an agent that dashboards are not theirs', async () => {
    serve(common);
    const { screen } = await mountDashboard({ view: 'activity' }, 'Tableau de bord', userOf('stats_manager'));
    expect(screen.getByRole('heading', { level: 1 })).to.exist;
    reset();
    serve(common);
    const element = document.createElement('oc-stats-dashboard');
    element.setAttribute('view', 'monitoring');
    const { setToken, setUser } = await import('@omnicanal/stores');
    setToken('t', { persist: false });
    setUser(userOf('stats_manager'));
    document.body.append(element);
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect((await shadow.findByRole('alert')).textContent).to.equal(
      'Votre rôle ne donne pas accès à ce tableau de bord.',
    );
    expect(heard.some((r) => r.path.startsWith('/stats/'))).to.equal(false);
  });

  it('draws the bot journeys as a sankey, lists every move with its share, and says which loops back', async () => {
    serve({
      ...common,
      'GET /guests/stats/sankey': [
        200,
        {
          ...RANGE,
          nodes: [
            { id: 'welcome', label: 'Accueil' },
            { id: 'menu', label: 'Menu' },
            { id: 'faq', label: 'FAQ' },
          ],
          links: [
            { source: 'welcome', target: 'menu', value: 4 },
            { source: 'menu', target: 'faq', value: 3 },
            { source: 'faq', target: 'menu', value: 1 },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard({ view: 'flow' }, 'Parcours du bot', userOf('stats_manager'));
    const chart = await screen.findByRole('img', { name: 'Parcours des visiteurs dans le bot' });
    await waitFor(() => expect(chart.querySelectorAll('path')).to.have.length(2));
    expect(chart.textContent).to.contain('Accueil');
    const row = screen.getByRole('row', { name: /FAQ Menu 1/ });
    expect(row.textContent).to.contain('100,00');
    expect(screen.getByText(/1 retour vers une étape précédente n’est pas dessiné/)).to.exist;
  });

  it('reads the granted company for a key account, without the directory it may not read', async () => {
    serve({ ...common, 'GET /stats/stats/dashboard': [200, DASHBOARD] });
    const { setToken } = await import('@omnicanal/stores');
    setToken('okd_key-account', { persist: false });
    const element = document.createElement('oc-stats-dashboard');
    element.setAttribute('view', 'activity');
    document.body.append(element);
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect((await shadow.findByRole('alert')).textContent).to.equal(
      'Choisissez l’entreprise dont vous lisez les tableaux de bord.',
    );
    element.setAttribute('company-id', '4');
    await shadow.findByLabelText('Chiffres clés');
    const asked = heard.filter((r) => r.path.startsWith('/stats/'));
    expect(asked.every((r) => r.query.get('company') === '4')).to.equal(true);
    expect(heard.some((r) => r.path.startsWith('/core/'))).to.equal(false);
    expect(shadow.queryByLabelText('Compétence') === null).to.equal(true);
  });

  it('splits the period by skill and by channel in the overview, with each channel’s share', async () => {
    serve({ ...common, 'GET /stats/stats/dashboard': [200, DASHBOARD] });
    const { screen } = await mountDashboard({ view: 'overview' }, 'Vue d’ensemble');
    const skill = await screen.findByRole('row', { name: /Support/ });
    expect(skill.textContent).to.contain('75,00');
    expect(skill.textContent).to.contain('1 min 35 s');
    expect(screen.getByRole('row', { name: /WhatsApp/ }).textContent).to.contain('3 · 25,00');
  });

  it('shows the bot’s conversations, hand-offs and their rate, and exports them', async () => {
    serve({
      ...common,
      'GET /stats/stats/statistics2': [
        200,
        {
          ...RANGE,
          bot_conversations: 8,
          handed_off: 2,
          ended_in_bot: 6,
          handoff_rate: 25,
          buckets: [
            { start: '2026-11-19T23:00:00.000Z', bot_conversations: 8, handed_off: 2, ended_in_bot: 6 },
          ],
        },
      ],
    });
    const { screen } = await mountDashboard({ view: 'bot' }, 'Bots');
    const figures = await screen.findByLabelText('Chiffres clés');
    expect(figures.textContent).to.contain('Transmises à un agent2');
    expect(figures.textContent).to.contain('25,00');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/stats/stats/statistics2export')?.query.get('format')).to.equal(
        'csv',
      ),
    );
  });
});
