import { createHmac } from 'node:crypto';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { agentSays } from './support/actors.ts';

/*
 * An admin adds a WhatsApp channel on Support from the channels screen; the test plays the local
 * provider and posts a signed message to the channel's inbound address (README, "Channels"); the
 * agent sees the WA conversation, answers, and sees the reply reach "Distribué".
 */

const SECRET = 'e2e-inbound-secret-0123456789';

test('an admin adds a WhatsApp channel, a signed message reaches the agent, the reply is delivered', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin@demo.test', { path: '/messaging' });
  await expect(admin.getByRole('heading', { name: 'Canaux', level: 1 })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Types de canaux' })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole('button', { name: 'Ajouter un canal WhatsApp' }).click();
  await expect(admin).toHaveURL(/\/messaging\/add\/whatsapp$/);
  await admin.getByRole('textbox', { name: 'Nom', exact: true }).fill('WhatsApp Support');
  await admin.getByRole('combobox', { name: 'Compétence', exact: true }).selectOption({ label: 'Support' });
  await admin
    .getByRole('textbox', { name: /Numéro de téléphone/ })
    .first()
    .fill('+33612345678');
  await admin.getByLabel(/Secret de signature entrant/).fill(SECRET);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Enregistrer' }).click();

  const address = admin.getByRole('textbox', { name: 'Adresse entrante' });
  await expect(address).toHaveValue(/\/api\/channels\/inbound\/[0-9a-f-]{36}$/);
  await expect(admin.getByText(/fournisseur local/)).toBeVisible();
  const inbound = new URL(await address.inputValue()).pathname;

  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  await expect(agent).toHaveURL(/\/gb-agent/);

  const body = JSON.stringify({
    messages: [{ id: 'wamid.e2e.1', from: '+33611223344', name: 'Jo', text: 'Bonjour, où est mon colis ?' }],
  });
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');
  const posted = await request.post(inbound, {
    data: body,
    headers: { 'content-type': 'application/json', 'X-Omnicanal-Signature': `sha256=${signature}` },
  });
  expect(posted.status()).toBeLessThan(300);

  await expect(agent.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await agent
    .getByRole('button', { name: /WA\d+|Jo/ })
    .first()
    .click();
  const log = agent.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Bonjour, où est mon colis ?');
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await agentSays(agent, 'Il arrive demain.');
  const reply = log.getByRole('listitem').filter({ hasText: 'Il arrive demain.' });
  await expect(reply).toContainText('Distribué');

  // The list now shows the channel, active, on Support.
  await admin.getByRole('button', { name: 'Retour aux canaux' }).click();
  const row = admin.getByRole('row').filter({ hasText: 'WhatsApp Support' });
  await expect(row).toContainText('Support');
  await expect(row).toContainText(/Actif|En cours/);
});
