import assert from 'node:assert/strict';
import { test } from 'node:test';
import { surveyMessage, unknownSurveyVariable } from './text.ts';

const values = { url: 'https://exemple.fr/s/1', name: 'Inès', agent: 'Camille', skill: 'Support' };

test('a survey text knows url, name, agent and skill; the first other variable is named', () => {
  assert.equal(unknownSurveyVariable('Merci {{ name }} ! {{url}}'), null);
  assert.equal(unknownSurveyVariable('Bonjour {{prenom}}, {{ville}}'), 'prenom');
  // Single braces are plain text, as in the bot's messages.
  assert.equal(unknownSurveyVariable('Note {x} sur 5'), null);
});

test('the message fills the variables, and adds the link when the text does not place it', () => {
  assert.equal(
    surveyMessage('Merci {{name}} ({{skill}}) : {{url}}', values),
    'Merci Inès (Support) : https://exemple.fr/s/1',
  );
  assert.equal(
    surveyMessage('Votre avis compte, {{agent}}.', values),
    'Votre avis compte, Camille.\nhttps://exemple.fr/s/1',
  );
});
