/// <reference types="mocha" />
import type { Template } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { TEMPLATE } from '../testing/fixtures.ts';
import { heard, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * Where a WhatsApp template's replies lead: each quick reply to a tree of the skill's bot on
 * WhatsApp, the conversational flag and the fallback tree, saved with the template; what is
 * missing (a skill, a channel account, trees) said in place; the server's refusal on its field.
 */

const LOADS = {
  'GET /core/skills/': [200, [{ id: 1, name: 'Support', auto_allocation: false, services: [] }]] as [
    number,
    unknown,
  ],
  'GET /campaigns/channels': [200, [{ id: 7, kind: 'whatsapp', name: 'WhatsApp boutique' }]] as [
    number,
    unknown,
  ],
  'GET /bot/bot/used-by-skill/1': [
    200,
    [
      { bot: 'main', channels: ['whatsapp', 'web'], trees: 3, nodes: 4 },
      { bot: 'site', channels: ['web'], trees: 1, nodes: 1 },
    ],
  ] as [number, unknown],
  'GET /bot/bot/1/main/': [
    200,
    {
      identifier: 'main',
      nodes: {},
      node_max_counter: 0,
      dialogflow: {},
      channels: {
        whatsapp: {
          trees: {
            suivi: { key: 'suivi', title: 'Suivi de commande', node: 'n1' },
            humain: { key: 'humain', title: 'Parler à un conseiller', node: 'n2' },
          },
          triggers: [],
        },
        web: { trees: { faq: { key: 'faq', title: 'FAQ du site', node: 'n3' } }, triggers: [] },
      },
    },
  ] as [number, unknown],
};
const ROUTED: Template = {
  ...TEMPLATE,
  skill: 1,
  channel_account: 7,
  buttons: [
    { type: 'quick_reply', text: 'Où est ma commande', tree: 'suivi' },
    { type: 'quick_reply', text: 'Stop', tree: null },
  ],
};
const posted = () =>
  heard
    .filter((h) => h.method === 'POST' && h.path === '/campaigns/templates/tyntec-wa/4')
    .map((h) => h.body as Record<string, unknown>);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('template form: what replies lead to', () => {
  afterEach(reset);

  it('leads each quick reply to a WhatsApp tree of the skill’s bot, sets the flag and the fallback tree, and saves them with the template', async () => {
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': [200, ROUTED],
      'POST /campaigns/templates/tyntec-wa/4': (request) => [200, { ...ROUTED, ...(request.body as object) }],
    });
    const { screen } = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    const section = await screen.findByRole('group', { name: 'Suite des réponses' });
    const first = await within(section).findByRole('combobox', {
      name: 'Arbre de la réponse 1 « Où est ma commande »',
    });
    // Only the WhatsApp trees: the web one is not offered.
    expect(optionsOf(first)).to.deep.equal(['Aucun arbre', 'Suivi de commande', 'Parler à un conseiller']);
    expect((first as HTMLSelectElement).value).to.equal('suivi');
    const second = within(section).getByRole('combobox', { name: 'Arbre de la réponse 2 « Stop »' });
    fireEvent.change(second, { target: { value: 'humain' } });
    fireEvent.click(within(section).getByRole('switch', { name: 'Conversationnel' }));
    fireEvent.change(within(section).getByRole('combobox', { name: 'Arbre des autres réponses' }), {
      target: { value: 'humain' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(posted()).to.have.length(1));
    expect(posted()[0]).to.deep.include({
      conversational: true,
      fallback_tree: 'humain',
      buttons: [
        { type: 'quick_reply', text: 'Où est ma commande', tree: 'suivi' },
        { type: 'quick_reply', text: 'Stop', tree: 'humain' },
      ],
    });
  });

  it('a validated template’s trees change through its quick replies, and it stays validated', async () => {
    const validated: Template = { ...ROUTED, status: 'VALIDATED' };
    let routed = false;
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': () => [
        200,
        routed ? { ...validated, fallback_tree: 'suivi' } : validated,
      ],
      'POST /campaigns/templates/4/quickreplies': (request) => {
        routed = true;
        return [200, request.body];
      },
    });
    const { screen } = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    const fallback = await screen.findByRole('combobox', { name: 'Arbre des autres réponses' });
    fireEvent.change(fallback, { target: { value: 'suivi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(routed).to.equal(true));
    expect(
      heard.find((h) => h.method === 'POST' && h.path === '/campaigns/templates/4/quickreplies')?.body,
    ).to.deep.equal({
      quick_replies: [
        { text: 'Où est ma commande', tree: 'suivi' },
        { text: 'Stop', tree: null },
      ],
      fallback_tree: 'suivi',
    });
    expect(posted()).to.have.length(0);
  });

  it('says what is missing: a channel account, or trees; the server’s refusal lands on the fallback tree', async () => {
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': [200, { ...ROUTED, channel_account: null }],
    });
    const first = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    const section = await first.screen.findByRole('group', { name: 'Suite des réponses' });
    within(section).getByText(
      'Choisissez un compte de canal pour mener les réponses rapides à un arbre du bot.',
    );
    expect(within(section).queryByRole('combobox')).to.equal(null);

    reset();
    serve({
      ...LOADS,
      'GET /bot/bot/used-by-skill/1': [200, []],
      'GET /campaigns/templates/4': [200, ROUTED],
    });
    const empty = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    await empty.screen.findByText(
      "Le bot de cette compétence n'a pas d'arbre sur WhatsApp : créez-en un dans le constructeur de bots.",
    );

    reset();
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': [200, { ...ROUTED, fallback_tree: 'suivi' }],
      'POST /campaigns/templates/tyntec-wa/4': [
        400,
        { error: 'invalid_payload', detail: 'Unknown tree.', fallback_tree: ['tree_unknown'] },
      ],
    });
    const refused = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    const fallback = await refused.screen.findByRole('combobox', { name: 'Arbre des autres réponses' });
    await waitFor(() => expect((fallback as HTMLSelectElement).value).to.equal('suivi'));
    fireEvent.click(refused.screen.getByRole('button', { name: 'Enregistrer' }));
    await refused.screen.findByText('Arbre inconnu du bot de la compétence');
    expect(fallback.getAttribute('aria-invalid')).to.equal('true');
  });

  it('speaks English', async () => {
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    serve({ ...LOADS, 'GET /campaigns/templates/4': [200, ROUTED] });
    const { screen } = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Template “relance_panier”',
    );
    const section = await screen.findByRole('group', { name: 'What replies lead to' });
    await within(section).findByRole('combobox', { name: 'Tree for other replies' });
    within(section).getByRole('switch', { name: 'Conversational' });
  });
});
