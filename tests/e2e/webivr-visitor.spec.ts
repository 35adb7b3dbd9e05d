import { expect, signInAs, test } from './fixtures/index.ts';

/*
 * The web IVR as a visitor uses it (issue 18, Acceptance): on the demo menu page, the widget opens
 * the demo company's published menu; the visitor reads the hours, sends the order form (its mail is
 * in the local outbox) and asks for a person; the agent who takes the conversation reads the path
 * the visitor took in the conversation's details.
 */

test('a visitor browses the published menu, sends its form, then reaches an agent who sees the path', async ({
  browser,
  baseURL,
  server,
}) => {
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/demo/webivr.html');
  await visitor.getByRole('button', { name: 'Discuter avec nous' }).click();
  const menu = visitor.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('heading', { name: 'Bonjour ! Que souhaitez-vous faire ?' })).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Connaître nos horaires' }).click();
  await expect(menu.getByText(/Du mardi au samedi, de 7 h à 19 h 30/)).toBeVisible();
  await menu.getByRole('button', { name: 'Retour' }).click();
  await expect(menu.getByRole('link', { name: /Notre site/ })).toHaveAttribute(
    'href',
    'https://example.com/',
  );

  await menu.getByRole('button', { name: 'Passer une commande' }).click();
  const send = menu.getByRole('button', { name: 'Envoyer ma commande' });
  await send.click();
  await expect(menu.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await menu.getByRole('textbox', { name: /Votre e-mail/ }).fill('claire@example.com');
  await menu.getByRole('textbox', { name: /Votre nom/ }).fill('Claire');
  await menu.getByRole('textbox', { name: /Votre commande/ }).fill('Deux tourtes de seigle pour samedi');
  await send.click();
  await expect(menu.getByRole('heading', { name: 'Merci, votre commande est bien reçue !' })).toBeVisible();
  await expect
    .poll(async () => (await server.mailsTo('manager@demo.test')).map((mail) => mail.text).join('\n'))
    .toContain('Votre commande: Deux tourtes de seigle pour samedi');

  // Back to the first page, then a person.
  await menu.getByRole('button', { name: 'Retour' }).click();
  await menu.getByRole('button', { name: 'Retour' }).click();
  await menu.getByRole('button', { name: 'Parler à un conseiller' }).click();
  await visitor.getByRole('textbox', { name: 'Votre nom' }).fill('Claire Menu');
  await visitor.getByRole('button', { name: 'Commencer' }).click();
  const box = visitor.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Je voudrais ajouter des croissants');
  await visitor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toHaveValue('');

  await expect(agent.getByRole('tab', { name: /^En attente [1-9]/ })).toBeVisible();
  await agent
    .getByRole('button', { name: /Claire Menu/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  const details = agent.getByRole('complementary', { name: 'Détails de la discussion' });
  await expect(details.getByText('Parcours SVI web')).toBeVisible();
  await expect(
    details.getByText(
      'Bonjour ! Que souhaitez-vous faire ? › Connaître nos horaires › Nos horaires › Passer une commande › Commande › Merci, votre commande est bien reçue ! › Parler à un conseiller',
    ),
  ).toBeVisible();
});

/*
 * A campaign's visual IVR link (issue 21) opens the entry point's hosted page: the menu is open on
 * it at once, in the visitor's language, and the page breaks no rule of its CSP.
 */
test('the link page of the menu’s entry point opens the menu at once', async ({ browser, baseURL }) => {
  const visitor = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
  const violations: string[] = [];
  visitor.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // The demo's "Menu du site" entry point (the second of a fresh demo) opens the published menu.
  const answer = await visitor.goto('/api/guests/link/2');
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText('Your conversation opens on this page.')).toBeVisible();
  const menu = visitor.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('heading', { name: 'Bonjour ! Que souhaitez-vous faire ?' })).toBeVisible();
  await menu.getByRole('button', { name: 'Connaître nos horaires' }).click();
  await expect(menu.getByText(/Du mardi au samedi, de 7 h à 19 h 30/)).toBeVisible();
  expect(violations).toEqual([]);

  expect((await visitor.goto('/api/guests/link/999999'))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Link unavailable' })).toBeVisible();
});
