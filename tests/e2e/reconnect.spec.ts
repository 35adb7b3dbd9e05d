import { expect, signInAs, test } from './fixtures/index.ts';
import { agentSays, occurrences, openVisitor, visitorSays } from './support/actors.ts';
import { networkSwitch } from './support/network.ts';

test('messages sent while the agent is offline arrive once each and in order', async ({
  browser,
  baseURL,
}) => {
  const agentContext = await browser.newContext({ baseURL });
  const network = await networkSwitch(agentContext);
  const agent = await agentContext.newPage();
  await signInAs(agent, 'agent@demo.test');

  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Premier message');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agentLog).toContainText('Premier message');
  // The take-over must be confirmed before the link drops, or the reply box stays disabled.
  await expect(agent.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeEnabled();

  await network.offline();
  await expect(agent.getByText('Hors ligne, reconnexion automatique…')).toBeVisible();

  const missed = ['Message hors ligne un', 'Message hors ligne deux', 'Message hors ligne trois'];
  for (const text of missed) await visitorSays(visitor, text);
  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  await expect(visitorLog).toContainText(missed[2] as string);
  await expect(agentLog).not.toContainText(missed[0] as string);

  // A reply written while offline waits and goes out once on reconnection.
  await agentSays(agent, 'Réponse écrite hors ligne');
  await expect(agentLog).toContainText('Envoi…');

  await network.online();
  await expect(agent.getByText('Hors ligne, reconnexion automatique…')).toHaveCount(0, { timeout: 15_000 });
  await expect(agentLog).toContainText(missed[2] as string);
  await expect(visitorLog).toContainText('Réponse écrite hors ligne');

  const text = (await agentLog.textContent()) ?? '';
  for (const m of missed) expect(occurrences(text, m), m).toBe(1);
  const positions = missed.map((m) => text.indexOf(m));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(occurrences(text, 'Réponse écrite hors ligne')).toBe(1);
  expect(occurrences((await visitorLog.textContent()) ?? '', 'Réponse écrite hors ligne')).toBe(1);
  await expect(agentLog).not.toContainText('Envoi…');
});

test('a reloaded console shows the same conversation as the server', async ({ browser, baseURL }) => {
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Avant le rechargement');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await agentSays(agent, 'Réponse avant rechargement');
  await expect(agent).toHaveURL(/\/gb-agent\/im\//);

  await agent.reload();
  const log = agent.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Avant le rechargement');
  await expect(log).toContainText('Réponse avant rechargement');
  await expect(agent.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();

  await visitor.reload();
  await visitor.getByRole('button', { name: 'Discuter avec nous' }).click();
  await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText(
    'Réponse avant rechargement',
  );
});
