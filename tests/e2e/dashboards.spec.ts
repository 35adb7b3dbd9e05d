import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { apiToken, openVisitor, visitorSays } from './support/actors.ts';
import { awayFromMidnight } from './support/clock.ts';

/*
 * The dashboards as a manager reads them while visitors write: monitoring moves live as a
 * conversation waits and is taken (the view's own refresh is a minute away), the
 * global activity of today counts the new conversation, the discussions list it and their CSV
 * holds it, and another range is one click away.
 */
test('a manager watches monitoring move, reads today, exports the discussions and switches range', async ({
  browser,
  baseURL,
}) => {
  // Today's figures count the conversation written below: both on one day of the company's clock.
  await awayFromMidnight();
  const manager = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await signInAs(manager, 'manager@demo.test', { path: '/dashboard/monitoring' });
  await expect(manager.getByRole('heading', { name: 'Supervision', level: 1 })).toBeVisible();
  const now = manager.getByLabel('En ce moment');
  const waiting = now.getByRole('definition').first();
  const running = now.getByRole('definition').nth(1);
  await expect(waiting).toHaveText(/^\d+$/);
  await expect(manager.getByRole('status').filter({ hasText: 'En direct.' })).toBeVisible();
  const before = Number(await waiting.textContent());
  const runningBefore = Number(await running.textContent());

  const visitor = await openVisitor(browser, baseURL as string);
  await visitorSays(visitor, 'Bonjour, ma commande 7781 n’est pas arrivée');
  // No click, and well before the view's own minute: the monitoring socket said it changed.
  await expect(waiting).toHaveText(String(before + 1), { timeout: 15_000 });
  expect(await seriousViolations(manager)).toEqual([]);

  // An agent takes the conversation: it leaves the queue for the running ones, live as well.
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(running).toHaveText(String(runningBefore + 1), { timeout: 15_000 });
  await expect(waiting).toHaveText(String(before), { timeout: 15_000 });

  await manager.getByRole('link', { name: 'Tableau de bord' }).first().click();
  await expect(manager.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await manager.getByRole('button', { name: /Période/ }).click();
  const picker = manager.getByRole('dialog', { name: 'Période' });
  await picker.getByRole('button', { name: 'Aujourd’hui' }).click();
  await picker.getByRole('button', { name: 'Appliquer' }).click();
  await expect(manager.getByRole('button', { name: /Période\s*Aujourd’hui/ })).toBeVisible();
  const figures = manager.getByLabel('Chiffres clés');
  await expect(figures.getByRole('definition').first()).toHaveText(/^[1-9]\d*$/);
  await expect(manager.getByRole('img', { name: /Reçues : [1-9]/ })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole('tab', { name: 'Discussions' }).click();
  await expect(manager.getByRole('table', { name: 'Discussions' })).toContainText('En cours');
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^export-discussions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^room,label,channel,skill,agent,created,state,/);
  expect(lines.slice(1).some((line) => line.includes(',web,') && line.includes(',running,'))).toBe(true);
  // The same conversations as a spreadsheet that opens, with the same cells.
  const sheetDownload = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Exporter en XLSX' }).click();
  const sheetFile = await sheetDownload;
  expect(sheetFile.suggestedFilename()).toMatch(/^export-discussions-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = await readXlsxFile(await readFile((await sheetFile.path()) as string));
  expect(sheet?.data.length).toBe(lines.length);
  expect(sheet?.data[0]?.join(',')).toBe(lines[0]?.replace(/^\ufeff/, ''));

  await manager.getByRole('button', { name: /Période/ }).click();
  await picker.getByRole('button', { name: 'Mois dernier' }).click();
  await picker.getByRole('button', { name: 'Appliquer' }).click();
  await expect(manager.getByRole('button', { name: /Période\s*Mois dernier/ })).toBeVisible();
  // Last month holds none of today's conversations (the demo company has no older ones).
  await expect(manager.getByText(/Aucune conversation sur cette période/)).toBeVisible();
});

test('a key account reads the dashboards of the company that granted them, in its own portal, and nothing else', async ({
  page,
  request,
}) => {
  const owner = await apiToken(request, 'owner@demo.test');
  const created = await request.post('/api/core/key-accounts/', {
    headers: { authorization: `Bearer ${owner}` },
    data: { label: 'Groupe Martin' },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };

  await page.goto('/demo/key-account.html');
  await page.getByLabel('Jeton de compte clé').fill('okd_not-a-real-token');
  await page.getByRole('button', { name: 'Ouvrir les tableaux de bord' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce jeton n’ouvre aucun tableau de bord.');

  await page.getByLabel('Jeton de compte clé').fill(token);
  await page.getByRole('button', { name: 'Ouvrir les tableaux de bord' }).click();
  await expect(page.getByText('Compte clé : Groupe Martin')).toBeVisible();
  // Only the granting company is offered.
  await expect(page.getByLabel('Entreprise').getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await expect(
    page.getByLabel('Chiffres clés').or(page.getByText(/Aucune conversation sur cette période/)),
  ).toBeVisible();
  // No skill or agent filter: a key account cannot read the company's directory.
  await expect(page.getByLabel('Compétence')).toHaveCount(0);
  await page.getByLabel('Tableau', { exact: true }).selectOption('monitoring');
  await expect(page.getByRole('heading', { name: 'Supervision', level: 1 })).toBeVisible();
  await expect(page.getByLabel('En ce moment')).toBeVisible();
  // Monitoring is live for a key account too: its token opens the monitoring socket for its company.
  await expect(page.getByRole('status').filter({ hasText: 'En direct.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The same token reads nothing else: another company, or any call outside the dashboards.
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (await request.get('/api/stats/stats/dashboard?interval=today&company=999', { headers: auth })).status(),
  ).toBe(403);
  expect((await request.get('/api/core/user/account', { headers: auth })).status()).toBe(401);
  expect((await request.get('/api/core/skills/', { headers: auth })).status()).toBe(401);
});
