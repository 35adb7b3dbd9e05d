import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCALES } from '@omnicanal/core';
import { renderMail } from './templates.ts';

for (const language of LOCALES) {
  test(`${language} account mails carry their link and a subject`, () => {
    const link = 'https://console.test/x/y';
    for (const name of ['confirm_email', 'password_reset'] as const) {
      const mail = renderMail(name, language, { firstName: 'Claire', link });
      assert.ok(mail.subject.length > 0);
      assert.ok(mail.text.includes(link));
      assert.ok(mail.text.includes('Claire'));
    }
  });
}

test('French and English differ: each recipient reads their own language', () => {
  const params = { firstName: 'A', link: 'https://c.test/' };
  assert.notEqual(
    renderMail('confirm_email', 'fr', params).subject,
    renderMail('confirm_email', 'en', params).subject,
  );
});
