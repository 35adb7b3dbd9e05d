import type { WebivrNode, WebivrTree } from '@omnicanal/api';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import type { TestServer } from '../test/helpers.ts';
import { type Call, newAccount } from './testing.ts';

/*
 * A published web IVR the visitor side's tests (and the visitors' benchmark) walk: a home page
 * offering hours (a FAQ), a contact form (sent: a thank-you page; failed: a chat), a callback, a
 * link, a chat with an agent and a jump to a second tree; an entry point opening it.
 */

export interface VisitorMenu {
  account: number;
  entryPoint: number;
  tree: WebivrTree;
  faqId: number;
  formId: number;
  nodes: Record<
    | 'home'
    | 'hours'
    | 'faq'
    | 'contact'
    | 'form'
    | 'sent'
    | 'thanks'
    | 'failed'
    | 'failedChat'
    | 'callback'
    | 'site'
    | 'chat'
    | 'more'
    | 'jump'
    | 'second',
    WebivrNode
  >;
}

/** Builds the menu on `skill` (as the demo admin), publishes it as `label`, and opens it on an entry point. */
export async function publishedVisitorMenu(
  server: TestServer,
  call: Call,
  skill: number,
  { apiUrl = '', label = 'v1' }: { apiUrl?: string; label?: string } = {},
): Promise<VisitorMenu> {
  const ok = (r: { status: number; body: Record<string, unknown> }) => {
    if (r.status !== 200) throw new Error(`menu: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as never;
  };
  // Callback and hand-off nodes need the skill's matching services (spec 001 §5).
  await server.context.db
    .updateTable('skills')
    .set({ services: JSON.stringify([{ kind: 'bot' }, { kind: 'callback' }]) })
    .where('id', '=', skill)
    .execute();
  const account = await newAccount(call, skill, 'Accueil visiteurs');
  const tree: WebivrTree = ok(await call(`/accounts/${account.id}/trees`, { body: { label: 'Principal' } }));
  const second: WebivrTree = ok(await call(`/accounts/${account.id}/trees`, { body: { label: 'Suite' } }));
  const faqId = (
    ok(await call('/faqs', { body: { label: 'Horaires', content: '<b>De 9 h</b> à 18 h.' } })) as {
      id: number;
    }
  ).id;
  const formId = (
    ok(
      await call('/forms', {
        who: 'admin',
        body: {
          label: 'Contact',
          notification_emails: 'ventes@exemple.fr',
          button_label: 'Envoyer',
          api_url: apiUrl,
          fields: [
            { kind: 'email', label: 'E-mail', identifier: 'email', required: true },
            { kind: 'text', label: 'Nom', identifier: 'name', validation: 'min:2' },
          ],
        },
      }),
    ) as { id: number }
  ).id;
  const node = async (parent: string | null, action: string, label: string, data = {}, inTree = tree.id) =>
    ok(
      await call(`/accounts/${account.id}/nodes`, {
        who: 'admin',
        body: { tree: inTree, parent, action, label, data, validated: true },
      }),
    ) as WebivrNode;
  const home = await node(null, 'page', 'Bienvenue');
  const hours = await node(home.id, 'choice', 'Horaires');
  const faq = await node(hours.id, 'faq', 'Nos horaires', { faq_id: faqId });
  const contact = await node(home.id, 'choice', 'Nous écrire');
  const form = await node(contact.id, 'form', 'Formulaire', { form_id: formId });
  const sent = await node(form.id, 'form_output', 'Envoyé', { outcome: 'sent' });
  const thanks = await node(sent.id, 'page', 'Merci');
  const failed = await node(form.id, 'form_output', 'Échec', { outcome: 'failed' });
  const failedChat = await node(failed.id, 'messaging', 'Parler à quelqu’un');
  const callback = await node(home.id, 'callback', 'Être rappelé');
  const site = await node(home.id, 'uri', 'Notre site', { url: 'https://exemple.fr/' });
  const chat = await node(home.id, 'messaging', 'Discuter avec nous', { skill });
  const more = await node(home.id, 'choice', 'Autre chose');
  const jump = await node(more.id, 'to_tree', 'Suite', { tree_id: second.id });
  const secondPage = await node(null, 'page', 'Deuxième page', {}, second.id);
  await node(secondPage.id, 'text', 'Texte', { text: 'Rien de plus.' }, second.id);
  ok(await call(`/accounts/${account.id}/publish`, { body: { label, comment: '' } }));
  const entry = await createEntryPoint(server.context.db, 1, {
    ...demoEntryPoint(skill),
    name: `Menu ${label}`,
    trees: [{ channel: 'web', calendar_id: null, tree_identifier: tree.id }],
  });
  return {
    account: account.id,
    entryPoint: entry.id,
    tree,
    faqId,
    formId,
    nodes: {
      home,
      hours,
      faq,
      contact,
      form,
      sent,
      thanks,
      failed,
      failedChat,
      callback,
      site,
      chat,
      more,
      jump,
      second: secondPage,
    },
  };
}
