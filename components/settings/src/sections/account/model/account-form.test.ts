import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type AccountUser, DEFAULT_NOTIFICATION_OPTIONS } from '@omnicanal/api';
import { accountDescriptor, timeZones, toAccountUpdate } from './account-form.ts';

const user = {
  first_name: 'Marie',
  last_name: 'Curie',
  email: 'marie@demo.test',
  phone_number: null,
  timezone: 'Europe/Paris',
  language: 'fr',
  want_notif: true,
  notif_new_msg_sound: false,
  notification_options: {
    ...DEFAULT_NOTIFICATION_OPTIONS,
    messaging: { ...DEFAULT_NOTIFICATION_OPTIONS.messaging, push_apple: false },
  },
} as AccountUser;

const formFields = (descriptor: ReturnType<typeof accountDescriptor>) =>
  descriptor.fieldsets.flatMap((fieldset) => fieldset.fields);

const valuesOf = (descriptor: ReturnType<typeof accountDescriptor>) =>
  Object.fromEntries(formFields(descriptor).map((field) => [field.name, field.value ?? '']));

describe('account form', () => {
  test('a form filled from the account and sent unchanged says the same', () => {
    const update = toAccountUpdate(valuesOf(accountDescriptor(user, (key) => key)));
    assert.deepEqual(update, {
      first_name: 'Marie',
      last_name: 'Curie',
      phone_number: null,
      timezone: 'Europe/Paris',
      language: 'fr',
      want_notif: true,
      notif_new_msg_sound: false,
      notification_options: user.notification_options,
    });
  });

  test('an account that never chose shows every option on', () => {
    const fields = formFields(accountDescriptor({ ...user, notification_options: undefined }, (key) => key));
    const options = fields.filter((field) => field.name.includes('.'));
    assert.equal(options.length, 8);
    assert.ok(options.every((field) => field.value === true));
  });

  test('the user’s own time zone is offered even when the browser does not list it', () => {
    assert.ok(timeZones('Mars/Base').includes('Mars/Base'));
    assert.ok(timeZones('Europe/Paris').includes('UTC'));
  });

  test('names are trimmed and an empty phone is none', () => {
    const values = {
      ...valuesOf(accountDescriptor(user, (key) => key)),
      first_name: ' Ada ',
      phone_number: ' ',
    };
    const update = toAccountUpdate(values);
    assert.equal(update.first_name, 'Ada');
    assert.equal(update.phone_number, null);
  });
});
