import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sealSecret, secretKeyOf } from '../channels/secrets.ts';
import { probeSftp } from '../sftp/client.ts';
import { companySshKey } from '../sftp/keys.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import { type Sshd, startSshd } from '../test/sshd.ts';
import { sftpTargetOf } from './sftp-target.ts';

let server: TestServer;
let sshd: Sshd;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, outboundPrivate: true });
  sshd = await startSshd({ authorizedKeys: [companySshKey(server.context.config.secretKey, 1).publicKey] });
});
after(async () => {
  await sshd.stop();
  await server.stop();
});

const insertAccount = (company: number, kind: string, secrets: Record<string, string> = {}) =>
  server.context.db
    .insertInto('thirdparty_accounts')
    .values({
      company_id: company,
      category: kind === 'sftp' ? 'sftp' : 'crm',
      kind,
      label: 'Serveur',
      skills: '[]',
      settings: JSON.stringify({ host: sshd.host, port: sshd.port, username: sshd.username }),
      secrets: JSON.stringify(secrets),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

test("an SFTP account without a password signs in with the company's own key", async () => {
  const { id } = await insertAccount(1, 'sftp');
  const target = await sftpTargetOf(server.context.db, server.context.config.secretKey, 1, id);
  assert.ok(target);
  assert.equal(target.password, undefined);
  const { hostKey } = await probeSftp(target, { allowPrivate: true });
  assert.equal(hostKey, sshd.hostKey);
});

test('a password is opened from its sealed value; another company or kind is no target', async () => {
  const key = secretKeyOf(server.context.config.secretKey);
  const { id } = await insertAccount(1, 'sftp', { password: sealSecret(key, 'p4ss') });
  const target = await sftpTargetOf(server.context.db, server.context.config.secretKey, 1, id);
  assert.equal(target?.password, 'p4ss');
  assert.equal(target?.privateKey, undefined);
  assert.equal(await sftpTargetOf(server.context.db, server.context.config.secretKey, 2, id), null);
  const crm = await insertAccount(1, 'pipedrive');
  assert.equal(await sftpTargetOf(server.context.db, server.context.config.secretKey, 1, crm.id), null);
});
