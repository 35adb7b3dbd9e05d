/// <reference types="mocha" />
import type { GuestSession, Message, RichContent } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';
import { storageKey } from './model/chat-session.ts';
import type { WebChat } from './WebChat.ts';

/*
 * The agent's room actions as the visitor meets them: each card answered with `answer_room_event`
 * (never a message the visitor could forge), an answered card read-only, a refusal shown. The
 * server is a recording socket whose answers each test writes.
 */

const realFetch = globalThis.fetch;
const realSocket = globalThis.WebSocket;

class RecordingSocket {
  static last: RecordingSocket | null = null;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    RecordingSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
      this.receive({ type: 'response', id: 'resume', command: 'resume', data: {} });
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  answers() {
    return this.sent.filter((f) => f.command === 'answer_room_event');
  }
}

const SLOTS = [
  { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T13:30:00.000Z' },
  { start: '2026-03-04T08:00:00.000Z', end: '2026-03-04T08:30:00.000Z' },
];

function message(event: string, kind: Message['kind'], rich_content: RichContent): Message {
  return {
    event,
    room: 'room-1',
    kind,
    rich_content,
    author: kind === 'agent' ? { uuid: 'u1', name: 'Camille Durand' } : null,
    client_id: null,
    created_at: '2026-03-01T14:05:00',
  };
}

function answer(
  invitation: string,
  extra: Partial<Extract<RichContent, { type: 'room_event_answer' }>>,
): Message {
  return message(`answer-${invitation}`, 'visitor', {
    type: 'room_event_answer',
    invitation,
    kind: 'timeslots',
    slot: null,
    phone_number: null,
    status: null,
    ...extra,
  });
}

const mounted: HTMLElement[] = [];

/** A widget resuming a conversation whose log is `messages`, open, its socket connected. */
async function open(messages: Message[], locale = 'fr') {
  globalThis.WebSocket = RecordingSocket as unknown as typeof WebSocket;
  localStorage.setItem(storageKey(1), 'guest-token');
  const session: GuestSession = {
    token: 'guest-token',
    room: { uuid: 'room-1', status: 'running' },
    skill: { id: 1, name: 'Support' },
    messages,
    last_seq: 3,
  };
  globalThis.fetch = (() =>
    Promise.resolve(
      new Response(JSON.stringify(session), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    )) as typeof fetch;
  const el = document.createElement('oc-web-chat') as WebChat;
  el.setAttribute('skill-id', '1');
  el.setAttribute('locale', locale);
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  const ui = within(el.shadowRoot as unknown as HTMLElement);
  ui.getAllByRole('button')[0]?.click();
  await waitFor(() => expect(RecordingSocket.last?.readyState).to.equal(1));
  const log = await waitFor(() => ui.getByRole('log'));
  return { el, ui, log: within(log), socket: RecordingSocket.last as RecordingSocket };
}

/** The server answers the last `answer_room_event` with the stored answer, or refuses it. */
function reply(socket: RecordingSocket, data: Message | { code: string }) {
  const command = socket.answers().at(-1);
  if ('code' in data) socket.receive({ type: 'error', id: command?.id, code: data.code, message: 'refused' });
  else socket.receive({ type: 'response', id: command?.id, command: 'answer_room_event', data });
}

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  globalThis.fetch = realFetch;
  globalThis.WebSocket = realSocket;
  localStorage.removeItem(storageKey(1));
});

