import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startSshd } from '../../packages/server/src/test/sshd.ts';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';

/*
 * A nightly export from end to end (issue 20 "Acceptance"): an admin schedules it on the company's
 * SFTP account, runs it now from the list, the server's scheduler writes its file to Debian's
 * OpenSSH server on loopback, and the run history says so.
 */

test('a nightly export run now from the screen writes its file on the SFTP server', async ({
  browser,
  seeded,
}) => {
  const server = await startServer(seeded, { OMNICANAL_OUTBOUND_PRIVATE: '1' });
  const sshd = await startSshd();
  try {
    const target = { label: 'Dépôt nocturne', host: sshd.host, port: sshd.port, username: sshd.username };
    const account = await server.addSftpAccount('admin@demo.test', target);
    sshd.authorize([account.publicKey]);
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    // The third-party accounts' list stands in for its service until that service is mounted here.
    await page.route(
      (url) => url.pathname === '/api/thirdparties/accounts',
      (route) => route.fulfill({ json: [{ id: account.id, label: target.label, kind: 'sftp' }] }),
    );
    await signInAs(page, 'admin@demo.test', { path: '/settings/scheduled-exports' });
    await page.getByRole('button', { name: 'Ajouter un export' }).first().click();
    const form = page.getByRole('form', { name: 'Nouvel export programmé' });
    await form.getByRole('textbox', { name: /^Nom(?! du)/ }).fill('Conversations de la nuit');
    await expect(form.getByRole('textbox', { name: /Nom du fichier/ })).toHaveValue('export-{{date}}.csv');
    await expect(page.getByRole('status', { name: 'Prochain fichier' })).toHaveText(
      /^export-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await form.getByRole('combobox', { name: /Compte SFTP/ }).selectOption({ label: 'Dépôt nocturne' });
    await form.getByRole('textbox', { name: /Dossier/ }).fill('exports');
    await form.getByRole('combobox', { name: /Utilisateur/ }).selectOption({ label: 'Adam Admin' });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/settings\/scheduled-exports$/);

    const row = page.getByRole('row', { name: /Conversations de la nuit/ });
    await expect(row).toContainText('Jamais lancé');
    await row.getByRole('button', { name: /Plus d’actions/ }).click();
    await page.getByRole('menuitem', { name: 'Lancer maintenant' }).click();
    await expect(
      page.getByText("L'export « Conversations de la nuit » est lancé", { exact: false }),
    ).toBeVisible();

    // The scheduler ticks every two seconds; the list reads again while the run is under way.
    await expect(row).toContainText('Réussi', { timeout: 30_000 });

    await row.getByRole('button', { name: /Plus d’actions/ }).click();
    await page.getByRole('menuitem', { name: 'Historique' }).click();
    await expect(page).toHaveURL(/\/settings\/scheduled-exports\/\d+\/runs$/);
    await expect(page.getByRole('cell', { name: 'Réussi' })).toBeVisible();
    const file = page.getByRole('cell', { name: /^export-\d{4}-\d{2}-\d{2}\.csv$/ });
    const name = (await file.textContent()) ?? '';
    expect(readdirSync(join(sshd.root, 'exports'))).toEqual([name]);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await sshd.stop();
    await server.close();
  }
});
