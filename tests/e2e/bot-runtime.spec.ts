import { expect, signInAs, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';
import { openVisitor, visitorSays } from './support/actors.ts';

test("a visitor meets the Support bot, picks a button and reaches an agent who sees the bot's transcript", async ({
  browser,
  seeded,
}) => {
  // Journeys about rooms run without bots; this one runs the demo Support skill's bot.
  const server = await startServer(seeded, { OMNICANAL_BOTS: '1' });
  const baseURL = server.url;
  try {
    const agent = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(agent, 'agent@demo.test');
    await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

    const visitor = await openVisitor(browser, baseURL);
    await visitorSays(visitor, 'Bonjour');
    const log = visitor.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('Bonjour ! Que souhaitez-vous faire ?');
    const choices = visitor.getByRole('group', { name: 'Réponses proposées' });
    await expect(choices.getByRole('button')).toHaveText(['Parler à un conseiller', 'Suivre ma commande']);

    // While the bot owns the conversation, no agent sees it.
    await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

    await choices.getByRole('button', { name: 'Parler à un conseiller' }).click();
    await expect(log).toContainText('Je vous mets en relation avec un conseiller.');
    await expect(choices).toHaveCount(0);

    await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
    await agent
      .getByRole('button', { name: /Visiteur/ })
      .first()
      .click();
    const agentLog = agent.getByRole('log', { name: 'Messages' });
    await expect(agentLog).toContainText('Bonjour ! Que souhaitez-vous faire ?');
    await expect(agentLog).toContainText('Parler à un conseiller');
    await expect(agentLog).toContainText('Je vous mets en relation avec un conseiller.');
    // Beside it, the bot's journey: why it handed off and the steps it ran.
    const journey = agent.getByRole('region', { name: 'Parcours du bot' });
    await expect(journey).toContainText("Demande d'un conseiller");
    await expect(journey.getByRole('listitem')).toContainText(['Bonjour ! Que souhaitez-vous faire ?']);

    await agent.getByRole('button', { name: 'Prendre en charge' }).click();
    await visitorSays(visitor, 'Merci !');
    await expect(agentLog).toContainText('Merci !');
    // The bot stays silent once an agent has the conversation.
    await expect(log.getByText('Je vous mets en relation avec un conseiller.')).toHaveCount(1);
  } finally {
    await server.close();
  }
});
