import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Message } from '@omnicanal/api';
import {
  clientId,
  type Frame,
  login,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
let agent: TestSocket;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
});
after(async () => {
  await agent.close();
  await server.stop();
});

type Visitor = Awaited<ReturnType<typeof openVisitor>>;

/** Uploads a small text file as `visitor`, through the uploads service: its answered URL. */
async function uploadAs(visitor: Visitor, name = 'notes.txt'): Promise<string> {
  const form = new FormData();
  form.set('origin', 'web');
  form.set('file', new Blob(['Bonjour'], { type: 'text/plain' }), name);
  const response = await fetch(`${server.url}/api/uploads/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${visitor.token}` },
  });
  const body = (await response.json()) as { url: string };
  assert.equal(response.status, 201, JSON.stringify(body));
  return body.url;
}

const send = (visitor: Visitor, rich_content: unknown) =>
  visitor.socket.request('send_message', { rich_content, client_id: clientId() });

const storedCount = async (uuid: string) =>
  Number(
    (
      await server.context.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('room_uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('guests socket: what a visitor may post', () => {
  test('text, a location and a file this visitor uploaded are stored; the file keeps the stored name and type', async () => {
    const visitor = await openVisitor(server, 1, 'Permis');
    const url = await uploadAs(visitor);
    const allowed = [
      { type: 'txt', text: 'Bonjour' },
      { type: 'location', lat: 45.76, lng: 4.83, label: 'Lyon' },
      { type: 'file', url, name: 'facture.exe', mimetype: 'application/x-msdownload' },
    ];
    for (const content of allowed) {
      const answer = await send(visitor, content);
      assert.equal(answer.type, 'response', `${content.type}: ${JSON.stringify(answer)}`);
    }
    const isFile = (f: Frame) => f.kind === 'message' && (f.data as Message).rich_content.type === 'file';
    const file = (await agent.next(isFile)).data as Message;
    assert.deepEqual(file.rich_content, { type: 'file', url, name: 'notes.txt', mimetype: 'text/plain' });
    assert.equal(await storedCount(visitor.uuid), 3);
    await visitor.socket.close();
  });

  test('platform cards, links and files not uploaded here by this visitor are refused with bad_rich_content and not stored', async () => {
    const visitor = await openVisitor(server, 1, 'Refus');
    const other = await openVisitor(server, 1, 'Autre');
    const othersFile = await uploadAs(other);
    const ownFile = await uploadAs(visitor);
    const slot = { start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T10:30:00.000Z' };
    const refused: Record<string, unknown>[] = [
      { type: 'url', url: 'https://evil.example/login', desc: 'Votre compte' },
      { type: 'payment', amount: 10, currency: 'EUR', url: 'https://evil.example/pay' },
      { type: 'authentication', title: 'Identifiez-vous', uuid: 'x' },
      { type: 'cobrowsing', expires_at: '2030-01-01T00:00:00.000Z', token: 't' },
      { type: 'webrtc', url: 'https://evil.example/meet' },
      { type: 'timeslots', title: 'Créneaux', slots: [slot] },
      { type: 'callback', title: 'Rappel', phone_number: '+33600000000' },
      { type: 'room_event_answer', invitation: 'e', kind: 'payment', status: 'paid' },
      // A file on another site, our path on another host, another visitor's upload, an unknown id.
      { type: 'file', url: 'https://evil.example/f.pdf', name: 'f.pdf', mimetype: 'application/pdf' },
      {
        type: 'file',
        url: ownFile.replace(/^http:\/\/[^/]+/, 'https://evil.example'),
        name: 'n',
        mimetype: 'text/plain',
      },
      { type: 'file', url: othersFile, name: 'n', mimetype: 'text/plain' },
      {
        type: 'file',
        url: ownFile.replace(/files\/[\w-]{32}/, `files/${'a'.repeat(32)}`),
        name: 'n',
        mimetype: 'x',
      },
      { type: 'file', url: `${ownFile}?x=1`, name: 'n', mimetype: 'text/plain' },
    ];
    for (const content of refused) {
      const answer = await send(visitor, content);
      assert.equal(answer.type, 'error', `${JSON.stringify(content)}: ${JSON.stringify(answer)}`);
      assert.equal(answer.code, 'bad_rich_content', JSON.stringify(content));
    }
    assert.equal(await storedCount(visitor.uuid), 0);
    await Promise.all([visitor.socket.close(), other.socket.close()]);
  });
});
