/// <reference types="mocha" />
import type { AgentSummary, Room } from '@omnicanal/api';
import { setEdition } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AGENT, makeMessage, makeRoom } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * Room actions beyond take over and close: transfer to a skill or an agent through its dialog,
 * refusals shown in the dialog, blocking the visitor after confirmation; and the room states the
 * lists and the log show (late, re-queued, transferred badges, ticking timers, event lines).
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Sales', auto_allocation: false, services: [] },
];
const BRUNO: AgentSummary = {
  id: 7,
  uuid: 'bruno-uuid',
  first_name: 'Bruno',
  last_name: 'Agent',
  user_role: 'agent',
  pause: false,
  skills: [2],
};
const SELF: AgentSummary = { ...BRUNO, id: 1, uuid: AGENT.uuid, first_name: 'Alice', last_name: 'Martin' };

const mine = () => makeRoom({ status: 'running', at: 20, infos: { name: 'Hugo Blanc', origin: 'web' } });

async function openMine(room: Room = mine()) {
  const mounted = await mountInbox(
    { rooms: [room], messages: {}, skills: SKILLS, agents: [SELF, BRUNO] },
    { 'room-id': room.uuid },
  );
  await mounted.screen.findByRole('button', { name: 'Clore la discussion' });
  return { ...mounted, room };
}

async function openTransfer(screen: ReturnType<typeof within>) {
  (await screen.findByRole('button', { name: 'Transférer' })).click();
  const dialog = await screen.findByRole('dialog', { name: 'Transférer la discussion' });
  const inDialog = within(dialog);
  // The targets come from the server: wait for them.
  await inDialog.findByRole('option', { name: 'Sales' });
  return inDialog;
}

