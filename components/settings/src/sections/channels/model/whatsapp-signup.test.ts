import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toWhatsappSignup, whatsappSignupDescriptor } from './whatsapp-signup.ts';

const number = {
  id: '100000000000001',
  name: 'Boulangerie Martin',
  followers: null,
  eligible: null,
  problem: null,
  phone_number_id: '100000000000001',
  waba_id: '200000000000001',
  display_phone_number: '+33 6 12 34 56 78',
};

test('the full plan form offers the signup’s numbers and asks the whole business profile but the site', () => {
  const form = whatsappSignupDescriptor([number], [{ id: 1, name: 'Support' }]);
  const [general, business] = form.fieldsets;
  assert.deepEqual(general?.fields[0]?.options, [
    { text: '+33 6 12 34 56 78 — Boulangerie Martin', value: '100000000000001' },
  ]);
  assert.deepEqual(
    business?.fields.filter((f) => !f.required).map((f) => f.name),
    ['business.site'],
  );
});

test('the answer is the state, the number, the channel and the profile', () => {
  assert.deepEqual(
    toWhatsappSignup(
      { phone_number_id: '1', name: 'WA', skill: '2', 'business.city': 'Lyon', 'business.site': '' },
      'st',
    ),
    { state: 'st', phone_number_id: '1', name: 'WA', skill: 2, business: { city: 'Lyon', site: '' } },
  );
});
