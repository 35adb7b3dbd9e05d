import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ContactList } from '@omnicanal/api';
import { otherCompany } from '../../core/settings/testing.ts';
import { companySshKey } from '../../sftp/keys.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import { type Sshd, startSshd } from '../../test/sshd.ts';

/*
 * Audiences read from the company's SFTP server (spec 002 §3), against Debian's OpenSSH server on
 * loopback: the file's contacts become the audience's, and a missing or refused file, or another
 * company's account, leaves it as it was.
 */

let server: TestServer;
let sshd: Sshd;
const tokens: Record<string, string> = {};
let account: number;
let foreignAccount: number;

const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/campaigns${path}`, { ...init, token: tokens.manager });

const insertAccount = async (company: number) =>
  (
    await server.context.db
      .insertInto('thirdparty_accounts')
      .values({
        company_id: company,
        category: 'sftp',
        kind: 'sftp',
        label: 'Dépôt',
        skills: '[]',
        settings: JSON.stringify({ host: sshd.host, port: String(sshd.port), username: sshd.username }),
        secrets: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const file = (path: string, text: string) => {
  mkdirSync(join(sshd.root, path, '..'), { recursive: true });
  writeFileSync(join(sshd.root, path), text);
};

const audienceBody = (path: string, sftpAccount = account) => ({
  name: `Fichier ${path}`,
  kind: 'PHONE_NUMBER',
  language: 'fr',
  source: 'sftp',
  sftp_account: sftpAccount,
  sftp_path: path,
});

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, outboundPrivate: true });
  Object.assign(tokens, await signInDemo(server, 'manager'));
  sshd = await startSshd({ authorizedKeys: [companySshKey(server.context.config.secretKey, 1).publicKey] });
  account = await insertAccount(1);
  foreignAccount = await insertAccount((await otherCompany(server)).company.id);
});
after(async () => {
  await sshd.stop();
  await server.stop();
});

describe('an audience from an SFTP file', () => {
  test('its contacts are the file’s, checked as an upload’s, and a save reads the file again', async () => {
    file(
      'crm/clients.csv',
      'external_id,language,prenom\n+33611111111,fr,Awa\n06 22 22 22 22,fr,Bo\nnot a phone,fr,X\n',
    );
    const created = await call('/contacts/lists', { body: audienceBody('crm/clients.csv') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const list = created.body as unknown as ContactList;
    assert.deepEqual(list.sftp, { account, path: 'crm/clients.csv' });
    assert.equal(list.contacts_count, 2);
    assert.deepEqual(list.extra_keys, ['prenom']);
    assert.equal(list.import?.file_name, 'clients.csv');
    assert.equal(list.import?.rejected, 1);
    assert.equal(list.import?.rejects[0]?.line, 4);

    file('crm/clients.csv', 'external_id,language,prenom\n+33633333333,fr,Cy\n');
    const saved = await call(`/contacts/lists/${list.id}`, { body: audienceBody('crm/clients.csv') });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((saved.body as unknown as ContactList).contacts_count, 1);
  });

  test('a missing file or wrong titles are refused on the path, and the audience stays as it was', async () => {
    file('crm/ok.csv', 'external_id,language\n+33644444444,fr\n');
    const list = (await call('/contacts/lists', { body: audienceBody('crm/ok.csv') }))
      .body as unknown as ContactList;

    const missing = await call(`/contacts/lists/${list.id}`, { body: audienceBody('crm/absent.csv') });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.sftp_path, ['sftp_path_not_found']);
    file('crm/bad.csv', 'phone,lang\n+33655555555,fr\n');
    const titles = await call(`/contacts/lists/${list.id}`, { body: audienceBody('crm/bad.csv') });
    assert.equal(titles.status, 400);
    assert.deepEqual(titles.body.sftp_path, ['csv_header_error']);
    const after = (await call(`/contacts/lists/${list.id}`)).body as unknown as ContactList;
    assert.equal(after.contacts_count, 1);

    // A new audience whose file is refused is not kept.
    const before = (await call('/contacts/lists')).body.count;
    assert.equal((await call('/contacts/lists', { body: audienceBody('crm/absent.csv') })).status, 400);
    assert.equal((await call('/contacts/lists')).body.count, before);
  });

  test("managers choose among the company's SFTP accounts only", async () => {
    const listed = await call('/contacts/sftp-accounts');
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body, [{ id: account, label: 'Dépôt' }]);
  });

  test("another company's SFTP account is refused on its field", async () => {
    const stolen = await call('/contacts/lists', { body: audienceBody('crm/ok.csv', foreignAccount) });
    assert.equal(stolen.status, 400);
    assert.deepEqual(stolen.body.sftp_account, ['not_sftp_account']);
  });
});
