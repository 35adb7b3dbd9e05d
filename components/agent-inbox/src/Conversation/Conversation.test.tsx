/// <reference types="mocha" />
import { setToken } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { settle } from '../testing/fakeSocket.ts';
import { AGENT, makeMessage, makeRoom, moved } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * The open conversation as the agent uses it: take over, reply (Enter, offline, failure and
 * retry), typing, closing through the confirmation dialog with the keyboard, errors, the offline
 * banner, and what a signed-out page shows.
 */

const waitingRoom = makeRoom({ at: 10, infos: { name: 'Nina Roux', origin: 'web' } });
const myRoom = makeRoom({ status: 'running', at: 20, infos: { name: 'Hugo Blanc', origin: 'web' } });

async function openMine() {
  const mounted = await mountInbox({ rooms: [myRoom], messages: {} }, { 'room-id': myRoom.uuid });
  await mounted.screen.findByRole('button', { name: 'Clore la discussion' });
  return mounted;
}

describe('<oc-agent-inbox> conversation', () => {
  afterEach(unmountAll);

  it('takes over a waiting room; the room_update that follows makes it ongoing', async () => {
    const { screen, server } = await mountInbox(
      { rooms: [waitingRoom], messages: {} },
      { 'room-id': waitingRoom.uuid },
    );
    const take = await screen.findByRole('button', { name: 'Prendre en charge' });
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' });
    expect((reply as HTMLTextAreaElement).disabled).to.equal(true);
    expect(screen.queryByRole('button', { name: 'Clore la discussion' }) === null).to.equal(true);
    take.click();
    await waitFor(() => expect(server.commands('take_room')).to.have.length(1));
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'room_update',
      data: moved(waitingRoom, 'running', 30),
    });
    expect(await screen.findByRole('button', { name: 'Clore la discussion' })).to.exist;
    expect(screen.queryByRole('button', { name: 'Prendre en charge' }) === null).to.equal(true);
    expect((reply as HTMLTextAreaElement).disabled).to.equal(false);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'En cours 1' }).getAttribute('aria-selected')).to.equal('true'),
    );
  });

  it('shows a refused take-over in an alert', async () => {
    const { screen, server } = await mountInbox(
      { rooms: [waitingRoom], messages: {} },
      { 'room-id': waitingRoom.uuid },
    );
    const previous = server.handler;
    server.handler = (frame) =>
      frame.command === 'take_room' ? { error: 'max_rooms_reached' } : previous(frame);
    (await screen.findByRole('button', { name: 'Prendre en charge' })).click();
    // Other panels (the guest details) may hold alerts of their own: find the take-over's.
    const alert = await screen.findByText(
      'Impossible de prendre en charge cette discussion : nombre maximum de discussions atteint.',
    );
    expect(alert.closest('[role="alert"]')).to.not.equal(null);
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and shows the reply at once', async () => {
    const { screen, server } = await openMine();
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement;
    fireEvent.input(reply, { target: { value: 'Bonjour,' } });
    fireEvent.keyDown(reply, { key: 'Enter', shiftKey: true });
    expect(server.commands('send_message')).to.have.length(0);
    fireEvent.keyDown(reply, { key: 'Enter' });
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.textContent).to.contain('Bonjour,'));
    expect(reply.value).to.equal('');
    await waitFor(() => expect(server.commands('send_message')).to.have.length(1));
    const sent = server.commands('send_message')[0];
    expect(sent?.rich_content).to.deep.equal({ type: 'txt', text: 'Bonjour,' });
    expect(sent?.client_id).to.be.a('string');
    expect(screen.getByRole('button', { name: 'Envoyer' })).to.have.property('disabled', true);
  });

  it('a reply typed offline shows "Envoi…" and goes out once on reconnection', async () => {
    const { screen, server } = await openMine();
    server.current.drop();
    expect(await screen.findByText('Hors ligne, reconnexion automatique…')).to.exist;
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' });
    fireEvent.input(reply, { target: { value: 'Écrit hors ligne' } });
    screen.getByRole('button', { name: 'Envoyer' }).click();
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.textContent).to.contain('Envoi…'));
    const clientId = await new Promise<string>((resolve) => {
      server.handler = (frame) => {
        if (frame.command === 'send_message') {
          resolve(String(frame.client_id));
          const text = (frame.rich_content as { text: string }).text;
          return {
            data: makeMessage({
              room: myRoom.uuid,
              kind: 'agent',
              client_id: String(frame.client_id),
              rich_content: { type: 'txt', text },
              author: { uuid: AGENT.uuid, name: 'Alice Martin' },
            }),
          };
        }
        return frame.command === 'get_messages' ? { data: { messages: [] } } : { data: myRoom };
      };
      // The socket reconnects 5 s after the drop; the browser coming back online is faster.
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(log.textContent).not.to.contain('Envoi…'));
    expect(screen.queryByText('Hors ligne, reconnexion automatique…') === null).to.equal(true);
    expect(log.textContent?.split('Écrit hors ligne').length).to.equal(2);
    expect(server.commands('send_message').map((f) => f.client_id)).to.deep.equal([clientId]);
  });

  it('marks a refused send as failed and retries it with the same client id', async () => {
    const { screen, server } = await openMine();
    const previous = server.handler;
    server.handler = (frame) =>
      frame.command === 'send_message' ? { error: 'server_error' } : previous(frame);
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' });
    fireEvent.input(reply, { target: { value: 'Premier essai' } });
    screen.getByRole('button', { name: 'Envoyer' }).click();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('log', { name: 'Messages' }).textContent).to.contain("Échec de l'envoi");
    server.handler = previous;
    retry.click();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réessayer' }) === null).to.equal(true));
    const ids = server.commands('send_message').map((f) => f.client_id);
    expect(ids).to.have.length(2);
    expect(ids[0]).to.equal(ids[1]);
  });

  it('tells the visitor when the agent types, and stops when the draft is emptied', async () => {
    const { screen, server } = await openMine();
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' });
    fireEvent.input(reply, { target: { value: 'B' } });
    fireEvent.input(reply, { target: { value: '' } });
    expect(server.current.sent.filter((f) => f.command === 'typing').map((f) => f.active)).to.deep.equal([
      true,
      false,
    ]);
  });

  it('shows "Le visiteur écrit…" while the visitor types', async () => {
    const { screen, server } = await openMine();
    const typing = { type: 'event', seq: null, kind: 'typing' };
    server.current.push({ ...typing, data: { room: myRoom.uuid, active: true, author: 'visitor' } });
    expect(await screen.findByText('Le visiteur écrit…')).to.exist;
    server.current.push({ ...typing, data: { room: myRoom.uuid, active: false, author: 'visitor' } });
    await waitFor(() => expect(screen.queryByText('Le visiteur écrit…') === null).to.equal(true));
  });

  it('marks the room read when a visitor message arrives while it is open', async () => {
    const { server } = await openMine();
    server.current.push({ type: 'event', seq: 1, kind: 'message', data: makeMessage({ room: myRoom.uuid }) });
    server.current.push({
      type: 'event',
      seq: 2,
      kind: 'unread',
      data: { room: myRoom.uuid, unread_msg: 1 },
    });
    await waitFor(() => expect(server.commands('room_is_read')).to.have.length(1));
  });

  it('asks before closing: Escape cancels, focus stays in the dialog, "Clore" closes', async () => {
    const { element, screen, server } = await openMine();
    const closeButton = screen.getByRole('button', { name: 'Clore la discussion' });
    closeButton.click();
    const dialog = await screen.findByRole('dialog', { name: 'Clore cette discussion ?' });
    const inside = within(dialog);
    const cancel = inside.getByRole('button', { name: 'Annuler' });
    const confirm = inside.getByRole('button', { name: 'Clore' });
    expect(focused(element) === cancel).to.equal(true, 'focus starts on Annuler');

    // Tab from the last button comes back to the first, Shift+Tab from the first goes to the last.
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(focused(element) === cancel).to.equal(true, 'Tab wraps');
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(focused(element) === confirm).to.equal(true, 'Shift+Tab wraps');
    // The rest of the page is inert while the modal dialog is open.
    expect(element.shadowRoot?.querySelector('dialog')?.matches(':modal')).to.equal(true);

    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog') === null).to.equal(true));
    expect(focused(element) === closeButton).to.equal(true, 'focus back on the button');
    expect(server.commands('close_room')).to.have.length(0);

    closeButton.click();
    within(await screen.findByRole('dialog'))
      .getByRole('button', { name: 'Clore' })
      .click();
    await waitFor(() => expect(server.commands('close_room')).to.have.length(1));
    expect(server.commands('close_room')[0]?.room).to.equal(myRoom.uuid);
    server.current.push({ type: 'event', seq: 1, kind: 'room_update', data: moved(myRoom, 'closed', 40) });
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).disabled,
      ).to.equal(true),
    );
    expect(screen.getByRole('tab', { name: 'Fermées 1' })).to.exist;
    expect(screen.queryByRole('button', { name: 'Clore la discussion' }) === null).to.equal(true);
  });

  it("offers the skill's satisfaction survey when closing, and sends it only when left ticked", async () => {
    const survey = { id: myRoom.skill, name: 'Support', survey: 3, force_send: false };
    const http = {
      [`GET /surveys/skills/${myRoom.skill}`]: () =>
        new Response(JSON.stringify(survey), { headers: { 'content-type': 'application/json' } }),
    };
    const { screen, server } = await mountInbox(
      { rooms: [myRoom], messages: {}, http },
      { 'room-id': myRoom.uuid },
    );
    screen.getByRole('button', { name: 'Clore la discussion' }).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Clore cette discussion ?' }));
    const send = (await dialog.findByRole('checkbox', {
      name: "Envoyer l'enquête de satisfaction au client",
    })) as HTMLInputElement;
    expect(send.checked).to.equal(true);
    send.click();
    dialog.getByRole('button', { name: 'Clore' }).click();
    await waitFor(() => expect(server.commands('close_room')).to.have.length(1));
    expect(server.commands('close_room')[0]?.extras).to.equal(undefined, 'unticked: no survey asked');
  });

  it('counts down the WhatsApp reply window, and past it says why no free reply can go', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const fresh = makeRoom({ status: 'running', at: 30, infos: { name: 'Léa', origin: 'whatsapp' } });
    const stale = makeRoom({ status: 'running', at: 31, infos: { name: 'Marc', origin: 'whatsapp' } });
    const messages = {
      [fresh.uuid]: [makeMessage({ room: fresh.uuid, created_at: hoursAgo(1) })],
      [stale.uuid]: [makeMessage({ room: stale.uuid, created_at: hoursAgo(25) })],
    };
    const first = await mountInbox({ rooms: [fresh, stale], messages }, { 'room-id': fresh.uuid });
    await first.screen.findByText(/^Fenêtre de réponse WhatsApp : encore 2[23] h \d+ min$/);
    expect(
      (first.screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).disabled,
    ).to.equal(false);
    unmountAll();
    const second = await mountInbox({ rooms: [fresh, stale], messages }, { 'room-id': stale.uuid });
    await second.screen.findByText(/La fenêtre de réponse de 24 h est fermée/);
    expect(
      (second.screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).disabled,
    ).to.equal(true);
  });

  it('past the WhatsApp window, sends an approved template with its variables filled', async () => {
    const stale = makeRoom({ status: 'running', at: 32, infos: { name: 'Marc', origin: 'whatsapp' } });
    const messages = {
      [stale.uuid]: [
        makeMessage({ room: stale.uuid, created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() }),
      ],
    };
    const { screen, server } = await mountInbox({ rooms: [stale], messages }, { 'room-id': stale.uuid });
    const template = {
      id: 7,
      name: 'suivi_commande',
      language: 'fr',
      category: 'UTILITY',
      variables: [1, 2],
      examples: { 1: 'Awa', 2: 'A-1234' },
      text: 'Bonjour {{1}}, votre commande {{2}} est prête.',
    };
    const previous = server.handler;
    server.handler = (frame) => {
      if (frame.command === 'get_templates') return { data: { templates: [template] } };
      if (frame.command === 'send_template')
        return {
          data: makeMessage({
            room: stale.uuid,
            kind: 'agent',
            rich_content: { type: 'txt', text: 'Bonjour Marc, votre commande B-42 est prête.' },
          }),
        };
      return previous(frame);
    };
    (await screen.findByRole('button', { name: 'Envoyer un modèle approuvé' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Envoyer un modèle approuvé' }));
    expect(
      ((await dialog.findByRole('combobox', { name: 'Modèle' })) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).to.equal('suivi_commande (fr)');
    const first = dialog.getByRole('textbox', { name: 'Variable 1' }) as HTMLInputElement;
    expect(first.placeholder).to.equal('Exemple : Awa');
    fireEvent.input(first, { target: { value: 'Marc' } });
    await dialog.findByText('Bonjour Marc, votre commande {{2}} est prête.');
    // Sending with a variable left empty says so, and sends nothing.
    dialog.getByRole('button', { name: 'Envoyer le modèle' }).click();
    await dialog.findByText('Remplissez chaque variable du modèle.');
    expect(server.commands('send_template')).to.have.length(0);
    fireEvent.input(dialog.getByRole('textbox', { name: 'Variable 2' }), { target: { value: 'B-42' } });
    dialog.getByRole('button', { name: 'Envoyer le modèle' }).click();
    await waitFor(() => expect(server.commands('send_template')).to.have.length(1));
    expect(server.commands('send_template')[0]).to.deep.include({
      room: stale.uuid,
      template: 7,
      values: { 1: 'Marc', 2: 'B-42' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Envoyer un modèle approuvé' }) === null).to.equal(true),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.textContent).to.contain('Bonjour Marc, votre commande B-42 est prête.'));
  });

  it('ticks a timer since the room became ongoing', async () => {
    const since = new Date(Date.now() - 65_000).toISOString();
    const fresh = { ...myRoom, last_running: since };
    const { screen } = await mountInbox({ rooms: [fresh], messages: {} }, { 'room-id': fresh.uuid });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).to.match(/^depuis 1:0[5-6]$/);
    await settle(1_100);
    expect(timer.textContent).to.match(/^depuis 1:0[6-7]$/);
  });
});

describe('<oc-agent-inbox> without a token', () => {
  afterEach(unmountAll);

  it('asks to sign in and emits oc-unauthorized', async () => {
    setToken(null);
    const element = document.createElement('oc-agent-inbox');
    const events: string[] = [];
    element.addEventListener('oc-unauthorized', (e) => events.push(e.type));
    document.body.append(element);
    const screen = within(element.shadowRoot as unknown as HTMLElement);
    expect(await screen.findByText('Connectez-vous pour voir vos conversations')).to.exist;
    await waitFor(() => expect(events).to.deep.equal(['oc-unauthorized']));
  });

  it('goes back to that state when the server refuses the token', async () => {
    const { screen, server, events } = await mountInbox({ rooms: [], messages: {} });
    server.current.push({ type: 'error', id: null, command: null, code: 'not_authenticated', message: '' });
    expect(await screen.findByText('Connectez-vous pour voir vos conversations')).to.exist;
    await waitFor(() => expect(events.map((e) => e.type)).to.include('oc-unauthorized'));
  });
});
