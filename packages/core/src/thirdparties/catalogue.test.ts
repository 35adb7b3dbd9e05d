import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  THIRDPARTY_CATEGORIES,
  THIRDPARTY_KINDS,
  thirdPartyKind,
  thirdPartyKindsOf,
  thirdPartyNewSecrets,
  thirdPartyProblems,
  thirdPartySettings,
  usableOnSkill,
} from './index.ts';

test('every category of spec 002 §1 has a kind, and every named provider is a kind', () => {
  for (const category of THIRDPARTY_CATEGORIES) assert.ok(thirdPartyKindsOf(category).length > 0, category);
  const named = ['activeo', 'azure-openai', 'basikon', 'diabolocom', 'genesys', 'goodays', 'kiamo', 'odigo'];
  named.push('openai', 'pipedrive', 'qemotion', 'salesforce', 'sftp', 'worldline', 'zencall');
  for (const kind of named) assert.ok(thirdPartyKind(kind), kind);
  assert.equal(new Set(THIRDPARTY_KINDS.map((k) => k.kind)).size, THIRDPARTY_KINDS.length);
  assert.deepEqual(
    thirdPartyKindsOf('callback').map((k) => k.kind),
    ['zencall', 'diabolocom', 'odigo'],
  );
  assert.equal(thirdPartyKind('nope'), undefined);
});

test('a credential is secret: tokens, secrets and passwords are never public fields', () => {
  for (const kind of THIRDPARTY_KINDS)
    for (const field of kind.fields)
      if (['token', 'secret', 'password'].includes(field.name))
        assert.ok(field.secret, `${kind.kind}.${field.name}`);
});

test('values are checked per field: required, url, host, port, email', () => {
  assert.deepEqual(thirdPartyProblems('sftp', {}), { host: ['required'], username: ['required'] });
  assert.deepEqual(thirdPartyProblems('sftp', { host: 'bad host!', port: '70000', username: 'u' }), {
    host: ['host_invalid'],
    port: ['port_invalid'],
  });
  assert.deepEqual(thirdPartyProblems('sftp', { host: 'sftp.exemple.fr', username: 'u' }), {});
  assert.deepEqual(thirdPartyProblems('sftp', { host: '127.0.0.1', port: '2222', username: 'u' }), {});
  assert.deepEqual(thirdPartyProblems('zencall', { endpoint: 'ftp://x', client_id: 'c', callback_id: '1' }), {
    endpoint: ['url_invalid'],
    secret: ['required'],
  });
  // An address carrying credentials would leak them wherever it is shown or logged.
  assert.deepEqual(thirdPartyProblems('kiamo', { endpoint: 'https://u:p@kiamo.fr', token: 't' }), {
    endpoint: ['url_invalid'],
  });
  assert.deepEqual(thirdPartyProblems('smtp', { host: 'smtp.fr', from: 'nobody' }), {
    from: ['email_invalid'],
  });
  assert.deepEqual(thirdPartyProblems('unknown', {}), { kind: ['invalid_choice'] });
  // spec 002 §8 "invalid callback identifier", refused as it is typed.
  assert.deepEqual(
    thirdPartyProblems('diabolocom', { endpoint: 'https://d.example', token: 't', callback_id: 'cb 42 !' }),
    { callback_id: ['identifier_invalid'] },
  );
});

test('a stored secret need not be typed again; an empty one keeps it', () => {
  const values = { endpoint: 'https://api.zencall.fr', client_id: 'c', callback_id: '1' };
  assert.deepEqual(thirdPartyProblems('zencall', values, ['secret']), {});
  const zencall = thirdPartyKind('zencall');
  assert.ok(zencall);
  assert.deepEqual(thirdPartyNewSecrets(zencall, { ...values, secret: '  ' }), {});
  assert.deepEqual(thirdPartyNewSecrets(zencall, { ...values, secret: 's3' }), { secret: 's3' });
});

test('the public settings keep the kind’s public fields, trimmed, with their fallback', () => {
  const sftp = thirdPartyKind('sftp');
  assert.ok(sftp);
  assert.deepEqual(thirdPartySettings(sftp, { host: ' h.fr ', username: 'u', password: 'p', other: 'x' }), {
    host: 'h.fr',
    port: '22',
    username: 'u',
  });
});

test('an account without skills serves every skill; otherwise its own', () => {
  assert.equal(usableOnSkill([], 3), true);
  assert.equal(usableOnSkill([1, 2], 2), true);
  assert.equal(usableOnSkill([1, 2], 3), false);
  assert.equal(usableOnSkill([1], null), false);
});
