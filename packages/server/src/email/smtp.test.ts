import assert from 'node:assert/strict';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { after, before, test } from 'node:test';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';

/** What a fake SMTP server received: envelope and raw message. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A plain SMTP server that accepts every mail, enough to see what the provider sends. While `hold`
 * is set, it takes a mail's data but answers only once the promise settles, as a slow relay would.
 */
function fakeSmtp(): { server: Server; mails: Received[]; hold: Promise<void> | null } {
  const mails: Received[] = [];
  const fake: { server: Server; mails: Received[]; hold: Promise<void> | null } = {
    server: null as unknown as Server,
    mails,
    hold: null,
  };
  const server = createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const mail = current;
            current = { from: '', to: [], data: '' };
            void (fake.hold ?? Promise.resolve()).then(() => {
              mails.push(mail);
              socket.write('250 queued\r\n');
            });
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  fake.server = server;
  return fake;
}

/** The mails received once `count` have arrived (the reset mail leaves after the answer). */
async function mailsReceived(count: number): Promise<Received[]> {
  for (let waited = 0; smtp.mails.length < count && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return smtp.mails;
}

const smtp = fakeSmtp();
let server: TestServer;

before(async () => {
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailFrom: 'Omnicanal <robot@omnicanal.test>',
    publicUrl: 'https://console.test/',
  });
});
after(async () => {
  await server.stop();
  smtp.server.close();
});

test('with SMTP_URL set, account mail leaves through SMTP in the recipient language', async () => {
  const { status } = await api(server.url, '/api/core/user/password', { body: { email: 'agent@demo.test' } });
  assert.equal(status, 200);
  const [mail] = await mailsReceived(1);
  assert.ok(mail);
  assert.match(mail.from, /robot@omnicanal\.test/);
  assert.match(mail.to.join(), /agent@demo\.test/);
  assert.match(mail.data, /Content-Language: fr/i);
  assert.match(mail.data.replace(/=\n/g, ''), /https:\/\/console\.test\/password\/reset\//);
});

test('a reset answers before the relay has taken the mail: a known address answers as an unknown one does', {
  timeout: 10_000,
}, async () => {
  let release = () => {};
  smtp.hold = new Promise((resolve) => {
    release = resolve;
  });
  try {
    const before = smtp.mails.length;
    const known = await api(server.url, '/api/core/user/password', { body: { email: 'agent2@demo.test' } });
    const unknown = await api(server.url, '/api/core/user/password', { body: { email: 'nobody@demo.test' } });
    assert.deepEqual([known.status, known.body], [unknown.status, unknown.body]);
    // Answered while the relay still holds the mail: the answer did not wait for the send.
    assert.equal(smtp.mails.length, before);
    release();
    const mails = await mailsReceived(before + 1);
    assert.match(mails.at(-1)?.to.join() ?? '', /agent2@demo\.test/);
  } finally {
    smtp.hold = null;
    release();
  }
});

test('the local outbox and its route are not in use, and the config says smtp', async () => {
  const { status } = await api(server.url, '/api/core/outbox/');
  assert.equal(status, 404);
  const config = await api(server.url, '/api/config');
  assert.equal((config.body.providers as Record<string, string>).email, 'smtp');
  const kept = await server.context.db.selectFrom('outbox').selectAll().execute();
  assert.equal(kept.length, 0);
});
