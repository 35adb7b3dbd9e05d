import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';

/*
 * Facebook, Instagram and X channels connect through the provider's sign-in (spec 002 §3, §8). On
 * a server without a Facebook app the local sign-in page stands in: an admin adds a Messenger
 * channel, picks a page there, comes back to /messaging/logged, saves, and finds the channel
 * active in the list; an Instagram sign-in refused there says the connection failed.
 *
 * The console is opened at the server's public address (http://localhost:<port>), the one the
 * provider sends the admin back to: the session lives in that origin's storage.
 */

const publicOrigin = (baseURL: string | undefined) => (baseURL ?? '').replace('127.0.0.1', 'localhost');

test('an admin connects a Messenger channel through the local sign-in page and sees it active', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext({ baseURL: publicOrigin(baseURL) })).newPage();
  await signInAs(admin, 'admin@demo.test', { path: '/messaging' });
  await admin.getByRole('button', { name: 'Ajouter un canal Messenger' }).click();
  await expect(admin).toHaveURL(/\/messaging\/add\/facebook$/);
  await expect(admin.getByRole('textbox', { name: /Identifiant du compte/ })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Se connecter avec Facebook' }).click();

  await expect(admin.getByRole('heading', { name: 'Connexion locale — remplace Facebook' })).toBeVisible();
  await admin.getByRole('checkbox', { name: /^Boulangerie Martin$/ }).uncheck();
  await admin.getByRole('button', { name: 'Autoriser' }).click();

  await expect(admin).toHaveURL(/\/messaging\/logged\?provider=facebook&state=.+&code=.+/);
  await expect(admin.getByRole('heading', { name: 'Connexion au fournisseur', level: 1 })).toBeVisible();
  await expect(admin.getByRole('radio', { name: 'Boulangerie Martin — Lyon' })).toBeChecked();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Enregistrer le canal' }).click();

  await expect(admin).toHaveURL(/\/messaging\/edit\/facebook\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('textbox', { name: /Identifiant du compte/ })).toHaveValue('local-page-1002');
  await admin.goto('/messaging');
  const row = admin.getByRole('row', { name: /Boulangerie Martin — Lyon/ });
  await expect(row).toContainText('Messenger');
  await expect(row).toContainText('Actif');
});

test('an Instagram sign-in refused on the provider page says the connection failed, and offers a retry', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext({ baseURL: publicOrigin(baseURL) })).newPage();
  await signInAs(admin, 'admin@demo.test', { path: '/messaging/add/instagram_dm' });
  await admin.getByRole('button', { name: 'Se connecter avec Instagram' }).click();
  await expect(admin.getByRole('heading', { name: 'Connexion locale — remplace Instagram' })).toBeVisible();
  await admin.getByRole('button', { name: 'Refuser' }).click();

  await expect(admin).toHaveURL(/\/messaging\/logged\?provider=instagram&state=.+&error=access_denied/);
  await expect(admin.getByRole('alert')).toHaveText('La connexion à Instagram a échoué.');
  await admin.getByRole('button', { name: 'Réessayer' }).click();
  // The retry is a new sign-in: this time allowed, the accounts Instagram direct cannot take say why.
  await admin.getByRole('button', { name: 'Autoriser' }).click();
  await expect(admin.getByRole('radio', { name: /@martin\.perso/ })).toBeDisabled();
  await expect(admin.getByRole('radio', { name: /@boulangerie\.martin/ })).toBeChecked();
});
