/// <reference types="mocha" />
import type { Channel, ChannelList, SigninExchange } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';
import { SIGNIN_DRAFT_KEY } from './model/signin.ts';

/*
 * Connecting Facebook, Instagram and X channels through the provider's sign-in as an admin meets
 * it: the sign-in button instead of a typed account id, the return page that exchanges the code
 * and saves the chosen account, "Connection failed" with a retry, an Instagram account that cannot
 * be chosen, and the login refresh modal of a Facebook channel whose login expired.
 */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const UUID = '0f8c2a52-2d6e-4a3e-9d7b-1b2c3d4e5f60';
const facebook = (over: Partial<Channel> = {}): Channel => ({
  id: 7,
  uuid: UUID,
  kind: 'facebook',
  name: 'Messenger Martin',
  skill: 1,
  visible: true,
  status: 'active',
  provider: 'local',
  status_detail: null,
  settings: { account_id: 'local-page-1001' },
  secrets: { inbound_secret: 'set' },
  inbound_url: null,
  created_at: '2026-01-01T09:00:00Z',
  ...over,
});
const LIST = (channels: Channel[]): ChannelList => ({
  channels,
  kinds: [{ kind: 'facebook', status: channels.length ? 'active' : 'available' }],
});
const account = (id: string, name: string, over: Partial<SigninExchange['accounts'][number]> = {}) => ({
  id,
  name,
  followers: null,
  eligible: null,
  problem: null,
  phone_number_id: null,
  waba_id: null,
  display_phone_number: null,
  ...over,
});
/** Where the provider's page is "opened" in these tests: a fragment, so the test page stays. */
const PROVIDER_PAGE = () => `${location.href.split('#')[0]}#provider-page`;

