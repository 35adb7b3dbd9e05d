import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ThirdPartyAccount } from '@omnicanal/api';
import { thirdPartyKind } from '@omnicanal/core';
import { ACCOUNT_VALIDATORS, accountDescriptor, toAccountInput } from './account-form.ts';
import { thirdPartyRoute } from './route.ts';

const sftp = thirdPartyKind('sftp');
assert.ok(sftp);

test('the routes of /third-parties: list, add, add/{kind}, edit/{id}', () => {
  assert.deepEqual(thirdPartyRoute(undefined), { screen: 'list' });
  assert.deepEqual(thirdPartyRoute('add'), { screen: 'choose' });
  assert.deepEqual(thirdPartyRoute('add/sftp'), { screen: 'add', kind: sftp });
  assert.deepEqual(thirdPartyRoute('add/fax'), { screen: 'choose' });
  assert.deepEqual(thirdPartyRoute('edit/12'), { screen: 'edit', id: 12 });
  assert.deepEqual(thirdPartyRoute('edit/0'), { screen: 'list' });
  assert.deepEqual(thirdPartyRoute('edit/x'), { screen: 'list' });
  assert.deepEqual(thirdPartyRoute('12'), { screen: 'list' });
});

const stored: ThirdPartyAccount = {
  id: 3,
  category: 'sftp',
  kind: 'sftp',
  label: 'Dépôt',
  skills: [2],
  settings: { host: 'sftp.exemple.fr', port: '22', username: 'oc' },
  secrets: { password: true },
  sftp: { host_key: null, confirmed_at: null },
  created_at: '',
  updated_at: '',
};

test('a stored secret is an empty box, not required, that says it is kept', () => {
  const fields = accountDescriptor(sftp, stored, [{ id: 2, name: 'Ventes' }]).fieldsets.flatMap(
    (f) => f.fields,
  );
  const password = fields.find((f) => f.name === 'password');
  assert.equal(password?.kind, 'password');
  assert.equal(password?.value, '');
  assert.equal(password?.required, false);
  assert.equal(password?.helper, 'settings-thirdparties:secret_kept');
  assert.equal(fields.find((f) => f.name === 'host')?.value, 'sftp.exemple.fr');
  assert.deepEqual(fields.find((f) => f.name === 'skills')?.value, ['2']);
});

test('an empty secret is left out of what is sent, so the stored one stays', () => {
  const values = { label: ' Dépôt ', host: 'h.fr', port: '', username: 'oc', password: '', skills: ['2'] };
  assert.deepEqual(toAccountInput(sftp, values), {
    label: 'Dépôt',
    skills: [2],
    host: 'h.fr',
    port: '',
    username: 'oc',
  });
  assert.equal(toAccountInput(sftp, { ...values, password: 'p' }).password, 'p');
});

test('the form checks each field as the server does', () => {
  const field = { name: 'x', kind: 'text', label: 'x' } as const;
  assert.deepEqual(ACCOUNT_VALIDATORS.thirdparty_port?.('70000', field), {
    valid: false,
    message: 'settings-thirdparties:errors.port_invalid',
  });
  assert.deepEqual(ACCOUNT_VALIDATORS.thirdparty_host?.('sftp.exemple.fr', field), { valid: true });
});
