import { DEMO_PASSWORD, expect, signInAs, test } from './fixtures/index.ts';

/*
 * Sessions end everywhere at once: an agent signed in twice, in two browsers, changes the password
 * in a third; the two other consoles are signed out within a second (their sockets are closed with
 * not_authenticated), and the console that changed it stays signed in.
 */

test('a password change signs the agent out of the two other consoles within a second', async ({
  browser,
  baseURL,
}) => {
  const consoles = await Promise.all(
    [0, 1].map(async () => (await browser.newContext({ baseURL })).newPage()),
  );
  for (const tab of consoles) {
    await signInAs(tab, 'agent@demo.test');
    await expect(
      tab.getByRole('group', { name: 'Mon activité' }).getByRole('button', { name: 'Faire une pause' }),
    ).toBeVisible();
  }

  const third = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(third, 'agent@demo.test', { path: '/password/change' });
  await third.getByLabel('Ancien mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await third.getByLabel('Nouveau mot de passe', { exact: true }).fill('Revoked-everywhere-2026!');
  await third.getByLabel('Confirmez le mot de passe', { exact: true }).fill('Revoked-everywhere-2026!');
  const changed = third.waitForResponse((response) => response.url().endsWith('/api/core/password/change'));
  await third.getByRole('button', { name: 'Changer le mot de passe' }).click();
  expect((await changed).status()).toBe(200);

  // Within a second of the answer, with no action of theirs, both consoles are at the sign-in screen.
  await Promise.all(consoles.map((tab) => expect(tab).toHaveURL(/\/login/, { timeout: 1_000 })));
  for (const tab of consoles) expect(await tab.evaluate(() => localStorage.getItem('oc.token'))).toBeNull();

  // The console that changed the password keeps its session.
  await expect(third.getByText('Votre mot de passe a été changé.')).toBeVisible();
  await third.goto('/');
  await expect(third.getByRole('group', { name: 'Mon activité' })).toBeVisible();
  expect(third.url()).not.toMatch(/\/login/);
});
