/// <reference types="mocha" />
import type { SessionSearchResult } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { $conversation } from '../model/conversation.ts';
import { $inboxView, showView } from '../model/view.ts';
import { makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll, type World } from '../testing/mount.ts';

/* The "Recherche" view: search box and filters, total, pages, empty state, opening a result. */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Sales', auto_allocation: false, services: [] },
];

function result(n: number, overrides: Partial<SessionSearchResult> = {}): SessionSearchResult {
  return {
    id: `room-s${n}`,
    state: 'closed',
    agent: { uuid: 'a-1', full_name: 'Alice Agent' },
    transferred_agent: null,
    created_at: new Date(2026, 5, 15, 10, n).toISOString(),
    guest_full_name: `Visiteur ${n}`,
    guest_username: null,
    guest_idle: false,
    last_message: {
      rich_content: { type: 'txt', text: `Message ${n}` },
      created_at: new Date(2026, 5, 15, 11).toISOString(),
    },
    last_waiting_time: null,
    unread_message_count: 0,
    skill: { id: 1, label: 'Support', alert_short_late: false },
    origin: 'web',
    ...overrides,
  };
}

async function openSearch(answer: (body: Record<string, unknown>) => unknown, world: Partial<World> = {}) {
  const bodies: Record<string, unknown>[] = [];
  const mounted = await mountInbox({
    rooms: [],
    messages: {},
    skills: SKILLS,
    ...world,
    http: {
      'POST /sessions/search': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const out = answer(body);
        return out instanceof Response ? out : Response.json(out);
      },
    },
  });
  mounted.screen.getByRole('button', { name: 'Recherche' }).click();
  const view = within(await mounted.screen.findByRole('region', { name: 'Recherche' }));
  return { ...mounted, view, bodies };
}

describe('<oc-agent-inbox> session search', () => {
  afterEach(() => {
    unmountAll();
    showView('rooms');
  });

  it('searches with the text and filters, shows the total and loads more pages', async () => {
    const all = Array.from({ length: 25 }, (_, i) => result(i + 1));
    const { view, bodies } = await openSearch((body) => {
      const offset = Number(body.offset);
      const sessions = all.slice(offset, offset + Number(body.limit));
      return { sessions, total_sessions: all.length, has_more: offset + sessions.length < all.length };
    });
    await view.findByRole('option', { name: 'Sales' });
    fireEvent.change(view.getByRole('searchbox', { name: 'Rechercher une conversation' }), {
      target: { value: 'Élodie' },
    });
    fireEvent.change(view.getByRole('combobox', { name: 'État' }), { target: { value: 'closed' } });
    fireEvent.change(view.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    view.getByRole('button', { name: 'Rechercher' }).click();
    expect((await view.findByText('25 conversations trouvées')).getAttribute('role')).to.equal('status');
    expect(bodies[0]).to.deep.equal({ offset: 0, limit: 20, query: 'Élodie', state: 'closed', skill: 2 });
    const results = within(view.getByRole('region', { name: 'Résultats de la recherche' }));
    expect(results.getAllByRole('listitem')).to.have.length(20);
    const first = within(results.getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByText('Message 1')).to.exist;
    expect(first.getByText('Agent : Alice Agent')).to.exist;
    expect(first.getByText('Fermée')).to.exist;

    results.getByRole('button', { name: 'Charger plus' }).click();
    await waitFor(() => expect(results.getAllByRole('listitem')).to.have.length(25));
    expect(bodies[1]).to.include({ offset: 20, query: 'Élodie' });
    expect(results.queryByRole('button', { name: 'Charger plus' })).to.equal(null);
  });

  it('says when nothing matches, and when the search fails', async () => {
    let fail = false;
    const { view } = await openSearch(() =>
      fail
        ? Response.json({ error: 'server_error', detail: 'down' }, { status: 500 })
        : { sessions: [], total_sessions: 0, has_more: false },
    );
    view.getByRole('button', { name: 'Rechercher' }).click();
    expect(await view.findByText('Aucune conversation ne correspond à la recherche.')).to.exist;
    fail = true;
    view.getByRole('button', { name: 'Rechercher' }).click();
    expect((await view.findByRole('alert')).textContent).to.equal('Erreur du serveur. Réessayez plus tard.');
  });

  it('a transferred session names where it went; choosing a result opens its room', async () => {
    const room = makeRoom({ status: 'closed' });
    const { view, server } = await openSearch(
      () => ({
        sessions: [
          result(1, { id: room.uuid, guest_full_name: 'Hugo Blanc' }),
          result(2, {
            state: 'transferred',
            agent: null,
            transferred_agent: { uuid: 'b', full_name: 'Bruno Agent' },
            guest_full_name: 'Zoé',
          }),
        ],
        total_sessions: 2,
        has_more: false,
      }),
      { rooms: [room] },
    );
    view.getByRole('button', { name: 'Rechercher' }).click();
    expect(await view.findByText('Transférée à Bruno Agent')).to.exist;
    view.getByRole('button', { name: 'Hugo Blanc' }).click();
    await waitFor(() => expect($inboxView.get()).to.equal('rooms'));
    expect($conversation.get().uuid).to.equal(room.uuid);
    await waitFor(() => expect(server.commands('get_room').some((f) => f.uuid === room.uuid)).to.equal(true));
  });
});
