import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { DEMO_PASSWORD, signInAs } from '../fixtures/index.ts';

/** A bearer token for API calls, from the sign-in endpoint (of the server at `base`, else the test's). */
export async function apiToken(request: APIRequestContext, email: string, base = ''): Promise<string> {
  const answer = await request.post(`${base}/api/core/user/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

/**
 * The most common start of a journey: an agent signed in, a visitor who wrote `text`, and the
 * agent who took that conversation (the first visitor room of the waiting list).
 */
export async function agentTakesNewConversation(
  browser: Browser,
  baseURL: string,
  text: string,
  email = 'agent@demo.test',
): Promise<{ agent: Page; visitor: Page }> {
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, email);
  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, text);
  await expect(agent.getByRole('tab', { name: /^En attente [1-9]/ })).toBeVisible();
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  return { agent, visitor };
}

/**
 * A visitor on the demo company's website, with the widget open, who gave their name in the
 * pre-chat step: `name` (agents find the room by it; the default keeps "Visiteur" in it).
 */
export async function openVisitor(browser: Browser, baseURL: string, name = 'Visiteur Démo'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/demo/visitor.html');
  await page.getByRole('button', { name: 'Discuter avec nous' }).click();
  await page.getByRole('textbox', { name: 'Votre nom' }).fill(name);
  await page.getByRole('button', { name: 'Commencer' }).click();
  await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
  return page;
}

export async function visitorSays(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toHaveValue('');
}

export async function agentSays(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Votre réponse' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toHaveValue('');
}

/** Counts whole occurrences of `text` in a container's text. */
export function occurrences(haystack: string, text: string): number {
  return haystack.split(text).length - 1;
}

/** What a realtime socket answers a command with (packages/api/src/protocol.ts). */
export type CommandAnswer =
  | { type: 'response'; id: string; command: string; data: unknown }
  | { type: 'error'; id: string | null; command: string | null; code: string; message: string };

/**
 * Sends one command over a realtime socket as a client other than our own front end would: the
 * agents socket (`/api/agents/ws`) with a user token, or the visitors' (`/api/guests/ws`) with a
 * guest token. Answers the reply to that command, or the refusal of the connection itself, then
 * closes the socket.
 */
export function socketCommand(
  baseURL: string,
  path: '/api/agents/ws' | '/api/guests/ws',
  token: string,
  command: Record<string, unknown> & { command: string },
): Promise<CommandAnswer> {
  const url = `${baseURL.replace(/^http/, 'ws')}${path}?token=${encodeURIComponent(token)}`;
  const id = `e2e-${Math.random().toString(36).slice(2)}`;
  const ws = new WebSocket(url);
  let timer: NodeJS.Timeout | undefined;
  return new Promise<CommandAnswer>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to ${command.command} within 10 s`)), 10_000);
    ws.once('open', () => ws.send(JSON.stringify({ ...command, id })));
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; id?: string | null };
      const refusal = frame.type === 'error' && frame.id === null;
      if ((frame.type === 'response' || frame.type === 'error') && (frame.id === id || refusal))
        resolve(frame as CommandAnswer);
    });
  }).finally(() => {
    clearTimeout(timer);
    ws.close();
  });
}
