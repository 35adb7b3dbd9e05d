import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  hasEmoji,
  type TemplateContent,
  templateBodyLength,
  templateProblems,
  templateSmsParts,
  templateVariables,
} from './rules.ts';

const base: TemplateContent = {
  body: { type: 'text', text: 'Bonjour {{1}}, votre commande {{2}} est prête.' },
  header: null,
  footer: '',
  buttons: [],
  examples: { '1': 'Camille', '2': 'A-102' },
  sms_sender: '',
  channel_account: null,
  suggestions: 'single',
  block: 'button',
};
const with_ = (patch: Partial<TemplateContent>): TemplateContent => ({ ...base, ...patch });

test('variables are read in order of first use; the body limit leaves them out', () => {
  assert.deepEqual(templateVariables('{{2}} puis {{ 1 }} puis {{2}}'), [2, 1]);
  assert.equal(templateBodyLength('Bonjour {{1}} !'), 'Bonjour  !'.length);
  assert.equal(templateBodyLength('é👍'), 2);
});

test('a WhatsApp template with numbered variables and their examples has no problem', () => {
  assert.deepEqual(templateProblems('tyntec-wa', base), {});
});

test('variables must run from 1 without a gap, each with an example', () => {
  assert.deepEqual(templateProblems('tyntec-wa', with_({ body: { type: 'text', text: 'Code {{2}}' } })), {
    body: ['variables_not_sequential'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ examples: { '1': 'Camille', '2': ' ' } })), {
    examples: ['example_missing'],
  });
});

test('the body limit is per kind and does not count variables', () => {
  const text = `${'a'.repeat(1020)}{{1}}`;
  assert.deepEqual(
    templateProblems('tyntec-wa', with_({ body: { type: 'text', text }, examples: { '1': 'x' } })),
    {},
  );
  const over = 'a'.repeat(1025);
  assert.deepEqual(
    templateProblems('tyntec-wa', with_({ body: { type: 'text', text: over }, examples: {} })),
    {
      body: ['too_long'],
    },
  );
  assert.deepEqual(
    templateProblems('googlebm', with_({ body: { type: 'text', text: over }, examples: {} })),
    {},
  );
});

test('call-to-action at most 2; WhatsApp quick replies at most 3 and never mixed with links', () => {
  const url = { type: 'url', text: 'Voir', url: 'https://example.com' } as const;
  const reply = { type: 'quick_reply', text: 'Oui', tree: null } as const;
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [url, url, url] })), {
    buttons: ['too_many_call_to_action'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [reply, reply, reply, reply] })), {
    buttons: ['too_many_quick_replies'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [url, reply] })), {
    buttons: ['buttons_mixed'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [{ ...reply, text: 'x'.repeat(24) }] })), {
    buttons: ['button_too_long'],
  });
});

test('a quick reply leading to a tree needs a channel account', () => {
  const reply = { type: 'quick_reply', text: 'Oui', tree: 'suite' } as const;
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [reply] })), {
    channel_account: ['channel_account_required'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ buttons: [reply], channel_account: 3 })), {});
});

test('Google suggestions: 4 for a single choice, 3 for a multiple one', () => {
  const reply = { type: 'quick_reply', text: 'Oui', tree: null } as const;
  const four = [reply, reply, reply, reply];
  assert.deepEqual(templateProblems('googlebm', with_({ buttons: four })), {});
  assert.deepEqual(templateProblems('googlebm', with_({ buttons: four, suggestions: 'multiple' })), {
    buttons: ['too_many_suggestions'],
  });
});

test('headers: WhatsApp text of 60 characters and one variable, images at 1.91:1', () => {
  const image = (width: number, height: number) =>
    ({ type: 'image', url: 'https://cdn.example/h.png', width, height }) as const;
  assert.deepEqual(templateProblems('tyntec-wa', with_({ header: image(1910, 1000) })), {});
  assert.deepEqual(templateProblems('tyntec-wa', with_({ header: image(1000, 1000) })), {
    header: ['image_ratio'],
  });
  assert.deepEqual(
    templateProblems('tyntec-wa', with_({ header: { type: 'text', text: '{{1}} et {{2}}' } })),
    {
      header: ['too_many_variables'],
    },
  );
  assert.deepEqual(
    templateProblems('sms', with_({ header: { type: 'text', text: 'Titre' }, sms_sender: 'Boutique' })),
    {
      header: ['header_unsupported'],
    },
  );
});

test('SMS: a sender name of 3 to 11 letters or digits, no buttons, no footer; parts counted', () => {
  const sms = with_({ sms_sender: 'Boutique' });
  assert.deepEqual(templateProblems('sms', sms), {});
  assert.deepEqual(templateProblems('sms', with_({ sms_sender: '' })), {
    sms_sender: ['sms_sender_invalid'],
  });
  assert.deepEqual(templateProblems('sms', with_({ sms_sender: '1Shop' })), {
    sms_sender: ['sms_sender_invalid'],
  });
  assert.deepEqual(templateProblems('tyntec-wa', with_({ sms_sender: 'Boutique' })), {
    sms_sender: ['sms_sender_invalid'],
  });
  assert.deepEqual(templateProblems('sms', with_({ ...sms, footer: 'Stop au 36111' })), {
    footer: ['footer_unsupported'],
  });
  assert.equal(templateSmsParts('a'.repeat(160)), 1);
  assert.equal(templateSmsParts('a'.repeat(161)), 2);
});

test('rich cards on RCS, Google and Messenger generic blocks only; Messenger blocks have their needs', () => {
  const card = {
    type: 'card',
    title: 'Soldes',
    description: '-20 %',
    image_url: '',
    thumbnail_url: '',
  } as const;
  assert.deepEqual(templateProblems('rcs', with_({ body: card, examples: {} })), {});
  assert.deepEqual(templateProblems('tyntec-wa', with_({ body: card, examples: {} })), {
    body: ['card_unsupported'],
  });
  assert.deepEqual(templateProblems('messenger', with_({ block: 'generic' })), { body: ['card_required'] });
  assert.deepEqual(templateProblems('messenger', with_({ block: 'button' })), {
    buttons: ['buttons_required'],
  });
  assert.deepEqual(templateProblems('messenger', with_({ block: 'media' })), { header: ['image_required'] });
});

test('the emoji warning', () => {
  assert.ok(hasEmoji('Merci 🙏'));
  assert.ok(!hasEmoji('Merci à vous'));
});
