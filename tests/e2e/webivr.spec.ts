import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { apiToken } from './support/actors.ts';

/*
 * The web IVR as spec 001 and issue 18 tell it: an admin adds a web IVR, a manager writes its FAQ
 * and form, builds a three-page menu with the FAQ, the form and a chat hand-off, previews it,
 * publishes "v1", edits, undoes twice and redoes once across a reload, and publishes "v2".
 */

/** Adds a node of `kind` under the card named `parent`, names it, validates and saves it. */
async function addNode(page: Page, parent: string, kind: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Ajouter un nœud sous ${parent}` }).click();
  await page
    .getByRole('menu', { name: 'Type du nœud à ajouter' })
    .getByRole('menuitem', { name: kind, exact: true })
    .click();
  const panel = page.getByRole('region', { name: new RegExp(`^${kind} — `) });
  await panel.getByLabel('Libellé').fill(label);
  return panel;
}

async function save(panel: Locator): Promise<void> {
  await panel.getByLabel('Nœud validé').check();
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  // The panel is named after the node, whose label may just have changed.
  const saved = panel.page().getByRole('region', { name: / — / });
  await expect(saved.getByText('Nœud enregistré.')).toBeVisible();
}

async function publish(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publier la version de travail' });
  await dialog.getByLabel('Nom de la version').fill(label);
  await dialog.getByLabel('Commentaire').fill(`Mise en ligne ${label}`);
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`Version « ${label} » publiée.`)).toBeVisible();
}

test('a manager builds, previews, publishes, undoes and redoes across a reload, and publishes again', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The Support skill offers the web IVR and the bot (a chat hand-off needs it, spec 001 §5).
  const admin = await apiToken(request, 'admin@demo.test');
  const skill = await request.post('/api/core/skills/1', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name: 'Support', services: [{ kind: 'webivr' }, { kind: 'bot' }] },
  });
  expect(skill.status()).toBe(200);

  // The admin adds the web IVR; it opens in the builder, empty.
  await signInAs(page, 'admin@demo.test', { path: '/webivr' });
  await page
    .getByRole('button', { name: 'Nouveau SVI web' })
    .or(page.getByRole('link', { name: 'Nouveau SVI web' }))
    .click();
  await page.getByLabel('Nom').fill('Accueil client');
  await page.getByLabel('Compétence').selectOption({ label: 'Support' });
  await page.getByRole('button', { name: 'Créer et ouvrir le constructeur' }).click();
  await expect(page.getByRole('heading', { name: 'SVI web : Accueil client', level: 1 })).toBeVisible();
  const builder = new URL(page.url()).pathname;

  // The manager writes the FAQ and the form the menu will open.
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(manager, 'manager@demo.test', { path: `${builder}/faqs/add` });
  await manager.getByLabel('Libellé').fill('Accès et horaires');
  await manager.getByRole('textbox', { name: 'Contenu' }).fill('Du lundi au vendredi, de 9 h à 18 h.');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByRole('row', { name: /Accès et horaires/ })).toBeVisible();
  await manager
    .getByRole('navigation', { name: 'Contenus du SVI web' })
    .getByRole('link', { name: 'Formulaires' })
    .click();
  await manager
    .getByRole('button', { name: 'Nouveau formulaire' })
    .or(manager.getByRole('link', { name: 'Nouveau formulaire' }))
    .click();
  await manager.getByLabel('Libellé', { exact: true }).first().fill('Demande de rappel');
  await manager.getByLabel('E-mails de notification').fill('support@demo.test');
  await manager.getByLabel('E-mails de notification').press('Enter');
  await manager.getByRole('button', { name: 'Ajouter un champ' }).click();
  const field = manager.getByRole('group', { name: /^Champ 1/ });
  await field.getByLabel('Libellé').fill('Téléphone');
  await field.getByLabel('Identifiant').fill('telephone');
  await field.getByLabel('Obligatoire').check();
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByRole('row', { name: /Demande de rappel/ })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  // The menu: a tree, its first page, and three branches.
  await manager.getByRole('link', { name: 'Retour au constructeur' }).click();
  await manager.getByRole('button', { name: 'Ajouter un arbre' }).click();
  const treeDialog = manager.getByRole('dialog', { name: 'Nouvel arbre' });
  await treeDialog.getByLabel("Nom de l'arbre").fill('Principal');
  await treeDialog.getByRole('button', { name: 'Ajouter un arbre' }).click();
  await manager.getByRole('button', { name: 'Ajouter la première page' }).click();
  let panel = manager.getByRole('region', { name: /^Page — / });
  await panel.getByLabel('Libellé').fill('Bienvenue');
  await save(panel);

  await save(await addNode(manager, 'Bienvenue', 'Choix', 'Nos horaires'));
  await save(await addNode(manager, 'Nos horaires', 'Page', 'Horaires et accès'));
  panel = await addNode(manager, 'Horaires et accès', 'FAQ', 'Quand êtes-vous ouverts ?');
  await panel.getByRole('combobox', { name: 'FAQ' }).selectOption({ label: 'Accès et horaires' });
  await save(panel);

  await save(await addNode(manager, 'Bienvenue', 'Choix', 'Être rappelé'));
  await save(await addNode(manager, 'Être rappelé', 'Page', 'Rappel'));
  panel = await addNode(manager, 'Rappel', 'Formulaire', 'Vos coordonnées');
  await panel.getByRole('combobox', { name: 'Formulaire' }).selectOption({ label: 'Demande de rappel' });
  await save(panel);
  // A publish now is refused, naming the form that has nowhere to go; a click opens it.
  await manager.getByRole('button', { name: 'Publier', exact: true }).click();
  const blocked = manager.getByRole('dialog', { name: 'Publier la version de travail' });
  await blocked.getByRole('button', { name: 'Publier' }).click();
  await expect(blocked.getByRole('alert')).toContainText('1 nœud empêche la publication');
  await expect(blocked.getByRole('alert')).toContainText('Il manque la suite de ce nœud');
  await blocked.getByRole('button', { name: 'Vos coordonnées' }).click();
  await expect(manager.getByRole('region', { name: 'Formulaire — Vos coordonnées' })).toBeVisible();
  // A form goes on by its outcome (spec 001 §3 form_output): once sent, a thank-you.
  await save(await addNode(manager, 'Vos coordonnées', 'Suite du formulaire', 'Envoyé'));
  panel = await addNode(manager, 'Envoyé', 'Texte', 'Merci');
  await panel.getByRole('textbox', { name: 'Texte' }).fill('Merci, nous vous rappelons très vite.');
  await save(panel);

  panel = await addNode(manager, 'Bienvenue', 'Discussion', 'Parler à un conseiller');
  await panel.getByLabel('Compétence de la discussion').selectOption({ label: 'Support' });
  await save(panel);
  await expect(manager.getByText('Tous les nœuds sont validés.')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  // The preview walks the working version as a visitor would.
  await manager.getByRole('button', { name: 'Aperçu' }).click();
  const preview = manager.getByRole('dialog', { name: 'Aperçu du SVI web' });
  await expect(preview.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await preview.getByRole('button', { name: 'Nos horaires' }).click();
  await expect(preview.getByRole('heading', { name: 'Horaires et accès' })).toBeVisible();
  await preview.getByRole('button', { name: 'Retour' }).click();
  await expect(preview.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await preview.getByRole('button', { name: 'Fermer' }).click();

  await publish(manager, 'v1');

  // Two edits, two undos, one redo — the last across a reload: the server keeps them.
  await manager.getByRole('button', { name: 'Choix Nos horaires' }).click();
  panel = manager.getByRole('region', { name: 'Choix — Nos horaires' });
  await panel.getByLabel('Libellé').fill('Horaires');
  await save(panel);
  panel = manager.getByRole('region', { name: 'Choix — Horaires' });
  await panel.getByLabel('Libellé').fill('Horaires d’ouverture');
  await save(panel);
  const undo = manager.getByRole('button', { name: 'Annuler la modification' });
  await undo.click();
  await expect(manager.getByRole('button', { name: 'Choix Horaires', exact: true })).toBeVisible();
  await undo.click();
  await expect(manager.getByRole('button', { name: 'Choix Nos horaires' })).toBeVisible();
  await manager.reload();
  await expect(manager.getByRole('button', { name: 'Choix Nos horaires' })).toBeVisible();
  await manager.getByRole('button', { name: 'Rétablir' }).click();
  await expect(manager.getByRole('button', { name: 'Choix Horaires', exact: true })).toBeVisible();

  await manager.getByRole('button', { name: 'Modifications' }).click();
  const changes = manager.getByRole('dialog', { name: 'Modifications depuis la version publiée' });
  await expect(changes).toContainText('1 nœud modifié');
  await changes.getByRole('button', { name: 'Fermer' }).click();
  await publish(manager, 'v2');

  // The list says what is in production.
  await page.goto('/webivr');
  await expect(page.getByRole('row', { name: /Accueil client/ })).toContainText('v2');
});
