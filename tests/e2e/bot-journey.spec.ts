import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';
import { visitorSays } from './support/actors.ts';
import {
  addChild,
  builder,
  builderPath,
  createTree,
  fillField,
  rootId,
  save,
  selectNode,
} from './support/bot.ts';

/*
 * What a manager builds is what a visitor meets (issue 17, acceptance): a calendar closed now, a
 * bot tree routed on it, an entry point that opens that tree in an orange widget with the skill's
 * welcome text. The visitor, on a page carrying the entry point's embed code, gives their name,
 * meets the closed branch, then — the calendar opened — picks a button and reaches an agent, who
 * sees the bot's transcript and the visitor's name.
 */

const CALENDAR = 'Service du soir';
const TREE = 'Ouverture';
const WELCOME = 'Bienvenue à la boulangerie, un instant et on vous répond.';
const CLOSED = 'Nous sommes fermés pour le moment.';
const ASK = 'Bonjour, que souhaitez-vous faire ?';
const HANDOFF = 'Un conseiller de la boulangerie arrive.';

const settings = (page: Page) => page.locator('oc-settings');
const entryPoints = (page: Page) => page.locator('oc-entry-points');

/** Creates a calendar (every day closed until hours are set) and returns its hours' address. */
async function createClosedCalendar(admin: Page): Promise<string> {
  await admin.goto('/settings/calendars');
  await admin.getByRole('button', { name: 'Ajouter un calendrier' }).click();
  const form = admin.getByRole('form', { name: 'Nouveau calendrier' });
  await form.getByRole('textbox', { name: /Libellé/ }).fill(CALENDAR);
  await form.getByRole('combobox', { name: /Fuseau horaire/ }).selectOption('Europe/Paris');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(/\/settings\/calendars\/customization\/\d+$/);
  return new URL(admin.url()).pathname;
}

/**
 * The tree: buttons (an agent, or an order); "an agent" routes on the calendar: open → hand-off;
 * closed → a closed notice, then back to the start of the tree (the buttons again).
 */
async function buildTree(manager: Page): Promise<void> {
  await manager.goto(builderPath());
  const b = builder(manager);
  await expect(b.trees.getByRole('button', { name: 'Accueil' })).toBeVisible();
  await createTree(manager, TREE);
  const root = await rootId(manager);
  const choices = await addChild(manager, root, 'Boutons');
  await fillField(manager, 'Texte', ASK);
  const talk = await addChild(manager, choices, 'Choix');
  await fillField(manager, 'Titre', 'Parler à un conseiller');
  const order = await addChild(manager, choices, 'Choix');
  await fillField(manager, 'Titre', 'Suivre ma commande');
  await addChild(manager, order, 'Transfert à un conseiller');

  const hours = await addChild(manager, talk, 'Horaires');
  await b.panel.getByRole('combobox', { name: 'Règle horaire' }).selectOption({ label: CALENDAR });
  const open = await addChild(manager, hours, 'Sortie horaire');
  const closed = await addChild(manager, hours, 'Sortie horaire');
  await addChild(manager, open, 'Transfert à un conseiller');
  await fillField(manager, 'Texte', HANDOFF);
  const notice = await addChild(manager, closed, 'Image');
  await fillField(manager, 'Texte', CLOSED);
  const jump = await addChild(manager, notice, "Aller à l'arbre");
  await selectNode(manager, jump);
  await b.panel.getByRole('combobox', { name: 'Arbre cible' }).selectOption({ label: TREE });
  await save(manager);
}

