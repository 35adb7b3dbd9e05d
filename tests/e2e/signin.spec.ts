import { DEMO_PASSWORD, expect, seriousViolations, signIn, test } from './fixtures/index.ts';

// Sign-ins and one failed attempt per account only: the worker's shared server will do.
test.use({ readOnly: true });

test('a wrong password and an unknown email get the same refusal, and nothing opens', async ({ page }) => {
  for (const email of ['agent@demo.test', 'personne@demo.test']) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe invalide.');
    await expect(page).toHaveURL(/\/login/);
  }
  expect(await page.evaluate(() => localStorage.getItem('oc.token'))).toBeNull();
});

test('a protected route sends to sign-in and back, and logout forgets the token', async ({ page }) => {
  await page.goto('/gb-agent');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgb-agent/);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('agent@demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/gb-agent$/);
  await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();

  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('oc.token'))).toBeNull();
  await page.goto('/gb-agent');
  await expect(page).toHaveURL(/\/login/);
});

test('the sign-in screen and the inbox have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, 'agent@demo.test');
  await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
