import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/index.ts';
import { agentSays, apiToken, openVisitor, socketCommand, visitorSays } from './support/actors.ts';
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
  request,
}) => {
  const visitor = await openVisitor(browser, baseURL);
  const visitorTrap = await trap(visitor);
  // The widget has no name field: the conversation is opened through the guests API, with a hostile
  // name, and handed to the widget the way it keeps its own (the token in its storage).
  const { token, room } = await visitor.evaluate(async (name) => {
    const answer = await fetch('/api/guests/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skill: 1, name, language: 'fr' }),
    });
    const { token, room } = (await answer.json()) as { token: string; room: { uuid: string } };
    localStorage.setItem('oc.webchat.1', token);
    return { token, room: room.uuid };
  }, XSS_NAME);
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Discuter avec nous' }).click();
  await expect(visitor.getByRole('textbox', { name: 'Votre message' })).toBeEnabled();

  for (const payload of XSS_PAYLOADS) await visitorSays(visitor, payload);

  // A visitor posts only text, locations and files of our own uploads service: a link or an
  // outside file sent straight through the visitors' socket is refused whatever it holds.
  for (const content of [
    { type: 'url', ...XSS_LINK },
    { type: 'file', url: 'https://example.test/files/facture.pdf', ...XSS_FILE },
    ...XSS_REFUSED_URLS.flatMap((url) => [
      { type: 'url', url, desc: 'lien piégé' },
      { type: 'file', url, name: 'piège.html', mimetype: 'text/html' },
    ]),
  ]) {
    const refused = await socketCommand(baseURL, '/api/guests/ws', token, {
      command: 'send_message',
      client_id: clientId(),
      rich_content: content,
    });
    expect(refused.type, `${content.type} ${content.url}`).toBe('error');
  }

  const agent = await (await browser.newContext({ baseURL })).newPage();
  const agentTrap = await trap(agent);
  await signInAs(agent, 'agent@demo.test');
  const roomButton = agent.getByRole('button', { name: /onerror=__xss\(100\)/ });
  await expect(roomButton).toContainText(XSS_NAME);
  await roomButton.click();
  const agentLog = agent.getByRole('log', { name: 'Messages' });
  await expect(agent.getByRole('heading', { name: XSS_NAME })).toBeVisible();
  for (const payload of XSS_PAYLOADS) await expect(agentLog).toContainText(payload);

  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeEnabled();
  for (const payload of XSS_PAYLOADS) await agentSays(agent, payload);

  // Hostile links and file names from a client of the agents socket (the console sends neither).
  const agentToken = await apiToken(request, 'agent@demo.test');
  for (const rich_content of [
    { type: 'url', ...XSS_LINK },
    { type: 'file', url: 'https://example.test/files/facture.pdf', ...XSS_FILE },
  ]) {
    const sentByAgent = await socketCommand(baseURL, '/api/agents/ws', agentToken, {
      command: 'send_message',
      room,
      client_id: clientId(),
      rich_content,
    });
    expect(sentByAgent.type, JSON.stringify(sentByAgent)).toBe('response');
  }
  await expect(agentLog).toContainText(XSS_LINK.desc);
  await expect(agentLog).toContainText(XSS_FILE.name);
  await expect(agentLog.getByRole('link', { name: XSS_LINK.desc })).toHaveAttribute('href', /^https:/);
  await expect(agentLog.getByRole('link', { name: XSS_FILE.name })).toHaveAttribute(
    'href',
    'https://example.test/files/facture.pdf',
  );

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
