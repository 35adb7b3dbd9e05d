/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeRoom, moved } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * After the user's own room closes (their close, the visitor's or the auto-close): the contact
 * reason modal when reasons apply to its skill, with at least one required; otherwise the
 * closed-room modal.
 */

const REASONS = [
  { id: 11, label: 'Question produit', skills: [1], subaccounts: [] },
  { id: 12, label: 'Réclamation', skills: [1], subaccounts: [] },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function openMine(reasons: unknown[], saved: unknown[] = []) {
  const room = makeRoom({ status: 'running', at: 20, infos: { name: 'Hugo Blanc', origin: 'web' } });
  const asked: string[] = [];
  const mounted = await mountInbox(
    {
      rooms: [room],
      messages: {},
      http: {
        'GET /contactreasons/': (_request, url) => {
          asked.push(url.search);
          return json(reasons);
        },
        'POST /contactreasons/save-event': async (request) => {
          saved.push(await request.json());
          return json({ id: 1 }, 201);
        },
      },
    },
    { 'room-id': room.uuid },
  );
  await mounted.screen.findByRole('button', { name: 'Clore la discussion' });
  return { ...mounted, room, asked, saved };
}

describe('<oc-agent-inbox> close flow', () => {
  afterEach(unmountAll);

  it('asks for a contact reason once the room is closed: one is required, then it is saved', async () => {
    const saved: unknown[] = [];
    const { screen, server, room, asked, element } = await openMine(REASONS, saved);
    // The visitor leaves: the room closes without the agent's action.
    server.current.push({ type: 'event', seq: 1, kind: 'room_update', data: moved(room, 'closed', 40) });
    const dialog = await screen.findByRole('dialog', { name: 'Motif de contact' });
    expect(asked).to.deep.equal(['?skill=1']);
    const inside = within(dialog);
    const first = inside.getByRole('checkbox', { name: 'Question produit' });
    expect(focused(element) === first).to.equal(true, 'focus starts on the first reason');

    inside.getByRole('button', { name: 'Enregistrer' }).click();
    const error = await inside.findByRole('alert');
    expect(error.textContent).to.equal('Choisissez au moins un motif.');
    expect(inside.getByRole('group', { name: 'Motifs' }).getAttribute('aria-describedby')).to.equal(error.id);
    expect(saved).to.have.length(0);
    // Escape does not skip the reason.
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Motif de contact' })).to.exist;

    inside.getByRole('checkbox', { name: 'Réclamation' }).click();
    await waitFor(() => expect(inside.queryByRole('alert')).to.equal(null));
    fireEvent.change(inside.getByRole('textbox', { name: 'Commentaire' }), {
      target: { value: ' Colis abîmé ' },
    });
    inside.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(saved).to.deep.equal([{ comment: 'Colis abîmé', contact_reasons: [12], room_event: room.uuid }]);
  });

  it('without reasons for the skill: "Discussion fermée", dismissed with OK', async () => {
    const { screen, server, room } = await openMine([]);
    server.current.push({ type: 'event', seq: 1, kind: 'room_update', data: moved(room, 'closed', 40) });
    const dialog = await screen.findByRole('dialog', { name: 'Discussion fermée' });
    expect(dialog.textContent).to.contain('La discussion avec Hugo Blanc est terminée.');
    within(dialog).getByRole('button', { name: 'OK' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('a room of another agent closing opens nothing', async () => {
    const other = { uuid: 'other-agent', first_name: 'Bruno', last_name: 'Agent' };
    const room = makeRoom({ status: 'running', at: 20, agent: other, infos: { name: 'Léa' } });
    const asked: string[] = [];
    const { screen, server } = await mountInbox(
      {
        rooms: [room],
        messages: {},
        http: {
          'GET /contactreasons/': () => {
            asked.push('asked');
            return json(REASONS);
          },
        },
      },
      { 'room-id': room.uuid },
    );
    await screen.findByRole('heading', { name: /Léa/ });
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'room_update',
      data: { ...moved(room, 'closed', 40), agent: other },
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Fermées/ })).to.exist);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(asked).to.have.length(0);
  });
});
