import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';

/*
 * Third-party accounts from the admin's console: choosing a provider by category, its form, the
 * list by category, a secret kept without being shown again, an SFTP account with our public key
 * waiting to be confirmed, and a deletion.
 */

test('an admin adds a Zencall and an SFTP account, keeps a secret unseen, and deletes an account', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', { path: '/third-parties' });
  await expect(page.getByText("Aucune intégration tierce pour l'instant.")).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une intégration' }).first().click();
  await expect(page).toHaveURL(/\/third-parties\/add$/);
  await expect(page.getByRole('heading', { name: 'Rappel' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ajouter un compte Zencall' }).click();
  await expect(page).toHaveURL(/\/third-parties\/add\/zencall$/);

  const form = page.getByRole('form', { name: 'Nouvelle intégration' });
  await form.getByRole('textbox', { name: /Nom/ }).fill('Rappels web');
  await form.getByRole('textbox', { name: /Adresse de l'API/ }).fill('https://api.zencall.example');
  await form.getByRole('textbox', { name: /Identifiant client/ }).fill('client-7');
  await form.getByLabel(/Secret client/).fill('zen-s3cret');
  await form.getByRole('textbox', { name: /Identifiant de rappel/ }).fill('cb_42');
  await form.getByRole('checkbox', { name: 'Support' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/third-parties$/);
  const callbacks = page.getByRole('table', { name: 'Rappel' });
  await expect(callbacks.getByRole('row', { name: /Rappels web/ })).toContainText('Support');
  expect(await seriousViolations(page)).toEqual([]);

  // The secret is never shown again: an empty box that keeps it.
  await page.getByRole('button', { name: "Modifier l'intégration Rappels web" }).click();
  const edit = page.getByRole('form', { name: "Modifier l'intégration" });
  await expect(edit.getByText('Défini — laissez vide pour le conserver.')).toBeVisible();
  await expect(edit.getByLabel(/Secret client/)).toHaveValue('');
  await expect(page.getByText('zen-s3cret')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retour à la liste' }).click();

  await page.goto('/third-parties/add/sftp');
  const sftp = page.getByRole('form', { name: 'Nouvelle intégration' });
  await sftp.getByRole('textbox', { name: /Nom/ }).fill('Dépôt nocturne');
  await sftp.getByRole('textbox', { name: /Hôte/ }).fill('sftp.exemple.fr');
  await sftp.getByRole('textbox', { name: /Utilisateur/ }).fill('omnicanal');
  await expect(page.getByRole('textbox', { name: 'Notre clé publique' })).toHaveValue(/^ssh-ed25519 /);
  await sftp.getByRole('button', { name: 'Enregistrer' }).click();
  // A new SFTP account opens for its key to be confirmed.
  await expect(page).toHaveURL(/\/third-parties\/edit\/\d+$/);
  await expect(page.getByRole('button', { name: 'Confirmer la clé' })).toBeVisible();
  await expect(page.getByText("La clé du serveur n'est pas encore confirmée.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(
    page.getByRole('table', { name: 'SFTP' }).getByRole('row', { name: /Dépôt nocturne/ }),
  ).toContainText('À confirmer');

  await page.getByRole('button', { name: 'Plus d’actions pour « Rappels web »' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: "Supprimer l'intégration ?" });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('table', { name: 'Rappel' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'SFTP' })).toBeVisible();
});
