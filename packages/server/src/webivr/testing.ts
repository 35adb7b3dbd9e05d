import type { WebivrAccount, WebivrNode, WebivrTree } from '@omnicanal/api';
import { api, type TestServer } from '../test/helpers.ts';

/*
 * Helpers of the web IVR's server tests: calls as a demo user, and a small valid menu
 * (a page offering a choice that opens a FAQ).
 */

export type Call = (
  path: string,
  init?: { method?: string; body?: unknown; who?: string },
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** Calls `/api/webivr<path>` as `who` (a demo user signed in into `tokens`). */
export const caller =
  (server: TestServer, tokens: Record<string, string>): Call =>
  (path, init = {}) =>
    api(server.url, `/api/webivr${path}`, {
      method: init.method,
      body: init.body,
      token: tokens[init.who ?? 'manager'],
    });

/** A new web IVR on `skill`, made by the admin. */
export async function newAccount(
  call: Call,
  skill: number,
  label = 'Accueil client',
): Promise<WebivrAccount> {
  const { status, body } = await call('/accounts', { body: { label, skill }, who: 'admin' });
  if (status !== 200) throw new Error(`account: ${status} ${JSON.stringify(body)}`);
  return body as unknown as WebivrAccount;
}

export interface SmallMenu {
  tree: WebivrTree;
  page: WebivrNode;
  choice: WebivrNode;
  faq: WebivrNode;
}

/** Tree "Principal": page "Bienvenue" > choice "Horaires" > faq, on a new FAQ (validated, publishable). */
export async function smallMenu(call: Call, account: number): Promise<SmallMenu> {
  const ok = (r: { status: number; body: Record<string, unknown> }) => {
    if (r.status !== 200) throw new Error(`menu: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as never;
  };
  const tree: WebivrTree = ok(await call(`/accounts/${account}/trees`, { body: { label: 'Principal' } }));
  const node = async (parent: string | null, action: string, label: string, data = {}) =>
    ok(
      await call(`/accounts/${account}/nodes`, {
        body: { tree: tree.id, parent, action, label, data, validated: true },
      }),
    ) as WebivrNode;
  const faqId = (
    ok(await call('/faqs', { body: { label: 'Horaires', content: 'De 9 h à 18 h.' } })) as { id: number }
  ).id;
  const page = await node(null, 'page', 'Bienvenue');
  const choice = await node(page.id, 'choice', 'Horaires');
  const faq = await node(choice.id, 'faq', 'Nos horaires', { faq_id: faqId });
  return { tree, page, choice, faq };
}
