import type { RoomConfiguration } from '@omnicanal/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/index.ts';
import { agentSays, agentTakesNewConversation, apiToken } from './support/actors.ts';

const AUTO_CLOSE_TEXT = 'Sans nouvelles de votre part, nous clôturons cette conversation. À bientôt !';

/**
 * Saves the company's room timers as a manager. A delay of 00:00 fires on the server's next timer
 * tick (spec 000 §9: every second), so the journey needs no clock of its own. Timers are armed with
 * the configuration of the moment (a status change, a message), which lets each step choose what
 * happens next.
 */
async function configureRooms(request: APIRequestContext, config: RoomConfiguration): Promise<void> {
  const token = await apiToken(request, 'manager@demo.test');
  const answer = await request.post('/api/agents/customers/room-configuration', {
    headers: { authorization: `Bearer ${token}` },
    data: config,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const off = { enabled: false, delay: '00:10' };

/**
 * Records every state the open conversation's header badge shows, as it changes. A state that
 * lasts one timer tick (late, then re-queued the next second) would slip between two checks of a
 * test; a recorder in the page sees each render.
 */
async function recordHeaderStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const badges = (root: Document | ShadowRoot): Element[] => [
      ...root.querySelectorAll('.conversation-header .status'),
      ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? badges(el.shadowRoot) : [])),
    ];
    (window as unknown as { __states: string[] }).__states = seen;
    setInterval(() => {
      const text = badges(document)[0]?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    }, 25);
  });
  return () => page.evaluate(() => [...(window as unknown as { __states: string[] }).__states]);
}

test('a room goes late, is re-queued, then closes itself with the automatic message', async ({
  browser,
  baseURL,
  request,
}) => {
  await configureRooms(request, { late: off, requeue: off, auto_close: { ...off, message: null } });

  const { agent, visitor } = await agentTakesNewConversation(
    browser,
    baseURL as string,
    'Bonjour, une question sur ma commande',
  );
  await expect(agent.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
  await agentSays(agent, 'Bonjour, je regarde.');
  const states = await recordHeaderStates(agent);

  // Late straight away without a reply, and back in the queue straight after being late. The
  // saved configuration reaches the open room by itself; a reply now would race with it (a reply
  // brings a late room back to running).
  await configureRooms(request, {
    late: { enabled: true, delay: '00:00' },
    requeue: { enabled: true, delay: '00:00' },
    auto_close: { ...off, message: null },
  });
  await expect.poll(states, { timeout: 15_000 }).toContain('Remise en file');
  // Re-queued: nobody holds it any more, it waits again for any Support agent.
  await expect(agent.getByRole('tab', { name: /^En cours 0/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  // Waiting again without a reply, it goes late again, still in the waiting list; the server lets
  // any Support agent take a late room that nobody holds, so the console must offer it.
  await expect
    .poll(states, { timeout: 15_000 })
    .toEqual(['En cours', 'En retard', 'Remise en file', 'En retard']);
  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await expect.soft(agent.getByRole('button', { name: 'Prendre en charge' })).toBeVisible({ timeout: 5_000 });

  // Then closed with the automatic text: auto-close switched on counts the visitor's silence from
  // now (the engine arms it on every open room at once), so at 00:00 the next tick closes it. A
  // visitor's message sent here would race with that tick (it did, on a loaded machine: the widget
  // had ended between typing and sending).
  await configureRooms(request, {
    late: off,
    requeue: off,
    auto_close: { enabled: true, delay: '00:00', message: AUTO_CLOSE_TEXT },
  });

  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  await expect(visitorLog).toContainText(AUTO_CLOSE_TEXT, { timeout: 15_000 });
  await expect(visitor.getByText('La conversation est terminée.')).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();
  // The server writes its event lines as codes; the visitor must read words, never the code.
  await expect.soft(visitorLog).not.toContainText('session_auto_closed', { timeout: 2_000 });

  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agentLog).toContainText(AUTO_CLOSE_TEXT);
  await expect(agentLog).toContainText('Discussion close automatiquement');
  await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^En cours 0/ })).toBeVisible();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeDisabled();

  // The header went through every state, in the engine's order.
  await expect.poll(states).toEqual(['En cours', 'En retard', 'Remise en file', 'En retard', 'Fermée']);
});
