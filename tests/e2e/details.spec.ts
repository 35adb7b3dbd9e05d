import { AxeBuilder } from '@axe-core/playwright';
import { expect, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation, apiToken } from './support/actors.ts';

test("an agent corrects the guest's email in the detail panel; another console sees it, a bad one is refused", async ({
  browser,
  baseURL,
  request,
}) => {
  const { agent } = await agentTakesNewConversation(browser, baseURL as string, 'Mon adresse a changé');
  await expect(agent).toHaveURL(/\/gb-agent\/im\/[\w-]+/);
  const uuid = new URL(agent.url()).pathname.split('/').at(-1) as string;

  // A manager follows the same conversation from another browser.
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(manager, 'manager@demo.test', { path: `/gb-agent/im/${uuid}` });
  const watched = manager.getByRole('complementary', { name: 'Détails de la discussion' });
  await expect(watched.getByRole('button', { name: 'Informations' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(watched.getByRole('button', { name: 'Fichiers' })).toHaveAttribute('aria-expanded', 'false');

  const panel = agent.getByRole('complementary', { name: 'Détails de la discussion' });
  await panel.getByRole('button', { name: 'Modifier' }).click();
  const email = panel.getByRole('textbox', { name: 'E-mail' });
  await email.fill('pas-un-email');
  await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(panel.getByText('Adresse e-mail invalide.')).toBeVisible();
  // The panel, its form and the error under the field pass the accessibility scan.
  const scan = await new AxeBuilder({ page: agent })
    .include([['oc-shell', 'oc-agent-inbox', '.details']])
    .analyze();
  expect(scan.passes.length).toBeGreaterThan(0);
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);

  // Nothing was saved: the server still has no email for this guest.
  const token = await apiToken(request, 'manager@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const guest = await (await request.get(`/api/agents/rooms/${uuid}/guest`, { headers })).json();
  expect(guest.email).toBeNull();

  await email.fill('client.fidele@example.com');
  await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Informations enregistrées.' })).toBeVisible();
  await expect(panel.getByText('client.fidele@example.com')).toBeVisible();

  // The manager's console shows it without reloading.
  await expect(watched.getByText('client.fidele@example.com')).toBeVisible();
  const saved = await (await request.get(`/api/agents/guests/${guest.guest}/info`, { headers })).json();
  expect(saved.email).toBe('client.fidele@example.com');
});
