import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { type Sshd, startSshd } from '../test/sshd.ts';
import { probeSftp, readSftp, SftpError, type SftpTarget, uploadSftp } from './client.ts';
import { companySshKey } from './keys.ts';

const ours = companySshKey('test-secret', 7);
const another = companySshKey('test-secret', 8);
const allowPrivate = { allowPrivate: true, timeoutMs: 10_000 };

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  assert.rejects(promise, (error) => error instanceof SftpError && error.code === code);

describe('SFTP client against OpenSSH on loopback', () => {
  let sshd: Sshd;
  let target: SftpTarget;
  before(async () => {
    sshd = await startSshd({ authorizedKeys: [ours.publicKey] });
    target = {
      host: sshd.host,
      port: sshd.port,
      username: sshd.username,
      privateKey: ours.privateKey,
      hostKey: null,
    };
  });
  after(() => sshd.stop());

  test('a probe signs in with the company key and answers the host key OpenSSH shows', async () => {
    const { hostKey } = await probeSftp(target, allowPrivate);
    assert.equal(hostKey, sshd.hostKey);
  });

  test('an upload creates its folders and writes the bytes, which read back the same', async () => {
    const bytes = await uploadSftp(
      { ...target, hostKey: sshd.hostKey },
      'exports/2026/a.csv',
      Buffer.from('id;n\n1;2\n'),
      allowPrivate,
    );
    assert.equal(bytes, 9);
    assert.equal(readFileSync(join(sshd.root, 'exports/2026/a.csv'), 'utf8'), 'id;n\n1;2\n');
    const back = await readSftp(target, 'exports/2026/a.csv', (stream) => text(stream), allowPrivate);
    assert.equal(back, 'id;n\n1;2\n');
  });

  test('a key the server does not list is refused as an authentication failure', async () => {
    await rejectsWith(
      probeSftp({ ...target, privateKey: another.privateKey }, allowPrivate),
      'sftp_auth_failed',
    );
  });

  test('a server answering another host key than the confirmed one is refused', async () => {
    await rejectsWith(
      probeSftp({ ...target, hostKey: 'SHA256:not-this-one' }, allowPrivate),
      'sftp_host_key_changed',
    );
  });

  test('a missing file is said as such', async () => {
    await rejectsWith(
      readSftp(target, 'nowhere/x.csv', (stream) => text(stream), allowPrivate),
      'sftp_path_not_found',
    );
  });

  test('loopback is refused unless the deployment allows private addresses', async () => {
    await rejectsWith(probeSftp(target, { allowPrivate: false }), 'sftp_unreachable');
  });

  test('nothing listening is unreachable', async () => {
    await rejectsWith(probeSftp({ ...target, port: 1 }, allowPrivate), 'sftp_unreachable');
  });
});
