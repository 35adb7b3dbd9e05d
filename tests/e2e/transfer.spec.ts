import { expect, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation, openVisitor, visitorSays } from './support/actors.ts';

test('a conversation transferred to a skill lands in that skill and leaves the agent without it', async ({
  browser,
  baseURL,
}) => {
  const sales = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(sales, 'agent2@demo.test');
  await expect(sales.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Je voudrais un devis');

  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
  // Support only: the Sales agent has seen nothing so far.
  await expect(sales.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  await agent.getByRole('button', { name: 'Transférer' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Transférer la discussion' });
  await expect(dialog.getByRole('option', { name: 'Sales' })).toBeAttached();
  await dialog.getByRole('combobox', { name: 'Compétence' }).selectOption({ label: 'Sales' });
  await dialog.getByRole('button', { name: 'Transférer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(agent.getByText('Discussion transférée à Sales')).toBeVisible();

  // The Sales agent gets it waiting, live; the Support agent no longer has it anywhere.
  await expect(sales.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En cours 0/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Prendre en charge' })).toHaveCount(0);

  await sales.getByRole('button', { name: /Visiteur.*Transférée/ }).click();
  const log = sales.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Je voudrais un devis');
  await expect(log).toContainText('Discussion transférée à Sales');
  await sales.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(sales.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
});

test('a blocked visitor is shown the end and cannot open another conversation', async ({
  browser,
  baseURL,
}) => {
  const { agent, visitor } = await agentTakesNewConversation(
    browser,
    baseURL as string,
    'Achetez mes pilules',
  );
  await agent.getByRole('button', { name: 'Bloquer le visiteur' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Bloquer le visiteur' });
  await expect(dialog).toContainText('ne pourra plus ouvrir de nouvelle conversation');
  await dialog.getByRole('button', { name: 'Bloquer', exact: true }).click();

  await expect(agent.getByRole('tab', { name: /^Fermées 1/ })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Bloquer le visiteur' })).toHaveCount(0);
  await expect(visitor.getByText('La conversation est terminée.')).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();

  // The visitor's token (kept by the widget for the demo page's skill 1) no longer opens a
  // conversation: the server refuses it.
  const token = await visitor.evaluate(() => localStorage.getItem('oc.webchat.1'));
  expect(token).toBeTruthy();
  const again = await visitor.request.post('/api/guests/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { skill: 1 },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).error).toBe('permission_denied');

  // Nor does the widget's "Nouvelle conversation": it sends the previous token and shows the refusal.
  await visitor.getByRole('button', { name: 'Nouvelle conversation' }).click();
  await visitorSays(visitor, 'Me revoilà');
  await expect(visitor.getByText('Vous ne pouvez plus ouvrir de conversation ici.')).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
});
