import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot, type NodeSpec } from '../testing.ts';
import { type BranchDeciders, notConfigured, settle } from './walk-settle.ts';
import { answer, choose, decide, initTree, startWalk, type Walk, type WalkStep } from './walker.ts';
import { pickWeighted } from './weights.ts';

const texts = (w: Walk) => w.transcript.flatMap((s) => (s.kind === 'message' ? [s.text] : []));
const last = (w: Walk) => w.transcript[w.transcript.length - 1];
const kinds = (w: Walk, kind: WalkStep['kind']) => w.transcript.filter((s) => s.kind === kind);
const walk = (specs: NodeSpec[], channel = 'web') => {
  const bot = makeBot(specs);
  if (channel !== 'web') bot.channels[channel] = bot.channels.web as (typeof bot.channels)[string];
  return startWalk(bot, channel, 't1');
};

const deciders = (over: Partial<BranchDeciders> = {}): BranchDeciders => ({
  calendarOpen: () => true,
  random: () => 0,
  optIn: () => null,
  provider: notConfigured,
  ...over,
});

describe('walker actions', () => {
  test('entrypoint, image (text) and url: a message and a link card, then the end', () => {
    const w = walk([
      ['root', 'entrypoint', null],
      ['img', 'image', 'root', { txt: 'Voici notre catalogue' }],
      ['link', 'url', 'img', { data: { title: 'Catalogue', image: '', url: 'https://exemple.fr/c' } }],
    ]);
    assert.deepEqual(texts(w), ['Voici notre catalogue']);
    assert.deepEqual(kinds(w, 'link'), [
      { kind: 'link', node: 'link', title: 'Catalogue', url: 'https://exemple.fr/c', image: '' },
    ]);
    assert.deepEqual(last(w), { kind: 'end', node: 'link', reason: 'dead-end' });
    assert.deepEqual(w.path, ['root', 'img', 'link']);
  });

  const choices: NodeSpec[] = [
    ['root', 'entrypoint', null],
    ['btn', 'button', 'root', { txt: 'Votre choix ?' }],
    ['a', 'choice', 'btn', { data: { title: 'Horaires' } }],
    ['b', 'choice', 'btn', { data: { title: 'Tarifs' } }],
    ['fb', 'choice_fallback', 'btn'],
    ['a-msg', 'image', 'a', { txt: 'De 9 h à 18 h' }],
    ['b-msg', 'image', 'b', { txt: 'Dès 10 €' }],
    ['fb-msg', 'image', 'fb', { txt: 'Je transmets à un conseiller' }],
  ];

  test('buttons: the choices are offered without the fallback; typed text picks by number or title', () => {
    const w = walk(choices);
    assert.deepEqual(w.waiting, {
      kind: 'buttons',
      node: 'btn',
      choices: [
        { node: 'a', title: 'Horaires' },
        { node: 'b', title: 'Tarifs' },
      ],
    });
    assert.equal(texts(answer(w, '2')).at(-1), 'Dès 10 €');
    assert.equal(texts(answer(w, 'horaires')).at(-1), 'De 9 h à 18 h');
  });

  test('choice_fallback: text matching no choice follows the fallback', () => {
    assert.equal(texts(answer(walk(choices), 'je veux autre chose')).at(-1), 'Je transmets à un conseiller');
  });

  test('buttons without a fallback: unknown text offers the buttons again', () => {
    const w = walk(choices.filter(([key]) => !key.startsWith('fb')));
    const again = answer(w, 'hein ?');
    assert.deepEqual(again.waiting, w.waiting);
  });

  test('a text-only channel gets the choices as a numbered text', () => {
    const w = walk(choices, 'sms');
    assert.equal(w.waiting?.kind === 'buttons' && w.waiting.text, '1. Horaires\n2. Tarifs');
  });

  test('input keeps the matching answer in a variable named by its custom tag', () => {
    const w = walk([
      ['root', 'entrypoint', null],
      ['inp', 'input', 'root', { txt: 'Votre commande ?', customTag: 'commande' }],
      ['chk', 'input_check', 'inp', { data: { words: ['commande'] } }],
      ['err', 'input_error', 'inp', { data: { txt: 'Pardon ?' } }],
      ['ok', 'image', 'chk', { txt: 'Merci' }],
    ]);
    const done = answer(answer(w, 'euh'), 'commande 42');
    assert.deepEqual(texts(done), ['Votre commande ?', 'Pardon ?', 'Merci']);
    assert.deepEqual(done.variables, { commande: 'commande 42' });
  });

  const chronos: NodeSpec[] = [
    ['root', 'entrypoint', null],
    ['chr', 'chronos', 'root', { data: { rule: 7 } }],
    ['open', 'chronos_output', 'chr'],
    ['open-msg', 'image', 'open', { txt: 'Ouvert' }],
    ['closed', 'chronos_output', 'chr'],
    ['closed-msg', 'image', 'closed', { txt: 'Fermé' }],
  ];

  test('chronos: the first output when the calendar is open, the second when closed', async () => {
    const rules: unknown[] = [];
    const calendarOpen = (rule: string | number | null) => {
      rules.push(rule);
      return true;
    };
    const open = await settle(walk(chronos), deciders({ calendarOpen }));
    assert.deepEqual(rules, [7]);
    assert.equal(texts(open).at(-1), 'Ouvert');
    const closed = await settle(walk(chronos), deciders({ calendarOpen: async () => false }));
    assert.equal(texts(closed).at(-1), 'Fermé');
  });

  test('chronos: an unknown calendar ends the walk as calendar-unknown', async () => {
    const w = await settle(walk(chronos), deciders({ calendarOpen: () => null }));
    assert.deepEqual(last(w), { kind: 'end', node: 'chr', reason: 'calendar-unknown' });
    assert.equal(w.waiting, null);
  });

  test('routing_load_balancer: the draw follows the weights', async () => {
    const specs: NodeSpec[] = [
      ['root', 'entrypoint', null],
      ['lb', 'routing_load_balancer', 'root', { data: { weights: [25, 75] } }],
      ['o1', 'routing_load_balancer_output', 'lb'],
      ['m1', 'image', 'o1', { txt: 'Un' }],
      ['o2', 'routing_load_balancer_output', 'lb'],
      ['m2', 'image', 'o2', { txt: 'Deux' }],
    ];
    assert.equal(texts(await settle(walk(specs), deciders({ random: () => 0.2 }))).at(-1), 'Un');
    assert.equal(texts(await settle(walk(specs), deciders({ random: () => 0.3 }))).at(-1), 'Deux');
    assert.deepEqual(
      [0, 0.49, 0.5, 0.99].map((r) => pickWeighted([0, 0], r)),
      [0, 0, 1, 1],
    );
  });

  test('totree jumps to another tree; a deleted tree ends as jump-missing', () => {
    const specs: NodeSpec[] = [
      ['root', 'entrypoint', null],
      ['jump', 'totree', 'root', { data: { tree: 't2' } }],
      ['r2', 'entrypoint', null],
      ['hello', 'image', 'r2', { txt: 'Arbre 2' }],
    ];
    assert.equal(texts(walk(specs)).at(-1), 'Arbre 2');
    const broken = specs.map(
      ([key, action, parent, extra]): NodeSpec =>
        key === 'jump' ? [key, action, parent, { data: { tree: 'gone' } }] : [key, action, parent, extra],
    );
    assert.deepEqual(last(walk(broken)), { kind: 'end', node: 'jump', reason: 'jump-missing' });
  });

  for (const action of ['console', 'gbagent'] as const) {
    test(`${action} hands off after its text`, () => {
      const w = walk([
        ['root', 'entrypoint', null],
        ['h', action, 'root', { txt: 'Un conseiller arrive' }],
      ]);
      assert.deepEqual(w.transcript, [
        { kind: 'message', node: 'h', text: 'Un conseiller arrive' },
        { kind: 'handoff', node: 'h', reason: action },
        { kind: 'end', node: 'h', reason: 'done' },
      ]);
    });
  }

  test('custom_js_event emits its label as an event and runs on', () => {
    const w = walk([
      ['root', 'entrypoint', null],
      ['ev', 'custom_js_event', 'root', { data: { label: 'ouvrir-panier' } }],
      ['after', 'image', 'ev', { txt: 'Votre panier est ouvert' }],
    ]);
    assert.deepEqual(kinds(w, 'event'), [{ kind: 'event', node: 'ev', label: 'ouvrir-panier' }]);
    assert.equal(texts(w).at(-1), 'Votre panier est ouvert');
  });

  test('callback asks the number (refusing a wrong one), then the slot, and records the request', () => {
    const messages = {
      ask_input_number: 'Votre numéro ?',
      wrong_number_input: 'Numéro invalide',
      ask_timeslot_choice: 'Quand ?',
      timeslot_label_asap: 'Dès que possible',
      callback_req_created: 'Demande enregistrée',
    };
    const w = walk([
      ['root', 'entrypoint', null],
      ['cb', 'callback', 'root', { data: { messages, thirdparties_id: null } }],
    ]);
    assert.deepEqual(w.waiting, { kind: 'callback', node: 'cb', stage: 'number' });
    const wrong = answer(w, 'pas un numéro');
    assert.equal(texts(wrong).at(-1), 'Numéro invalide');
    const slot = answer(wrong, '+33 6 12 34 56 78');
    assert.deepEqual(slot.waiting, {
      kind: 'callback',
      node: 'cb',
      stage: 'timeslot',
      choices: [{ node: 'asap', title: 'Dès que possible' }],
    });
    const done = choose(slot, 'asap');
    assert.deepEqual(kinds(done, 'record'), [
      { kind: 'record', node: 'cb', what: 'callback', data: { number: '+33612345678', slot: 'asap' } },
    ]);
    assert.equal(texts(done).at(-1), 'Demande enregistrée');
    assert.equal(done.waiting, null);
    assert.equal(texts(answer(slot, '1')).at(-1), 'Demande enregistrée');
  });

  for (const action of ['job', 'dialogflow', 'ravana'] as const) {
    test(`${action}: a provider not configured ends the walk as not-configured`, async () => {
      const w = await settle(
        walk([
          ['root', 'entrypoint', null],
          ['ai', action, 'root'],
        ]),
        deciders(),
      );
      assert.deepEqual(last(w), { kind: 'end', node: 'ai', reason: 'not-configured' });
    });
  }

  test('dialogflow: a configured provider follows the output it answers', async () => {
    const w = await settle(
      walk([
        ['root', 'entrypoint', null],
        ['df', 'dialogflow', 'root'],
        ['fb', 'dialogflow_fallback', 'df', { txt: 'Je ne sais pas' }],
      ]),
      deciders({ provider: () => ({ status: 'ok', output: 'fb' }) }),
    );
    assert.equal(texts(w).at(-1), 'Je ne sais pas');
  });

  const optin: NodeSpec[] = [
    ['root', 'entrypoint', null],
    ['opt', 'messenger_optin_request', 'root', { data: { contact_list: 3 } }],
    ['ok', 'messenger_optin_ok', 'opt', { txt: 'Abonné' }],
    ['ko', 'messenger_optin_ko', 'opt', { txt: 'Pas abonné' }],
  ];

  test('Messenger opt-in: the ok output when accepted, the ko output otherwise', async () => {
    assert.equal(texts(await settle(walk(optin), deciders({ optIn: () => true }))).at(-1), 'Abonné');
    assert.equal(texts(await settle(walk(optin), deciders({ optIn: () => null }))).at(-1), 'Pas abonné');
  });

  test('rcs_optout, campaigns_contactlist and campaign_template record what they stand for', () => {
    const w = walk([
      ['root', 'campaign_template', null],
      ['list', 'campaigns_contactlist', 'root', { data: { contact_list: 4 } }],
      ['out', 'rcs_optout', 'list', { data: { contact_list: 5 } }],
    ]);
    assert.deepEqual(kinds(w, 'record'), [
      { kind: 'record', node: 'root', what: 'campaign_reply', data: { channel: 'web' } },
      { kind: 'record', node: 'list', what: 'contact_list', data: { list: 4 } },
      { kind: 'record', node: 'out', what: 'rcs_optout', data: { list: 5 } },
    ]);
  });

  test('decide(null) on a branch ends it; decide on a non-branch changes nothing', () => {
    const w = walk(chronos);
    assert.deepEqual(last(decide(w, null)), { kind: 'end', node: 'chr', reason: 'calendar-unknown' });
    const buttons = walk(choices);
    assert.equal(decide(buttons, 'a'), buttons);
  });

  test('initTree finds the init tree of a channel', () => {
    const bot = makeBot([['root', 'entrypoint', null]]);
    assert.equal(initTree(bot, 'web'), 't1');
    assert.equal(initTree(bot, 'sms'), null);
  });
});