describe('channels: the provider sign-in', () => {
  const original = `${location.pathname}${location.search}`;
  afterEach(() => {
    reset();
    sessionStorage.removeItem(SIGNIN_DRAFT_KEY);
    history.replaceState(null, '', original);
  });

  it('a new Messenger channel starts with "Se connecter avec Facebook", not a typed account id', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/facebook': [200, { url: PROVIDER_PAGE() }],
    });
    const { screen } = await mountSettings(
      { section: 'channels', item: 'add/facebook' },
      'Nouveau canal Messenger',
      userOf('admin'),
    );
    expect(screen.queryByRole('textbox', { name: /Identifiant du compte/ })).to.equal(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter avec Facebook' }));
    await waitFor(() => expect(location.hash).to.equal('#provider-page'));
    expect(heard.find((h) => h.path === '/misc/signin/facebook')?.body).to.deep.equal({ kind: 'facebook' });
    expect(JSON.parse(sessionStorage.getItem(SIGNIN_DRAFT_KEY) ?? '{}')).to.deep.equal({
      kind: 'facebook',
      channel: null,
    });
  });

  it('a stored channel shows its account id read-only, and may sign in again', async () => {
    serve({ 'GET /core/channels/': [200, LIST([facebook()])], 'GET /core/skills/': [200, SKILLS] });
    const { screen } = await mountSettings(
      { section: 'channels', item: `edit/facebook/${UUID}` },
      'Modifier le canal Messenger',
    );
    const id = (await screen.findByRole('textbox', { name: /Identifiant du compte/ })) as HTMLInputElement;
    expect(id.value).to.equal('local-page-1001');
    expect(id.readOnly).to.equal(true);
    expect(screen.getByRole('button', { name: 'Se connecter avec Facebook' })).to.exist;
  });

  it('the return page exchanges the code, connects the chosen page and opens the channel', async () => {
    history.replaceState(null, '', '?provider=facebook&state=st-1&code=co-1');
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/facebook/exchange': [
        200,
        {
          provider: 'facebook',
          kind: 'facebook',
          accounts: [account('p1', 'Boulangerie Martin'), account('p2', 'Boulangerie Martin — Lyon')],
        },
      ],
      'POST /misc/signin/facebook/channel': (request) => [
        201,
        facebook({ settings: { account_id: (request.body as { account_id: string }).account_id } }),
      ],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'channels', item: 'logged' },
      'Connexion au fournisseur',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Boulangerie Martin — Lyon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le canal' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: `/messaging/edit/facebook/${UUID}` }]));
    expect(heard.find((h) => h.path === '/misc/signin/facebook/exchange')?.body).to.deep.equal({
      code: 'co-1',
      state: 'st-1',
    });
    // The server makes the channel: the page's token never reaches the browser.
    expect(heard.find((h) => h.path === '/misc/signin/facebook/channel')?.body).to.deep.equal({
      state: 'st-1',
      account_id: 'p2',
      channel: null,
      name: 'Boulangerie Martin — Lyon',
      skill: 1,
    });
  });

  it('an Instagram account outside the follower range cannot be chosen, and says why', async () => {
    history.replaceState(null, '', '?provider=instagram&state=st-2&code=co-2');
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/instagram/exchange': [
        200,
        {
          provider: 'instagram',
          kind: 'instagram_dm',
          accounts: [
            account('ig-1', '@martin.fournil', {
              followers: 420,
              eligible: true,
              problem: 'instagram_not_eligible',
            }),
          ],
        },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'channels', item: 'logged' },
      'Connexion au fournisseur',
    );
    const radio = (await screen.findByRole('radio', { name: /@martin\.fournil/ })) as HTMLInputElement;
    expect(radio.disabled).to.equal(true);
    expect(screen.getByText(/il lui faut entre 1 000 et 100 000 abonnés/)).to.exist;
    expect(
      (screen.getByRole('button', { name: 'Enregistrer le canal' }) as HTMLButtonElement).disabled,
    ).to.equal(true);
  });

  it('a refused sign-in says the connection to X failed, and retries', async () => {
    history.replaceState(null, '', '?provider=twitter&state=st-3&error=access_denied');
    sessionStorage.setItem(SIGNIN_DRAFT_KEY, JSON.stringify({ kind: 'twitter_comments', channel: null }));
    serve({ 'POST /misc/signin/twitter': [200, { url: PROVIDER_PAGE() }] });
    const { screen } = await mountSettings(
      { section: 'channels', item: 'logged' },
      'Connexion au fournisseur',
    );
    expect((await screen.findByRole('alert')).textContent).to.equal('La connexion à X a échoué.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(heard.find((h) => h.path === '/misc/signin/twitter')?.body).to.deep.equal({
        kind: 'twitter_comments',
      }),
    );
  });

  it('a failed exchange says the connection to Facebook failed', async () => {
    history.replaceState(null, '', '?provider=facebook&state=st-4&code=co-4');
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/facebook/exchange': [
        400,
        { error: 'signin_failed', detail: 'This sign-in expired: sign in again.', state: ['expired'] },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'channels', item: 'logged' },
      'Connexion au fournisseur',
    );
    expect((await screen.findByRole('alert')).textContent).to.equal('La connexion à Facebook a échoué.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).to.exist;
  });

  it('back from Meta’s signup, the full WhatsApp plan takes the number and the business profile', async () => {
    history.replaceState(null, '', '?provider=whatsapp&state=st-5&code=co-5');
    const numbers = [
      account('100000000000001', 'Boulangerie Martin', {
        phone_number_id: '100000000000001',
        display_phone_number: '+33 6 12 34 56 78',
      }),
      account('100000000000002', 'Martin Traiteur', {
        phone_number_id: '100000000000002',
        display_phone_number: '+33 7 98 76 54 32',
      }),
    ];
    let answer: [number, unknown] = [
      400,
      { error: 'invalid_payload', detail: 'x', 'business.email': ['free_mailbox'] },
    ];
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/whatsapp/exchange': [
        200,
        { provider: 'whatsapp', kind: 'whatsapp', accounts: numbers },
      ],
      'POST /misc/whatsapp': () => answer,
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'channels', item: 'logged' },
      'Connexion au fournisseur',
    );
    const number = await screen.findByRole('combobox', { name: /Numéro de téléphone/ });
    fireEvent.change(number, { target: { value: '100000000000002' } });
    const profile: [RegExp, string][] = [
      [/Nom de l'entreprise/, 'Martin Traiteur'],
      [/Description/, 'Plats du jour.'],
      [/Adresse du logo/, 'https://martin.test/logo.png'],
      [/E-mail de l'entreprise/, 'martin@gmail.com'],
      [/Téléphone de l'entreprise/, '+33478000000'],
      [/^Adresse\b(?! du logo)/, '1 rue de la République'],
      [/Code postal/, '69001'],
      [/Ville/, 'Lyon'],
      [/Pays/, 'FR'],
      [/Identifiant Business Manager/, '4242'],
    ];
    for (const [name, value] of profile) fill(screen.getByRole('textbox', { name }), value);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Donnez une adresse professionnelle, pas une messagerie gratuite.')).to
      .exist;
    answer = [201, { ...facebook(), kind: 'whatsapp', settings: {} }];
    fill(screen.getByRole('textbox', { name: /E-mail de l'entreprise/ }), 'contact@martin.test');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: `/messaging/edit/whatsapp/${UUID}` }]));
    const sent = heard.filter((h) => h.path === '/misc/whatsapp').at(-1)?.body as Record<string, unknown>;
    expect(sent.state).to.equal('st-5');
    expect(sent.phone_number_id).to.equal('100000000000002');
    expect(sent.skill).to.equal(1);
    expect((sent.business as Record<string, string>).email).to.equal('contact@martin.test');
  });

  it('a Facebook channel whose login expired opens the refresh modal; OK signs in again', async () => {
    serve({
      'GET /core/channels/': [
        200,
        LIST([facebook({ status: 'auth_error', status_detail: 'token_expired' })]),
      ],
      'GET /core/skills/': [200, SKILLS],
      'POST /misc/signin/facebook': [200, { url: PROVIDER_PAGE() }],
    });
    const { screen } = await mountSettings({ section: 'channels' }, 'Canaux');
    const dialog = await screen.findByRole('dialog', { name: 'Connexion Facebook expirée' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.hash).to.equal('#provider-page'));
    expect(JSON.parse(sessionStorage.getItem(SIGNIN_DRAFT_KEY) ?? '{}')).to.deep.equal({
      kind: 'facebook',
      channel: 7,
    });
  });
});