/** An entry point on Support opening the tree, its widget orange; returns its embed code. */
async function createEntryPoint(admin: Page): Promise<string> {
  await admin.goto('/botgroups');
  const ep = entryPoints(admin);
  await ep.getByRole('button', { name: "Ajouter un point d'entrée" }).click();
  const form = ep.getByRole('form', { name: "Point d'entrée" });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Widget boulangerie');
  await form.getByRole('combobox', { name: /^Type/ }).selectOption('widget');
  await form.getByRole('combobox', { name: /^Compétence/ }).selectOption({ label: 'Support' });
  await form.getByRole('button', { name: 'Ajouter un arbre' }).click();
  await form.getByRole('combobox', { name: 'Arbre (Ligne 1)' }).selectOption({ label: TREE });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(ep.getByText("Point d'entrée « Widget boulangerie » créé.")).toBeVisible();

  const list = ep.getByRole('table', { name: "Points d'entrée de messagerie" });
  const menu = list.getByRole('button', { name: 'Actions pour Widget boulangerie' });
  await menu.click();
  await ep.getByRole('menuitem', { name: 'Personnaliser le widget' }).click();
  const look = ep.getByRole('form', { name: 'Personnalisation du widget' });
  await look.getByLabel('Couleur').fill('#ff7a00');
  await look.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(ep.getByText('Modifications enregistrées.')).toBeVisible();

  await ep.getByRole('button', { name: 'Retour à la liste' }).click();
  await menu.click();
  await ep.getByRole('menuitem', { name: "Code d'intégration" }).click();
  return ep.getByRole('textbox', { name: "Code d'intégration" }).inputValue();
}

test('an orange widget opens the entry point’s tree: closed branch, then open, a button and an agent with the transcript', async ({
  browser,
  seeded,
}) => {
  // Journeys about rooms run without bots; this one runs the bots a manager saves.
  const server = await startServer(seeded, { OMNICANAL_BOTS: '1' });
  const baseURL = server.url;
  try {
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(admin, 'admin@demo.test');
    const calendarPath = await createClosedCalendar(admin);
    await admin.goto('/settings/skills/1');
    await settings(admin).getByLabel('Message de bienvenue').fill(WELCOME);
    await settings(admin).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(settings(admin).getByText('Modifications enregistrées.')).toBeVisible();

    const manager = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(manager, 'manager@demo.test');
    await buildTree(manager);

    const embed = await createEntryPoint(admin);
    expect(embed).toContain('entry-point-id=');

    const agent = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(agent, 'agent@demo.test');
    await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

    // The shop's own page, carrying the code the administrator copied, served from the same origin.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.route('**/demo/boulangerie.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boulangerie</title></head><body><h1>Boulangerie Martin</h1>${embed}</body></html>`,
      }),
    );
    await visitor.goto('/demo/boulangerie.html');
    const launcher = visitor.getByRole('button', { name: 'Discuter avec nous' });
    await expect(launcher).toHaveCSS('background-color', 'rgb(255, 122, 0)');
    await launcher.click();
    const log = visitor.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText(WELCOME);
    await visitor.getByRole('textbox', { name: 'Votre nom' }).fill('Ada Lovelace');
    await visitor.getByRole('button', { name: 'Commencer' }).click();
    await visitorSays(visitor, 'Bonjour, vous livrez le dimanche ?');
    const choices = visitor.getByRole('group', { name: 'Réponses proposées' });
    await expect(log).toContainText(ASK);
    await expect(choices.getByRole('button')).toHaveText(['Parler à un conseiller', 'Suivre ma commande']);

    // Closed now: the closed notice and the buttons again; no agent sees a conversation the bot owns.
    await choices.getByRole('button', { name: 'Parler à un conseiller' }).click();
    await expect(log).toContainText(CLOSED);
    await expect(choices.getByRole('button')).toHaveText(['Parler à un conseiller', 'Suivre ma commande']);
    await expect(agent.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

    await admin.goto(calendarPath);
    await admin.getByRole('checkbox', { name: 'Ouvert 24 h/24, 7 j/7' }).check();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(admin).toHaveURL(/\/settings\/calendars$/);

    await choices.getByRole('button', { name: 'Parler à un conseiller' }).click();
    await expect(log).toContainText(HANDOFF);
    await expect(choices).toHaveCount(0);

    await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    const agentLog = agent.getByRole('log', { name: 'Messages' });
    for (const line of ['Bonjour, vous livrez le dimanche ?', ASK, 'Parler à un conseiller', CLOSED, HANDOFF])
      await expect(agentLog).toContainText(line);
    await expect(agent.getByRole('region', { name: 'Parcours du bot' })).toBeVisible();
  } finally {
    await server.close();
  }
});
