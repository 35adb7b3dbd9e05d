import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';

/*
 * Entry points against the real server: an admin creates a website widget on the Support skill,
 * finds its type locked when editing it, copies its embed code and deletes it from the row menu.
 */

const entryPoints = (page: Page) => page.locator('oc-entry-points');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

test('an admin creates a widget on Support, sees its type locked, copies its embed code and deletes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL as string });
  await signInAs(page, 'admin@demo.test', { path: '/botgroups' });
  await expect(heading(page, "Points d'entrée")).toBeVisible();
  const list = entryPoints(page).getByRole('table', { name: "Points d'entrée de messagerie" });
  await expect(list.getByRole('row', { name: /Widget du site/ })).toBeVisible();

  await entryPoints(page).getByRole('button', { name: "Ajouter un point d'entrée" }).click();
  await expect(page).toHaveURL(/\/botgroups\/messaging\/form$/);
  await expect(heading(page, "Nouveau point d'entrée")).toBeVisible();
  const form = entryPoints(page).getByRole('form', { name: "Point d'entrée" });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Widget boutique');
  await form.getByRole('combobox', { name: /^Type/ }).selectOption('widget');
  await form.getByRole('combobox', { name: /^Compétence/ }).selectOption({ label: 'Support' });
  await form.getByRole('button', { name: 'Ajouter un arbre' }).click();
  await form.getByRole('combobox', { name: 'Arbre (Ligne 1)' }).selectOption({ label: 'Accueil' });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/botgroups$/);
  await expect(entryPoints(page).getByText("Point d'entrée « Widget boutique » créé.")).toBeVisible();
  const row = list.getByRole('row', { name: /Widget boutique/ });
  await expect(row).toContainText('Support');
  const menu = row.getByRole('button', { name: 'Actions pour Widget boutique' });

  await menu.click();
  await expect(entryPoints(page).getByRole('menu', { name: 'Actions pour Widget boutique' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await entryPoints(page).getByRole('menuitem', { name: 'Modifier' }).click();
  await expect(heading(page, 'Modifier « Widget boutique »')).toBeVisible();
  const type = entryPoints(page).getByRole('combobox', { name: /^Type/ });
  await expect(type).toBeDisabled();
  await expect(type).toHaveValue('widget');
  await expect(
    entryPoints(page).getByText('Le type ne peut plus être changé après la création.'),
  ).toBeVisible();
  await expect(entryPoints(page).getByRole('combobox', { name: 'Arbre (Ligne 1)' })).toHaveValue('accueil');
  await entryPoints(page).getByRole('button', { name: 'Retour à la liste' }).click();

  await menu.click();
  await entryPoints(page).getByRole('menuitem', { name: "Code d'intégration" }).click();
  await expect(heading(page, "Code d'intégration de « Widget boutique »")).toBeVisible();
  const code = await entryPoints(page).getByRole('textbox', { name: "Code d'intégration" }).inputValue();
  expect(code).toMatch(
    /^<script type="module" src="http:\/\/[^"]+\/web-chat\.js"><\/script>\n<oc-web-chat entry-point-id="\d+" skill-id="1"/,
  );
  await entryPoints(page).getByRole('button', { name: 'Copier le code' }).click();
  await expect(entryPoints(page).getByText('Code copié dans le presse-papiers.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await entryPoints(page).getByRole('button', { name: 'Retour à la liste' }).click();

  await menu.click();
  await entryPoints(page).getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = entryPoints(page).getByRole('dialog', { name: 'Supprimer « Widget boutique » ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(entryPoints(page).getByText("Point d'entrée « Widget boutique » supprimé.")).toBeVisible();
  await expect(list.getByRole('row', { name: /Widget boutique/ })).toHaveCount(0);
  await expect(list.getByRole('row', { name: /Widget du site/ })).toBeVisible();
});
