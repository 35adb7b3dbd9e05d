import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { openVisitor, visitorSays } from './support/actors.ts';

/*
 * Campaign audiences against the real server: a manager imports a CSV file of a few hundred
 * contacts with two bad lines, follows its progress and reads the refused lines, finds the
 * audience by its name and a contact of the conversations by theirs, and cannot delete the
 * audience once a campaign uses it.
 */

const editor = (page: Page) => page.locator('oc-campaign-editor');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** 300 contacts, `external_id;language;prenom`; line 58 has no phone number, line 202 a cell too many. */
function audienceCsv(): Buffer {
  const lines = ['external_id;language;prenom'];
  for (let i = 0; i < 300; i++) lines.push(`+3361${String(2_000_000 + i).padStart(7, '0')};fr;Client ${i}`);
  lines[57] = 'pas-un-numero;fr;Mauvais';
  lines[201] = '+33600000001;fr;Trop;de;cellules';
  return Buffer.from(`${lines.join('\n')}\n`);
}

test('a manager imports a CSV audience with its progress, reads the refused lines, searches, and cannot delete it once a campaign uses it', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  // A visitor's conversation makes a contact of the company the audience form can find.
  const visitor = await openVisitor(browser, baseURL as string, 'Léa Martin');
  await visitorSays(visitor, 'Bonjour, je voudrais des nouvelles de ma commande.');

  // `/campaigns` opens the campaign list; the audiences are its own area.
  await signInAs(page, 'manager@demo.test', { path: '/campaigns' });
  await expect(page).toHaveURL(/\/campaigns\/list$/);
  await page.goto('/campaigns/contacts');
  await expect(heading(page, 'Audiences')).toBeVisible();
  await expect(editor(page).getByText(/Aucune audience\. Ajoutez-en une/)).toBeVisible();

  await editor(page).getByRole('button', { name: 'Ajouter une audience' }).click();
  await expect(page).toHaveURL(/\/campaigns\/contacts\/add$/);
  await expect(heading(page, 'Nouvelle audience')).toBeVisible();
  const form = editor(page).getByRole('form', { name: 'Audience' });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Clients fidèles');
  await form
    .getByLabel('Fichier CSV', { exact: true })
    .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: audienceCsv() });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer et importer' }).click();

  const bar = editor(page).getByRole('progressbar', { name: 'Import de clients.csv' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', '100 %, 300 lignes lues');
  const result = editor(page).getByRole('status').getByRole('region', { name: "Résultat de l'import" });
  await expect(result).toContainText('300 lignes lues : 298 contacts importés, 2 lignes refusées.');
  const refused = result.getByRole('table', { name: 'Lignes refusées (2)' });
  await expect(
    refused.getByRole('row', { name: /58 Numéro de téléphone invalide pas-un-numero/ }),
  ).toBeVisible();
  await expect(refused.getByRole('row', { name: /202 Nombre de colonnes différent/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await editor(page).getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(page).toHaveURL(/\/campaigns\/contacts$/);
  const list = editor(page).getByRole('table', { name: 'Audiences' });
  const row = list.getByRole('row', { name: /Clients fidèles/ });
  await expect(row).toContainText('298');
  await expect(row).toContainText('Importé : 298 contacts, 2 lignes refusées');

  // The search finds the audience by its name, and nothing for another.
  const search = editor(page).getByRole('searchbox', { name: 'Rechercher une audience' });
  await search.fill('relance');
  await expect(editor(page).getByText('Aucune audience ne correspond à cette recherche.')).toBeVisible();
  await search.fill('fidèles');
  await expect(row).toBeVisible();

  // A new audience from the conversations: the manager looks for the visitor among the contacts.
  await editor(page).getByRole('button', { name: 'Ajouter une audience' }).click();
  await editor(page)
    .getByRole('radio', { name: /Contacts existants/ })
    .check();
  await editor(page).getByRole('textbox', { name: 'Nom contenant' }).fill('Léa');
  await editor(page).getByRole('button', { name: 'Rechercher les contacts correspondants' }).click();
  await expect(editor(page).getByText('1 contact correspond aux filtres.')).toBeVisible();
  await expect(editor(page).getByRole('rowheader', { name: 'Léa Martin' })).toBeVisible();
  await editor(page).getByRole('button', { name: 'Retour à la liste' }).click();

  // Once a campaign uses it, the audience is not deleted, and the manager is told why.
  const token = await page.evaluate(() => localStorage.getItem('oc.token'));
  const answer = await page.request.get('/api/campaigns/contacts/lists', {
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await answer.json()) as { results: { id: number; name: string }[] };
  const audience = lists.results.find((a) => a.name === 'Clients fidèles');
  expect(audience).toBeTruthy();
  await server.useAudienceInCampaign(audience?.id ?? 0);
  await page.reload();
  await editor(page).getByRole('button', { name: 'Actions pour Clients fidèles' }).click();
  await editor(page).getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = editor(page).getByRole('dialog', { name: 'Supprimer « Clients fidèles » ?' });
  await expect(dialog).toContainText('utilisée par une campagne');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(editor(page).getByRole('alert')).toHaveText(
    'Cette audience est utilisée par une campagne et ne peut pas être supprimée.',
  );
  await expect(list.getByRole('row', { name: /Clients fidèles/ })).toBeVisible();
  await visitor.context().close();
});
