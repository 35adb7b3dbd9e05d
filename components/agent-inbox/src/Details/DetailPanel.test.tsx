/// <reference types="mocha" />
import type { GuestInfo, GuestSessionSummary, Room } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll, type World } from '../testing/mount.ts';
import { $detailPanel, defaultPanel, PANEL_STORAGE_KEY } from './model/panel.ts';

/*
 * The detail panel beside an open conversation: sections and their defaults, the guest's
 * information edited with the server's field errors, the history paged, files, and hiding it.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GUEST: GuestInfo = {
  guest: 'guest-1',
  full_name: 'Hugo Blanc',
  email: 'hugo@example.com',
  phone_number: null,
  language: 'fr',
  extra: { numero_client: 'C-42' },
  note: 'Préfère le téléphone',
  created_at: '2026-01-01T09:00:00.000Z',
};
const KEYS = [
  { key: 'numero_client', label: 'Numéro client' },
  { key: 'commande', label: 'Commande' },
];

const session = (id: string, day: number, text: string): GuestSessionSummary => ({
  id,
  state: 'closed',
  agent_name: 'Alice Martin',
  skill: { id: 1, label: 'Support' },
  created_at: new Date(Date.UTC(2025, 11, day, 10)).toISOString(),
  last_message: {
    rich_content: { type: 'txt', text },
    created_at: new Date(Date.UTC(2025, 11, day, 11)).toISOString(),
  },
  contact_reason: null,
});

function world(room: Room, extra: World['http'] = {}): World {
  return {
    rooms: [room],
    messages: {
      [room.uuid]: [
        makeMessage({ room: room.uuid, rich_content: { type: 'txt', text: 'Bonjour' } }),
        makeMessage({
          room: room.uuid,
          rich_content: {
            type: 'file',
            url: 'https://files.example/facture.pdf',
            name: 'facture.pdf',
            mimetype: 'application/pdf',
          },
        }),
        makeMessage({
          room: room.uuid,
          rich_content: {
            type: 'file',
            url: 'https://files.example/x',
            name: 'piège.html',
            mimetype: 'text/html',
          },
        }),
      ],
    },
    skills: [{ id: 1, name: 'Support', auto_allocation: false, services: [] }],
    http: {
      'GET /guest': () => json(GUEST),
      'GET /extra-data-keys': () => json(KEYS),
      'GET /guests/sessions': () => json({ sessions: [], has_more: false }),
      ...extra,
    },
  };
}

const running = () =>
  makeRoom({
    status: 'running',
    at: 10,
    infos: {
      name: 'Hugo Blanc',
      full_name: 'Hugo Blanc',
      email: 'hugo@example.com',
      origin: 'web',
      browser: 'Firefox',
      extra: { numero_client: 'C-42' },
      satisfaction: 4,
    },
  });

async function openPanel(room: Room, extra: World['http'] = {}) {
  const mounted = await mountInbox(world(room, extra), { 'room-id': room.uuid });
  const panel = within(
    await mounted.screen.findByRole('complementary', { name: 'Détails de la discussion' }),
  );
  return { ...mounted, panel };
}

describe('<oc-agent-inbox> detail panel', () => {
  beforeEach(() => {
    localStorage.removeItem(PANEL_STORAGE_KEY);
    $detailPanel.set(defaultPanel());
  });
  afterEach(unmountAll);

  it('opens general, history, satisfaction and note; files stay closed until asked', async () => {
    const { panel } = await openPanel(running());
    for (const name of ['Informations', 'Historique', 'Satisfaction', 'Note'])
      expect(panel.getByRole('button', { name }).getAttribute('aria-expanded')).to.equal('true');
    const files = panel.getByRole('button', { name: 'Fichiers' });
    expect(files.getAttribute('aria-expanded')).to.equal('false');
    expect(panel.queryByRole('link', { name: 'facture.pdf' })).to.equal(null);

    expect(panel.getByText('hugo@example.com')).to.exist;
    expect(await panel.findByText('C-42')).to.exist;
    expect(panel.getByText('Firefox')).to.exist;
    expect(panel.getByText('4 / 5')).to.exist;
    expect(await panel.findByText('Aucune autre discussion avec ce client.')).to.exist;
    expect((await panel.findByLabelText('Note sur le client')) as HTMLTextAreaElement).to.have.property(
      'value',
      'Préfère le téléphone',
    );

    files.click();
    await waitFor(() => expect(files.getAttribute('aria-expanded')).to.equal('true'));
    const link = panel.getByRole('link', { name: 'facture.pdf' });
    expect(link.getAttribute('href')).to.equal('https://files.example/facture.pdf');
    expect(panel.getByRole('link', { name: 'piège.html' })).to.exist;
    expect(JSON.parse(localStorage.getItem(PANEL_STORAGE_KEY) ?? '{}').open.files).to.equal(true);
  });

  it('shows a bad email under its field and keeps the form; a good one is saved', async () => {
    const posted: Record<string, unknown>[] = [];
    const { panel } = await openPanel(running(), {
      'POST /guests/guest-1/info': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (body.email === 'pas-un-email')
          return json({ error: 'invalid_payload', detail: 'bad', email: ['invalid_email'] }, 400);
        return json({ ...GUEST, ...body });
      },
    });
    const edit = (await panel.findByRole('button', { name: 'Modifier' })) as HTMLButtonElement;
    // The form opens once the guest is loaded.
    await waitFor(() => expect(edit.disabled).to.equal(false));
    edit.click();
    const email = (await panel.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).to.equal('hugo@example.com');
    expect((panel.getByLabelText('Commande') as HTMLInputElement).value).to.equal('');
    fireEvent.change(email, { target: { value: 'pas-un-email' } });
    panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.findByText('Adresse e-mail invalide.');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(posted[0]).to.deep.include({ email: 'pas-un-email', full_name: 'Hugo Blanc' });
    expect(posted[0]?.extra).to.deep.equal({ numero_client: 'C-42', commande: '' });

    fireEvent.change(email, { target: { value: 'hugo.blanc@example.com' } });
    expect(panel.queryByText('Adresse e-mail invalide.')).to.equal(null);
    panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.findByText('Informations enregistrées.');
    expect(posted[1]?.email).to.equal('hugo.blanc@example.com');
    expect(panel.queryByLabelText('E-mail')).to.equal(null);
  });

  it('lists earlier sessions ten at a time; "Voir plus" asks for the older ones', async () => {
    const asked: URL[] = [];
    const first = Array.from({ length: 10 }, (_, i) => session(`s${i}`, 20 - i, `Message ${i}`));
    const { panel } = await openPanel(running(), {
      'GET /guests/sessions': (_request, url) => {
        asked.push(url);
        return url.searchParams.get('cutoff_datetime')
          ? json({ sessions: [session('old', 1, 'Tout début')], has_more: false })
          : json({ sessions: first, has_more: true });
      },
    });
    await panel.findByText('Message 9');
    expect(asked[0]?.searchParams.get('guest')).to.equal('guest-1');
    expect(asked[0]?.searchParams.get('page_size')).to.equal('10');
    panel.getByRole('button', { name: 'Voir plus' }).click();
    await panel.findByText('Tout début');
    expect(asked[1]?.searchParams.get('cutoff_datetime')).to.equal(first[9]?.created_at);
    expect(panel.getByText('Message 0')).to.exist;
    expect(panel.queryByRole('button', { name: 'Voir plus' })).to.equal(null);
  });

  it("shows the bot's journey of a conversation it handed off: why, the answers, the steps", async () => {
    const room = makeRoom({
      status: 'waiting',
      infos: {
        name: 'Inès',
        bot: {
          bot: 'main',
          reason: 'console',
          variables: { commande: 'commande 42' },
          path: [
            { tree: 'accueil', node: 'n1', label: 'Bonjour ! Que souhaitez-vous faire ?' },
            { tree: 'accueil', node: 'n2', label: 'Parler à un conseiller' },
          ],
        },
      },
    });
    const { panel } = await openPanel(room);
    const journey = within(panel.getByRole('region', { name: 'Parcours du bot' }));
    expect(journey.getByText("Demande d'un conseiller")).to.exist;
    expect(journey.getByText('commande : commande 42')).to.exist;
    expect(journey.getAllByRole('listitem').map((li) => li.textContent)).to.include.members([
      'Bonjour ! Que souhaitez-vous faire ?',
      'Parler à un conseiller',
    ]);
  });

  it('shows the web IVR path a visitor took before asking for a chat', async () => {
    const room = makeRoom({
      status: 'waiting',
      infos: { name: 'Inès', webivr_path: ['Bienvenue', 'Nous écrire', 'Parler à quelqu’un'] },
    });
    const { panel } = await openPanel(room);
    const term = panel.getByText('Parcours SVI web');
    expect(term.nextElementSibling?.textContent).to.equal('Bienvenue › Nous écrire › Parler à quelqu’un');
  });

  it('shows no bot journey for a conversation no bot had', async () => {
    const { panel } = await openPanel(running());
    expect(panel.queryByRole('region', { name: 'Parcours du bot' })).to.equal(null);
  });

  it('customer text stays text', async () => {
    const room = makeRoom({
      status: 'running',
      infos: { name: '<img src=x onerror="window.__pwned=1">', browser: '<b>gras</b>' },
    });
    const { panel, element } = await openPanel(room);
    expect(panel.getByText('<b>gras</b>')).to.exist;
    expect(element.shadowRoot?.querySelector('.details img, .details b')).to.equal(null);
  });

  it('can be hidden and shown again, and remembers it', async () => {
    const { screen, panel } = await openPanel(running());
    panel.getByRole('button', { name: 'Masquer le panneau de détails' }).click();
    const show = await screen.findByRole('button', { name: 'Afficher le panneau de détails' });
    expect(screen.queryByRole('complementary', { name: 'Détails de la discussion' })).to.equal(null);
    expect(JSON.parse(localStorage.getItem(PANEL_STORAGE_KEY) ?? '{}').hidden).to.equal(true);
    show.click();
    await screen.findByRole('complementary', { name: 'Détails de la discussion' });
  });
});
