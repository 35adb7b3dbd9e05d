/// <reference types="mocha" />
import type { Bot } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { NodePanel } from './NodePanel.tsx';
import { cleanup, fakeClient, loadedStore, render, typeAndLeave, VIEWER } from './testing.ts';

/* Each family of node forms edits its payload (spec 001 §3). */

const RULES = [
  { id: 1, label: 'Heures de bureau' },
  { id: 2, label: 'Week-end' },
];

async function formOf(bot: Bot, key: string, rules = RULES) {
  const { client, calls } = fakeClient(bot, rules);
  const store = await loadedStore(bot, 'web', client);
  store.select(key);
  const screen = await render(<NodePanel store={store} viewer={VIEWER} client={client} />);
  await screen.findByRole('complementary', { name: 'Propriétés du nœud' });
  const data = (k = key) =>
    (store.$state.get().bot?.nodes[k] as { data?: Record<string, unknown> } | undefined)?.data;
  return { store, screen, data, calls };
}

describe('node forms', () => {
  afterEach(cleanup);

  it('link: title, image and URL, with an invalid URL reported', async () => {
    const { screen, data } = await formOf(makeBot([['link', 'url', null]]), 'link');
    typeAndLeave(screen.getByRole('textbox', { name: 'Titre' }), 'Nos offres');
    typeAndLeave(screen.getByRole('textbox', { name: 'Image' }), 'https://example.com/a.png');
    typeAndLeave(screen.getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    expect(data()).to.deep.equal({
      title: 'Nos offres',
      image: 'https://example.com/a.png',
      url: 'javascript:alert(1)',
    });
    await screen.findByText('Adresse web invalide (http ou https).');
  });

  it('input check: keywords added with a comma or Enter', async () => {
    const bot = makeBot([
      ['ask', 'input', null],
      ['check', 'input_check', 'ask'],
      ['err', 'input_error', 'ask'],
    ]);
    const { screen, data } = await formOf(bot, 'check');
    const words = screen.getByRole('textbox', { name: 'Mots-clés' });
    fireEvent.input(words, { target: { value: 'oui, ouais' } });
    fireEvent.keyDown(words, { key: 'Enter' });
    expect(data()?.words).to.deep.equal(['oui', 'ouais']);
  });

  it('input error: the error message', async () => {
    const bot = makeBot([
      ['ask', 'input', null],
      ['check', 'input_check', 'ask'],
      ['err', 'input_error', 'ask'],
    ]);
    const { screen, data } = await formOf(bot, 'err');
    expect(screen.queryByRole('textbox', { name: 'Texte' })).to.equal(null);
    typeAndLeave(screen.getByRole('textbox', { name: "Message d'erreur" }), 'Je n’ai pas compris.');
    expect(data()?.txt).to.equal('Je n’ai pas compris.');
  });

  it('load balancer: weights as percentages, the total checked and brought back to 100', async () => {
    const bot = makeBot([
      ['lb', 'routing_load_balancer', null, { data: { weights: [50, 50] } }],
      ['o1', 'routing_load_balancer_output', 'lb'],
      ['o2', 'routing_load_balancer_output', 'lb'],
    ]);
    const { screen, data } = await formOf(bot, 'lb');
    const first = screen.getByRole('spinbutton', { name: 'Poids (%) — sortie 1' });
    expect((first as HTMLInputElement).value).to.equal('50');
    screen.getByText('Total : 100 %');
    typeAndLeave(first, '70');
    expect(data()?.weights).to.deep.equal([70, 50]);
    await screen.findByText('La somme des poids doit faire 100 % (actuellement 120 %).');
    fireEvent.click(screen.getByRole('button', { name: 'Ramener le total à 100 %' }));
    expect(data()?.weights).to.deep.equal([58, 42]);
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
  });

  it('jump to a tree: the target among the channel trees', async () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['jump', 'totree', 'root'],
      ['other', 'entrypoint', null],
    ]);
    const { screen, data } = await formOf(bot, 'jump');
    const target = screen.getByRole('combobox', { name: 'Arbre cible' });
    expect(Array.from((target as HTMLSelectElement).options, (o) => o.text)).to.include('Arbre 2');
    fireEvent.change(target, { target: { value: 't2' } });
    expect(data('jump')?.tree).to.equal('t2');
  });

  it('opening hours: the rule among the schedule rules, fetched once', async () => {
    const bot = makeBot([
      ['hours', 'chronos', null],
      ['img', 'image', null],
    ]);
    const { store, screen, data, calls } = await formOf(bot, 'hours');
    const rule = await screen.findByRole('combobox', { name: 'Règle horaire' });
    fireEvent.change(rule, { target: { value: '2' } });
    expect(data()?.rule).to.equal(2);
    store.select('img');
    store.select('hours');
    await screen.findByRole('combobox', { name: 'Règle horaire' });
    expect(calls.chronosRules).to.equal(1);
  });

  it('opening hours: says when no rule exists', async () => {
    const { screen } = await formOf(makeBot([['hours', 'chronos', null]]), 'hours', []);
    await screen.findByText('Aucune règle horaire');
  });

  it('event, account, intent, task and contact list settings', async () => {
    const bot = makeBot([
      ['event', 'custom_js_event', null],
      ['df', 'dialogflow', null],
      ['intent', 'dialogflow_intent', 'df', { data: { intent: '', intent_label: '' } }],
      ['ai', 'ravana', null],
      ['task', 'ravana_output', 'ai'],
      ['optin', 'messenger_optin_request', null, { data: { contact_list: null } }],
    ]);
    const { store, screen, data } = await formOf(bot, 'event');
    typeAndLeave(screen.getByRole('textbox', { name: "Libellé de l'événement" }), 'achat');
    const edit = async (key: string, label: string, value: string) => {
      store.select(key);
      typeAndLeave(await screen.findByRole('textbox', { name: label }), value);
    };
    await edit('df', 'Compte', '12');
    await edit('intent', 'Intention', 'commande');
    await edit('task', 'Tâche', 'résumer');
    await edit('optin', 'Liste de contacts', '7');
    expect([data('event')?.label, data('df')?.account, data('intent')?.intent]).to.deep.equal([
      'achat',
      12,
      'commande',
    ]);
    expect([data('task')?.task, data('optin')?.contact_list]).to.deep.equal(['résumer', 7]);
  });

  it('callback: one field per message and the third-party id', async () => {
    const bot = makeBot([['cb', 'callback', null, { data: { messages: {}, thirdparties_id: null } }]]);
    const { screen, data } = await formOf(bot, 'cb');
    typeAndLeave(screen.getByRole('textbox', { name: 'Demande du numéro de téléphone' }), 'Votre numéro ?');
    typeAndLeave(screen.getByRole('textbox', { name: 'Aucun créneau disponible' }), 'Plus de créneau.');
    typeAndLeave(screen.getByRole('textbox', { name: 'Identifiant du service tiers' }), 'odigo-1');
    expect(data()).to.deep.equal({
      messages: { ask_input_number: 'Votre numéro ?', no_timeslots_avail: 'Plus de créneau.' },
      thirdparties_id: 'odigo-1',
    });
  });
});
