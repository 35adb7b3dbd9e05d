import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation } from './support/actors.ts';

/*
 * The console around the elements (spec 000 §2, Shell): what each demo role may reach from the
 * side navigation, where refusals lead, the breadcrumb, the header stepping aside while a
 * conversation is open, logout with open conversations, the language (texts and date formats),
 * and the update banner after a deployment.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function navLinks(page: Page): Promise<string[]> {
  await expect(nav(page).getByRole('link').first()).toBeVisible();
  return (await nav(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

// The demo company declares no service, so the self-hosted service requirements do not narrow the
// links; the owner holds no skill, hence no web IVR, automation or campaigns.
const EXPECTED: Record<string, string[]> = {
  'owner@demo.test': [
    'Tableau de bord',
    'Conversations',
    'Messagerie',
    'Intégrations tierces',
    'Groupes de bots',
    'IA',
    'Statistiques',
    'Paramètres',
  ],
  'admin@demo.test': [
    'Tableau de bord',
    'Conversations',
    'Messagerie',
    'Intégrations tierces',
    'Groupes de bots',
    'SVI web',
    'Automatisation',
    'IA',
    'Campagnes',
    'Statistiques',
    'Paramètres',
  ],
  'manager@demo.test': [
    'Tableau de bord',
    'Conversations',
    'Messagerie',
    'Groupes de bots',
    'SVI web',
    'Automatisation',
    'Campagnes',
    'Statistiques',
    'Paramètres',
  ],
  'agent@demo.test': ['Conversations', 'Paramètres'],
};

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  for (const [email, links] of Object.entries(EXPECTED)) {
    test(`${email} sees exactly the navigation of its role`, async ({ page }) => {
      await signInAs(page, email);
      expect(await navLinks(page)).toEqual(links);
    });
  }

  test('an agent asking for the dashboard lands in the agent area', async ({ page }) => {
    await signInAs(page, 'agent@demo.test', { path: '/dashboard' });
    await expect(page).toHaveURL(/\/gb-agent$/);
    await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();
  });

  test('an agent opening the agents settings gets the permission-denied modal', async ({ page }) => {
    await signInAs(page, 'agent@demo.test', { path: '/settings/agents' });
    const dialog = page.getByRole('dialog', { name: 'Accès refusé' });
    await expect(dialog).toContainText("Vous n'avez pas les droits nécessaires pour accéder à cette page.");
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/gb-agent$/);
  });

  test('the other guard outcomes: account not configured, email to confirm, agent area refused', async ({
    page,
  }) => {
    // The real session, with the account the server describes changed per step.
    let change = (user: Record<string, unknown>) => user;
    await page.route('**/api/core/user/account', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: change(await response.json()) });
    });
    await signInAs(page, 'agent@demo.test');
    await expect(page).toHaveURL(/\/gb-agent$/);

    change = (user) => ({ ...user, groups: [], permissions: { skills: [], groups: [] } });
    await page.goto('/gb-agent');
    await expect(page).toHaveURL(/\/user-not-configured$/);
    await expect(page.getByText('La configuration de votre compte est en cours.')).toBeVisible();

    change = (user) => ({ ...user, has_confirm_email: false, date_joined: '2020-01-06T09:00:00Z' });
    await page.goto('/gb-agent');
    await expect(page).toHaveURL(/\/confirm-email$/);
    await expect(page.getByText('Confirmez votre adresse e-mail.')).toHaveCount(0);

    // spec 000 §2: the agent dashboard sends those it refuses to their account settings.
    change = (user) => ({ ...user, user_role: 'stats_manager' });
    await page.goto('/gb-agent');
    await expect(page).toHaveURL(/\/settings\/account$/);
  });

  test('the settings areas a manager may open are linked above each settings screen', async ({ page }) => {
    await signInAs(page, 'manager@demo.test');
    await nav(page).getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    const areas = page.getByRole('navigation', { name: 'Paramètres' });
    await expect(areas.getByRole('link')).toHaveText([
      'Mon compte',
      'Utilisateurs',
      'Groupes de compétences',
      'Motifs de contact',
      'Bibliothèque de messages',
    ]);
    await expect(areas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page');
    await areas.getByRole('link', { name: 'Utilisateurs' }).click();
    await expect(page).toHaveURL(/\/settings\/agents$/);
    await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 1 })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute('aria-current', 'page');
  });

  test('a screen not built yet says so instead of showing nothing', async ({ page }) => {
    await signInAs(page, 'manager@demo.test');
    await nav(page).getByRole('link', { name: 'Automatisation' }).click();
    await expect(page.getByRole('heading', { name: 'Automatisation' })).toBeVisible();
    await expect(page.getByText("Cet écran n'est pas encore disponible.")).toBeVisible();
    await expect(page).toHaveTitle('Omnicanal - Automatisation');
  });

  test('the breadcrumb names the area and the page, the area a link', async ({ page }) => {
    await signInAs(page, 'manager@demo.test', { path: '/dashboard/monitoring' });
    const trail = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(trail.getByText('Supervision')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(trail.getByRole('link')).toHaveCount(0);
  });
});

