import type { Edition } from '@omnicanal/core';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type RunningServer, type SeededData, startServer } from '../fixtures/server.ts';

/** The demo bot of skill Support (id 1) and its web channel, as the seed makes them. */
export const SKILL = '1';
export const CHANNEL = 'web';

/** The bot builder route without a tree: the builder opens the initial tree. */
export function builderPath(bot: string = 'main', skill: string = SKILL): string {
  return `/bot-builder/skills/${skill}/bots/${bot}/channel/${CHANNEL}/trees/`;
}

/**
 * Address of a bot in the bot service: the service is mounted at /api/bot and its routes are
 * `/bot/{skill}/{bot}/` (spec 001 §7), as the element's client calls them.
 */
export function botUrl(bot: string = 'main', skill: string = SKILL): string {
  return `/api/bot/bot/${skill}/${bot}/`;
}

/** GET the bot with a token: the status and the body (null when not JSON). */
export async function readBot(
  request: APIRequestContext,
  token: string,
  bot: string = 'main',
): Promise<{ status: number; body: WireBotShape | null }> {
  const answer = await request.get(botUrl(bot), {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json().catch(() => null)) as WireBotShape | null;
  return { status: answer.status(), body };
}

/** What the journeys read of a bot on the wire (spec 001 §3, §7). */
export interface WireBotShape {
  nodes: Record<
    string,
    { key: string; action: string; parent: string | null; childs: string[]; data?: unknown }
  >;
  channels: Record<
    string,
    { trees: Record<string, { key: string; title: string; node: string; kind?: string | null }> }
  >;
  node_max_counter: number;
  [field: string]: unknown;
}

/** A server of the given edition on a copy of the seeded data. */
export function startServerOfEdition(seeded: SeededData, edition: Edition): Promise<RunningServer> {
  return startServer(seeded, { OMNICANAL_EDITION: edition });
}

/** Action labels of the builder (French), longest first so a prefix never hides a longer label. */
const ACTION_LABELS = [
  'Image',
  'Lien',
  'Boutons',
  'Choix',
  'Choix par défaut',
  'Transfert à un conseiller',
  'Horaires',
  'Sortie horaire',
  'Événement JavaScript',
  'Saisie',
  'Vérification de saisie',
  'Erreur de saisie',
  'Répartition de charge',
  'Sortie de répartition',
  "Aller à l'arbre",
  "Point d'entrée",
].sort((a, b) => b.length - a.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "<action label> <tag>" of a node's accessible name ("Boutons 3 — Bonjour" → "Boutons 3"). */
export function nodeId(name: string): string {
  const match = /^(.*? \d+)(?: — .*)?$/s.exec(name);
  return match?.[1] ?? name;
}

/** The parts of `<oc-bot-builder>` the journeys use, by role and name (see its UI contract). */
export function builder(page: Page) {
  const region = page.getByRole('region', { name: 'Constructeur de bot' });
  const toolbar = region.getByRole('toolbar', { name: 'Actions du bot' });
  const diagram = region.getByRole('region', { name: 'Diagramme' });
  const panel = region.getByRole('complementary', { name: 'Propriétés du nœud' });
  return {
    region,
    toolbar,
    diagram,
    panel,
    trees: region.getByRole('navigation', { name: 'Arbres' }),
    status: toolbar.getByRole('status'),
    /** A node's button on the canvas from its "<action label> <tag>". */
    node: (id: string): Locator =>
      diagram.getByRole('button', { name: new RegExp(`^${escapeRegExp(id)}( — |$)`) }),
  };
}

/** Accessible names of the node buttons shown on the canvas, read from its accessibility tree. */
export async function nodeNames(page: Page): Promise<string[]> {
  const snapshot = await builder(page).diagram.ariaSnapshot();
  const names: string[] = [];
  for (const raw of snapshot.split('\n')) {
    let line = raw.trim();
    // The snapshot is YAML: a line holding ": " is single-quoted, its own quotes doubled.
    if (line.startsWith("- '"))
      line = `- ${line
        .slice(3)
        .replace(/'(:.*)?$/, '')
        .replaceAll("''", "'")}`;
    const match = /^- button "((?:[^"\\]|\\.)*)"/.exec(line);
    const name = (match?.[1] ?? '').replace(/\\(.)/g, '$1');
    if (ACTION_LABELS.some((label) => name.startsWith(`${label} `))) names.push(name);
  }
  return names;
}

/**
 * Adds a node of `action` under the node `parentId` through its "Ajouter une action sous …" menu and
 * returns the new node's "<action label> <tag>".
 */
export async function addChild(page: Page, parentId: string, action: string): Promise<string> {
  const { diagram, region } = builder(page);
  const before = new Set((await nodeNames(page)).map(nodeId));
  // Keyboard, as a keyboard user would: a new node may sit outside the part of the canvas on screen,
  // and the canvas is panned, not scrolled.
  await diagram
    .getByRole('button', { name: `Ajouter une action sous ${parentId}`, exact: true })
    .press('Enter');
  const menu = region.getByRole('menu', { name: 'Choisir une action' });
  await menu.getByRole('menuitem', { name: action, exact: true }).press('Enter');
  await expect(menu).toBeHidden();
  let added = '';
  await expect(async () => {
    const fresh = (await nodeNames(page)).map(nodeId).filter((id) => !before.has(id));
    expect(fresh, `one new ${action} node under ${parentId}`).toHaveLength(1);
    added = fresh[0] as string;
  }).toPass({ timeout: 5000 });
  expect(added.startsWith(`${action} `), `${added} is a ${action}`).toBe(true);
  return added;
}

/** Selects a node of the canvas (keyboard, see `addChild`) and waits until the node panel shows it. */
export async function selectNode(page: Page, id: string): Promise<void> {
  const { node, panel } = builder(page);
  const button = node(id);
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toBeVisible();
}

/** Types into a field of the node panel and leaves it, which writes the value to the bot. */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const field = builder(page).panel.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

/** Creates a tree through the "Nouvel arbre" dialog and waits until it is the open one. */
export async function createTree(page: Page, title: string): Promise<void> {
  const { region, trees } = builder(page);
  await region.getByRole('button', { name: 'Nouvel arbre' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel arbre' });
  await dialog.getByRole('textbox', { name: "Titre de l'arbre" }).fill(title);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toBeHidden();
  await expect(trees.getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
}

/** The root node of the open tree: the only node of the canvas without a parent is its entry point. */
export async function rootId(page: Page): Promise<string> {
  const root = (await nodeNames(page)).map(nodeId).find((id) => id.startsWith("Point d'entrée "));
  expect(root, 'the open tree shows its root').toBeDefined();
  return root as string;
}

/** Saves with the toolbar and waits for the saved status. */
export async function save(page: Page): Promise<void> {
  const { toolbar, status } = builder(page);
  await toolbar.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(status).toHaveText('Modifications enregistrées');
}