describe('<oc-web-chat> cards', () => {
  it('time slots: a pick is sent as the answer to the card, then the card shows it and takes no more input', async () => {
    const { log, socket } = await open([
      message('e1', 'agent', { type: 'timeslots', title: 'Votre rendez-vous', slots: SLOTS }),
    ]);
    const group = await waitFor(() => log.getByRole('group', { name: 'Créneaux proposés' }));
    expect(log.getByText('Votre rendez-vous')).to.exist;
    const buttons = within(group).getAllByRole('button');
    expect(buttons).to.have.length(2);
    buttons[1]?.click();
    await waitFor(() => expect(log.getByRole('status').textContent).to.equal('Envoi…'));
    const sent = socket.answers()[0];
    expect(sent?.invitation).to.equal('e1');
    expect(sent?.kind).to.equal('timeslots');
    expect(sent?.data).to.deep.equal({ slot: SLOTS[1] });
    expect(socket.sent.some((f) => f.command === 'send_message')).to.equal(false);

    reply(socket, answer('e1', { slot: SLOTS[1] ?? null }));
    await waitFor(() => expect(log.queryByRole('group', { name: 'Créneaux proposés' })).to.equal(null));
    expect(log.getAllByText(/^Créneau choisi : /)).to.have.length(2);
  });

  it('callback: a wrong number is refused on the spot, a right one is sent trimmed', async () => {
    const { log, socket } = await open(
      [message('e1', 'agent', { type: 'callback', title: 'Rappel', phone_number: null })],
      'en',
    );
    const box = await waitFor(() => log.getByRole('textbox', { name: 'Your phone number' }));
    const input = box as HTMLInputElement;
    input.value = 'call me';
    log.getByRole('button', { name: 'Call me back on this number' }).click();
    await waitFor(() =>
      expect(log.getByRole('alert').textContent).to.equal('This phone number is not valid.'),
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(socket.answers()).to.have.length(0);

    input.value = ' +33 6 12 34 56 78 ';
    log.getByRole('button', { name: 'Call me back on this number' }).click();
    await waitFor(() => expect(socket.answers()).to.have.length(1));
    expect(socket.answers()[0]?.data).to.deep.equal({ phone_number: '+33 6 12 34 56 78' });
    reply(socket, answer('e1', { kind: 'callback', phone_number: '+33 6 12 34 56 78' }));
    await waitFor(() => expect(log.queryByRole('textbox')).to.equal(null));
    expect(log.getAllByText('We will call you back on +33 6 12 34 56 78.')).to.have.length(2);
  });

  it('payment: the page opens in a new tab, only over http(s); the outcome is the answer', async () => {
    const { log, socket } = await open([
      message('e1', 'agent', {
        type: 'payment',
        amount: 42.5,
        currency: 'EUR',
        url: 'https://pay.example/checkout',
      }),
      message('e2', 'agent', { type: 'payment', amount: 3, currency: 'EUR', url: 'javascript:alert(1)' }),
    ]);
    const link = await waitFor(() => log.getByRole('link', { name: 'Payer (nouvel onglet)' }));
    expect(link.getAttribute('href')).to.equal('https://pay.example/checkout');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(log.getAllByRole('link')).to.have.length(1);
    expect(log.getByText('Montant : 42,50 €')).to.exist;

    log.getAllByRole('button', { name: 'J’ai payé' })[0]?.click();
    await waitFor(() => expect(socket.answers()).to.have.length(1));
    expect(socket.answers()[0]).to.include({ invitation: 'e1', kind: 'payment' });
    expect(socket.answers()[0]?.data).to.deep.equal({ status: 'paid' });
  });

  it('authentication: the visitor confirms; a refusal says the authentication failed and can be tried again', async () => {
    const { log, socket } = await open([
      message('e1', 'agent', { type: 'authentication', title: 'Espace client', uuid: 'auth-1' }),
    ]);
    const button = await waitFor(() => log.getByRole('button', { name: 'Confirmer mon identité' }));
    expect(log.getByText('Espace client')).to.exist;
    button.click();
    await waitFor(() => expect(socket.answers()).to.have.length(1));
    expect(socket.answers()[0]?.data).to.deep.equal({ uuid: 'auth-1' });
    reply(socket, { code: 'bad_rich_content' });
    await waitFor(() => expect(log.getByRole('alert').textContent).to.equal('L’authentification a échoué.'));
    expect(
      (log.getByRole('button', { name: 'Confirmer mon identité' }) as HTMLButtonElement).disabled,
    ).to.equal(false);
  });

  it('a card answered before, or on another tab, shows its answer and takes no input', async () => {
    const { log, socket } = await open([
      message('e1', 'agent', { type: 'timeslots', title: 'Rendez-vous', slots: SLOTS }),
      answer('e1', { slot: SLOTS[0] ?? null }),
      message('e2', 'agent', { type: 'payment', amount: 10, currency: 'EUR', url: null }),
    ]);
    await waitFor(() => expect(log.getByRole('button', { name: 'J’ai payé' })).to.exist);
    expect(log.queryByRole('group', { name: 'Créneaux proposés' })).to.equal(null);
    expect(log.getAllByText(/^Créneau choisi : /)).to.have.length(2);

    // Another tab of the same visitor declined the payment: the answer arrives as a message.
    socket.receive({
      type: 'event',
      seq: 4,
      kind: 'message',
      data: answer('e2', { kind: 'payment', status: 'cancelled' }),
    });
    await waitFor(() => expect(log.queryByRole('button', { name: 'J’ai payé' })).to.equal(null));
    expect(log.getAllByText('Paiement refusé.')).to.have.length(2);
  });

  it('a refused answer says why and leaves the card open', async () => {
    const { log, socket } = await open([
      message('e1', 'agent', { type: 'timeslots', title: 'Rendez-vous', slots: SLOTS }),
    ]);
    const group = await waitFor(() => log.getByRole('group', { name: 'Créneaux proposés' }));
    within(group).getAllByRole('button')[0]?.click();
    await waitFor(() => expect(socket.answers()).to.have.length(1));
    reply(socket, { code: 'not_found' });
    await waitFor(() => expect(log.getByRole('alert').textContent).to.equal('Cette demande n’existe plus.'));
    expect(
      within(group)
        .getAllByRole('button')
        .every((b) => !(b as HTMLButtonElement).disabled),
    ).to.equal(true);
  });
});
