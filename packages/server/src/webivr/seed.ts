import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import type { DB } from '../db/schema.ts';
import { writeMenuState } from './repo.ts';
import type { MenuState } from './tables.ts';
import { newWorkingVersion, publish } from './versions.ts';
import { firstSnapshot } from './working.ts';

/*
 * The demo company's web IVR (issue 18): a small published menu on Support, and an entry point that
 * opens it, so /demo/webivr.html shows a visitor the menu before the chat. Its form mails the demo
 * manager (read in the local outbox); its chat hands off to Support with the path taken.
 */

/** The entry point the demo menu page opens (the second of the demo company, after the widget's). */
export const DEMO_WEBIVR_ENTRY_POINT_NAME = 'Menu du site';

/** Seeds the published demo menu on `skill` and its entry point; answers the entry point's id. */
export async function seedDemoWebivr(trx: Kysely<DB>, companyId: number, skill: number): Promise<number> {
  const faq = await trx
    .insertInto('webivr_faqs')
    .values({
      company_id: companyId,
      skill_id: skill,
      label: 'Horaires',
      content: 'Du mardi au samedi, de 7 h à 19 h 30.\nLe dimanche, de 7 h à 13 h. Fermé le lundi.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = await trx
    .insertInto('webivr_forms')
    .values({
      company_id: companyId,
      skill_id: skill,
      label: 'Commande',
      notification_emails: 'manager@demo.test',
      button_label: 'Envoyer ma commande',
      api_headers: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('webivr_form_fields')
    .values([
      field(form.id, 0, 'email', 'Votre e-mail', 'email', true),
      field(form.id, 1, 'text', 'Votre nom', 'name', true, 'min:2'),
      field(form.id, 2, 'textarea', 'Votre commande', 'order', false, 'max:500'),
    ])
    .execute();

  const tree = randomUUID();
  const nodes: MenuState['nodes'] = [];
  const node = (parent: string | null, action: string, label: string, data: Record<string, unknown> = {}) => {
    const id = randomUUID();
    nodes.push({
      id,
      tree_id: tree,
      parent_id: parent,
      position: nodes.length,
      action,
      label,
      validated: true,
      data,
    });
    return id;
  };
  const home = node(null, 'page', 'Bonjour ! Que souhaitez-vous faire ?');
  const hours = node(home, 'choice', 'Connaître nos horaires');
  node(hours, 'faq', 'Nos horaires', { faq_id: faq.id });
  const order = node(home, 'choice', 'Passer une commande');
  const orderForm = node(order, 'form', 'Commande', { form_id: form.id });
  const sent = node(orderForm, 'form_output', 'Envoyée', { outcome: 'sent' });
  const thanks = node(sent, 'page', 'Merci, votre commande est bien reçue !');
  node(thanks, 'text', 'Confirmation', { text: 'Nous vous répondons par e-mail sous 24 heures.' });
  const failed = node(orderForm, 'form_output', 'Échec', { outcome: 'failed' });
  node(failed, 'messaging', 'Parler à un conseiller');
  node(home, 'uri', 'Notre site', { url: 'https://example.com/' });
  node(home, 'messaging', 'Parler à un conseiller');

  const account = await trx
    .insertInto('webivr_accounts')
    .values({ company_id: companyId, skill_id: skill, label: 'Accueil du site' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const version = await newWorkingVersion(trx, account.id);
  await writeMenuState(trx, version, { trees: [{ id: tree, label: 'Accueil', position: 0 }], nodes });
  await firstSnapshot(trx, account.id, version);
  await publish(
    trx,
    { ...account, working_version_id: version },
    { label: 'v1', comment: 'Démo' },
    new Date(),
  );
  const entry = await createEntryPoint(trx, companyId, {
    ...demoEntryPoint(skill),
    name: DEMO_WEBIVR_ENTRY_POINT_NAME,
    trees: [{ channel: 'web', calendar_id: null, tree_identifier: tree }],
  });
  return entry.id;
}

function field(
  formId: number,
  position: number,
  kind: string,
  label: string,
  identifier: string,
  required: boolean,
  validation = '',
) {
  return {
    form_id: formId,
    position,
    kind,
    label,
    identifier,
    required,
    validation,
    choices: JSON.stringify([]),
  };
}
