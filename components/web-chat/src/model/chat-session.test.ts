import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { GuestSession, Message } from '@omnicanal/api';
import { ChatSession, storageKey } from './chat-session.ts';
import type { ConversationState } from './conversation.ts';

/*
 * The controller against the browser APIs it uses (fetch, WebSocket, localStorage, location),
 * replaced here by small in-memory versions; the real RealtimeSocket runs on top of them.
 */

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the connection and answers the resume. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
    this.receive({ type: 'response', id: 'resume', command: 'resume', data: {} });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  commands(name: string) {
    return this.sent.filter((f) => f.command === name);
  }
}

const last = () => FakeSocket.all.at(-1) as FakeSocket;
const storage = new Map<string, string>();
const requests: { url: string; init: RequestInit }[] = [];
let answer: (url: string, init: RequestInit) => { status: number; body: unknown };

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

function session(extra: Partial<GuestSession> = {}): GuestSession {
  return {
    token: 'guest-token',
    room: { uuid: 'room-1', status: 'waiting' },
    skill: { id: 1, name: 'Support' },
    messages: [],
    last_seq: 5,
    ...extra,
  };
}

function stored(clientId: string, text: string, event = `e-${clientId}`): Message {
  return {
    event,
    room: 'room-1',
    kind: 'visitor',
    rich_content: { type: 'txt', text },
    author: null,
    client_id: clientId,
    created_at: new Date().toISOString(),
  };
}

function chat() {
  const events: string[] = [];
  let state: ConversationState | null = null;
  const session = new ChatSession({
    skillId: 1,
    apiBase: '/api',
    language: () => 'fr',
    onChange: (s) => {
      state = s;
    },
    onStarted: (room) => events.push(`started:${room}`),
    onClosed: (room) => events.push(`closed:${room}`),
    onError: (code) => events.push(`error:${code}`),
  });
  return { session, events, state: () => state ?? session.state };
}

const texts = (s: ConversationState) =>
  s.entries.map((e) => `${e.content.type === 'txt' ? e.content.text : ''}:${e.delivery}`);

beforeEach(() => {
  FakeSocket.all = [];
  storage.clear();
  requests.length = 0;
  const g = globalThis as Record<string, unknown>;
  g.WebSocket = FakeSocket;
  g.location = { href: 'https://shop.example/contact' };
  g.localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  };
  g.fetch = async (url: string, init: RequestInit = {}) => {
    requests.push({ url, init });
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
});

afterEach(() => {
  mock.timers.reset();
});

