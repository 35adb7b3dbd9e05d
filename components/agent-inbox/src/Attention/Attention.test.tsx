/// <reference types="mocha" />
import { defineElement } from '@omnicanal/element';
import { setLocale, setToken, setUser } from '@omnicanal/stores';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { unreadReceived } from '../model/connection.ts';
import { $rooms, applyPage, applyRoomUpdate, findRoom, resetRooms } from '../model/rooms.ts';
import { makeRoom, makeUser, page } from '../testing/fixtures.ts';
import { Attention } from './Attention.tsx';
import type { AttentionChange } from './model/dot.ts';
import { electLeader } from './model/leader.ts';

/*
 * The inbox's attention as an agent notices it: the dot event, the sounds while away, the offer to
 * enable notifications, and one ringing tab per agent.
 */

defineElement('oc-test-attention', Attention as never, { namespaces: ['inbox-attention'] });

const plays: HTMLMediaElement[] = [];
const realPlay = HTMLMediaElement.prototype.play;
const realHasFocus = document.hasFocus;

async function mount(user = makeUser()) {
  setToken('attention-token');
  setUser(user);
  const element = document.createElement('oc-test-attention');
  const changes: AttentionChange[] = [];
  element.addEventListener('oc-attention-change', (e) =>
    changes.push((e as CustomEvent<AttentionChange>).detail),
  );
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('.attention')).to.exist);
  return { element, changes, screen: within(element.shadowRoot as unknown as HTMLElement) };
}

/** Waits until one of the agent's inboxes holds the ringing lock (granted asynchronously). */
async function ringerElected(uuid = makeUser().uuid) {
  await waitFor(async () => {
    const { held = [] } = await navigator.locks.query();
    expect(held.map((lock) => lock.name)).to.include(`oc-attention:${uuid}`);
  });
}

/** The lists after the first pages: two rooms waiting, one ongoing room of the agent. */
function loadLists() {
  const ongoing = makeRoom({ status: 'running', at: 3 });
  let state = applyPage($rooms.get(), page([makeRoom({ at: 2 }), makeRoom({ at: 1 })]), 0);
  state = applyPage(state, page([ongoing]), 0);
  $rooms.set(state);
  return ongoing;
}

/** What the server's unread event does when a visitor writes in the room. */
const visitorWrites = (uuid: string) =>
  unreadReceived({ room: uuid, unread_msg: (findRoom($rooms.get(), uuid)?.unread_msg ?? 0) + 1 });

