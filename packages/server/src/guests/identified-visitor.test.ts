import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestSession } from '@omnicanal/api';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';
import { renewIdentitySecret } from './identity.ts';

let server: TestServer;
let secret: string;
let companyId: number;

before(async () => {
  server = await startTestServer();
  const db = server.context.db;
  ({ company_id: companyId } = await db
    .selectFrom('skills')
    .select('company_id')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow());
  secret = (await renewIdentitySecret(db, companyId)).secret ?? '';
  await db
    .insertInto('extra_data_keys')
    .values([
      { company_id: companyId, key: 'plan', label: 'Offre' },
      { company_id: companyId, key: 'order', label: 'Commande' },
    ])
    .execute();
});
after(() => server.stop());

const sign = (claims: Record<string, unknown>, key = secret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(key));

const open = (body: Record<string, unknown>) =>
  api(server.url, '/api/guests/sessions', { body: { skill: 1, ...body } });

const guestOfRoom = (uuid: string) =>
  server.context.db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select(['guests.id', 'guests.name', 'guests.email', 'guests.external_id', 'guests.extra', 'rooms.infos'])
    .where('rooms.uuid', '=', uuid)
    .executeTakeFirstOrThrow();

describe('guests service: identified visitors and extra data', () => {
  test('a visitor the website signed for is one guest on every device, named as the site says', async () => {
    const phone = await open({
      identity: await sign({ sub: 'client-7', name: 'Léa Martin', email: 'lea@example.com' }),
    });
    assert.equal(phone.status, 201, JSON.stringify(phone.body));
    // Another device: no previous conversation token, a fresh token for the same site id.
    const laptop = await open({ name: 'Autre nom', identity: await sign({ sub: 'client-7' }) });
    assert.equal(laptop.status, 201);
    const first = await guestOfRoom(v.parse(GuestSession, phone.body).room.uuid);
    const second = await guestOfRoom(v.parse(GuestSession, laptop.body).room.uuid);
    assert.equal(second.id, first.id);
    assert.equal(first.external_id, 'client-7');
    assert.equal(first.infos.name, 'Léa Martin');
    assert.equal(first.email, 'lea@example.com');
    // An anonymous visitor with no previous token is someone else.
    const anonymous = v.parse(GuestSession, (await open({ name: 'Anonyme' })).body);
    assert.notEqual((await guestOfRoom(anonymous.room.uuid)).id, first.id);
  });

  test('a wrongly signed identity opens nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.context.db
            .selectFrom('guests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await open({
      identity: await sign({ sub: 'client-8' }, 'not-the-company-secret-but-long-enough'),
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'invalid_identity');
    const unsigned = await open({ identity: 'not.a.jwt' });
    assert.equal(unsigned.status, 403);
    assert.equal(await count(), before);
  });

  test("the website's extra data is kept for the company's keys; other keys are ignored", async () => {
    const session = v.parse(
      GuestSession,
      (await open({ name: 'Noé', extra: { plan: 'Premium', order: 'CMD-42', tracking: 'ignored' } })).body,
    );
    assert.deepEqual((await guestOfRoom(session.room.uuid)).extra, { plan: 'Premium', order: 'CMD-42' });
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'x']));
    assert.equal((await open({ extra: tooMany })).status, 400);
  });
});
