import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/index.ts';
import { agentSays, openVisitor, socketCommand, visitorSays } from './support/actors.ts';
import {
  installXssTrap,
  liveMarkup,
  XSS_FILE,
  XSS_LINK,
  XSS_NAME,
  XSS_PAYLOADS,
  XSS_REFUSED_URLS,
} from './support/xss-corpus.ts';

/** Arms the trap on every document the page loads from now on and keeps what it reports. */
async function trap(page: Page): Promise<{ calls: () => Promise<string[]> }> {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('__xss called')) heard.push(message.text());
  });
  await page.context().addInitScript(installXssTrap);
  return {
    calls: async () => [
      ...heard,
      ...(await page.evaluate(() => (window as unknown as { __xssCalls?: string[] }).__xssCalls ?? [])),
    ],
  };
}

let sent = 0;
const clientId = () => `xss-${Date.now().toString(36)}-${++sent}`;

test('hostile texts, links, file names and guest names stay inert text on both sides', async ({
  browser,
  baseURL,
}) => {
  const visitor = await openVisitor(browser, baseURL);
  const visitorTrap = await trap(visitor);
  // The widget has no name field: the conversation is opened through the guests API, with a hostile
  // name, and handed to the widget the way it keeps its own (the token in its storage).
  const token = await visitor.evaluate(async (name) => {
    const answer = await fetch('/api/guests/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skill: 1, name, language: 'fr' }),
    });
    const { token } = (await answer.json()) as { token: string };
    localStorage.setItem('oc.webchat.1', token);
    return token;
  }, XSS_NAME);
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Discuter avec nous' }).click();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toBeEnabled();

  for (const payload of XSS_PAYLOADS) await visitorSays(visitor, payload);

  // Links and files the widget cannot send go through the visitors' socket, as any client could.
  const link = await socketCommand(baseURL, '/api/guests/ws', token, {
    command: 'send_message',
    client_id: clientId(),
    rich_content: { type: 'url', ...XSS_LINK },
  });
  expect(link.type, JSON.stringify(link)).toBe('response');
  const file = await socketCommand(baseURL, '/api/guests/ws', token, {
    command: 'send_message',
    client_id: clientId(),
    rich_content: { type: 'file', url: 'https://example.test/files/facture.pdf', ...XSS_FILE },
  });
  expect(file.type, JSON.stringify(file)).toBe('response');
  for (const url of XSS_REFUSED_URLS) {
    for (const content of [
      { type: 'url', url, desc: 'lien piégé' },
      { type: 'file', url, name: 'piège.html', mimetype: 'text/html' },
    ]) {
      const refused = await socketCommand(baseURL, '/api/guests/ws', token, {
        command: 'send_message',
        client_id: clientId(),
        rich_content: content,
      });
      expect(refused.type, `${content.type} ${url}`).toBe('error');
    }
  }

  const agent = await (await browser.newContext({ baseURL })).newPage();
  const agentTrap = await trap(agent);
  await signIn(agent, 'agent@demo.test');
  const roomButton = agent.getByRole('button', { name: /onerror=__xss\(100\)/ });
  await expect(roomButton).toContainText(XSS_NAME);
  await roomButton.click();
  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agent.getByRole('heading', { name: XSS_NAME })).toBeVisible();
  for (const payload of XSS_PAYLOADS) await expect(agentLog).toContainText(payload);
  await expect(agentLog).toContainText(XSS_LINK.desc);
  await expect(agentLog).toContainText(XSS_FILE.name);
  await expect(agentLog.getByRole('link', { name: XSS_LINK.desc })).toHaveAttribute('href', /^https:/);
  await expect(agentLog.getByRole('link', { name: XSS_FILE.name })).toHaveAttribute(
    'href',
    'https://example.test/files/facture.pdf',
  );
  await expect(agentLog).not.toContainText('lien piégé');

  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeEnabled();
  for (const payload of XSS_PAYLOADS) await agentSays(agent, payload);

  const visitorLog = visitor.getByRole('log', { name: 'Conversation' });
  // Each payload twice: once from the visitor, once back from the agent. The visitor's own copy
  // is there already, so wait for the agent's to arrive rather than reading the log once.
  for (const payload of XSS_PAYLOADS) {
    await expect
      .poll(async () => ((await visitorLog.textContent()) ?? '').split(payload).length - 1, {
        message: payload,
      })
      .toBe(2);
  }
  await expect(visitorLog).toContainText(XSS_LINK.desc);
  await expect(visitorLog).toContainText(XSS_FILE.name);
  await expect(visitorLog).not.toContainText('lien piégé');

  // Whole pages (lists, header, log, widget), every shadow root included.
  for (const page of [agent, visitor]) expect(await page.evaluate(liveMarkup), page.url()).toEqual([]);
  expect(await agentTrap.calls()).toEqual([]);
  expect(await visitorTrap.calls()).toEqual([]);
});