test('logout with an open conversation asks first', async ({ browser, baseURL }) => {
  const { agent } = await agentTakesNewConversation(browser, baseURL, 'Bonjour, une question');
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeVisible();
  // spec 000 §2: the header steps aside while the conversation is open; back to the lists it returns.
  await expect(agent.getByRole('button', { name: 'Menu utilisateur' })).toBeHidden();
  await nav(agent).getByRole('link', { name: 'Conversations' }).click();
  await expect(agent).toHaveURL(/\/gb-agent$/);
  const logout = async () => {
    await agent.getByRole('button', { name: 'Menu utilisateur' }).click();
    await agent.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    return agent.getByRole('dialog', { name: 'Encore 1 conversation ouverte' });
  };
  const dialog = await logout();
  await expect(dialog).toContainText('Êtes-vous sûr de vouloir vous déconnecter ?');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(agent).toHaveURL(/\/gb-agent/);

  await (await logout()).getByRole('button', { name: 'OK' }).click();
  await expect(agent).toHaveURL(/\/login$/);
  expect(await agent.evaluate(() => localStorage.getItem('oc.token'))).toBeNull();
});

test('switching the language changes the texts of the console', async ({ page }) => {
  await signInAs(page, 'manager@demo.test');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(nav(page)).toHaveCount(0);
  const english = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(english.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(english.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('switching the language changes the date formats too', async ({ browser, baseURL }) => {
  const { agent } = await agentTakesNewConversation(browser, baseURL, 'À quelle heure fermez-vous ?');
  const time = agent.getByRole('log').locator('time').first();
  // French: 24-hour clock; English: 12-hour clock (spec 000 §1).
  await expect(time).toHaveText(/^\d{2}:\d{2}$/);
  await nav(agent).getByRole('link', { name: 'Conversations' }).click();
  await agent.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await agent.goBack();
  await expect(agent).toHaveURL(/\/gb-agent\/im\//);
  await expect(agent.getByRole('log').locator('time').first()).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/);
});

test('the update banner appears when the served version changes', async ({ page }) => {
  // The server reads the version from the served build's build.json on every GET /api/core/version (the update check).
  const buildFile = join(process.env.E2E_DIST ?? 'dist', 'build.json');
  const original = readFileSync(buildFile, 'utf8');
  await page.clock.install();
  try {
    await signInAs(page, 'agent@demo.test');
    await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('oc.version')))
      .toBe(JSON.parse(original).version);
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);

    const info = JSON.parse(original) as { version: string };
    writeFileSync(buildFile, JSON.stringify({ ...info, version: `${info.version}.next` }));
    await page.clock.fastForward(60_000);
    await expect(
      page.getByText('Une nouvelle version est disponible, cliquez ici pour mettre à jour'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('oc.version'))).toBe(`${info.version}.next`);
  } finally {
    writeFileSync(buildFile, original);
  }
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('no serious accessibility violation: shell, user menu, place picker', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', { path: '/dashboard' });
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The place picker as a form's place field opens it (no maps key in the demo: "not configured").
    await page.evaluate(() => {
      const main = document.querySelector('oc-shell')?.shadowRoot?.querySelector('main');
      main?.dispatchEvent(
        new CustomEvent('oc-place-pick', {
          detail: { current: '', respond: () => {} },
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    });
    const picker = page.getByRole('dialog', { name: 'Choisir un lieu' });
    await expect(picker).toContainText('Les cartes ne sont pas configurées');
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Annuler' }).click();
    await expect(picker).toBeHidden();
  });

  test('the dark theme, chosen or from the system, reads as well: no serious violation', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAs(page, 'admin@demo.test', { path: '/settings/skills' });
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // "Système" by default: the system's dark scheme reaches the elements inside the console.
    const surface = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('oc-shell') as Element).backgroundColor);
    expect(await surface()).toBe('rgb(31, 36, 45)');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Thème' }).selectOption({ label: 'Clair' });
    await expect.poll(surface).toBe('rgb(244, 246, 250)');
    await page.getByRole('combobox', { name: 'Thème' }).selectOption({ label: 'Sombre' });
    await expect.poll(surface).toBe('rgb(31, 36, 45)');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Thème' })).toHaveValue('dark');
    await context.close();
  });
});