describe('<oc-agent-inbox> room actions', () => {
  afterEach(unmountAll);

  it('transfers to a skill: the room leaves a user without that skill, who is told where it went', async () => {
    const { screen, server, room, element } = await openMine();
    const dialog = await openTransfer(screen);
    expect(focused(element)).to.equal(dialog.getByRole('combobox', { name: 'Compétence' }));
    // Another agent is offered, the user themselves is not.
    expect(dialog.getByRole('option', { name: 'Bruno Agent' })).to.exist;
    expect(dialog.queryByRole('option', { name: 'Alice Martin' })).to.equal(null);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    dialog.getByRole('button', { name: 'Transférer' }).click();
    await waitFor(() => expect(server.commands('transfer_room')).to.have.length(1));
    const sent = server.commands('transfer_room')[0];
    expect([sent?.room, sent?.skill, sent?.to_agent]).to.deep.equal([room.uuid, 2, undefined]);
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'room_update',
      data: { ...room, status: 'transferred', previous_status: 'running', skill: 2, agent: null },
    });
    const notice = await screen.findByText('Discussion transférée à Sales');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(screen.queryByRole('dialog')).to.equal(null);
    // Out of their sight now: nothing left to do with it.
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Transférer' })).to.equal(null);
    expect(await screen.findByRole('tab', { name: 'En cours 0' })).to.exist;
    expect(screen.getByRole('tab', { name: 'En attente 0' })).to.exist;
  });

  it('transfers to an agent: choosing one clears the skill; the refusal of §8 shows in the dialog', async () => {
    const { screen, server } = await openMine();
    const previous = server.handler;
    server.handler = (frame) =>
      frame.command === 'transfer_room' ? { error: 'transfer_max_rooms_reached' } : previous(frame);
    const dialog = await openTransfer(screen);
    const skill = dialog.getByRole('combobox', { name: 'Compétence' }) as HTMLSelectElement;
    fireEvent.change(skill, { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Conseiller' }), { target: { value: BRUNO.uuid } });
    expect(skill.value).to.equal('');
    dialog.getByRole('button', { name: 'Transférer' }).click();
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).to.equal(
      "Transfert impossible : l'agent a atteint son nombre maximum de discussions.",
    );
    expect(server.commands('transfer_room')[0]?.to_agent).to.equal(BRUNO.uuid);
    // Nothing chosen: said at once, nothing sent.
    fireEvent.change(dialog.getByRole('combobox', { name: 'Conseiller' }), { target: { value: '' } });
    dialog.getByRole('button', { name: 'Transférer' }).click();
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).to.equal('Choisissez une compétence ou un agent.'),
    );
    expect(server.commands('transfer_room')).to.have.length(1);
    dialog.getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('blocks the visitor only after the confirmation dialog', async () => {
    const { screen, server, room } = await openMine();
    (await screen.findByRole('button', { name: 'Bloquer le visiteur' })).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Bloquer le visiteur' }));
    expect(dialog.getByText(/ne pourra plus ouvrir de nouvelle conversation/)).to.exist;
    dialog.getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(server.commands('block_room')).to.have.length(0);
    screen.getByRole('button', { name: 'Bloquer le visiteur' }).click();
    within(await screen.findByRole('dialog'))
      .getByRole('button', { name: 'Bloquer' })
      .click();
    await waitFor(() => expect(server.commands('block_room')).to.have.length(1));
    expect(server.commands('block_room')[0]?.room).to.equal(room.uuid);
  });

  it('offers neither transfer nor block on a waiting room the agent does not hold', async () => {
    const waiting = makeRoom({ at: 5, infos: { name: 'Nina Roux', origin: 'web' } });
    const { screen } = await mountInbox({ rooms: [waiting], messages: {} }, { 'room-id': waiting.uuid });
    await screen.findByRole('button', { name: 'Prendre en charge' });
    expect(screen.queryByRole('button', { name: 'Transférer' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Bloquer le visiteur' })).to.equal(null);
  });

  it('says Re-queue instead of Transfer in the hosted edition, and a late room nobody holds can be taken', async () => {
    setEdition('hosted');
    try {
      const { screen } = await openMine();
      expect(screen.getByRole('button', { name: 'Remettre en file' })).to.exist;
      expect(screen.queryByRole('button', { name: 'Transférer' })).to.equal(null);
    } finally {
      setEdition('self-hosted');
    }
    unmountAll();
    const late = makeRoom({
      status: 'late',
      agent: null,
      at: 5,
      infos: { name: 'Léo Petit', origin: 'web' },
    });
    const { screen } = await mountInbox({ rooms: [late], messages: {} }, { 'room-id': late.uuid });
    expect(await screen.findByRole('button', { name: 'Prendre en charge' })).to.exist;
  });
});

describe('<oc-agent-inbox> room states', () => {
  afterEach(unmountAll);

  it('flags late, re-queued and transferred rooms in the lists, with a ticking timer', async () => {
    const late = makeRoom({ status: 'late', at: 1, infos: { name: 'Léa Durand', origin: 'web' } });
    const requeued = makeRoom({ status: 'requeued', at: 2, infos: { name: 'Marc Petit', origin: 'web' } });
    const transferred = makeRoom({
      status: 'transferred',
      at: 3,
      infos: { name: 'Zoé Lambert', origin: 'web' },
    });
    const plain = makeRoom({ at: 4, infos: { name: 'Paul Simon', origin: 'web' } });
    const { screen } = await mountInbox({ rooms: [late, requeued, transferred, plain], messages: {} });
    expect(await screen.findByRole('button', { name: /Marc Petit.*Remise en file/ })).to.exist;
    expect(screen.getByRole('button', { name: /Zoé Lambert.*Transférée/ })).to.exist;
    const paul = screen.getByRole('button', { name: /Paul Simon/ });
    expect(paul.textContent).not.to.match(/En attente|Remise|Transférée/);
    // Waiting time since it started waiting, as H:MM:SS, and it moves.
    const timer = paul.querySelector('.room-timer [aria-hidden]') as HTMLElement;
    expect(timer.textContent).to.match(/^\d+:\d\d:\d\d$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.to.equal(first));
    screen.getByRole('tab', { name: /^En cours/ }).click();
    expect(await screen.findByRole('button', { name: /Léa Durand.*En retard/ })).to.exist;
  });

  it('says every session event in words, naming where the latest transfer went', async () => {
    const room = makeRoom({ status: 'transferred', skill: 2, at: 9, infos: { name: 'Zoé', origin: 'web' } });
    const event = (text: string) =>
      makeMessage({
        room: room.uuid,
        kind: 'event',
        rich_content: { type: 'txt', text },
        author: { name: 'Alice' },
      });
    const lines = [
      event('session_taken'),
      event('session_transferred_agent'),
      event('session_transferred_skill'),
      event('session_closed'),
      event('session_auto_closed'),
    ];
    const { screen } = await mountInbox(
      { rooms: [room], messages: { [room.uuid]: lines }, skills: SKILLS },
      { 'room-id': room.uuid },
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.textContent).to.contain('Discussion transférée à Sales'));
    for (const text of [
      'Alice a pris en charge la discussion',
      'Discussion transférée à un conseiller',
      'Alice a clos la discussion',
      'Discussion close automatiquement',
    ])
      expect(log.textContent).to.contain(text);
    expect(log.textContent).not.to.contain('session_');
  });
});
