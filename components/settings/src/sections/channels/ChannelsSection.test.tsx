/// <reference types="mocha" />
import type { Channel, ChannelList } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/*
 * The channels screens as a manager and an admin meet them: the list with each status in words
 * (the provider's code on an auth error), the skill filter, the row menu and its confirmed
 * delete, the empty and failed states; a kind's form with the server's refusals under their
 * fields and a stored secret kept when left empty.
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
];
const UUID = '0f8c2a52-2d6e-4a3e-9d7b-1b2c3d4e5f60';
const channel = (over: Partial<Channel>): Channel => ({
  id: 1,
  uuid: UUID,
  kind: 'whatsapp',
  name: 'WhatsApp Support',
  skill: 1,
  visible: true,
  status: 'active',
  provider: 'local',
  status_detail: null,
  settings: { phone_number: '+33612345678', plan: 'free', business: null },
  secrets: { inbound_secret: 'set', access_token: 'not_set' },
  inbound_url: `http://localhost/api/channels/inbound/${UUID}`,
  created_at: '2026-01-01T09:00:00Z',
  ...over,
});
const LIST: ChannelList = {
  channels: [
    channel({}),
    channel({
      id: 2,
      uuid: '1f8c2a52-2d6e-4a3e-9d7b-1b2c3d4e5f60',
      kind: 'telegram',
      name: 'Bot ventes',
      skill: 2,
      status: 'auth_error',
      status_detail: 'unauthorized',
      settings: {},
      secrets: { inbound_secret: 'set', token: 'set' },
    }),
  ],
  kinds: [
    { kind: 'whatsapp', status: 'active' },
    { kind: 'telegram', status: 'auth_error' },
    { kind: 'sms', status: 'available' },
  ],
};
const TITLE = 'Canaux';

describe('channels settings', () => {
  afterEach(reset);

  it('lists the channels with their skill and status in words, and filters by skill', async () => {
    serve({ 'GET /core/channels/': [200, LIST], 'GET /core/skills/': [200, SKILLS] });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'channels' }, TITLE, userOf('manager'));
    const table = await screen.findByRole('table', { name: "Canaux de l'entreprise" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0])
      .to.contain('WhatsApp')
      .and.contain('WhatsApp Support')
      .and.contain('Support')
      .and.contain('Actif');
    expect(rows[1])
      .to.contain('Telegram')
      .and.contain('Ventes')
      .and.contain("Erreur d'authentification (unauthorized)");
    // A manager reads; adding and changing are an admin's.
    expect(screen.queryByRole('button', { name: /Actions pour/ })).to.equal(null);
    expect(screen.queryByRole('button', { name: /Ajouter un canal/ })).to.equal(null);
    expect(screen.getByText('Disponible')).to.exist;
    fireEvent.change(screen.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    expect(moves).to.deep.equal([{ path: '/messaging/2' }]);
  });

  it('shows one skill when the path names it, and says when nothing is there', async () => {
    serve({ 'GET /core/channels/': [200, LIST], 'GET /core/skills/': [200, SKILLS] });
    const { screen } = await mountSettings({ section: 'channels', item: '2' }, TITLE, userOf('admin'));
    const table = await screen.findByRole('table');
    expect(table.textContent).to.contain('Bot ventes').and.not.contain('WhatsApp Support');
    reset();
    serve({
      'GET /core/channels/': [200, { channels: [], kinds: LIST.kinds }],
      'GET /core/skills/': [200, SKILLS],
    });
    const second = await mountSettings({ section: 'channels' }, TITLE, userOf('admin'));
    await second.screen.findByText(/Aucun canal pour cette sélection/);
  });

  it('says when the list cannot be read, and Retry reads it again', async () => {
    let answer: [number, unknown] = [500, { error: 'server_error', detail: 'x' }];
    serve({ 'GET /core/channels/': () => answer, 'GET /core/skills/': [200, SKILLS] });
    const { screen } = await mountSettings({ section: 'channels' }, TITLE, userOf('admin'));
    const alert = await screen.findByRole('alert');
    answer = [200, LIST];
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table');
  });

  it('an admin deletes after confirming, adds a kind and edits from the row menu', async () => {
    let list = LIST;
    serve({
      'GET /core/channels/': () => [200, list],
      'GET /core/skills/': [200, SKILLS],
      'DELETE /core/channels/2': () => {
        list = { ...LIST, channels: LIST.channels.slice(0, 1) };
        return [204, null];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'channels' }, TITLE, userOf('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour « Bot ventes »' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le canal « Bot ventes » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(heard.some((h) => h.method === 'DELETE')).to.equal(false);
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour « Bot ventes »' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Canal « Bot ventes » supprimé.');
    await waitFor(() => expect(screen.queryByText('Bot ventes')).to.equal(null));

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un canal SMS' }));
    expect(moves.at(-1)).to.deep.equal({ path: '/messaging/add/sms' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour « WhatsApp Support »' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    expect(moves.at(-1)).to.deep.equal({ path: `/messaging/edit/whatsapp/${UUID}` });
  });

  it('adds a WhatsApp channel: refusals under their fields, then its inbound address on the local provider', async () => {
    let answer: [number, unknown] = [
      400,
      {
        error: 'invalid_payload',
        'settings.phone_number': ['invalid_phone'],
        'secrets.inbound_secret': ['too_short'],
      },
    ];
    serve({ 'GET /core/skills/': [200, SKILLS], 'POST /core/channels/': () => answer });
    const { screen } = await mountSettings(
      { section: 'channels', item: 'add/whatsapp' },
      'Nouveau canal WhatsApp',
      userOf('admin'),
    );
    // The first "Nom…" is the channel's own; the business profile's company name follows.
    fill((await screen.findAllByRole('textbox', { name: /^Nom/ }))[0] as HTMLElement, 'WhatsApp Support');
    fill(screen.getByRole('textbox', { name: /Numéro de téléphone/ }), '+33612345678');
    fill(screen.getByLabelText(/Secret de signature entrant/), 'a-long-enough-inbound-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ce secret est trop court (16 caractères au moins).');
    await screen.findByText('Numéro de téléphone invalide.');
    const posted = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(posted).to.deep.include({ kind: 'whatsapp', name: 'WhatsApp Support', skill: 1, visible: true });
    expect(posted.settings).to.deep.equal({
      phone_number: '+33612345678',
      phone_number_id: '',
      plan: 'free',
      business: null,
    });
    expect(posted.secrets).to.deep.equal({ inbound_secret: 'a-long-enough-inbound-secret' });

    answer = [201, channel({})];
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const address = (await screen.findByRole('textbox', { name: 'Adresse entrante' })) as HTMLInputElement;
    expect(address.value).to.equal(`http://localhost/api/channels/inbound/${UUID}`);
    expect(screen.getByText(/fournisseur local/).textContent).to.contain('aucun fournisseur extérieur');
    expect(screen.getByRole('button', { name: 'Copier' })).to.exist;
  });

  it('edits a Telegram channel keeping its stored secrets when left empty', async () => {
    serve({
      'GET /core/channels/': [200, LIST],
      'GET /core/skills/': [200, SKILLS],
      'POST /core/channels/2': [200, { ...LIST.channels[1], provider: 'telegram' }],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'channels', item: `edit/telegram/${LIST.channels[1]?.uuid}` },
      'Modifier le canal Telegram',
      userOf('admin'),
    );
    const name = (await screen.findByRole('textbox', { name: /^Nom/ })) as HTMLInputElement;
    expect(name.value).to.equal('Bot ventes');
    expect(screen.getAllByText('Déjà enregistré : laissez vide pour le garder.')).to.have.length(2);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves.at(-1)).to.deep.equal({ path: '/messaging' }));
    const posted = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(posted.secrets).to.deep.equal({});
    expect(posted.skill).to.equal(2);
  });
});
