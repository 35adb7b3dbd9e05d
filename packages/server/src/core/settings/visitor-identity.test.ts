import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VisitorIdentitySecret } from '@omnicanal/api';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { verifyVisitorIdentity } from '../../guests/identity.ts';
import { HttpError } from '../../http/errors.ts';
import { startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;
let demoId: number;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'admin');
  const demo = await server.context.db
    .selectFrom('skills')
    .select('company_id')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  demoId = demo.company_id;
});
after(() => server.stop());

const secretOf = async (who: string) =>
  v.parse(VisitorIdentitySecret, (await call(who, '/visitor-identity')).body);

/** A token as a website would sign it. */
const sign = (
  secret: string,
  claims: Record<string, unknown>,
  expiresIn: string | number = '1h',
  alg = 'HS256',
) => {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt();
  if (expiresIn !== 0) jwt = jwt.setExpirationTime(expiresIn);
  return jwt.sign(new TextEncoder().encode(secret));
};

/** The code a refused identity answers with. */
const refusal = async (token: string, companyId = demoId) => {
  try {
    await verifyVisitorIdentity(server.context.db, companyId, token);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return `${error.status} ${error.code}`;
  }
  return 'accepted';
};

describe('visitor identification', () => {
  test('off until an administrator makes a secret; a new one replaces the old at once', async () => {
    assert.deepEqual(await secretOf('admin'), { secret: null, created_at: null });
    const first = v.parse(
      VisitorIdentitySecret,
      (await call('admin', '/visitor-identity', { method: 'POST' })).body,
    );
    assert.ok(first.secret && first.secret.length >= 43);
    assert.deepEqual(await secretOf('admin'), first);

    const token = await sign(first.secret, {
      sub: 'client-42',
      name: 'Léa Martin',
      email: 'lea@example.com',
    });
    assert.deepEqual(await verifyVisitorIdentity(server.context.db, demoId, token), {
      externalId: 'client-42',
      name: 'Léa Martin',
      email: 'lea@example.com',
    });

    const second = v.parse(
      VisitorIdentitySecret,
      (await call('admin', '/visitor-identity', { method: 'POST' })).body,
    );
    assert.notEqual(second.secret, first.secret);
    assert.equal(await refusal(token), '403 invalid_identity');

    assert.equal((await call('admin', '/visitor-identity', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await secretOf('admin'), { secret: null, created_at: null });
    assert.equal(
      await refusal(await sign(second.secret ?? '', { sub: 'client-42' })),
      '403 invalid_identity',
    );
  });

  test('unsigned, wrongly signed, expired, unbounded or malformed identities are refused', async () => {
    const { secret } = v.parse(
      VisitorIdentitySecret,
      (await call('admin', '/visitor-identity', { method: 'POST' })).body,
    );
    assert.ok(secret);
    assert.equal(await refusal(await sign(secret, { sub: 'ok' })), 'accepted');
    assert.equal(
      await refusal(await sign('another-secret-of-32-bytes-at-least!!', { sub: 'ok' })),
      '403 invalid_identity',
    );
    assert.equal(
      await refusal(await sign(secret, { sub: 'ok' }, Math.floor(Date.now() / 1000) - 60)),
      '403 invalid_identity',
    );
    assert.equal(await refusal(await sign(secret, { sub: 'ok' }, 0)), '403 invalid_identity', 'no expiry');
    assert.equal(await refusal(await sign(secret, { name: 'Sans id' })), '403 invalid_identity', 'no sub');
    assert.equal(
      await refusal(await sign(secret, { sub: 'ok', email: 'not-an-email' })),
      '403 invalid_identity',
    );
    assert.equal(
      await refusal(await sign(secret, { sub: 'ok' }, '1h', 'HS512')),
      '403 invalid_identity',
      'HS512',
    );
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'ok', exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    assert.equal(await refusal(unsigned), '403 invalid_identity', 'alg none');
    assert.equal(await refusal('x'.repeat(5000)), '403 invalid_identity', 'too long');
    // Another company's token: that company has no secret.
    assert.equal(
      await refusal(await sign(secret, { sub: 'ok' }), stranger.company.id),
      '403 invalid_identity',
    );
  });

  test('administrators only, each company its own secret', async () => {
    for (const who of ['manager', 'agent']) {
      assert.equal((await call(who, '/visitor-identity')).status, 403, who);
      assert.equal((await call(who, '/visitor-identity', { method: 'POST' })).status, 403, who);
    }
    const theirs = v.parse(VisitorIdentitySecret, (await call(stranger.token, '/visitor-identity')).body);
    assert.deepEqual(theirs, { secret: null, created_at: null });
    assert.ok((await secretOf('admin')).secret);
  });
});
