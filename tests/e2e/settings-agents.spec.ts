import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, signIn, signInAs, test } from './fixtures/index.ts';
import { type RunningServer, startServer } from './fixtures/server.ts';
import { apiToken } from './support/actors.ts';

/*
 * The agents settings (spec 002 §2, §4, §7) against the real server: an admin invites an agent
 * from the screen, the invitation reaches the outbox and the agent joins from its link; a manager
 * pauses an agent, whose console shows the break, and logs them out; an agent is refused the screen
 * and its API; a second company never sees the first one's users.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const settings = (page: Page) => page.locator('oc-settings');
/** The row of the list that names `name`. */
const row = (page: Page, name: string) =>
  settings(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Picks `action` in the row's "Actions pour …" menu. */
async function act(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /^Actions pour / }).click();
  await settings(page).getByRole('menuitem', { name: action }).click();
}

/** The console path of the newest invitation link mailed to `to`, as the invited agent would open it. */
async function invitationPath(server: Pick<RunningServer, 'mailsTo'>, to: string): Promise<string> {
  const [mail] = await server.mailsTo(to);
  const link = mail?.text.match(/https?:\/\/\S*?\/invitation\/\S*/)?.[0];
  expect(link, `an invitation mailed to ${to}`).toBeTruthy();
  return new URL(link as string).pathname;
}

