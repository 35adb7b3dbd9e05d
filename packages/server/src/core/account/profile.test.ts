import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { mailsSent, outbox } from './testing.ts';

let server: TestServer;
let base: string;
let agent: string;
let owner: string;

before(async () => {
  server = await startTestServer({ salesEmail: 'ventes@omnicanal.test' });
  base = server.url;
  agent = await login(base, 'agent@demo.test');
  owner = await login(base, 'owner@demo.test');
});
after(() => server.stop());

const account = (token: string) => api(base, '/api/core/user/account', { token });

describe('POST /user/account', () => {
  test('updates the names, phone, time zone and language', async () => {
    const { status, body } = await api(base, '/api/core/user/account', {
      token: agent,
      body: {
        first_name: ' Alicia ',
        last_name: 'Durand',
        phone_number: '+44 20 7946 0958',
        timezone: 'America/New_York',
        language: 'en',
      },
    });
    assert.equal(status, 200);
    assert.equal(body.first_name, 'Alicia');
    assert.equal(body.phone_number, '+442079460958');
    const reread = (await account(agent)).body;
    assert.equal(reread.last_name, 'Durand');
    assert.equal(reread.timezone, 'America/New_York');
    assert.equal(reread.language, 'en');
  });

  const refusals: [Record<string, unknown>, string, string][] = [
    [{ phone_number: '0612' }, 'phone_number', 'invalid_phone'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'invalid_timezone'],
    [{ timezone: '../../etc' }, 'timezone', 'invalid_timezone'],
    [{ language: 'de' }, 'language', 'invalid_language'],
  ];
  for (const [change, field, message] of refusals) {
    test(`${JSON.stringify(change)} is refused with ${message} and nothing is saved`, async () => {
      const { status, body } = await api(base, '/api/core/user/account', {
        token: agent,
        body: { first_name: 'Changed', ...change },
      });
      assert.equal(status, 400);
      assert.deepEqual(body[field], [message]);
      assert.equal((await account(agent)).body.first_name, 'Alicia');
    });
  }

  test('needs a session', async () => {
    assert.equal((await api(base, '/api/core/user/account', { body: { first_name: 'X' } })).status, 401);
  });
});

describe('/user/language', () => {
  test('reads and sets the language', async () => {
    assert.deepEqual((await api(base, '/api/core/user/language', { token: owner })).body, { language: 'fr' });
    const set = await api(base, '/api/core/user/language', { token: owner, body: { language: 'en' } });
    assert.deepEqual(set.body, { language: 'en' });
    assert.equal((await account(owner)).body.language, 'en');
    const bad = await api(base, '/api/core/user/language', { token: owner, body: { language: 'xx' } });
    assert.equal(bad.status, 400);
    await api(base, '/api/core/user/language', { token: owner, body: { language: 'fr' } });
  });
});

describe('POST /customer/', () => {
  test('an owner renames the company and sets its logo', async () => {
    const { status, body } = await api(base, '/api/core/customer/', {
      token: owner,
      body: { company_name: 'Démo SA', logo: 'https://cdn.test/logo.png' },
    });
    assert.equal(status, 200);
    assert.equal(body.company_name, 'Démo SA');
    assert.equal(body.logo, 'https://cdn.test/logo.png');
  });

  test('a logo that is not an http(s) URL is refused', async () => {
    const { status, body } = await api(base, '/api/core/customer/', {
      token: owner,
      body: { company_name: 'Ignored', logo: 'javascript:alert(1)' },
    });
    assert.equal(status, 400);
    assert.deepEqual(body.logo, ['invalid_url']);
    assert.equal((await api(base, '/api/core/customer/', { token: owner })).body.company_name, 'Démo SA');
  });

  test('an agent may not change the company', async () => {
    const { status, body } = await api(base, '/api/core/customer/', {
      token: agent,
      body: { company_name: 'X' },
    });
    assert.equal(status, 403);
    assert.equal(body.error, 'permission_denied');
  });
});

describe('POST /offers/send/', () => {
  test('stores the request and mails the sales address', async () => {
    const { status, body } = await api(base, '/api/core/offers/send/', {
      token: agent,
      body: { name: 'Alicia Durand', phone_number: '+33 6 11 22 33 44', details: '20 agents', country: 'FR' },
    });
    assert.equal(status, 201);
    assert.deepEqual(body, { detail: 'sent' });
    const [mail] = await mailsSent(server);
    assert.equal(mail?.to, 'ventes@omnicanal.test');
    assert.match(mail?.text ?? '', /\+33611223344/);
    assert.match(mail?.text ?? '', /20 agents/);
    const stored = await server.context.db.selectFrom('offer_requests').selectAll().execute();
    assert.equal(stored.length, 1);
  });

  test('name and phone are required; nothing is stored without them', async () => {
    const { status, body } = await api(base, '/api/core/offers/send/', {
      token: agent,
      body: { name: '', phone_number: '', country: 'FR' },
    });
    assert.equal(status, 400);
    assert.deepEqual(body.name, ['required']);
    assert.deepEqual(body.phone_number, ['required']);
    const stored = await server.context.db.selectFrom('offer_requests').selectAll().execute();
    assert.equal(stored.length, 1);
  });
});

describe('GET /outbox/', () => {
  test('shows a user the mail sent to their own address, newest first', async () => {
    await api(base, '/api/core/user/password', { body: { email: 'agent@demo.test' } });
    await api(base, '/api/core/user/password', { body: { email: 'agent@demo.test' } });
    const mails = await outbox(base, agent);
    assert.ok(mails.length >= 2);
    assert.ok(mails.every((mail) => mail.to === 'agent@demo.test'));
    assert.ok((mails[0]?.id ?? 0) > (mails[1]?.id ?? 0));
  });

  test("never shows an owner another user's mail, nor anyone without a session", async () => {
    await api(base, '/api/core/user/password', { body: { email: 'agent2@demo.test' } });
    assert.ok((await mailsSent(server)).some((mail) => mail.to === 'agent2@demo.test'));
    const mails = await outbox(base, owner);
    assert.equal(mails.filter((mail) => mail.to !== 'owner@demo.test').length, 0);
    assert.equal((await api(base, '/api/core/outbox/')).status, 401);
  });
});

describe('GET /outbox/ outside the development/test mode', () => {
  test('does not exist, for the owner as for anyone', async () => {
    const plain = await startTestServer({ devMailbox: false });
    try {
      const token = await login(plain.url, 'owner@demo.test');
      assert.equal((await api(plain.url, '/api/core/outbox/', { token })).status, 404);
    } finally {
      await plain.stop();
    }
  });
});
