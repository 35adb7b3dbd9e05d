import { expect, test } from './fixtures/index.ts';
import { agentTakesNewConversation } from './support/actors.ts';

/*
 * A room action answered in the widget (spec 000 §4): the agent offers two time slots from the
 * inbox, the visitor picks one on the card in `<oc-web-chat>` (its own command, never a message),
 * and the agent reads the visitor's choice in the conversation.
 */

test('an agent offers two time slots; the visitor picks one in the widget; the agent sees it', async ({
  browser,
  baseURL,
}) => {
  const { agent, visitor } = await agentTakesNewConversation(
    browser,
    baseURL as string,
    'Je voudrais prendre rendez-vous.',
  );
  await agent.getByRole('button', { name: 'Actions' }).click();
  await agent.getByRole('menuitem', { name: 'Proposer des créneaux' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Proposer des créneaux' });
  await dialog.getByRole('textbox', { name: 'Intitulé' }).fill('Rendez-vous en agence');
  await dialog.getByLabel('Créneau 1 : début').fill('2030-06-12T10:00');
  await dialog.getByLabel('Créneau 1 : fin').fill('2030-06-12T10:30');
  await dialog.getByLabel('Créneau 2 : début').fill('2030-06-13T15:00');
  await dialog.getByLabel('Créneau 2 : fin').fill('2030-06-13T15:30');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toHaveCount(0);

  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  const slots = visitorLog.getByRole('group', { name: 'Créneaux proposés' });
  await expect(visitorLog.getByText('Rendez-vous en agence')).toBeVisible();
  // Both slots in the visitor's language and time zone (the browser's, here the agent's too).
  await expect(slots.getByRole('button')).toHaveText([
    'mercredi 12 juin, 10:00 – 10:30',
    'jeudi 13 juin, 15:00 – 15:30',
  ]);
  await slots.getByRole('button', { name: 'jeudi 13 juin, 15:00 – 15:30' }).click();

  // The card is answered: its choice shown, no more buttons.
  await expect(slots).toHaveCount(0);
  await expect(visitorLog.getByText('Créneau choisi : jeudi 13 juin, 15:00 – 15:30').first()).toBeVisible();
  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agentLog).toContainText(/Créneau choisi par le visiteur : [^–]*15:00 – [^–]*15:30/);
});
