import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { openVisitor, visitorSays } from './support/actors.ts';
import { awayFromMidnight } from './support/clock.ts';

test('a manager reads the statistics, exports them, and finds a conversation by its text', async ({
  browser,
  baseURL,
}) => {
  // The header's figures of the day count the conversation written below: both on one day.
  await awayFromMidnight();
  const manager = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await signInAs(manager, 'manager@demo.test');
  const visitor = await openVisitor(browser, baseURL as string);
  await visitorSays(visitor, 'Je cherche ma commande numéro 4521');

  await expect(manager.getByRole('tab', { name: /^En attente [1-9]/ })).toBeVisible();
  await manager
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await manager.getByRole('button', { name: 'Prendre en charge' }).click();

  // The header strip is read on load: after a reload it counts the ongoing room.
  await manager.reload();
  const strip = manager.getByRole('region', { name: 'Mes statistiques du jour' });
  await expect(strip.getByRole('definition').first()).toHaveText(/^[1-9]\d*$/);

  await manager.getByRole('button', { name: 'Statistiques' }).click();
  const stats = manager.getByRole('region', { name: 'Statistiques' });
  // The last 7 days rather than today: a room opened just before midnight on the company's clock
  // (Europe/Paris) is yesterday's once the figures are read after it.
  await stats.getByRole('combobox', { name: 'Période' }).selectOption({ label: '7 derniers jours' });
  await expect(stats.getByRole('table', { name: 'Détail des conversations' })).toContainText('En cours');
  await expect(stats.locator('canvas')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  const download = manager.waitForEvent('download');
  await stats.getByRole('button', { name: 'Exporter en CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^export-supervisor-stats-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  await stats.getByRole('combobox', { name: 'Compétence' }).selectOption({ label: 'Sales' });
  await expect(stats.getByText('Aucune conversation sur cette période.')).toBeVisible();

  await manager.getByRole('button', { name: 'Recherche' }).click();
  const search = manager.getByRole('region', { name: 'Recherche' });
  await search.getByRole('searchbox', { name: 'Rechercher une conversation' }).fill('NUMERO 4521');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(search.getByText('1 conversation trouvée')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await search.getByRole('listitem').getByRole('button').click();
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(
    'Je cherche ma commande numéro 4521',
  );
});
