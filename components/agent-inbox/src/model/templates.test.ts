import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RoomTemplate } from '@omnicanal/api';
import { fillTemplate, missingValues } from './templates.ts';

const template: RoomTemplate = {
  id: 1,
  name: 'suivi',
  language: 'fr',
  category: 'UTILITY',
  variables: [2, 1],
  examples: {},
  text: 'Commande {{2}}\n\nBonjour {{ 1 }}, votre commande {{2}} est prête.',
};

test('a filled variable takes its place everywhere; an empty one stays a visible slot', () => {
  assert.equal(
    fillTemplate(template.text, { 2: 'A-1', 1: '  ' }),
    'Commande A-1\n\nBonjour {{ 1 }}, votre commande A-1 est prête.',
  );
});

test('the variables still to fill are named in the order the template uses them', () => {
  assert.deepEqual(missingValues(template, {}), [2, 1]);
  assert.deepEqual(missingValues(template, { 1: 'Awa', 2: ' ' }), [2]);
  assert.deepEqual(missingValues(template, { 1: 'Awa', 2: 'A-1' }), []);
});