describe('chat session', () => {
  it('opens the conversation with the first message, then sends it over the socket once', async () => {
    answer = () => ({ status: 201, body: session() });
    const { session: chatSession, events, state } = chat();
    assert.equal(chatSession.send('   '), false);
    assert.equal(chatSession.send('Bonjour'), true);
    assert.equal(state().phase, 'starting');
    assert.deepEqual(texts(state()), ['Bonjour:sending']);

    await flush();
    assert.equal(requests[0]?.url, '/api/guests/sessions');
    assert.deepEqual(JSON.parse(String(requests[0]?.init.body)), { skill: 1, language: 'fr' });
    assert.equal(storage.get(storageKey(1)), 'guest-token');
    assert.deepEqual(events, ['started:room-1']);
    assert.equal(last().url, 'wss://shop.example/api/guests/ws?token=guest-token');

    last().accept();
    assert.deepEqual(last().commands('resume')[0]?.since, 5);
    const [send] = last().commands('send_message');
    assert.deepEqual(send?.rich_content, { type: 'txt', text: 'Bonjour' });
    const clientId = String(send?.client_id);

    last().receive({ type: 'event', seq: 6, kind: 'message', data: stored(clientId, 'Bonjour') });
    last().receive({
      type: 'response',
      id: send?.id,
      command: 'send_message',
      data: stored(clientId, 'Bonjour'),
    });
    await flush();
    assert.deepEqual(texts(state()), ['Bonjour:sent']);
    assert.equal(state().phase, 'active');
    chatSession.dispose();
  });

  it('keeps messages written offline, sends them once back online, in order', async () => {
    mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
    answer = () => ({ status: 201, body: session() });
    const { session: chatSession, state } = chat();
    chatSession.send('Premier');
    await flush();
    last().accept();
    last().drop();
    assert.equal(state().connection, 'closed');

    chatSession.send('Hors ligne un');
    chatSession.send('Hors ligne deux');
    assert.deepEqual(texts(state()).slice(1), ['Hors ligne un:sending', 'Hors ligne deux:sending']);

    mock.timers.tick(5_000);
    assert.equal(FakeSocket.all.length, 2);
    last().accept();
    const sends = last().commands('send_message');
    // The first one's answer was lost with the connection: it goes again, with its client id.
    assert.deepEqual(
      sends.map((f) => (f.rich_content as { text: string }).text),
      ['Premier', 'Hors ligne un', 'Hors ligne deux'],
    );
    for (const f of sends) {
      const text = (f.rich_content as { text: string }).text;
      last().receive({
        type: 'response',
        id: f.id,
        command: 'send_message',
        data: stored(String(f.client_id), text),
      });
    }
    await flush();
    assert.deepEqual(texts(state()), ['Premier:sent', 'Hors ligne un:sent', 'Hors ligne deux:sent']);
    chatSession.dispose();
  });

  it('resumes a stored conversation with its history and its last seq', async () => {
    storage.set(storageKey(1), 'guest-token');
    const history = {
      ...stored('c-1', 'Avant'),
      kind: 'agent' as const,
      author: { uuid: 'u', name: 'Camille' },
    };
    answer = () => ({
      status: 200,
      body: session({ room: { uuid: 'room-1', status: 'running' }, messages: [history], last_seq: 42 }),
    });
    const { session: chatSession, state } = chat();
    assert.equal(state().phase, 'resuming');
    await chatSession.resume();
    assert.equal(requests[0]?.url, '/api/guests/sessions/current');
    assert.equal(new Headers(requests[0]?.init.headers).get('Authorization'), 'Bearer guest-token');
    assert.equal(state().phase, 'active');
    assert.deepEqual(texts(state()), ['Avant:sent']);
    last().accept();
    assert.equal(last().commands('resume')[0]?.since, 42);
    chatSession.dispose();
  });

  it('tells the room when the page is hidden and back, only while the conversation is live', async () => {
    storage.set(storageKey(1), 'guest-token');
    answer = () => ({ status: 200, body: session({ room: { uuid: 'room-1', status: 'running' } }) });
    const { session: chatSession } = chat();
    await chatSession.resume();
    last().accept();
    await flush();
    chatSession.pageVisible(false);
    chatSession.pageVisible(true);
    assert.deepEqual(
      last()
        .commands('idle')
        .map((c) => c.idle),
      [true, false],
    );
    chatSession.dispose();

    const idle = chat();
    idle.session.pageVisible(false);
    assert.equal(FakeSocket.all.length, 1, 'no conversation yet: no socket, nothing said');
    idle.session.dispose();
  });

  it('forgets a stored conversation the server no longer knows', async () => {
    storage.set(storageKey(1), 'old-token');
    answer = () => ({ status: 401, body: { error: 'not_authenticated', detail: 'gone' } });
    const { session: chatSession, state } = chat();
    await chatSession.resume();
    assert.equal(storage.has(storageKey(1)), false);
    assert.equal(state().phase, 'idle');
    assert.equal(FakeSocket.all.length, 0);
    chatSession.dispose();
  });

  it('a conversation past its session TTL starts afresh as the same visitor', async () => {
    storage.set(storageKey(1), 'old-token');
    answer = () => ({ status: 401, body: { error: 'session_expired', detail: 'too old' } });
    const { session: chatSession, state } = chat();
    await chatSession.resume();
    assert.equal(state().phase, 'idle');
    assert.equal(storage.has(storageKey(1)), false);
    answer = () => ({ status: 201, body: session({ token: 'new-token' }) });
    chatSession.send('Me revoilà');
    await flush();
    const opening = requests.filter((r) => r.url.endsWith('/sessions')).at(-1);
    assert.equal(new Headers(opening?.init.headers).get('authorization'), 'Bearer old-token');
    assert.equal(storage.get(storageKey(1)), 'new-token');
    chatSession.dispose();
  });

  it('opens through its entry point, whose refusal is reported with its code', async () => {
    answer = () => ({ status: 409, body: { error: 'too_many_open_events', detail: 'max' } });
    const events: string[] = [];
    let state: ConversationState | null = null;
    const chatSession = new ChatSession({
      skillId: 1,
      entryPointId: 7,
      apiBase: '/api',
      language: () => 'fr',
      onChange: (s) => {
        state = s;
      },
      onError: (code) => events.push(code),
    });
    chatSession.send('Bonjour');
    await flush();
    const body = JSON.parse(String(requests.at(-1)?.init.body)) as Record<string, unknown>;
    assert.equal(body.entry_point, 7);
    assert.equal(body.skill, 1);
    assert.equal((state as ConversationState | null)?.phase, 'failed');
    assert.equal((state as ConversationState | null)?.error, 'too_many_open_events');
    assert.deepEqual(events, ['too_many_open_events']);
    chatSession.dispose();
  });

  it('reports a conversation that cannot be opened, and opens it on retry', async () => {
    answer = () => ({ status: 503, body: null });
    const { session: chatSession, events, state } = chat();
    chatSession.send('Bonjour');
    await flush();
    assert.equal(state().phase, 'failed');
    assert.equal(state().error, 'server_error');
    assert.deepEqual(texts(state()), ['Bonjour:failed']);
    assert.deepEqual(events, ['error:server_error']);

    answer = () => ({ status: 201, body: session() });
    chatSession.retryStart();
    await flush();
    last().accept();
    assert.equal(last().commands('send_message').length, 1);
    assert.deepEqual(texts(state()), ['Bonjour:sending']);
    chatSession.dispose();
  });

  it('ends with the room: closed event, socket stopped, and a new conversation forgets the token', async () => {
    answer = () => ({ status: 201, body: session() });
    const { session: chatSession, events, state } = chat();
    chatSession.send('Bonjour');
    await flush();
    last().accept();
    last().receive({
      type: 'event',
      seq: 9,
      kind: 'room_update',
      data: { uuid: 'room-1', status: 'closed', agent_name: null },
    });
    assert.equal(state().phase, 'closed');
    assert.deepEqual(events, ['started:room-1', 'closed:room-1']);
    assert.equal(last().readyState, 3);
    assert.equal(chatSession.send('Encore'), false);

    chatSession.reset();
    assert.equal(state().phase, 'idle');
    assert.equal(state().entries.length, 0);
    assert.equal(storage.has(storageKey(1)), false);
    chatSession.dispose();
  });

  it('opens the next conversation with the previous token, and shows a refusal', async () => {
    answer = () => ({ status: 201, body: session({ token: 'guest-token-1' }) });
    const { session: chatSession, events, state } = chat();
    chatSession.send('Bonjour');
    await flush();
    assert.equal(new Headers(requests[0]?.init.headers).get('authorization'), null);
    chatSession.reset();

    answer = () => ({ status: 403, body: { error: 'permission_denied', detail: 'blocked' } });
    chatSession.send('Me revoilà');
    await flush();
    const reopen = requests.filter((r) => r.url.endsWith('/sessions')).at(-1);
    assert.equal(new Headers(reopen?.init.headers).get('authorization'), 'Bearer guest-token-1');
    assert.deepEqual(events.at(-1), 'error:permission_denied');
    assert.equal(state().phase, 'failed');
    chatSession.dispose();
  });
});