describe('<oc-agent-inbox> attention', () => {
  beforeEach(() => {
    resetRooms();
    plays.length = 0;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      plays.push(this);
      return Promise.resolve();
    };
  });
  afterEach(() => {
    document.body.replaceChildren();
    HTMLMediaElement.prototype.play = realPlay;
    document.hasFocus = realHasFocus;
    setToken(null);
    setLocale('fr');
  });

  it('tells the host when the notification dot changes', async () => {
    const { changes } = await mount();
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ dot: false, waiting: 0, unread: 0 }));
    const ongoing = loadLists();
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ dot: true, waiting: 2, unread: 0 }));
    visitorWrites(ongoing.uuid);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ dot: true, waiting: 2, unread: 1 }));
    const count = changes.length;
    visitorWrites(ongoing.uuid);
    await new Promise((done) => setTimeout(done, 50));
    expect(changes).to.have.length(count, 'a second message in the same room changes nothing');
  });

  it('rings for a new message and a new conversation while the agent is away, with both formats', async () => {
    const { element } = await mount(makeUser({ notif_new_msg_sound: true }));
    await ringerElected();
    const ongoing = loadLists();
    document.hasFocus = () => false;
    await waitFor(() => expect(plays).to.have.length(0));
    visitorWrites(ongoing.uuid);
    await waitFor(() => expect(plays).to.have.length(1));
    const sources = [...(plays[0]?.querySelectorAll('source') ?? [])].map((s) => s.type);
    expect(sources).to.deep.equal(['audio/mpeg', 'audio/ogg']);
    visitorWrites(ongoing.uuid);
    expect(plays).to.have.length(1, 'a burst rings once');
    $rooms.set(applyRoomUpdate($rooms.get(), makeRoom({ at: 90 })));
    await waitFor(() => expect(plays).to.have.length(2));
    expect(plays[1]).not.to.equal(plays[0], 'its own sound');
    expect(element.shadowRoot?.querySelectorAll('audio')).to.have.length(2);
  });

  it('stays silent while the agent looks at the inbox, or without the sound setting', async () => {
    await mount(makeUser({ notif_new_msg_sound: true }));
    await ringerElected();
    const ongoing = loadLists();
    document.hasFocus = () => true;
    visitorWrites(ongoing.uuid);
    document.body.replaceChildren();
    await mount(makeUser({ notif_new_msg_sound: false }));
    await ringerElected();
    document.hasFocus = () => false;
    visitorWrites(ongoing.uuid);
    await new Promise((done) => setTimeout(done, 50));
    expect(plays).to.have.length(0);
  });

  it('two inboxes of the same agent ring once', async () => {
    await mount(makeUser({ notif_new_msg_sound: true }));
    await mount(makeUser({ notif_new_msg_sound: true }));
    await ringerElected();
    const ongoing = loadLists();
    document.hasFocus = () => false;
    visitorWrites(ongoing.uuid);
    await waitFor(() => expect(plays).to.have.length(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(plays).to.have.length(1);
  });

  it('offers "Activer les notifications" to a user who wants them, and asks the browser', async () => {
    const permission = Object.getOwnPropertyDescriptor(Notification, 'permission');
    const request = Notification.requestPermission;
    let answer: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => answer });
    Notification.requestPermission = () => {
      answer = 'granted';
      return Promise.resolve(answer);
    };
    try {
      const { screen } = await mount(makeUser({ want_notif: true }));
      (await screen.findByRole('button', { name: 'Activer les notifications' })).click();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Activer les notifications' })).to.equal(null),
      );
      document.body.replaceChildren();
      answer = 'default';
      const other = await mount(makeUser({ want_notif: false }));
      expect(other.screen.queryByRole('button', { name: 'Activer les notifications' })).to.equal(null);
    } finally {
      if (permission) Object.defineProperty(Notification, 'permission', permission);
      else delete (Notification as { permission?: unknown }).permission;
      Notification.requestPermission = request;
    }
  });
});

describe('one ringing tab per agent (Web Locks of the browser)', () => {
  it('one of two tabs leads; the other takes over when it leaves', async () => {
    const name = `oc-attention:test-${Math.random()}`;
    const a = electLeader(name);
    await waitFor(() => expect(a.leader).to.equal(true));
    const b = electLeader(name);
    await new Promise((done) => setTimeout(done, 50));
    expect(b.leader).to.equal(false);
    a.stop();
    await waitFor(() => expect(b.leader).to.equal(true));
    b.stop();
  });

  it('a same-origin frame and this page elect one leader between them', async () => {
    const name = `oc-attention:frame-${Math.random()}`;
    const here = electLeader(name);
    await waitFor(() => expect(here.leader).to.equal(true));
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const frameWindow = frame.contentWindow;
    if (!frameWindow) throw new Error('the frame has no window');
    const locks = frameWindow.navigator.locks;
    let frameLeads = false;
    // The frame queues on the same lock, as the inbox of another tab would.
    locks
      .request(name, () => {
        frameLeads = true;
        return new Promise(() => undefined);
      })
      .catch(() => undefined);
    await new Promise((done) => setTimeout(done, 50));
    expect(frameLeads).to.equal(false);
    here.stop();
    await waitFor(() => expect(frameLeads).to.equal(true));
    // Removing the frame ends its document and releases what it held.
    frame.remove();
  });
});
