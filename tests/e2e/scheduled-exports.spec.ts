import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startSshd } from '../../packages/server/src/test/sshd.ts';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';

/*
 * A nightly export from end to end (issue 20 "Acceptance"): an admin connects the company's SFTP
 * account to Debian's OpenSSH server on loopback and confirms its key, schedules an export on it,
 * runs it now from the list; the server's scheduler writes the file there and the run history
 * says so.
 */

test('a nightly export run now from the screen writes its file on the SFTP server', async ({
  browser,
  seeded,
}) => {
  const server = await startServer(seeded, { OMNICANAL_OUTBOUND_PRIVATE: '1' });
  const sshd = await startSshd();
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    // The admin connects the SFTP server: our public key goes into its authorized_keys, then the
    // server's host key is confirmed from the account's page.
    await signInAs(page, 'admin@demo.test', { path: '/third-parties/add/sftp' });
    const account = page.getByRole('form', { name: 'Nouvelle intégration' });
    await account.getByRole('textbox', { name: /Nom/ }).fill('Dépôt nocturne');
    await account.getByRole('textbox', { name: /Hôte/ }).fill(sshd.host);
    await account.getByLabel(/Port/).fill(String(sshd.port));
    await account.getByRole('textbox', { name: /Utilisateur/ }).fill(sshd.username);
    const publicKey = await page.getByRole('textbox', { name: 'Notre clé publique' }).inputValue();
    sshd.authorize([publicKey]);
    await account.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/third-parties\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Confirmer la clé' }).click();
    await expect(page.getByText(`Clé du serveur confirmée : ${sshd.hostKey}`)).toBeVisible();

    await page.goto('/settings/scheduled-exports');
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
