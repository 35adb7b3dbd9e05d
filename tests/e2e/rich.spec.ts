import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation, openVisitor, visitorSays } from './support/actors.ts';

/*
 * Files in a conversation (spec 000 §7 POST /files, §8 upload errors, §9 5 MB): the agent attaches
 * one, the visitor's widget offers it as a download; a file over 5 MB is refused with the size
 * message and nothing reaches the visitor.
 */

test('an agent sends a file; the visitor downloads it; 6 MB is refused and sends nothing', async ({
  browser,
  baseURL,
  request,
}) => {
  const { agent, visitor } = await agentTakesNewConversation(
    browser,
    baseURL as string,
    'Pouvez-vous m’envoyer la facture ?',
  );
  const attach = agent.getByRole('button', { name: 'Joindre un fichier' });
  await expect(attach).toBeEnabled();

  const picker = agent.waitForEvent('filechooser');
  await attach.click();
  await (await picker).setFiles({
    name: 'facture-2026.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% facture de test\n'),
  });

  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agentLog.getByRole('link', { name: 'facture-2026.pdf' })).toBeVisible();
  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  const download = visitorLog.getByRole('link', { name: 'facture-2026.pdf' });
  await expect(download).toBeVisible();
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\/api\/uploads\/files\/[\w-]{32}\/facture-2026\.pdf$/);
  const served = await request.get(href as string);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(await served.text()).toContain('facture de test');

  const secondPicker = agent.waitForEvent('filechooser');
  await attach.click();
  await (await secondPicker).setFiles({
    name: 'trop-gros.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x25),
  });
  await expect(
    agent.getByRole('alert').filter({ hasText: 'Taille maximale de fichier dépassée' }),
  ).toBeVisible();
  await expect(agent.getByRole('progressbar')).toHaveCount(0);
  // The conversation goes on; the refused file never reached it.
  await visitorSays(visitor, 'Merci !');
  await expect(agentLog).toContainText('Merci !');
  await expect(agentLog).not.toContainText('trop-gros.pdf');
  await expect(visitorLog).not.toContainText('trop-gros.pdf');
});

/**
 * Serious axe findings inside one part of the inbox's shadow root (the actions menu, a dialog), so
 * the check is about what this journey opened.
 */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include({ fromShadowDom: ['oc-shell', 'oc-agent-inbox', selector] })
    .analyze();
  // Something was checked: a selector that matched nothing would pass vacuously.
  expect(results.passes.length, `axe found nothing to check in ${selector}`).toBeGreaterThan(0);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('room actions: a product goes to the visitor as a link; the menu and its form are accessible', async ({
  browser,
  baseURL,
}) => {
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  const visitor = await openVisitor(browser, baseURL as string);
  await visitorSays(visitor, 'Vous avez cette chaise en bleu ?');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();

  await agent.getByRole('button', { name: 'Actions' }).click();
  await expect(agent.getByRole('menu', { name: 'Actions' })).toBeVisible();
  expect(await violationsIn(agent, '.room-actions-menu')).toEqual([]);
  await agent.keyboard.press('ArrowDown');
  await agent.keyboard.press('ArrowDown');
  await agent.keyboard.press('ArrowDown');
  await expect(agent.getByRole('menuitem', { name: 'Envoyer un produit' })).toBeFocused();
  await agent.keyboard.press('Enter');

  const dialog = agent.getByRole('dialog', { name: 'Envoyer un produit' });
  await dialog.getByRole('textbox', { name: 'Lien du produit' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Saisissez un lien http(s) valide.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Lien du produit' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violationsIn(agent, 'dialog')).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Lien du produit' }).fill('https://shop.example/chaise-bleue');
  await dialog.getByRole('textbox', { name: 'Description (facultatif)' }).fill('Chaise bleue');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toHaveCount(0);

  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  const link = visitorLog.getByRole('link', { name: 'Chaise bleue' });
  await expect(link).toHaveAttribute('href', 'https://shop.example/chaise-bleue');
  await expect(
    agent.getByRole('log', { name: 'Messages' }).getByRole('link', { name: 'Chaise bleue' }),
  ).toBeVisible();
});
