import { expect, signInAs, test } from './fixtures/index.ts';
import { agentSays, openVisitor, visitorSays } from './support/actors.ts';

test('a visitor and an agent talk live, from the first message to the close', async ({
  browser,
  baseURL,
}) => {
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent).toHaveURL(/\/gb-agent/);
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Bonjour, ma commande est en retard');

  // The new conversation reaches the agent without any reload.
  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agentLog).toContainText('Bonjour, ma commande est en retard');

  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  await agentSays(agent, 'Je regarde tout de suite.');
  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  await expect(visitorLog).toContainText('Je regarde tout de suite.');

  // Typing shows on the other side while it lasts.
  await visitor.getByRole('textbox', { name: 'Votre message' }).pressSequentially('Mer');
  await expect(agent.getByText('Le visiteur écrit…')).toBeVisible();
  await agent.getByRole('textbox', { name: 'Votre réponse' }).pressSequentially('Un');
  await expect(visitor.getByText('Un conseiller écrit…')).toBeVisible();
  await agent.getByRole('textbox', { name: 'Votre réponse' }).fill('');

  await visitorSays(visitor, 'Merci beaucoup !');
  await expect(agentLog).toContainText('Merci beaucoup !');

  await agent.getByRole('button', { name: 'Clore la discussion' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Clore', exact: true }).click();

  await expect(visitor.getByText('La conversation est terminée.')).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();
  await expect(agent.getByRole('tab', { name: /^En cours 0/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^Fermées 1/ })).toBeVisible();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeDisabled();
});

test('an agent without the skill never sees the conversation', async ({ browser, baseURL }) => {
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(other, 'agent2@demo.test');
  await expect(other.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Question pour le support');

  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  // By then the event has long been pushed: the Sales-only agent still has nothing.
  await expect(other.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  await expect(other.getByText('Question pour le support')).toHaveCount(0);
});
