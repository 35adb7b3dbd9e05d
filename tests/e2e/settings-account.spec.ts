import type { RoomConfiguration, RoomsPage } from '@omnicanal/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { apiToken, openVisitor, socketCommand, visitorSays } from './support/actors.ts';

/*
 * The account-side settings against the real server: room timers that reach the rooms already
 * waiting, the user's own account and notification choices, account deletion's reason, public API
 * tokens shown once, and what an agent is refused.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const settings = (page: Page) => page.locator('oc-settings');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ROOMS = '/api/agents/customers/room-configuration';
const off = { enabled: false, delay: '00:10' };

async function configureRooms(request: APIRequestContext, config: RoomConfiguration): Promise<void> {
  const answer = await request.post(ROOMS, {
    headers: bearer(await apiToken(request, 'manager@demo.test')),
    data: config,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The statuses of the rooms in the Support agent's waiting list. */
async function waitingStatuses(baseURL: string, token: string): Promise<string[]> {
  const answer = await socketCommand(baseURL, '/api/agents/ws', token, {
    command: 'get_rooms_list',
    status: 'waiting',
  });
  if (answer.type !== 'response') throw new Error(`get_rooms_list: ${answer.code}`);
  return (answer.data as RoomsPage).rooms.map((room) => room.status);
}

test('shortening the late delay on the rooms screen turns a waiting room late on schedule', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  await configureRooms(request, {
    late: { enabled: true, delay: '02:00' },
    requeue: off,
    auto_close: { ...off, message: null },
  });
  const visitor = await openVisitor(browser, origin);
  await visitorSays(visitor, 'Bonjour, quelqu’un ?');
  const agent = await apiToken(request, 'agent@demo.test');
  await expect.poll(() => waitingStatuses(origin, agent)).toContain('waiting');

  await signInAs(page, 'admin@demo.test', { path: '/settings/rooms' });
  await expect(heading(page, 'Configuration des discussions')).toBeVisible();
  const delay = settings(page).getByRole('combobox', { name: 'Délai avant le retard (HH:mm)' });
  await expect(delay).toHaveValue('02:00');
  await expect(settings(page).getByText('Une discussion passe en retard après 120 minutes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Still two hours to go: nothing is late yet.
  expect(await waitingStatuses(origin, agent)).not.toContain('late');

  await delay.selectOption('00:00');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  // The room armed with two hours turns late at the next timer tick under the new delay.
  await expect.poll(() => waitingStatuses(origin, agent), { timeout: 10_000 }).toContain('late');
  await configureRooms(request, { late: off, requeue: off, auto_close: { ...off, message: null } });
});

test('the account: a profile change and notification choices stay after a reload', async ({ page }) => {
  await signInAs(page, 'agent2@demo.test', { path: '/settings/account' });
  await expect(heading(page, 'Mon compte')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const first = settings(page).getByRole('textbox', { name: /Prénom/ });
  await first.fill('Bérénice');
  await settings(page).getByRole('switch', { name: 'Une nouvelle discussion arrive' }).click();
  await settings(page).getByRole('switch', { name: 'Un ticket est en retard' }).click();
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();

  await page.reload();
  await expect(settings(page).getByRole('textbox', { name: /Prénom/ })).toHaveValue('Bérénice');
  await expect(
    settings(page).getByRole('switch', { name: 'Une nouvelle discussion arrive' }),
  ).not.toBeChecked();
  await expect(settings(page).getByRole('switch', { name: 'Un ticket est en retard' })).not.toBeChecked();
  await expect(settings(page).getByRole('switch', { name: 'Une discussion est en retard' })).toBeChecked();
});

test('a bad phone or time zone is refused with the spec’s message and nothing is saved', async ({
  page,
  request,
}) => {
  await signInAs(page, 'manager@demo.test', { path: '/settings/account' });
  await expect(heading(page, 'Mon compte')).toBeVisible();
  await settings(page)
    .getByRole('textbox', { name: /Prénom/ })
    .fill('Changé');
  await settings(page)
    .getByRole('textbox', { name: /^Téléphone/ })
    .fill('12');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    settings(page)
      .getByText(/Numéro de téléphone invalide/)
      .first(),
  ).toBeVisible();

  // The select offers known zones only; the server refuses any other on its own.
  const token = await apiToken(request, 'manager@demo.test');
  const refused = await request.post('/api/core/user/account', {
    headers: bearer(token),
    data: { first_name: 'Changé', timezone: 'Mars/Olympus_Mons' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).timezone).toEqual(['invalid_timezone']);
  const account = await (await request.get('/api/core/user/account', { headers: bearer(token) })).json();
  expect(account.first_name).not.toBe('Changé');
  await page.reload();
  await expect(settings(page).getByRole('textbox', { name: /Prénom/ })).not.toHaveValue('Changé');
});

test('account deletion requires a reason', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', { path: '/settings/account/delete' });
  await expect(heading(page, 'Supprimer le compte')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await settings(page).getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(settings(page).getByText('Veuillez choisir un motif de suppression.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await settings(page).getByRole('combobox', { name: 'Motif de la suppression' }).selectOption('other');
  await settings(page).getByRole('button', { name: 'Supprimer le compte' }).click();
  const dialog = settings(page).getByRole('dialog', { name: 'Supprimer définitivement le compte ?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The demo company serves the other journeys: cancel here; the deletion itself is tested on the server.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a public API token is shown once', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', { path: '/settings/public-api' });
  await expect(heading(page, 'API publique')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await settings(page).getByRole('textbox', { name: 'Libellé du nouveau jeton' }).fill('Entrepôt');
  await settings(page).getByRole('button', { name: 'Créer un jeton' }).click();
  const token = settings(page).getByRole('textbox', { name: 'Jeton', exact: true });
  await expect(token).toHaveValue(/^ocp_/);
  const secret = await token.inputValue();
  await expect(
    settings(page).getByText('Copiez-le maintenant : il ne sera plus jamais affiché.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(settings(page).getByRole('cell', { name: 'Entrepôt', exact: true })).toBeVisible();
  await page.reload();
  await expect(settings(page).getByRole('cell', { name: 'Entrepôt', exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expect(settings(page).getByRole('textbox', { name: 'Jeton', exact: true })).toHaveCount(0);
});

test('the chat and external views screens pass the accessibility scan', async ({ page }) => {
  await signInAs(page, 'owner@demo.test', { path: '/settings/chat/1' });
  await expect(heading(page, 'Paramètres du chat')).toBeVisible();
  await expect(settings(page).getByRole('heading', { name: 'Widget', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/settings/external-views');
  await expect(heading(page, 'Vues externes')).toBeVisible();
  await settings(page).getByRole('button', { name: 'Ajouter une vue' }).first().click();
  await expect(heading(page, 'Nouvelle vue externe')).toBeVisible();
  await settings(page)
    .getByRole('textbox', { name: /Libellé/ })
    .fill('Stock');
  await settings(page)
    .getByRole('textbox', { name: /Adresse/ })
    .fill('https://stock.example/');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByRole('cell', { name: 'Stock', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('an agent cannot reach the rooms screen nor its write API', async ({ page, request }) => {
    await signInAs(page, 'agent@demo.test', { path: '/settings/rooms' });
    const dialog = page.getByRole('dialog', { name: 'Accès refusé' });
    await expect(dialog).toContainText("Vous n'avez pas les droits nécessaires pour accéder à cette page.");
    const token = await apiToken(request, 'agent@demo.test');
    const write = await request.post(ROOMS, {
      headers: bearer(token),
      data: { late: off, requeue: off, auto_close: { ...off, message: null } },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).error).toBe('permission_denied');
  });
});
