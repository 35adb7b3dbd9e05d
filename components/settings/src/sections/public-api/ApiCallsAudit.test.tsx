/// <reference types="mocha" />
import type { PublicApiCall } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { type Answer, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* The public API audit in Settings › API publique: calls on the company's clock, filters, pages, states. */

const CALLS: PublicApiCall[] = [
  {
    id: 9,
    at: '2026-11-27T09:05:09Z',
    token_id: 3,
    token_label: 'CRM',
    method: 'GET',
    path: '/api/public/rooms',
    status: 200,
    scope: 'rooms:read',
  },
  {
    id: 8,
    at: '2026-11-27T08:00:00Z',
    token_id: null,
    token_label: 'Zapier',
    method: 'GET',
    path: '/api/public/rooms/abc/messages',
    status: 404,
    scope: 'rooms:read',
  },
];

function server(calls: Answer) {
  serve({
    'GET /core/visitor-identity': () => [200, { secret: null, created_at: null }],
    'GET /core/public-api/tokens/': () => [
      200,
      {
        results: [
          {
            id: 3,
            label: 'CRM',
            scopes: ['rooms:read'],
            created_at: '2026-03-01T10:00:00Z',
            last_used_at: null,
          },
        ],
        count: 1,
      },
    ],
    'GET /guests/extra-data-keys': () => [200, []],
    'GET /core/partner-origins/': () => [200, []],
    'GET /core/website-domains/': () => [200, []],
    'GET /core/public-api/calls': calls,
  });
}

const auditCalls = () => heard.filter((h) => h.path === '/core/public-api/calls');

describe('<oc-settings section="public-api"> call log', () => {
  afterEach(reset);

  it("lists calls newest first on the company's clock, with token, method, path, status and access", async () => {
    server(() => [200, { results: CALLS, count: 2, zone: 'America/New_York' }]);
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    const table = await screen.findByRole('table', { name: "Appels de l'API publique" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).to.deep.equal([
      ['27/11/2026 04:05:09', 'CRM', 'GET', '/api/public/rooms', '200', 'Lecture des conversations'],
      [
        '27/11/2026 03:00:00',
        'Zapier (révoqué)',
        'GET',
        '/api/public/rooms/abc/messages',
        '404',
        'Lecture des conversations',
      ],
    ]);
    expect(screen.getByText("Heures dans le fuseau de l'entreprise : America/New_York.")).to.exist;
  });

  it('filters by token and by status from the keyboard, each from the first page', async () => {
    server((request) => {
      const status = request.query.get('status');
      const token = request.query.get('token');
      const results = CALLS.filter(
        (c) =>
          (!status || String(c.status).startsWith(status[0] ?? '')) &&
          (!token || c.token_id === Number(token)),
      );
      return [200, { results, count: results.length, zone: 'Europe/Paris' }];
    });
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('table', { name: "Appels de l'API publique" });
    const filters = screen.getByRole('group', { name: 'Filtrer les appels' });
    const status = within(filters).getByRole('combobox', { name: 'Statut' }) as HTMLSelectElement;
    status.focus();
    expect(status.matches(':focus')).to.equal(true);
    fireEvent.change(status, { target: { value: '4xx' } });
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('status')).to.equal('4xx'));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: '/api/public/rooms' }), 'the 200 is filtered out').to.equal(
        null,
      ),
    );
    expect(auditCalls().at(-1)?.query.get('offset')).to.equal('0');

    const token = within(filters).getByRole('combobox', { name: 'Jeton' });
    await within(token).findByRole('option', { name: 'CRM' });
    fireEvent.change(token, { target: { value: '3' } });
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('token')).to.equal('3'));
    await screen.findByText('Aucun appel ne correspond à ces filtres.');
  });

  it('turns pages; says when there is no call yet; a failure offers to try again', async () => {
    let answer: [number, unknown] = [200, { results: [CALLS[0]], count: 25, zone: 'Europe/Paris' }];
    server(() => answer);
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('table', { name: "Appels de l'API publique" });
    const card = screen.getByRole('region', { name: 'Journal des appels' });
    const pager = within(card).getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('offset')).to.equal('20'));

    answer = [500, { error: 'server_error', detail: 'x' }];
    fireEvent.click(within(pager).getByRole('button', { name: 'Précédent' }));
    const alert = await within(card).findByRole('alert');
    answer = [200, { results: [], count: 0, zone: 'Europe/Paris' }];
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Aucun appel pour l'instant : ceux faits avec vos jetons apparaîtront ici.");
  });
});
