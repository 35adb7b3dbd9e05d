import { expect, signInAs, test } from './fixtures/index.ts';
import { visitorSays } from './support/actors.ts';

/*
 * The widget a manager configures is the widget a visitor meets (issue 17, widget customisation):
 * colour, title and welcome message set in the skill's settings, the pre-chat step asking the
 * email, and the agent who sees the visitor's name instead of "Visiteur".
 */

const settings = (page: import('@playwright/test').Page) => page.locator('oc-settings');

test("an orange widget with its title and welcome; the visitor's name reaches the agent", async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin@demo.test');
  await admin.goto('/settings/skills/1');
  await settings(admin)
    .getByLabel('Message de bienvenue')
    .fill('Bienvenue chez Démo, que pouvons-nous faire ?');
  await settings(admin).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(admin).getByText('Modifications enregistrées.')).toBeVisible();

  await settings(admin).getByRole('link', { name: 'Widget' }).click();
  await expect(admin).toHaveURL('/settings/skills/1/widget');
  await settings(admin).getByLabel('Titre', { exact: true }).fill('Aide Démo');
  await settings(admin).getByLabel('Couleur').fill('#ff7a00');
  await settings(admin).getByLabel("Demander l'adresse e-mail du visiteur").check();
  await settings(admin).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(admin).getByText('Modifications enregistrées.')).toBeVisible();

  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/demo/visitor.html');
  const launcher = visitor.getByRole('button', { name: 'Discuter avec nous' });
  await expect(launcher).toHaveCSS('background-color', 'rgb(255, 122, 0)');
  await launcher.click();
  await expect(visitor.getByRole('dialog', { name: 'Aide Démo' })).toBeVisible();
  await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText(
    'Bienvenue chez Démo, que pouvons-nous faire ?',
  );

  // The pre-chat step: nothing can be written before the name and email.
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Commencer' }).click();
  await expect(visitor.getByText('Champ obligatoire.').first()).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Votre nom' }).fill('Ada Lovelace');
  await visitor.getByRole('textbox', { name: 'Votre e-mail' }).fill('ada@example.org');
  await visitor.getByRole('button', { name: 'Commencer' }).click();
  await visitorSays(visitor, 'Bonjour, une question sur ma commande');

  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await expect(agent.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
});
