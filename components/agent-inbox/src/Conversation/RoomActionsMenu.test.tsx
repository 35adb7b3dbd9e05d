/// <reference types="mocha" />
import type { Room } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AGENT, makeMessage, makeRoom } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * The room actions menu (spec 000 §4): a keyboard menu button in the header of the agent's own
 * room; each action opens a small form whose errors show under the fields, then goes out as a
 * `room_event` (or, for co-browsing and video, the cobrowse service's POST /sessions).
 */

const ITEMS = [
  'Demander un paiement',
  'Demander une authentification',
  'Envoyer une adresse',
  'Envoyer un produit',
  'Proposer des créneaux',
  'Proposer un rappel',
  'Inviter au co-browsing',
  'Inviter en appel vidéo',
];

const mine = () =>
  makeRoom({
    status: 'running',
    at: 9,
    infos: { name: 'Léa', origin: 'web', phone_number: '+33 6 00 00 00 01' },
  });

async function open(
  room: Room = mine(),
  extra: Parameters<typeof mountInbox>[0] = { rooms: [], messages: {} },
) {
  const invitations: unknown[] = [];
  const mounted = await mountInbox(
    {
      ...extra,
      rooms: [room],
      messages: {},
      http: {
        'POST /cobrowse/sessions': async (request) => {
          invitations.push(await request.json());
          return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
        },
      },
      commands: {
        ...extra.commands,
        room_event: (frame) => ({
          data: makeMessage({
            room: room.uuid,
            kind: 'agent',
            author: { uuid: AGENT.uuid, name: 'Alice Martin' },
            rich_content: { type: 'payment', amount: 49.9, currency: 'EUR', url: null },
            client_id: String(frame.client_id),
          }),
        }),
      },
    },
    { 'room-id': room.uuid },
  );
  await mounted.screen.findByRole('button', { name: 'Clore la discussion' });
  return { ...mounted, room, invitations };
}

describe('<oc-agent-inbox> room actions menu', () => {
  afterEach(unmountAll);

  it('opens with every action; arrows, Home and End move; Escape closes back on the button', async () => {
    const { screen, element } = await open();
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    const menu = within(await screen.findByRole('menu', { name: 'Actions' }));
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).to.deep.equal(ITEMS);
    expect(focused(element)?.textContent).to.equal(ITEMS[0]);
    const key = (name: string) => fireEvent.keyDown(focused(element) as Element, { key: name });
    key('ArrowDown');
    await waitFor(() => expect(focused(element)?.textContent).to.equal(ITEMS[1]));
    key('ArrowUp');
    key('ArrowUp');
    await waitFor(() => expect(focused(element)?.textContent).to.equal(ITEMS[7]));
    key('Home');
    await waitFor(() => expect(focused(element)?.textContent).to.equal(ITEMS[0]));
    key('End');
    await waitFor(() => expect(focused(element)?.textContent).to.equal(ITEMS[7]));
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expect(focused(element)).to.equal(button);
    // ArrowDown on the button opens it too.
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(await screen.findByRole('menu')).to.exist;
  });

  it('with a Zencall account for the room, offers a callback at the number the room keeps', async () => {
    const room = mine();
    const { screen, server } = await open(room, {
      rooms: [],
      messages: {},
      commands: {
        get_zencalls: () => ({
          data: [{ account: 4, label: 'Rappels web', callback_id: 'cb_42', provider: 'local' }],
        }),
        launch_zencall: (frame) => ({
          data: {
            id: 1,
            account: Number(frame.account),
            room: room.uuid,
            phone: '+33600000001',
            provider: 'local',
            launched_at: '2026-11-27T10:00:00.000Z',
          },
        }),
      },
    });
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Rappeler avec Zencall' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Rappeler avec Zencall' }));
    expect((dialog.getByRole('combobox', { name: 'Compte de rappel' }) as HTMLSelectElement).value).to.equal(
      '4',
    );
    expect(dialog.getByText("Fournisseur local : la demande est enregistrée, personne n'est appelé.")).to
      .exist;
    dialog.getByRole('button', { name: 'Lancer le rappel' }).click();
    await screen.findByText('Rappel demandé au +33600000001.');
    expect(server.commands('launch_zencall')[0]).to.deep.include({ room: room.uuid, account: 4 });
    expect(server.commands('launch_zencall')[0]?.phone).to.equal(undefined, 'the number the room keeps');
  });

  it('payment: errors under the fields and nothing sent, then the room_event goes out', async () => {
    const { screen, server, room, element } = await open();
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Demander un paiement' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Demander un paiement' }));
    const amount = dialog.getByRole('textbox', { name: 'Montant' }) as HTMLInputElement;
    expect(focused(element)).to.equal(amount);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Lien de paiement (facultatif)' }), {
      target: { value: 'javascript:alert(1)' },
    });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.findByText('Saisissez un montant supérieur à 0.');
    expect(amount.getAttribute('aria-invalid')).to.equal('true');
    expect(dialog.getByText('Saisissez un lien http(s) valide.')).to.exist;
    expect(server.commands('room_event')).to.have.length(0);

    fireEvent.change(amount, { target: { value: '49,90' } });
    expect(dialog.queryByText('Saisissez un montant supérieur à 0.')).to.equal(null);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Lien de paiement (facultatif)' }), {
      target: { value: 'https://pay.example/1' },
    });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    await waitFor(() => expect(server.commands('room_event')).to.have.length(1));
    const sent = server.commands('room_event')[0];
    expect([sent?.room, sent?.kind, sent?.data]).to.deep.equal([
      room.uuid,
      'payment',
      { amount: 49.9, currency: 'EUR', url: 'https://pay.example/1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await screen.findByText(/Demande de paiement : 49,90/)).to.exist;
    expect(focused(element)).to.equal(screen.getByRole('button', { name: 'Actions' }));
  });

  it('callback starts from the number the room knows; a refusal shows in the dialog', async () => {
    const { screen, server } = await open();
    const previous = server.handler;
    server.handler = (frame) =>
      frame.command === 'room_event' ? { error: 'room_not_yours' } : previous(frame);
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Proposer un rappel' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un rappel' }));
    expect(
      (dialog.getByRole('textbox', { name: 'Numéro de téléphone (facultatif)' }) as HTMLInputElement).value,
    ).to.equal('+33 6 00 00 00 01');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Intitulé' }), {
      target: { value: 'Je vous rappelle' },
    });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    expect((await dialog.findByRole('alert')).textContent).to.not.equal('');
    expect(server.commands('room_event')[0]?.data).to.deep.equal({
      title: 'Je vous rappelle',
      phone_number: '+33 6 00 00 00 01',
    });
    dialog.getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('time slots: the typed row is checked and sent as ISO instants', async () => {
    const { screen, server } = await open();
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Proposer des créneaux' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer des créneaux' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Intitulé' }), { target: { value: 'Rendez-vous' } });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    expect(await dialog.findByText('Proposez au moins un créneau.')).to.exist;
    const start = dialog.getByLabelText('Créneau 1 : début');
    const end = dialog.getByLabelText('Créneau 1 : fin');
    fireEvent.change(start, { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(end, { target: { value: '2026-12-01T09:00' } });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    expect(await dialog.findByText('La fin doit suivre le début.')).to.exist;
    fireEvent.change(end, { target: { value: '2026-12-01T10:30' } });
    dialog.getByRole('button', { name: 'Envoyer' }).click();
    await waitFor(() => expect(server.commands('room_event')).to.have.length(1));
    const data = server.commands('room_event')[0]?.data as { slots: { start: string; end: string }[] };
    expect(data.slots).to.deep.equal([
      { start: new Date('2026-12-01T10:00').toISOString(), end: new Date('2026-12-01T10:30').toISOString() },
    ]);
  });

  it('video call and co-browsing invitations go to the cobrowse service after confirmation', async () => {
    const { screen, invitations, room } = await open();
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Inviter en appel vidéo' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Inviter en appel vidéo' }));
    dialog.getByRole('button', { name: 'Inviter' }).click();
    await waitFor(() => expect(invitations).to.deep.equal([{ room: room.uuid, kind: 'webrtc' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    screen.getByRole('button', { name: 'Actions' }).click();
    (await screen.findByRole('menuitem', { name: 'Inviter au co-browsing' })).click();
    within(await screen.findByRole('dialog', { name: 'Inviter au co-browsing' }))
      .getByRole('button', { name: 'Inviter' })
      .click();
    await waitFor(() => expect(invitations).to.have.length(2));
    expect(invitations[1]).to.deep.equal({ room: room.uuid, kind: 'cobrowsing' });
  });

  it('is offered only to the agent holding the room', async () => {
    const waiting = makeRoom({ status: 'waiting', at: 3, infos: { name: 'Paul', origin: 'web' } });
    const mounted = await mountInbox({ rooms: [waiting], messages: {} }, { 'room-id': waiting.uuid });
    await mounted.screen.findByRole('button', { name: 'Prendre en charge' });
    expect(mounted.screen.queryByRole('button', { name: 'Actions' })).to.equal(null);
  });
});
