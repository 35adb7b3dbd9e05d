import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import type { RunningServer } from './fixtures/server.ts';
import { apiToken } from './support/actors.ts';

/*
 * Skills, skill groups and sub-accounts in the console (spec 002 §2, §3, §5, §7) against the real
 * server: an administrator creates and edits a skill that the agents' directory then lists; a
 * content manager reads the groups but cannot add one; an agent is refused the skills API.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const settings = (page: Page) => page.locator('oc-settings');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A content manager of the demo company, in a skill group so the console lets them in (spec 000 §2). */
async function contentManager(
  request: APIRequestContext,
  server: Pick<RunningServer, 'mailsTo'>,
): Promise<{ email: string; password: string }> {
  const admin = await apiToken(request, 'admin@demo.test');
  const group = await request.post('/api/core/groups/', {
    headers: bearer(admin),
    data: { name: 'Contenus', skills: [1] },
  });
  expect(group.status()).toBe(201);
  const { id } = (await group.json()) as { id: number };
  const email = 'content.manager@demo.test';
  const invited = await request.post('/api/core/agents/', {
    headers: bearer(admin),
    data: {
      email,
      first_name: 'Camille',
      last_name: 'Contenu',
      user_role: 'content_manager',
      skills: [{ id: 1 }],
      groups: [id],
    },
  });
  expect(invited.status()).toBe(201);
  const [mail] = await server.mailsTo(email);
  const link = mail?.text.match(/\/invitation\/([^/\s]+)\/([^/\s]+)/);
  expect(link, 'the invitation link').toBeTruthy();
  const password = 'Content-manager-2026!';
  const accepted = await request.post('/api/core/invitation/accept', {
    data: { uid: link?.[1], token: link?.[2], password1: password, password2: password },
  });
  expect(accepted.ok()).toBe(true);
  return { email, password };
}

