import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/index.ts';
import { apiToken, socketCommand } from './support/actors.ts';

type Rooms = { rooms: { uuid: string; skill: number }[] };

/**
 * Earlier journeys of this worker may have left Support conversations open: a manager closes them,
 * so what autofill gives below is exactly what this journey opened.
 */
async function closeOpenSupportRooms(baseURL: string, manager: string): Promise<void> {
  for (const status of ['waiting', 'running'] as const) {
    const answer = await socketCommand(baseURL, '/api/agents/ws', manager, {
      command: 'get_rooms_list',
      status,
    });
    if (answer.type !== 'response') throw new Error(`get_rooms_list: ${answer.code}`);
    for (const room of (answer.data as Rooms).rooms.filter((r) => r.skill === 1))
      await socketCommand(baseURL, '/api/agents/ws', manager, { command: 'close_room', room: room.uuid });
  }
}

async function openConversation(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/guests/sessions', { data: { skill: 1 } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { room: { uuid: string } }).room.uuid;
}

test('autofill assigns waiting conversations within max_rooms, and a freed place takes the next', async ({
  page,
  request,
  baseURL,
}) => {
  const url = baseURL as string;
  const manager = await apiToken(request, 'manager@demo.test');
  const agent = await apiToken(request, 'agent@demo.test');
  await closeOpenSupportRooms(url, manager);
  const settings = await socketCommand(url, '/api/agents/ws', agent, { command: 'settings' });
  if (settings.type !== 'response') throw new Error(`settings: ${settings.code}`);
  const max = (settings.data as { max_rooms: number }).max_rooms;

  const rooms: string[] = [];
  for (let i = 0; i <= max; i++) rooms.push(await openConversation(request));

  await signInAs(page, 'agent@demo.test');
  const bar = page.getByRole('group', { name: 'Mon activité' });
  await expect(bar.getByText(`Conversations ouvertes : 0 / ${max}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`^En attente ${max + 1}`) })).toBeVisible();

  await bar.getByRole('switch', { name: 'Attribution automatique' }).check();
  // The oldest ones come first, up to the maximum; the newest waits.
  await expect(page.getByRole('tab', { name: new RegExp(`^En cours ${max}`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await expect(bar.getByText(`Conversations ouvertes : ${max} / ${max} (maximum atteint)`)).toBeVisible();

  const closed = await socketCommand(url, '/api/agents/ws', agent, { command: 'close_room', room: rooms[0] });
  expect(closed.type).toBe('response');
  await expect(page.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`^En cours ${max}`) })).toBeVisible();

  await bar.getByRole('switch', { name: 'Attribution automatique' }).uncheck();
  await expect(bar.getByRole('switch', { name: 'Attribution automatique' })).not.toBeChecked();
  await closeOpenSupportRooms(url, manager);
  await expect(bar.getByText(`Conversations ouvertes : 0 / ${max}`)).toBeVisible();
});

test("a manager pauses an agent and the agent's console shows the break", async ({ page, request }) => {
  await signInAs(page, 'agent@demo.test');
  const bar = page.getByRole('group', { name: 'Mon activité' });
  await expect(bar.getByRole('button', { name: 'Faire une pause' })).toBeVisible();

  const agent = await apiToken(request, 'agent@demo.test');
  const account = await request.get('/api/core/user/account', {
    headers: { authorization: `Bearer ${agent}` },
  });
  const { uuid } = (await account.json()) as { uuid: string };
  const manager = await apiToken(request, 'manager@demo.test');
  const paused = await request.post('/api/agents/agents/pause', {
    headers: { authorization: `Bearer ${manager}` },
    data: { agent: uuid, pause: true },
  });
  expect(paused.status()).toBe(200);
  await expect(bar.getByRole('status')).toHaveText('En pause');

  // Agents may not put one another on a break.
  const agent2 = await apiToken(request, 'agent2@demo.test');
  const refused = await request.post('/api/agents/agents/pause', {
    headers: { authorization: `Bearer ${agent2}` },
    data: { agent: uuid, pause: false },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('agent:forbidden');

  await bar.getByRole('button', { name: 'Reprendre' }).click();
  await page.getByRole('dialog', { name: 'Reprendre ?' }).getByRole('button', { name: 'Reprendre' }).click();
  await expect(bar.getByRole('button', { name: 'Faire une pause' })).toBeVisible();
  await expect(bar.getByRole('status')).toHaveCount(0);
});
