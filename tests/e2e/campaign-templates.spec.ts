import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousViolations, signInAs, test } from './fixtures/index.ts';

/*
 * Templates and campaigns against the real server, as a manager prepares and sends them: a
 * WhatsApp template the local provider validates; in the campaign form, a weekly campaign whose
 * preview keeps its wall clock across the change to summer time, saved after the prompt for its
 * unfilled variable, and a manual one sent from the list, its deliveries on its page; a contact's
 * answer reaches an agent in the inbox; the audience cannot be deleted while campaigns use it.
 */

const SECRET = 'e2e-campaign-inbound-secret-0123';
const editor = (page: Page) => page.locator('oc-campaign-editor');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/core/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The Sunday a week before the last Sunday of March of next year (Europe/Paris goes to summer time on the last). */
function weekBeforeSummerTime(): string {
  const year = new Date().getUTCFullYear() + 1;
  const last = new Date(Date.UTC(year, 2, 31));
  last.setUTCDate(31 - last.getUTCDay());
  last.setUTCDate(last.getUTCDate() - 7);
  return last.toISOString().slice(0, 10);
}

test('a manager writes a template, plans a weekly campaign across summer time and sends a manual one; a reply reaches an agent; the audience stays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // An administrator connects the WhatsApp number the template is sent from, in the skill Support.
  const admin = await tokenOf(page.request, 'admin@demo.test');
  const channel = await page.request.post('/api/core/channels/', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      kind: 'whatsapp',
      name: 'WhatsApp Boutique',
      skill: 1,
      settings: { phone_number: '+33 1 23 45 67 89', tier: 'tier_1k' },
      secrets: { inbound_secret: SECRET },
    },
  });
  expect(channel.status(), await channel.text()).toBe(201);
  const inbound = new URL(((await channel.json()) as { inbound_url: string }).inbound_url).pathname;

  await signInAs(page, 'manager@demo.test', { path: '/campaigns/templates' });
  await expect(heading(page, 'Modèles de messages')).toBeVisible();
  await expect(editor(page).getByText("Validation locale : rien n'est envoyé à WhatsApp.")).toBeVisible();
  await editor(page).getByRole('button', { name: 'Ajouter un modèle' }).click();
  await expect(page).toHaveURL(/\/campaigns\/templates\/add$/);
  const form = editor(page).getByRole('form', { name: 'Modèle de message' });
  await form.getByRole('textbox', { name: 'Nom' }).fill('relance_panier');
  await form.getByRole('combobox', { name: 'Compte de canal' }).selectOption({ label: 'WhatsApp Boutique' });
  await form
    .getByRole('textbox', { name: 'Texte du message' })
    .fill('Bonjour {{1}}, votre panier vous attend.');
  await form.getByRole('textbox', { name: 'Exemple de la variable 1' }).fill('Marie');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/campaigns\/templates\/tyntec-wa\/\d+$/);
  await expect(editor(page).getByText('Brouillon : envoyez-le en validation')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Envoyer en validation' }).click();
  await expect(editor(page).getByText(/En validation : le modèle ne peut pas changer/)).toBeVisible();
  // The local provider answers after a few seconds; the page reads the template again meanwhile.
  await expect(editor(page).getByText(/Validé : les campagnes peuvent l'envoyer/)).toBeVisible({
    timeout: 20_000,
  });

  // An audience of two contacts, through the API (its own journey is campaign-audiences.spec.ts).
  const manager = await tokenOf(page.request, 'manager@demo.test');
  const audience = await page.request.post('/api/campaigns/contacts/lists', {
    headers: { authorization: `Bearer ${manager}` },
    data: {
      name: 'Clients fidèles',
      kind: 'PHONE_NUMBER',
      language: 'fr',
      source: 'manual',
      contacts: [{ external_id: '+33612345678' }, { external_id: '+33612345679' }],
    },
  });
  expect(audience.status(), await audience.text()).toBe(201);

  // From the templates list, the link to the campaigns, then the form.
  await page.goto('/campaigns/templates');
  await editor(page)
    .getByRole('navigation', { name: 'Rubriques des campagnes' })
    .getByRole('link', { name: 'Campagnes' })
    .click();
  await expect(page).toHaveURL(/\/campaigns\/list$/);
  await editor(page).getByRole('button', { name: 'Nouvelle campagne' }).click();
  await expect(page).toHaveURL(/\/campaigns\/list\/add$/);
  const campaign = editor(page).getByRole('form', { name: 'Campagne' });
  await campaign.getByRole('textbox', { name: 'Nom de la campagne' }).fill('Rappel hebdo');
  await campaign
    .getByRole('combobox', { name: 'Modèle', exact: true })
    .selectOption({ label: 'relance_panier' });
  await campaign.getByRole('checkbox', { name: 'Clients fidèles (2 contacts)' }).check();
  await expect(campaign.getByText('2 contacts dans ces audiences, 2 distincts')).toBeVisible();

  // Weekly at 10:00 in Paris from the Sunday before summer time: the preview keeps 10:00 on both sides.
  await campaign.getByRole('radio', { name: 'À une date' }).check();
  const start = weekBeforeSummerTime();
  await campaign.getByLabel('Date du premier envoi').fill(start);
  await campaign.getByRole('textbox', { name: 'Heure' }).fill('10:00');
  await campaign.getByRole('combobox', { name: 'Récurrence' }).selectOption({ label: 'Toutes les semaines' });
  const sends = campaign.getByRole('region', { name: 'Prochains envois' }).getByRole('listitem');
  await expect(sends).toHaveCount(30);
  await expect(sends.nth(0)).toHaveText(/10:00$/);
  await expect(sends.nth(1)).toHaveText(/10:00$/);
  const instants = await sends
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
  // Winter time is UTC+1, summer time UTC+2: the same wall clock, an hour earlier in UTC.
  expect(instants[0]).toBe(`${start}T09:00:00.000Z`);
  expect(new Date(instants[1] ?? '').getTime() - new Date(instants[0] ?? '').getTime()).toBe(
    (7 * 24 - 1) * 3_600_000,
  );
  expect(instants[1]?.endsWith('T08:00:00.000Z')).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // {{1}} left without a value: the server asks, the manager confirms, the campaign's page opens.
  await campaign.getByRole('button', { name: 'Enregistrer' }).click();
  const prompt = editor(page).getByRole('dialog', { name: 'Variables non renseignées' });
  await expect(prompt).toContainText('{{1}}');
  await prompt.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect(page).toHaveURL(/\/campaigns\/list\/send\/\d+$/);
  await expect(heading(page, 'Rappel hebdo')).toBeVisible();
  await expect(editor(page).getByText('Campagne « Rappel hebdo » créée.')).toBeVisible();
  await expect(editor(page).getByText('En attente', { exact: true })).toBeVisible();

  // A manual campaign on the same audience, {{1}} a text, its replies in Support's console.
  await page.goto('/campaigns/list/add');
  await campaign.getByRole('textbox', { name: 'Nom de la campagne' }).fill('Relance panier');
  await campaign
    .getByRole('combobox', { name: 'Modèle', exact: true })
    .selectOption({ label: 'relance_panier' });
  await campaign.getByRole('checkbox', { name: 'Clients fidèles (2 contacts)' }).check();
  await campaign.getByRole('combobox', { name: 'Compétence' }).selectOption({ label: 'Support' });
  await campaign
    .getByRole('combobox', { name: 'Source de {{1}}' })
    .selectOption({ label: 'Texte personnalisé' });
  await campaign.getByRole('textbox', { name: 'Texte de {{1}}' }).fill('chère cliente');
  await campaign.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(heading(page, 'Relance panier')).toBeVisible();

  // Sent from the list; its page shows the deliveries as the engine and the channel outbox tick.
  await page.goto('/campaigns/list');
  await editor(page).getByRole('button', { name: 'Actions pour Relance panier' }).click();
  await editor(page).getByRole('menuitem', { name: 'Envoyer maintenant' }).click();
  await expect(editor(page).getByText('Campagne « Relance panier » envoyée.')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Actions pour Relance panier' }).click();
  await editor(page).getByRole('menuitem', { name: 'Ouvrir' }).click();
  await expect(heading(page, 'Relance panier')).toBeVisible();
  const delivered = editor(page).locator('.figures > div', { hasText: 'Distribués' });
  await expect(delivered.locator('dd')).toHaveText('2', { timeout: 20_000 });
  const recipients = editor(page).getByRole('table', { name: 'Destinataires' });
  await expect(recipients.getByRole('row', { name: /\+33612345678 Distribué/ })).toBeVisible();

  // A contact answers on WhatsApp (the local provider's inbound call): an agent of Support sees it.
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent).toHaveURL(/\/gb-agent/);
  const body = JSON.stringify({
    messages: [{ id: 'wamid.campaign.1', from: '+33612345678', text: 'Oui, je le valide demain.' }],
  });
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');
  const answered = await page.request.post(inbound, {
    data: body,
    headers: { 'content-type': 'application/json', 'X-Omnicanal-Signature': `sha256=${signature}` },
  });
  expect(answered.status()).toBeLessThan(300);
  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await agent.getByRole('button', { name: /WA\d+/ }).first().click();
  await expect(agent.getByRole('log', { name: 'Messages' })).toContainText('Oui, je le valide demain.');
  // The campaign's page counts the answer.
  await page.reload();
  await expect(editor(page).locator('.figures > div', { hasText: 'Réponses' }).locator('dd')).toHaveText('1');

  // The audience two campaigns use is not deleted.
  await page.goto('/campaigns/contacts');
  await editor(page).getByRole('button', { name: 'Actions pour Clients fidèles' }).click();
  await editor(page).getByRole('menuitem', { name: 'Supprimer' }).click();
  await editor(page)
    .getByRole('dialog', { name: 'Supprimer « Clients fidèles » ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(editor(page).getByRole('alert')).toHaveText(
    'Cette audience est utilisée par une campagne et ne peut pas être supprimée.',
  );
  await agent.context().close();
});
