import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousViolations, signInAs, test } from './fixtures/index.ts';

/*
 * Message templates and a manual campaign against the real server: a manager writes a WhatsApp
 * template, sends it for validation and sees the local provider validate it; a manual campaign on
 * an audience (written through the API: the campaign form is not there yet) is sent from the
 * campaign list, and its page shows the deliveries as the engine and the channel outbox tick.
 */

const editor = (page: Page) => page.locator('oc-campaign-editor');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/core/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test('a manager writes a WhatsApp template the local provider validates, then sends a manual campaign and sees its deliveries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An administrator connects the WhatsApp number the template is sent from.
  const admin = await tokenOf(page.request, 'admin@demo.test');
  const channel = await page.request.post('/api/core/channels/', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      kind: 'whatsapp',
      name: 'WhatsApp Boutique',
      skill: 1,
      settings: { phone_number: '+33 1 23 45 67 89', tier: 'tier_1k' },
      secrets: { inbound_secret: 'a'.repeat(32) },
    },
  });
  expect(channel.status(), await channel.text()).toBe(201);

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
  const template = Number(/\/(\d+)$/.exec(page.url())?.[1]);

  // An audience of two contacts and a manual campaign on it, through the API.
  const manager = await tokenOf(page.request, 'manager@demo.test');
  const auth = { authorization: `Bearer ${manager}` };
  const audience = await page.request.post('/api/campaigns/contacts/lists', {
    headers: auth,
    data: {
      name: 'Clients fidèles',
      kind: 'PHONE_NUMBER',
      language: 'fr',
      source: 'manual',
      contacts: [{ external_id: '+33612345678' }, { external_id: '+33612345679' }],
    },
  });
  expect(audience.status(), await audience.text()).toBe(201);
  const campaign = await page.request.post('/api/campaigns/campaigns', {
    headers: auth,
    data: {
      name: 'Relance panier',
      type: 'whatsapp',
      template,
      contact_lists: [((await audience.json()) as { id: number }).id],
      variables: { 1: { source: 'custom', value: 'chère cliente' } },
    },
  });
  expect(campaign.status(), await campaign.text()).toBe(201);

  // From the templates list, the link to the campaigns.
  await page.goto('/campaigns/templates');
  await editor(page)
    .getByRole('navigation', { name: 'Rubriques des campagnes' })
    .getByRole('link', { name: 'Campagnes' })
    .click();
  await expect(page).toHaveURL(/\/campaigns\/list$/);
  await expect(heading(page, 'Campagnes')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Actions pour Relance panier' }).click();
  await editor(page).getByRole('menuitem', { name: 'Envoyer maintenant' }).click();
  await expect(editor(page).getByText('Campagne « Relance panier » envoyée.')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Actions pour Relance panier' }).click();
  await editor(page).getByRole('menuitem', { name: 'Ouvrir' }).click();
  await expect(heading(page, 'Relance panier')).toBeVisible();
  // The engine and the channel outbox tick every second; the page follows while it runs.
  const delivered = editor(page).locator('.figures > div', { hasText: 'Distribués' });
  await expect(delivered.locator('dd')).toHaveText('2', { timeout: 20_000 });
  const recipients = editor(page).getByRole('table', { name: 'Destinataires' });
  await expect(recipients.getByRole('row', { name: /\+33612345678 Distribué/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
