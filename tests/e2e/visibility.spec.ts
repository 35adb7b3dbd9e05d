import { expect, signInAs, test } from './fixtures/index.ts';
import { apiToken, openVisitor, socketCommand, visitorSays } from './support/actors.ts';

test('a Support room stays out of reach of a Sales agent and within reach of a manager with the skill', async ({
  browser,
  baseURL,
  request,
}) => {
  const sales = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(sales, 'agent2@demo.test');
  await expect(sales.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Une question pour le support seulement');

  // The manager has Support (and Sales): the room reaches the console live and opens.
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(manager, 'manager@demo.test');
  await expect(manager.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await manager
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(
    'Une question pour le support seulement',
  );
  await expect(manager).toHaveURL(/\/gb-agent\/im\/[\w-]+/);
  const uuid = new URL(manager.url()).pathname.split('/').at(-1) as string;

  const managerToken = await apiToken(request, 'manager@demo.test');
  const seen = await socketCommand(baseURL, '/api/agents/ws', managerToken, { command: 'get_room', uuid });
  expect(seen.type, JSON.stringify(seen)).toBe('response');
  expect(seen.type === 'response' && (seen.data as { uuid: string }).uuid).toBe(uuid);

  // The Sales agent has it in none of the lists…
  for (const list of ['En attente', 'En cours', 'Fermées']) {
    await sales.getByRole('tab', { name: new RegExp(`^${list}`) }).click();
    await expect(sales.getByRole('tab', { name: new RegExp(`^${list} 0`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(sales.getByRole('button', { name: /Visiteur/ })).toHaveCount(0);
  }
  await expect(sales.getByText('Une question pour le support seulement')).toHaveCount(0);

  // …and the server answers every command about it as if it did not exist.
  const salesToken = await apiToken(request, 'agent2@demo.test');
  for (const command of [
    { command: 'get_room', uuid },
    { command: 'get_messages', room: uuid },
    { command: 'take_room', room: uuid },
  ]) {
    const refused = await socketCommand(baseURL, '/api/agents/ws', salesToken, command);
    expect(refused, command.command).toMatchObject({ type: 'error', code: 'not_found' });
  }

  // Nor does a link straight to the conversation show it.
  await sales.goto(`/gb-agent/im/${uuid}`);
  await expect(sales.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  await expect(sales.getByText('Une question pour le support seulement')).toHaveCount(0);
  await expect(sales.getByRole('button', { name: 'Prendre en charge' })).toHaveCount(0);

  // Taking it still works for the manager, and the Sales agent still has nothing.
  await manager.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(manager.getByRole('tab', { name: /^En cours 1/ })).toBeVisible();
  await expect(sales.getByRole('tab', { name: /^En cours 0/ })).toBeVisible();
  const still = await socketCommand(baseURL, '/api/agents/ws', salesToken, { command: 'get_room', uuid });
  expect(still).toMatchObject({ type: 'error', code: 'not_found' });
});
