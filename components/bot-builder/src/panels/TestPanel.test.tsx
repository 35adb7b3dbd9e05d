/// <reference types="mocha" />

import { makeBot } from '@omnicanal/core/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { TestPanel } from './TestPanel.tsx';
import { cleanup, loadedStore, render, VIEWER } from './testing.ts';

const BOT = makeBot([
  ['root', 'entrypoint', null],
  ['ask', 'button', 'root', { txt: 'Bonjour, que souhaitez-vous ?' }],
  ['order', 'choice', 'ask', { title: 'Ma commande', data: { title: 'Ma commande' } }],
  ['other', 'choice', 'ask', { title: 'Autre chose', data: { title: 'Autre chose' } }],
  ['number', 'input', 'order', { txt: 'Votre numéro de commande ?' }],
  ['ok', 'input_check', 'number', { data: { words: ['commande'] } }],
  ['err', 'input_error', 'number', { txt: 'Je n’ai pas compris.', data: { txt: 'Je n’ai pas compris.' } }],
  ['agent', 'console', 'ok', { txt: 'Un conseiller arrive.' }],
  ['bye', 'console', 'other'],
]);

describe('TestPanel', () => {
  afterEach(cleanup);

  it('walks a choice, a wrong then a right answer, and the hand-off', async () => {
    const store = await loadedStore(BOT);
    let closed = 0;
    const screen = await render(<TestPanel store={store} viewer={VIEWER} onClose={() => (closed += 1)} />);
    await screen.findByRole('complementary', { name: 'Test du bot' });
    const log = screen.getByRole('log', { name: 'Conversation de test' });
    expect(log.textContent).to.contain('Bonjour, que souhaitez-vous ?');
    const says = (text: string) => waitFor(() => expect(log.textContent).to.contain(text));
    fireEvent.click(screen.getByRole('button', { name: 'Ma commande' }));
    await says('Votre numéro de commande ?');

    const send = async (text: string) => {
      fireEvent.input(await screen.findByRole('textbox', { name: 'Votre réponse' }), {
        target: { value: text },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    };
    await send('bonjour');
    await says('Je n’ai pas compris.');
    await send('Ma COMMANDE 42');
    await says('Un conseiller arrive.');
    await says('Transfert vers un conseiller');
    expect(screen.queryByRole('textbox', { name: 'Votre réponse' })).to.equal(null);
    const visitor = Array.from(log.querySelectorAll('.oc-test-visitor'), (line) => line.textContent);
    expect(visitor).to.deep.equal([
      'Visiteur : Ma commande',
      'Visiteur : bonjour',
      'Visiteur : Ma COMMANDE 42',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    await screen.findByRole('button', { name: 'Autre chose' });
    expect(log.textContent).to.not.contain('Transfert');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le test' }));
    expect(closed).to.equal(1);
  });

  it('shows text as text', async () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['x', 'console', 'root', { txt: '<b>gras</b>' }],
    ]);
    const screen = await render(
      <TestPanel store={await loadedStore(bot)} viewer={VIEWER} onClose={() => {}} />,
    );
    const log = await screen.findByRole('log', { name: 'Conversation de test' });
    expect(log.textContent).to.contain('<b>gras</b>');
    expect(log.querySelector('b')).to.equal(null);
  });

  it('offers load-balancer outputs with their share', async () => {
    const bot = makeBot([
      ['root', 'routing_load_balancer', null, { data: { weights: [1, 3] } }],
      ['a', 'routing_load_balancer_output', 'root'],
      ['b', 'routing_load_balancer_output', 'root'],
    ]);
    const screen = await render(
      <TestPanel store={await loadedStore(bot)} viewer={VIEWER} onClose={() => {}} />,
    );
    await screen.findByRole('button', { name: 'Sortie 1 (25 %)' });
    screen.getByRole('button', { name: 'Sortie 2 (75 %)' });
  });

  it('asks a callback number then its slot, records the request, and plays a provider not configured', async () => {
    const messages = { ask_input_number: 'Votre numéro ?', callback_req_created: 'Nous vous rappelons.' };
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['cb', 'callback', 'root', { data: { messages, thirdparties_id: null } }],
      ['ev', 'custom_js_event', 'cb', { data: { label: 'rappel-demande' } }],
      ['ai', 'job', 'ev'],
    ]);
    const screen = await render(
      <TestPanel store={await loadedStore(bot)} viewer={VIEWER} onClose={() => {}} />,
    );
    const log = await screen.findByRole('log', { name: 'Conversation de test' });
    expect(log.textContent).to.contain('Votre numéro ?');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Numéro de rappel' }), {
      target: { value: '06 12 34 56 78' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ASAP' }));
    await waitFor(() => expect(log.textContent).to.contain('Nous vous rappelons.'));
    expect(log.textContent).to.contain('Demande de rappel enregistrée (0612345678)');
    expect(log.textContent).to.contain('Événement envoyé à la page : rappel-demande');
    fireEvent.click(await screen.findByRole('button', { name: 'Service non configuré' }));
    await waitFor(() => expect(log.textContent).to.contain("Ce service n'est pas configuré"));
  });
});