describe('chat session with a bot', () => {
  const prompt = {
    kind: 'buttons' as const,
    choices: [
      { id: 'c1', title: 'Parler à un conseiller' },
      { id: 'c2', title: 'Suivre ma commande' },
    ],
  };
  const greeting: Message = { ...stored('x', 'Bonjour !', 'e-greeting'), kind: 'bot', client_id: null };

  async function botChat() {
    answer = () => ({ status: 201, body: session({ messages: [greeting], bot: { prompt } }) });
    const made = chat();
    made.session.send('Bonjour');
    await flush();
    last().accept();
    return made;
  }

  it("shows the bot's greeting and its buttons, and a pick goes as its own command", async () => {
    const { session: chatSession, state } = await botChat();
    assert.deepEqual(texts(state())[0], 'Bonjour !:sent');
    assert.deepEqual(state().prompt, prompt);
    assert.equal(chatSession.pick('not-offered'), false);
    assert.equal(chatSession.pick('c1'), true);
    const [pick] = last().commands('pick_choice');
    assert.equal(pick?.choice, 'c1');
    // Shown at once as the visitor's line; the buttons go until the bot's next prompt.
    assert.equal(texts(state()).at(-1), 'Parler à un conseiller:sending');
    assert.equal(state().prompt, null);
    last().receive({
      type: 'response',
      id: pick?.id,
      command: 'pick_choice',
      data: stored(String(pick?.client_id), 'Parler à un conseiller'),
    });
    await flush();
    assert.ok(texts(state()).includes('Parler à un conseiller:sent'));
    assert.equal(chatSession.pick('c2'), false);
  });

  it("follows the bot's prompt frames and hands its page events to the element", async () => {
    answer = () => ({ status: 201, body: session({ messages: [greeting], bot: { prompt: null } }) });
    const labels: string[] = [];
    let state: ConversationState | null = null;
    const chatSession = new ChatSession({
      skillId: 1,
      apiBase: '/api',
      language: () => 'fr',
      onChange: (s) => {
        state = s;
      },
      onBotEvent: (label) => labels.push(label),
    });
    chatSession.send('Bonjour');
    await flush();
    last().accept();
    last().receive({ type: 'event', seq: null, kind: 'bot_prompt', data: prompt });
    assert.deepEqual((state as ConversationState | null)?.prompt, prompt);
    last().receive({ type: 'event', seq: null, kind: 'bot_event', data: { label: 'ouvrir-panier' } });
    assert.deepEqual(labels, ['ouvrir-panier']);
    last().receive({ type: 'event', seq: null, kind: 'bot_prompt', data: null });
    assert.equal((state as ConversationState | null)?.prompt, null);
    chatSession.dispose();
  });
});
