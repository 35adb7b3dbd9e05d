/// <reference types="mocha" />
import type { ScheduledExport, ScheduledExportRun } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { expect } from 'chai';
import {
  chooseRowAction,
  fill,
  heard,
  listen,
  mountSettings,
  reset,
  serve,
  userOf,
} from '../../testing/mount.ts';

/* Scheduled exports as an admin manages them, against a stand-in of the reports service. */

/** Serious and critical axe violations inside the element. */
async function serious(element: HTMLElement): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const admin = userOf('admin');

/** An SFTP account as the third parties service answers it. */
const sftpAccount = (id: number, label: string) => ({
  id,
  category: 'sftp',
  kind: 'sftp',
  label,
  skills: [],
  settings: { host: 'sftp.exemple.fr', port: '22', username: 'omnicanal' },
  secrets: { password: false },
  sftp: { host_key: null, confirmed_at: null },
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const RULE = 'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=2;BYMINUTE=0';

const failed: ScheduledExportRun = {
  id: 11,
  trigger: 'schedule',
  status: 'failed',
  started_at: '2026-11-27T01:00:00Z',
  finished_at: '2026-11-27T01:00:03Z',
  period_from: '2026-11-26T01:00:00Z',
  period_to: '2026-11-27T01:00:00Z',
  filename: 'export-2026-11-27.csv',
  rows: null,
  bytes: null,
  error_code: 'sftp_auth_failed',
};
const succeeded: ScheduledExportRun = {
  ...failed,
  id: 10,
  status: 'succeeded',
  trigger: 'manual',
  filename: 'export-2026-11-26.csv',
  rows: 42,
  bytes: 1234,
  error_code: null,
};

let exports: ScheduledExport[];

function server(accounts: unknown[] = [sftpAccount(5, 'Dépôt nuit')]) {
  exports = [
    {
      id: 3,
      label: 'Nuit',
      is_active: true,
      kind: 'discussions',
      filename: 'export-{{date}}.csv',
      recurrence_rule: RULE,
      account_id: 5,
      sftp_path: 'exports',
      user_id: 7,
      ticket_type: null,
      next_run_at: '2026-11-28T01:00:00Z',
      last_run: failed,
      timezone: 'Europe/Paris',
    },
  ];
  let running = false;
  serve({
    'GET /reports/accounts': () => [200, { results: exports, count: exports.length }],
    'GET /reports/accounts/3': () => [200, exports[0]],
    'GET /reports/accounts/3/runs': [200, [failed, succeeded]],
    'POST /reports/accounts': (request) => [201, { ...exports[0], id: 4, ...(request.body as object) }],
    'POST /reports/accounts/3/run': () => {
      if (running) return [409, { error: 'export_running', detail: 'A run is under way.' }];
      running = true;
      return [202, { ...succeeded, id: 12, status: 'running', finished_at: null }];
    },
    'DELETE /reports/accounts/3': () => {
      exports = [];
      return [204, null];
    },
    'GET /thirdparties/accounts': [200, accounts],
    'GET /core/settings/agents/': [
      200,
      { results: [{ id: 7, first_name: 'Marie', last_name: 'Curie', email: 'marie@demo.test' }], count: 1 },
    ],
  });
}

describe('<oc-settings section="scheduled-exports">', () => {
  afterEach(reset);

  it('lists the exports with their content, next run on the company’s clock and last run’s failure', async () => {
    server();
    const { screen } = await mountSettings({ section: 'scheduled-exports' }, 'Exports programmés', admin);
    await screen.findByRole('cell', { name: 'Nuit' });
    expect(screen.getByRole('cell', { name: 'Discussions (une ligne par conversation)' })).to.exist;
    expect(screen.getByRole('cell', { name: /samedi 28 novembre 2026.*02:00/ })).to.exist;
    expect(screen.getByRole('cell', { name: 'Échec · Connexion SFTP refusée (identifiants ou clé)' })).to
      .exist;
    expect(screen.getByRole('cell', { name: 'Actif' })).to.exist;
  });

  it('runs an export now once: a second click while it runs is said, not failed', async () => {
    server();
    const { screen } = await mountSettings({ section: 'scheduled-exports' }, 'Exports programmés', admin);
    await chooseRowAction(screen, 'Nuit', 'Lancer maintenant');
    await screen.findByText(/L'export « Nuit » est lancé/);
    await chooseRowAction(screen, 'Nuit', 'Lancer maintenant');
    await screen.findByText('Un dépôt de cet export est déjà en cours.');
    expect(heard.filter((h) => h.method === 'POST').map((h) => h.path)).to.deep.equal([
      '/reports/accounts/3/run',
      '/reports/accounts/3/run',
    ]);
  });

  it('refuses a file name without its date variable, previews the next file, then saves', async () => {
    server();
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'scheduled-exports', item: 'add' },
      'Nouvel export programmé',
      admin,
    );
    fill(await screen.findByRole('textbox', { name: /^Nom(?! du)/ }), 'Agents chaque lundi');
    const filename = screen.getByRole('textbox', { name: /Nom du fichier/ });
    fill(filename, 'agents.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le nom doit contenir la variable {{date}} ou {{datetime}}.');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);
    fill(filename, 'agents-{{date}}.xlsx');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Prochain fichier' }).textContent).to.match(
        /^agents-\d{4}-\d{2}-\d{2}\.xlsx$/,
      ),
    );
    expect(
      within(screen.getByRole('list', { name: 'Les 5 prochains dépôts' })).getAllByRole('listitem'),
    ).to.have.length(5);
    fireEvent.change(screen.getByRole('combobox', { name: /Contenu/ }), { target: { value: 'agents' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Fréquence/ }), { target: { value: 'weekly' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lundi' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Compte SFTP/ }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Utilisateur/ }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/settings/scheduled-exports' }]));
    const body = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(body).to.include({
      label: 'Agents chaque lundi',
      kind: 'agents',
      filename: 'agents-{{date}}.xlsx',
      account_id: 5,
      user_id: 7,
      is_active: true,
    });
    expect(body.recurrence_rule).to.match(/\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;BYHOUR=2;BYMINUTE=0$/);
  });

  it('shows the service’s refusal under its field', async () => {
    server();
    serve({
      'GET /reports/accounts/3': [200, exports[0]],
      'GET /thirdparties/accounts': [200, [sftpAccount(5, 'Dépôt nuit')]],
      'GET /core/settings/agents/': [200, { results: [], count: 0 }],
      'POST /reports/accounts/3': [
        400,
        { error: 'invalid_payload', detail: 'No.', account_id: ['not_sftp_account'] },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'scheduled-exports', item: '3' },
      "Modifier l'export programmé",
      admin,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("Choisissez un compte SFTP de l'entreprise.");
  });

  it('offers to connect an SFTP account when the company has none', async () => {
    server([]);
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'scheduled-exports', item: 'add' },
      'Nouvel export programmé',
      admin,
    );
    await screen.findByText("Aucun compte SFTP n'est encore connecté.", { exact: false });
    fireEvent.click(screen.getByRole('link', { name: 'Connecter un compte SFTP' }));
    expect(navigations).to.deep.equal([{ path: '/third-parties/add/sftp' }]);
    expect(screen.getByText(/la billetterie n'existe pas encore/)).to.exist;
  });

  it('shows the run history with durations, files, rows and failures in words', async () => {
    server();
    const { screen } = await mountSettings(
      { section: 'scheduled-exports', item: '3/runs' },
      'Historique de Nuit',
      admin,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows).to.have.length(3);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Échec' })).to.exist;
    expect(
      within(rows[1] as HTMLElement).getByRole('cell', {
        name: 'Connexion SFTP refusée (identifiants ou clé)',
      }),
    ).to.exist;
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: '42' })).to.exist;
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: '3 s' })).to.exist;
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: 'export-2026-11-26.csv' })).to.exist;
  });

  it('has no serious accessibility violation on the list and the form', async () => {
    server();
    const list = await mountSettings({ section: 'scheduled-exports' }, 'Exports programmés', admin);
    await list.screen.findByRole('cell', { name: 'Nuit' });
    expect(await serious(list.element)).to.deep.equal([]);
    list.element.remove();
    const form = await mountSettings(
      { section: 'scheduled-exports', item: '3' },
      "Modifier l'export programmé",
      admin,
    );
    await form.screen.findByRole('list', { name: 'Les 5 prochains dépôts' });
    expect(await serious(form.element)).to.deep.equal([]);
  });

  it('reads the list again while a run is under way, until it has ended', async () => {
    server();
    exports[0] = {
      ...(exports[0] as ScheduledExport),
      last_run: { ...succeeded, status: 'running', finished_at: null },
    };
    const { screen } = await mountSettings({ section: 'scheduled-exports' }, 'Exports programmés', admin);
    await screen.findByRole('cell', { name: 'En cours' });
    exports[0] = { ...(exports[0] as ScheduledExport), last_run: succeeded };
    // The list is read again every 3 s while a run is under way.
    await screen.findByRole('cell', { name: 'Réussi' }, { timeout: 8_000 });
    const reads = heard.filter((h) => h.method === 'GET' && h.path === '/reports/accounts').length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(heard.filter((h) => h.method === 'GET' && h.path === '/reports/accounts').length).to.equal(reads);
  });

  it('deletes after confirmation', async () => {
    server();
    const { screen } = await mountSettings({ section: 'scheduled-exports' }, 'Exports programmés', admin);
    await chooseRowAction(screen, 'Nuit', 'Supprimer');
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'export ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText("Aucun export programmé pour l'instant.");
  });
});
