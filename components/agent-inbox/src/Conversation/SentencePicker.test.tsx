/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeRoom } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * "Messages pré-enregistrés": the library of the room's skill by category, a search that waits for
 * typing to pause, and the chosen sentence put into the reply.
 */

const TREE = [
  {
    id: 1,
    label: 'Accueil',
    skills: [],
    subaccounts: [],
    subcategories: [
      {
        id: 2,
        label: 'Salutations',
        skills: [],
        subaccounts: [],
        sentences: [
          {
            id: 3,
            label: 'b',
            content: 'Bonjour, comment puis-je vous aider ?',
            skills: [],
            subaccounts: [],
          },
        ],
      },
    ],
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function openPicker() {
  const room = makeRoom({ status: 'running', at: 20, skill: 1, infos: { name: 'Hugo Blanc' } });
  const searches: unknown[] = [];
  const mounted = await mountInbox(
    {
      rooms: [room],
      messages: {},
      http: {
        'GET /msglib/categories/': () => json(TREE),
        'POST /msglib/sentences/search': async (request) => {
          const body = (await request.json()) as { query: string };
          searches.push(body);
          const hit = body.query === 'delai';
          return json({
            results: hit
              ? [
                  {
                    id: 9,
                    text: 'Le délai habituel est de trois jours.',
                    category: 'Commandes',
                    subcategory: 'Livraison',
                  },
                ]
              : [],
            total: hit ? 1 : 0,
            has_more: false,
          });
        },
      },
    },
    { 'room-id': room.uuid },
  );
  const open = await mounted.screen.findByRole('button', { name: 'Messages pré-enregistrés' });
  open.click();
  const dialog = await mounted.screen.findByRole('dialog', { name: 'Messages pré-enregistrés' });
  return { ...mounted, room, dialog: within(dialog), searches, open };
}

describe('<oc-agent-inbox> pre-saved messages', () => {
  afterEach(unmountAll);

  it('browses the library by category and puts the chosen sentence into the reply', async () => {
    const { dialog, screen, element } = await openPicker();
    expect(focused(element) === dialog.getByRole('searchbox', { name: 'Rechercher un message' })).to.equal(
      true,
    );
    const greetings = await dialog.findByRole('region', { name: 'Salutations' });
    within(greetings).getByRole('button', { name: 'Bonjour, comment puis-je vous aider ?' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement;
    await waitFor(() => expect(reply.value).to.contain('Bonjour, comment puis-je vous aider ?'));
  });

  it('searches once typing pauses and shows what matched, or that nothing did', async () => {
    const { dialog, searches, screen } = await openPicker();
    const box = dialog.getByRole('searchbox', { name: 'Rechercher un message' });
    fireEvent.change(box, { target: { value: 'de' } });
    fireEvent.change(box, { target: { value: 'delai' } });
    expect((await dialog.findByRole('status')).textContent).to.equal('1 message trouvé');
    expect(searches).to.deep.equal([{ query: 'delai', skill: 1, offset: 0, limit: 20 }]);
    const hit = dialog.getByRole('button', { name: /Le délai habituel est de trois jours\./ });
    expect(hit.textContent).to.contain('Commandes › Livraison');

    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() =>
      expect(dialog.getByRole('status').textContent).to.equal('Aucun message ne correspond à « zzz ».'),
    );
    // Escape closes without inserting anything.
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).value).to.equal(
      '',
    );
  });
});