test('an admin invites an agent from the screen; the agent joins from the mailed link and signs in', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  await signInAs(page, 'admin@demo.test', { path: '/settings/agents' });
  await expect(heading(page, 'Utilisateurs')).toBeVisible();
  await expect(row(page, 'Alice Agent')).toContainText('Support');
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByRole('button', { name: 'Inviter un utilisateur' }).first().click();
  await expect(page).toHaveURL(/\/settings\/agents\/add$/);
  await expect(heading(page, 'Inviter un utilisateur')).toBeVisible();
  const form = settings(page).getByRole('form', { name: 'Inviter un utilisateur' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Invitée');
  const email = 'ines.invitee@demo.test';
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form
    .getByRole('group', { name: 'Compétences', exact: true })
    .getByRole('checkbox', { name: 'Support' })
    .check();
  // An agent in no skill group would land on "account configuration in progress" (spec 000 §2).
  await form
    .getByRole('group', { name: 'Groupes de compétences', exact: true })
    .getByRole('checkbox', { name: 'Pôle Support' })
    .check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();

  await expect(page).toHaveURL(/\/settings\/agents$/);
  await expect(settings(page).getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
  await expect(row(page, 'Inès Invitée')).toContainText('Invitation en attente');

  // The same address again is refused on the form.
  await page.goto('/settings/agents/add');
  const again = settings(page).getByRole('form', { name: 'Inviter un utilisateur' });
  await again.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
  await again.getByRole('textbox', { name: 'Nom', exact: true }).fill('Encore');
  await again.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await again.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(again.getByText('Cette adresse e-mail est déjà utilisée par un agent.').first()).toBeVisible();

  const link = await invitationPath(server, email);
  const invited = await (await browser.newContext({ baseURL })).newPage();
  await invited.goto(link);
  await expect(heading(invited, 'Rejoindre votre équipe')).toBeVisible();
  const password = 'Invited-agent-2026!';
  await invited.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await invited.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
  await invited.getByRole('button', { name: 'Activer mon compte' }).click();
  await invited.waitForURL((url) => url.pathname.startsWith('/gb-agent'));

  // Accepted: the list no longer says the invitation waits, and the agent signs in again at will.
  await page.goto('/settings/agents');
  await expect(row(page, 'Inès Invitée')).toBeVisible();
  await expect(row(page, 'Inès Invitée')).not.toContainText('Invitation en attente');
  const again2 = await (await browser.newContext({ baseURL })).newPage();
  await signIn(again2, email, password);
  await expect(again2).toHaveURL(/\/gb-agent/);
});

test("a manager pauses an agent from the screen, the agent's console shows the break, then logs them out", async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  const bar = agent.getByRole('group', { name: 'Mon activité' });
  await expect(bar.getByRole('button', { name: 'Faire une pause' })).toBeVisible();

  await signInAs(page, 'manager@demo.test', { path: '/settings/agents' });
  const alice = row(page, 'Alice Agent');
  await expect(alice).toContainText('Disponible');
  // Above a manager's rank: nothing to act on.
  await expect(row(page, 'Olivia Owner').getByRole('button')).toHaveCount(0);

  await act(page, alice, 'Mettre en pause');
  await expect(settings(page).getByText('Alice Agent est en pause.')).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('En pause');
  await expect(alice).toContainText('En pause');

  await act(page, alice, 'Reprendre');
  await expect(bar.getByRole('button', { name: 'Faire une pause' })).toBeVisible();

  await act(page, alice, 'Déconnecter');
  const dialog = settings(page).getByRole('dialog', { name: 'Déconnecter Alice Agent ?' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(settings(page).getByText('Alice Agent a été déconnecté.')).toBeVisible();
  await expect(alice).toContainText('Déconnecté');
  await agent.waitForURL((url) => url.pathname.startsWith('/login'));

  // The edit screen of the agent, reached from the list.
  await act(page, alice, 'Modifier');
  await expect(heading(page, "Modifier l'utilisateur")).toBeVisible();
  await expect(settings(page).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Alice');
  const messaging = settings(page).getByRole('group', { name: 'Notifications de messagerie' });
  expect(await seriousViolations(page)).toEqual([]);
  // A notification option turned off stays off.
  await messaging.getByRole('checkbox', { name: 'Discussion en retard' }).uncheck();
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  await page.reload();
  await expect(messaging.getByRole('checkbox', { name: 'Discussion en retard' })).not.toBeChecked();
  await expect(messaging.getByRole('checkbox', { name: 'Nouvelle conversation' })).toBeChecked();
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('an agent is refused the agents screen and its API', async ({ page, request }) => {
    await signInAs(page, 'agent@demo.test', { path: '/settings/agents' });
    const dialog = page.getByRole('dialog', { name: 'Accès refusé' });
    await expect(dialog).toContainText("Vous n'avez pas les droits nécessaires pour accéder à cette page.");
    await expect(settings(page)).toHaveCount(0);

    const token = await apiToken(request, 'agent@demo.test');
    const headers = { authorization: `Bearer ${token}` };
    const list = await request.get('/api/core/settings/agents/', { headers });
    expect(list.status()).toBe(403);
    const invite = await request.post('/api/core/agents/', {
      headers,
      data: { email: 'x@demo.test', first_name: 'X', last_name: 'Y', user_role: 'agent' },
    });
    expect(invite.status()).toBe(403);
    const logout = await request.post('/api/core/settings/agents/1/logout', { headers, data: {} });
    expect(logout.status()).toBe(403);
  });
});

test("a company never sees another company's agents", async ({ seeded, browser, playwright }) => {
  // Registration is a hosted-edition screen: a second company needs that edition.
  const server = await startServer(seeded, { OMNICANAL_EDITION: 'hosted' });
  const request = await playwright.request.newContext({ baseURL: server.url });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  try {
    const email = 'ada@analytical.test';
    const password = 'Registered-2026!pass';
    const registered = await request.post('/api/core/register', {
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        company: 'Analytical Engines',
        password1: password,
        password2: password,
        terms: true,
        language: 'fr',
      },
    });
    expect(registered.status()).toBeLessThan(300);

    await signInAs(page, email, { path: '/settings/agents', password });
    await expect(heading(page, 'Utilisateurs')).toBeVisible();
    await expect(row(page, 'Ada Lovelace')).toBeVisible();
    await expect(settings(page).getByRole('cell', { name: 'Alice Agent' })).toHaveCount(0);
    await settings(page).getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('demo.test');
    await expect(settings(page).getByText('Aucun résultat pour cette recherche.')).toBeVisible();

    // Nor by address: the demo company's agent is not found from here.
    const signedIn = await request.post('/api/core/user/login', { data: { email, password } });
    const ada = ((await signedIn.json()) as { token: string }).token;
    const admin = await apiToken(request, 'admin@demo.test');
    const ours = (await (
      await request.get('/api/core/settings/agents/?search=alice', {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { results: { id: number; email: string }[] };
    const alice = ours.results.find((a) => a.email === 'agent@demo.test');
    expect(alice).toBeTruthy();
    const theirs = await request.get(`/api/core/agents/${alice?.id}/`, {
      headers: { authorization: `Bearer ${ada}` },
    });
    expect(theirs.status()).toBe(404);
    const adaList = (await (
      await request.get('/api/core/settings/agents/?limit=100', {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { results: { email: string }[] };
    expect(adaList.results.map((a) => a.email)).not.toContain(email);
  } finally {
    await request.dispose();
    await server.close();
  }
});
