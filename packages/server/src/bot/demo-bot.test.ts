import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WireBot } from '@omnicanal/api';
import { fromWire, validateBot } from '@omnicanal/core/bot';
import * as v from 'valibot';
import { botFieldErrors } from './checks.ts';
import { DEMO_HOURS_TREE, DEMO_WELCOME_TREE, demoBot } from './demo-bot.ts';

test('the demo bot fits the wire schema and passes validateBot on every channel', () => {
  const wire = demoBot(1);
  assert.deepEqual(v.parse(WireBot, wire), wire);
  for (const channel of [undefined, ...Object.keys(wire.channels)])
    assert.deepEqual(validateBot(fromWire(wire), { channel }), []);
  assert.deepEqual(botFieldErrors(wire), {});
});

test('the demo bot holds the welcome and opening-hours trees', () => {
  const wire = demoBot(7);
  const trees = wire.channels.web?.trees ?? {};
  assert.equal(trees[DEMO_WELCOME_TREE]?.title, 'Accueil');
  assert.equal(trees[DEMO_WELCOME_TREE]?.kind, 'init');
  const welcomeRoot = wire.nodes[trees[DEMO_WELCOME_TREE]?.node ?? ''];
  assert.equal(welcomeRoot?.action, 'entrypoint');
  const button = wire.nodes[welcomeRoot?.childs[0] ?? ''];
  assert.equal(button?.action, 'button');
  assert.equal(button?.txt, 'Bonjour ! Que souhaitez-vous faire ?');
  assert.deepEqual(
    button?.childs.map((k) => wire.nodes[k]?.title),
    ['Parler à un conseiller', 'Suivre ma commande'],
  );
  assert.equal(trees[DEMO_HOURS_TREE]?.title, 'Horaires');
  const hoursRoot = wire.nodes[trees[DEMO_HOURS_TREE]?.node ?? ''];
  assert.equal(hoursRoot?.action, 'entrypoint');
  const chronos = wire.nodes[hoursRoot?.childs[0] ?? ''];
  assert.deepEqual(chronos?.action === 'chronos' && chronos.data, { rule: 7 });
});
