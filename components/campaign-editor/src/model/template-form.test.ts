import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { TEMPLATE } from '../testing/fixtures.ts';
import { formFieldOf, problemKey, saveProblems } from './template-errors.ts';
import {
  bodyFacts,
  draftOf,
  draftProblems,
  draftVariables,
  routingChange,
  toTemplateInput,
} from './template-form.ts';

describe('template form model', () => {
  test('a stored template round-trips through the fields to the same body', () => {
    const input = toTemplateInput(draftOf('tyntec-wa', TEMPLATE));
    assert.deepEqual(input.body, TEMPLATE.body);
    assert.deepEqual(input.examples, { '1': 'Marie' });
    assert.equal(input.header, null);
    assert.deepEqual(draftProblems(draftOf('tyntec-wa', TEMPLATE)), {});
  });

  test('where replies lead is kept through the fields for WhatsApp, and not sent for another kind', () => {
    const routed = {
      ...TEMPLATE,
      conversational: true,
      fallback_tree: 'humain',
      buttons: [{ type: 'quick_reply' as const, text: 'Oui', tree: 'suivi' }],
    };
    const input = toTemplateInput(draftOf('tyntec-wa', routed));
    assert.equal(input.conversational, true);
    assert.equal(input.fallback_tree, 'humain');
    assert.deepEqual(input.buttons, [{ type: 'quick_reply', text: 'Oui', tree: 'suivi' }]);
    const google = toTemplateInput({ ...draftOf('tyntec-wa', routed), kind: 'googlebm' });
    assert.equal(google.conversational, false);
    assert.equal(google.fallback_tree, null);
    assert.deepEqual(google.buttons, [{ type: 'quick_reply', text: 'Oui', tree: null }]);
  });

  test('a validated template whose replies’ trees alone changed is routed without a new review', () => {
    const validated = {
      ...TEMPLATE,
      status: 'VALIDATED' as const,
      buttons: [{ type: 'quick_reply' as const, text: 'Oui', tree: null }],
    };
    const draft = draftOf('tyntec-wa', validated);
    const routed = toTemplateInput({
      ...draft,
      fallback_tree: 'humain',
      buttons: [{ type: 'quick_reply', text: 'Oui', tree: 'suivi' }],
    });
    assert.deepEqual(routingChange(validated, routed), {
      quick_replies: [{ text: 'Oui', tree: 'suivi' }],
      fallback_tree: 'humain',
    });
    // Anything else changed, or a draft: the template's own save.
    assert.equal(routingChange(validated, { ...routed, footer: 'Merci' }), null);
    assert.equal(routingChange(validated, { ...routed, conversational: true }), null);
    assert.equal(routingChange({ ...validated, status: 'DRAFT' }, routed), null);
  });

  test('fields the kind does not have are not sent; examples only for the variables used', () => {
    const draft = {
      ...draftOf('sms', null),
      name: 'promo',
      text: 'Code {{1}}',
      footer: 'bas',
      header_type: 'text' as const,
      header_text: 'Titre {{2}}',
      sms_sender: 'Boutique',
      examples: { '1': 'A12', '2': 'left over' },
    };
    const input = toTemplateInput(draft);
    assert.equal(input.footer, '');
    assert.equal(input.header, null);
    assert.deepEqual(input.examples, { '1': 'A12' });
    assert.deepEqual(draftVariables(draft), [1]);
    assert.deepEqual(draftProblems(draft), {});
  });

  test('required fields, the name rule and core rules are named by field', () => {
    const problems = draftProblems({
      ...draftOf('tyntec-wa', null),
      name: 'bad name',
      text: 'Hi {{2}}',
      header_type: 'image',
      header_url: 'https://cdn.example/h.png',
      header_width: '800',
      header_height: '800',
    });
    assert.deepEqual(problems, {
      name: ['name_invalid'],
      body: ['variables_not_sequential'],
      examples: ['example_missing'],
      header: ['image_ratio'],
    });
    assert.deepEqual(draftProblems(draftOf('sms', null)), {
      name: ['required'],
      body: ['required'],
      sms_sender: ['sms_sender_invalid'],
    });
  });

  test('the body counter leaves variables out; an SMS counts its parts', () => {
    assert.deepEqual(bodyFacts({ ...draftOf('tyntec-wa', null), text: 'Bonjour {{1}} !' }), {
      length: 10,
      max: 1024,
      parts: 0,
    });
    assert.equal(bodyFacts({ ...draftOf('sms', null), text: 'a'.repeat(161) }).parts, 2);
  });

  test("the server's fields land on the form's; its codes become this area's sentences", () => {
    assert.equal(formFieldOf('body.text'), 'body');
    assert.equal(formFieldOf('buttons.1.url'), 'buttons');
    assert.equal(formFieldOf('examples.2'), 'examples.2');
    assert.equal(problemKey('image_ratio'), 'campaigns:templates.problems.image_ratio');
    assert.equal(problemKey('what_is_this'), 'common:field.invalid');
    const refused = new ApiRequestError({
      status: 400,
      code: 'invalid_payload',
      fields: { 'header.url': ['url_invalid'], name: ['already_exists'] },
      general: [],
    });
    assert.deepEqual(saveProblems(refused), {
      fields: { header: ['url_invalid'], name: ['already_exists'] },
      general: null,
    });
    const inReview = new ApiRequestError({
      status: 409,
      code: 'template_in_review',
      fields: {},
      general: [],
    });
    assert.equal(saveProblems(inReview).general, inReview);
  });
});
