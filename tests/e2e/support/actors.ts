import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/index.ts';

/** A bearer token for API calls, from the sign-in endpoint. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/core/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

/** A visitor on the demo company's website, with the widget open. */
export async function openVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/demo/visitor.html');
  await page.getByRole('button', { name: 'Discuter avec nous' }).click();
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
