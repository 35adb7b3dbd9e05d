import type { Browser, Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation, apiToken, openVisitor, visitorSays } from './support/actors.ts';

/*
 * Contact reasons and the message library, set up by a manager in the settings and used live by
 * the inbox: a new reason is offered when closing a room, a new sentence is found by the
 * pre-saved-message search. Agents reach neither the screens nor their write API.
 */

async function managerPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(page, 'manager@demo.test');
  return page;
}

test('a contact reason created in the settings is required and offered when closing a room', async ({
  browser,
  baseURL,
}) => {
  const manager = await managerPage(browser, baseURL);
  await manager.goto('/settings/contact-reasons');
  const table = manager.getByRole('table', { name: 'Motifs de contact' });
  await expect(table.getByRole('row', { name: /Réclamation/ })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole('button', { name: 'Ajouter un motif' }).click();
  await expect(manager).toHaveURL(/\/settings\/contact-reasons\/add$/);
  const form = manager.getByRole('form', { name: 'Nouveau motif de contact' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Ce champ ne peut pas être vide.')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  // A label already used, whatever its case, is refused where it was typed.
  await form.getByRole('textbox', { name: /Libellé/ }).fill('réclamation');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Cette valeur existe déjà.')).toBeVisible();

  await form.getByRole('textbox', { name: /Libellé/ }).fill('Retour produit');
  await form.getByRole('checkbox', { name: 'Support' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager).toHaveURL(/\/settings\/contact-reasons$/);
  await expect(manager.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Retour produit/ })).toContainText('Support');

  const { agent } = await agentTakesNewConversation(browser, baseURL, 'Je voudrais renvoyer ma commande');
  await agent.getByRole('button', { name: 'Clore la discussion' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Clore', exact: true }).click();
  const dialog = agent.getByRole('dialog', { name: 'Motif de contact' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez au moins un motif.');
  await dialog.getByRole('checkbox', { name: 'Retour produit' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
});

test('a sentence written in the library is found by the inbox search; deleting its category says what goes', async ({
  browser,
  baseURL,
}) => {
  const manager = await managerPage(browser, baseURL);
  await manager.goto('/settings/msglib');
  await expect(manager.getByRole('table', { name: 'Catégories' })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await manager.getByRole('textbox', { name: /Libellé/ }).fill('Garanties');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  // A new category opens, empty, saying what to do.
  await expect(manager).toHaveURL(/\/settings\/msglib\/categories\/\d+$/);
  await expect(manager.getByText(/Cette catégorie est vide/)).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole('button', { name: 'Ajouter une sous-catégorie' }).first().click();
  await manager.getByRole('textbox', { name: /Libellé/ }).fill('Extension');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager).toHaveURL(/\/subcategories\/\d+$/);
  const crumbs = manager.getByRole('navigation', { name: 'Emplacement dans la bibliothèque' });
  await expect(crumbs).toContainText('Garanties');
  await expect(crumbs).toContainText('Extension');
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole('button', { name: 'Ajouter un message' }).first().click();
  await expect(manager).toHaveURL(/\/sentences\/add$/);
  const text = 'La garantie peut être prolongée de deux ans pour un supplément modique.';
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('Ce champ ne peut pas être vide.')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await manager.getByRole('textbox', { name: /Contenu/ }).fill(text);
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByRole('table', { name: 'Messages' })).toContainText(text);

  // The settings' own search finds it across the library.
  await manager.goto('/settings/msglib');
  await manager.getByRole('searchbox', { name: 'Rechercher un message' }).fill('GARANTIE prolongee');
  await expect(manager.getByText('1 message trouvé')).toBeVisible();

  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Puis-je prolonger la garantie ?');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await agent.getByRole('button', { name: 'Messages pré-enregistrés' }).click();
  const picker = agent.getByRole('dialog', { name: 'Messages pré-enregistrés' });
  await picker.getByRole('searchbox', { name: 'Rechercher un message' }).fill('garantie prolongée');
  await expect(picker.getByRole('status')).toHaveText('1 message trouvé');

  await manager.getByRole('button', { name: 'Plus d’actions pour « Garanties »' }).click();
  await manager.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Supprimer la catégorie « Garanties » ?' });
  await expect(confirm).toContainText('1 sous-catégorie et 1 message');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(manager.getByText('Catégorie « Garanties » supprimée.')).toBeVisible();
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('an agent reaches neither the screens nor their write API', async ({ page, request }) => {
    await signInAs(page, 'agent@demo.test');
    for (const path of ['/settings/contact-reasons', '/settings/msglib/add']) {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Accès refusé' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/gb-agent$/);
    }
    const headers = { authorization: `Bearer ${await apiToken(request, 'agent@demo.test')}` };
    const writes = [
      request.post('/api/agents/contactreasons/', { headers, data: { label: 'Pirate' } }),
      request.post('/api/msglib/categories/', { headers, data: { label: 'Pirate' } }),
      request.delete('/api/agents/contactreasons/1', { headers }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toBe('permission_denied');
    }
  });
});