test('an admin creates a skill with auto-allocation and a welcome message, edits it, and agents see it', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin@demo.test', { path: '/settings/skills' });
  await expect(heading(page, 'Compétences')).toBeVisible();
  await expect(settings(page).getByRole('row', { name: /Support/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByRole('button', { name: 'Ajouter une compétence' }).first().click();
  await expect(page).toHaveURL(/\/settings\/skills\/add$/);
  await expect(heading(page, 'Nouvelle compétence')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A name already used is refused on the field, and nothing is created.
  await settings(page).getByLabel('Nom', { exact: true }).fill('support');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Cette valeur existe déjà.')).toBeVisible();

  await settings(page).getByLabel('Nom', { exact: true }).fill('Assurances');
  await settings(page).getByRole('switch', { name: 'Attribution automatique' }).click();
  await settings(page).getByLabel('Message de bienvenue').fill('Bienvenue au service Assurances');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/settings\/skills\/\d+$/);
  await expect(heading(page, 'Modifier la compétence')).toBeVisible();
  await expect(settings(page).getByText('Compétence : Assurances')).toBeVisible();
  await expect(settings(page).getByLabel('Message de bienvenue')).toHaveValue(
    'Bienvenue au service Assurances',
  );
  await expect(
    settings(page).getByText("Aucun bot n'utilise cette compétence.", { exact: false }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByLabel('Nom', { exact: true }).fill('Assurances habitation');
  await settings(page).getByLabel('Message hors ligne').fill('Nous revenons demain à 9 h.');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  await expect(settings(page).getByText('Compétence : Assurances habitation')).toBeVisible();

  // The observable effect: the agents' skill directory (transfer choices) lists it, allocating.
  const agent = await apiToken(request, 'agent@demo.test');
  const directory = (await (await request.get('/api/core/skills/', { headers: bearer(agent) })).json()) as {
    name: string;
    auto_allocation: boolean;
  }[];
  expect(directory).toContainEqual(
    expect.objectContaining({ name: 'Assurances habitation', auto_allocation: true }),
  );

  // Its other parts, each at its own path.
  const id = new URL(page.url()).pathname.split('/').at(-1);
  await settings(page).getByRole('link', { name: 'Chat web' }).click();
  await expect(page).toHaveURL(`/settings/skills/${id}/live-chat`);
  await settings(page).getByLabel("Logo (adresse de l'image)").fill('https://cdn.example/assurances.png');
  await settings(page).getByLabel('Accroche').fill('Une question sur votre contrat ?');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByRole('link', { name: 'Widget' }).click();
  await expect(page).toHaveURL(`/settings/skills/${id}/widget`);
  await settings(page).getByLabel('Titre', { exact: true }).fill('Assurances');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByRole('link', { name: "Horaires d'ouverture" }).click();
  await expect(page).toHaveURL(`/settings/skills/${id}/calendar`);
  await settings(page).getByLabel('Lundi').fill('09:00-12:00');
  await settings(page).getByLabel('Lundi').press('Enter');
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByText('Modifications enregistrées.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const admin = await apiToken(request, 'admin@demo.test');
  const saved = (await (await request.get(`/api/core/skills/${id}`, { headers: bearer(admin) })).json()) as {
    messages: { welcome: string; offline: string };
    calendar: { opening_hours: unknown[] } | null;
  };
  expect(saved.messages).toMatchObject({
    welcome: 'Bienvenue au service Assurances',
    offline: 'Nous revenons demain à 9 h.',
  });
  expect(saved.calendar?.opening_hours).toEqual([{ day: 0, start: '09:00', end: '12:00' }]);
});

test('a content manager reads the skill groups but cannot add one', async ({ page, request, server }) => {
  const { email, password } = await contentManager(request, server);
  await signInAs(page, email, { path: '/settings/groups', password });
  await expect(heading(page, 'Groupes de compétences')).toBeVisible();
  await expect(settings(page).getByRole('row', { name: /Contenus/ })).toBeVisible();
  await expect(settings(page).getByRole('button', { name: 'Ajouter un groupe' })).toHaveCount(0);
  await expect(settings(page).getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The server says the same to any client.
  const login = await request.post('/api/core/user/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const refused = await request.post('/api/core/groups/', {
    headers: bearer(token),
    data: { name: 'Interdit', skills: [] },
  });
  expect(refused.status()).toBe(403);
});

test('an admin adds and deletes a skill group and a sub-account', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', { path: '/settings/groups' });
  await expect(heading(page, 'Groupes de compétences')).toBeVisible();
  await settings(page).getByRole('button', { name: 'Ajouter un groupe' }).first().click();
  await expect(heading(page, 'Nouveau groupe de compétences')).toBeVisible();
  await settings(page).getByLabel('Nom', { exact: true }).fill('Tout le monde');
  await settings(page).getByRole('button', { name: 'Tout sélectionner' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/settings\/groups$/);
  await expect(settings(page).getByRole('row', { name: /Tout le monde/ })).toContainText('Support, Sales');
  expect(await seriousViolations(page)).toEqual([]);

  await settings(page).getByRole('button', { name: 'Plus d’actions pour « Tout le monde »' }).click();
  await settings(page).getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = settings(page).getByRole('dialog', { name: 'Supprimer le groupe « Tout le monde » ?' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(settings(page).getByText('Groupe « Tout le monde » supprimé.')).toBeVisible();
  await expect(settings(page).getByRole('row', { name: /Tout le monde/ })).toHaveCount(0);

  await page.goto('/settings/subaccounts');
  await expect(heading(page, 'Sous-comptes')).toBeVisible();
  await settings(page).getByRole('button', { name: 'Ajouter un sous-compte' }).first().click();
  await expect(heading(page, 'Nouveau sous-compte')).toBeVisible();
  await settings(page).getByLabel('Nom', { exact: true }).fill('Filiale Sud');
  await settings(page).getByRole('checkbox', { name: 'Sales' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await settings(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings(page).getByRole('row', { name: /Filiale Sud/ })).toContainText('Sales');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('an agent is refused the skills API', async ({ request }) => {
    const agent = await apiToken(request, 'agent@demo.test');
    const list = await request.get('/api/core/settings/skills/', { headers: bearer(agent) });
    expect(list.status()).toBe(403);
    const create = await request.post('/api/core/skills/', {
      headers: bearer(agent),
      data: { name: 'Pirate' },
    });
    expect(create.status()).toBe(403);
    const widget = await request.post('/api/core/skills/1/widget', {
      headers: bearer(agent),
      data: { color: '#000000' },
    });
    expect(widget.status()).toBe(403);
  });
});
