/// <reference types="mocha" />
import { setLocale } from '@omnicanal/stores';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { roomUpdated } from '../model/rooms.ts';
import { settle } from '../testing/fakeSocket.ts';
import { makeMessage, makeRoom, moved } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * The lists as an agent sees them: tabs with live counts, rooms named by visitor and label, unread
 * badges, empty and loading states, paging, keyboard, and opening a room.
 */

const zoe = makeRoom({ at: 30, infos: { name: 'Zoé Lambert', origin: 'web' }, session_group_integer_id: 12 });
const marc = makeRoom({ at: 20, infos: { name: 'Marc Petit', origin: 'whatsapp' }, unread_msg: 3 });
const ongoing = makeRoom({ status: 'running', at: 10, infos: { name: 'Léa Durand', origin: 'web' } });

describe('<oc-agent-inbox> room lists', () => {
  afterEach(unmountAll);

  it('shows the three lists as tabs with their counts', async () => {
    const { screen } = await mountInbox({ rooms: [zoe, marc, ongoing], messages: {} });
    const waiting = await screen.findByRole('tab', { name: 'En attente 2' });
    expect(waiting.getAttribute('aria-selected')).to.equal('true');
    expect(screen.getByRole('tab', { name: 'En cours 1' }).getAttribute('aria-selected')).to.equal('false');
    expect(screen.getByRole('tab', { name: 'Fermées 0' })).to.exist;
    expect(screen.getByRole('tabpanel', { name: 'En attente 2' })).to.exist;
  });

  it('names each room by visitor, label, time and unread count', async () => {
    const { screen } = await mountInbox({ rooms: [zoe, marc], messages: {} });
    const first = await screen.findByRole('button', { name: /Zoé Lambert/ });
    expect(first.textContent).to.contain('ID12');
    expect(first.getAttribute('aria-label')).to.equal(null);
    const second = screen.getByRole('button', { name: /Marc Petit/ });
    expect(second.textContent).to.contain(`WA${marc.session_group_integer_id}`);
    expect(second.textContent).to.contain('3 messages non lus');
    expect(first.textContent).not.to.contain('non lu');
    expect(first.querySelector('time')?.getAttribute('datetime')).to.equal(zoe.last_waiting);
  });

  it('says when a list is empty, and switches lists from the tabs', async () => {
    const { screen } = await mountInbox({ rooms: [zoe], messages: {} });
    await screen.findByRole('button', { name: /Zoé Lambert/ });
    screen.getByRole('tab', { name: /^Fermées/ }).click();
    expect(await screen.findByText('Aucune conversation fermée')).to.exist;
    screen.getByRole('tab', { name: /^En cours/ }).click();
    expect(await screen.findByText('Aucune conversation en cours')).to.exist;
  });

  it('keeps the counts live as rooms move between lists', async () => {
    const { screen, server } = await mountInbox({ rooms: [zoe, marc], messages: {} });
    await screen.findByRole('tab', { name: 'En attente 2' });
    server.current.push({ type: 'event', seq: 1, kind: 'room_update', data: moved(zoe, 'running', 40) });
    expect(await screen.findByRole('tab', { name: 'En attente 1' })).to.exist;
    expect(screen.getByRole('tab', { name: 'En cours 1' })).to.exist;
    // Fed straight into the model, as any source of room updates would.
    roomUpdated(makeRoom({ at: 50, infos: { name: 'Nouveau Visiteur' } }));
    expect(await screen.findByRole('tab', { name: 'En attente 2' })).to.exist;
    expect(screen.getAllByRole('button', { name: /Visiteur|Marc/ })[0]?.textContent).to.contain(
      'Nouveau Visiteur',
    );
  });

  it('flags a room whose visitor went idle, and drops the flag when they are back', async () => {
    const { screen, server } = await mountInbox({ rooms: [zoe, marc], messages: {} });
    await screen.findByRole('tab', { name: 'En attente 2' });
    expect(screen.queryByText('Visiteur inactif')).to.equal(null);
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'room_update',
      data: { ...zoe, session_guest_idle: true },
    });
    expect(await screen.findByText('Visiteur inactif')).to.exist;
    server.current.push({
      type: 'event',
      seq: 2,
      kind: 'room_update',
      data: { ...zoe, session_guest_idle: false },
    });
    await waitFor(() => expect(screen.queryByText('Visiteur inactif')).to.equal(null));
  });

  it('counts a new visitor message as unread on its room', async () => {
    const { screen, server } = await mountInbox({ rooms: [zoe], messages: {} });
    await screen.findByRole('button', { name: /Zoé Lambert/ });
    server.current.push({ type: 'event', seq: 1, kind: 'message', data: makeMessage({ room: zoe.uuid }) });
    server.current.push({ type: 'event', seq: 2, kind: 'unread', data: { room: zoe.uuid, unread_msg: 1 } });
    expect(await screen.findByRole('button', { name: /Zoé Lambert.*1 message non lu/ })).to.exist;
  });

  it('loads more rooms while paging has not reached the end', async () => {
    const many = Array.from({ length: 3 }, (_, i) => makeRoom({ at: 100 - i }));
    const { screen, server } = await mountInbox({ rooms: many, messages: {}, pageSize: 2 });
    await screen.findByRole('tab', { name: 'En attente 3' });
    expect(screen.getAllByRole('button', { name: /Visiteur/ })).to.have.length(2);
    screen.getByRole('button', { name: 'Charger plus' }).click();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Visiteur/ })).to.have.length(3));
    expect(server.commands('get_rooms_list').at(-1)).to.include({ status: 'waiting', offset: 2 });
    expect(screen.queryByRole('button', { name: 'Charger plus' })).to.equal(null);
  });

  it('moves between rooms with the arrow keys; one room is in the Tab order', async () => {
    const { element, screen } = await mountInbox({ rooms: [zoe, marc], messages: {} });
    const first = await screen.findByRole('button', { name: /Zoé Lambert/ });
    const second = screen.getByRole('button', { name: /Marc Petit/ });
    expect([first.tabIndex, second.tabIndex]).to.deep.equal([0, -1]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(focused(element)).to.equal(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(focused(element)).to.equal(first, 'wraps around');
    fireEvent.keyDown(first, { key: 'End' });
    expect(focused(element)).to.equal(second);
    await waitFor(() => expect(second.tabIndex).to.equal(0));
  });

  it('draws only the rows in view of a long list; the keys still reach every room', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => makeRoom({ at: 5000 - i }));
    // A screen-sized inbox from the start, as in the console: the list scrolls inside it.
    const sized = new CSSStyleSheet();
    sized.replaceSync('oc-agent-inbox { display: block; height: 640px; }');
    document.adoptedStyleSheets = [sized];
    try {
      const { element, screen } = await mountInbox({ rooms: many, messages: {}, pageSize: 2000 });
      await screen.findByRole('tab', { name: 'En attente 2000' });
      expect(screen.getAllByRole('button', { name: /Visiteur/ }).length).to.be.below(60);
      const first = screen.getAllByRole('button', { name: /Visiteur/ })[0] as HTMLElement;
      expect(first.closest('li')?.getAttribute('aria-setsize')).to.equal('2000');
      first.focus();
      fireEvent.keyDown(first, { key: 'End' });
      const last = many.at(-1)?.infos.name ?? '';
      await waitFor(() => expect(focused(element)?.textContent).to.contain(last));
      expect(focused(element)?.closest('li')?.getAttribute('aria-posinset')).to.equal('2000');
      expect(screen.getAllByRole('button', { name: /Visiteur/ }).length).to.be.below(60);
      fireEvent.keyDown(focused(element) as HTMLElement, { key: 'ArrowDown' });
      await waitFor(() => expect(focused(element)?.textContent).to.contain(many[0]?.infos.name ?? ''));
    } finally {
      document.adoptedStyleSheets = [];
    }
  });

  it('loads the next page when the agent scrolls near the end of the loaded rooms', async () => {
    const many = Array.from({ length: 120 }, (_, i) => makeRoom({ at: 500 - i }));
    const sized = new CSSStyleSheet();
    sized.replaceSync('oc-agent-inbox { display: block; height: 640px; }');
    document.adoptedStyleSheets = [sized];
    try {
      const { screen, server } = await mountInbox({ rooms: many, messages: {}, pageSize: 50 });
      await screen.findByRole('tab', { name: 'En attente 120' });
      const panel = screen.getByRole('tabpanel');
      expect(server.commands('get_rooms_list').filter((c) => c.offset === 50)).to.have.length(0);
      panel.scrollTop = panel.scrollHeight;
      panel.dispatchEvent(new Event('scroll'));
      await waitFor(() =>
        expect(server.commands('get_rooms_list').at(-1)).to.include({ status: 'waiting', offset: 50 }),
      );
    } finally {
      document.adoptedStyleSheets = [];
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    const { element, screen } = await mountInbox({ rooms: [zoe], messages: {} });
    const waiting = await screen.findByRole('tab', { name: /^En attente/ });
    waiting.focus();
    fireEvent.keyDown(waiting, { key: 'ArrowRight' });
    const running = screen.getByRole('tab', { name: /^En cours/ });
    expect(focused(element)).to.equal(running);
    await waitFor(() => expect(running.getAttribute('aria-selected')).to.equal('true'));
  });

  it('opens a room: its messages, oc-room-open and oc-navigate', async () => {
    const history = [makeMessage({ room: zoe.uuid, rich_content: { type: 'txt', text: 'Bonjour !' } })];
    const { screen, events } = await mountInbox({ rooms: [zoe, marc], messages: { [zoe.uuid]: history } });
    (await screen.findByRole('button', { name: /Zoé Lambert/ })).click();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.textContent).to.contain('Bonjour !'));
    expect(screen.getByRole('heading', { name: 'Zoé Lambert' })).to.exist;
    const navigate = events.find((e) => e.type === 'oc-navigate');
    expect(navigate?.detail).to.deep.equal({ path: `/gb-agent/im/${zoe.uuid}` });
    expect(navigate?.bubbles && navigate.composed).to.equal(true);
    expect(events.find((e) => e.type === 'oc-room-open')?.detail.room.uuid).to.equal(zoe.uuid);
  });

  it('opens the room named by the room-id attribute and shows its list', async () => {
    const { screen, events } = await mountInbox(
      { rooms: [zoe, ongoing], messages: {} },
      { 'room-id': ongoing.uuid },
    );
    expect(await screen.findByRole('heading', { name: 'Léa Durand' })).to.exist;
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^En cours/ }).getAttribute('aria-selected')).to.equal('true'),
    );
    await settle();
    expect(events.filter((e) => e.type === 'oc-room-open')).to.have.length(1);
  });

  it('switches language live', async () => {
    const { screen } = await mountInbox({ rooms: [zoe], messages: {} });
    await screen.findByRole('tab', { name: 'En attente 1' });
    setLocale('en');
    expect(await screen.findByRole('tab', { name: 'Waiting 1' })).to.exist;
    expect(screen.getByRole('tab', { name: 'Ongoing 0' })).to.exist;
    expect(screen.getByRole('tab', { name: 'Closed 0' })).to.exist;
    setLocale('fr');
    expect(await screen.findByRole('tab', { name: 'En attente 1' })).to.exist;
  });
});
