/// <reference types="mocha" />
import type { Customer, User } from '@omnicanal/api';
import type { Role } from '@omnicanal/core';
import {
  $session,
  clearSession,
  hideToast,
  setEdition,
  setLocale,
  setTheme,
  showToast,
  TOKEN_KEY,
} from '@omnicanal/stores';
import { pagePlacePicker } from '@omnicanal/ui';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';
import type { MapsProvider, PlaceDetails } from './place/maps.ts';
import { VERSION_KEY } from './update.model.ts';

/*
 * What a console user notices: sign-in first, the navigation their role allows, the routed element
 * kept while only its room changes, the permission-denied modal, the language, sign-in and logout.
 * The inbox is replaced by an empty element here (its own tests cover it); `fetch` is replaced per
 * test where the shell talks to the server.
 */

/** Stands in for the real inbox, which would open a socket. */
if (!customElements.get('oc-agent-inbox'))
  customElements.define('oc-agent-inbox', class extends HTMLElement {});
/** Stands in for the settings, which would fetch the account. */
if (!customElements.get('oc-settings')) customElements.define('oc-settings', class extends HTMLElement {});
/** Stands in for the bot builder, which would fetch a bot. */
if (!customElements.get('oc-bot-builder'))
  customElements.define('oc-bot-builder', class extends HTMLElement {});

const startUrl = `${location.pathname}${location.search}`;
const realFetch = globalThis.fetch;
let requests: { method: string; url: string; body?: unknown }[] = [];

function user(role: Role): User {
  return {
    id: 7,
    uuid: '00000000-0000-4000-8000-000000000007',
    first_name: 'Alice',
    last_name: 'Martin',
    email: 'alice@demo.test',
    phone_number: null,
    timezone: 'Europe/Paris',
    language: 'fr',
    user_role: role,
    date_joined: '2025-01-01T00:00:00Z',
    has_confirm_email: true,
    want_notif: false,
    pause: false,
    max_rooms: 5,
    max_reviews: 5,
    max_tickets: 5,
    groups: [1],
    subaccounts: [],
    permissions: { skills: [{ id: 1, auto_allocation: false }], groups: [1] },
    notif_new_msg_sound: false,
  };
}

const customer: Customer = {
  id: 1,
  logo: null,
  company_name: 'Demo',
  over_quota: false,
  offer_desc: { features: [], is_appsumo: false, max_skills: 2 },
  services: [],
};

function signedInAs(role: Role) {
  $session.set({ token: 'session-token', user: user(role), customer });
}

/** What GET /api/config answers unless a test says otherwise: the version the tests store. */
const config = { version: '1.0.0', edition: 'self-hosted', services: {}, providers: {} };
/** The update banner's check (spec 000 §7 GET /version), answering the same version. */
const VERSION_PATH = '/api/core/version';
const UNRECORDED = ['/api/config', VERSION_PATH];

/** Answers by path, records every request but the configuration and the version checks. */
function server(answers: Record<string, unknown>) {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = new URL(url, location.origin).pathname;
    if (!UNRECORDED.includes(path)) requests.push({ method: init?.method ?? 'GET', url, body });
    const defaults: Record<string, unknown> = {
      '/api/config': config,
      [VERSION_PATH]: { version: config.version },
    };
    const answer = answers[path] ?? defaults[path];
    const value = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(value ?? {}), { status: value === undefined ? 404 : 200 });
  };
}

async function mount(url: string) {
  history.replaceState(null, '', url);
  const shell = document.createElement('oc-shell');
  document.body.append(shell);
  const screen = within(shell.shadowRoot as unknown as HTMLElement);
  await screen.findByRole('main');
  return { shell, screen };
}

const here = () => `${location.pathname}${location.search}`;
const routed = (shell: HTMLElement) => shell.shadowRoot?.querySelector('#outlet')?.firstElementChild ?? null;

describe('<oc-shell>', () => {
  beforeEach(() => {
    requests = [];
    server({});
  });

  afterEach(() => {
    document.body.replaceChildren();
    globalThis.fetch = realFetch;
    clearSession();
    setLocale('fr');
    localStorage.removeItem('oc.locale');
    setTheme('auto');
    localStorage.removeItem('oc.theme');
    localStorage.removeItem(VERSION_KEY);
    hideToast();
    setEdition('self-hosted');
    history.replaceState(null, '', startUrl);
  });

  it('sends an unconfirmed email past the 7-day grace to confirm-email, without the alert there', async () => {
    $session.set({ token: 'session-token', user: { ...user('agent'), has_confirm_email: false }, customer });
    const { shell, screen } = await mount('/gb-agent');
    await waitFor(() => expect(here()).to.equal('/confirm-email'));
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-auth'));
    expect(screen.queryByText('Confirmez votre adresse e-mail.')).to.equal(null);
  });

  it('sends a visitor to sign-in, keeping where they were going', async () => {
    const { shell } = await mount('/gb-agent/im/42');
    await waitFor(() => expect(here()).to.equal('/login?redirect=%2Fgb-agent%2Fim%2F42'));
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-auth'));
    // The sign-in element's own code loads on demand: it is upgraded a moment later.
    await waitFor(() => expect(routed(shell)?.shadowRoot).to.exist);
    const auth = within(routed(shell)?.shadowRoot as unknown as HTMLElement);
    await auth.findByRole('textbox', { name: 'Adresse e-mail' });
    expect(within(shell.shadowRoot as unknown as HTMLElement).queryByRole('navigation')).to.equal(null);
    expect(document.title).to.equal('Omnicanal - Connexion');
  });

  it('shows an agent the conversations and settings links, and the inbox with its room', async () => {
    signedInAs('agent');
    const { shell, screen } = await mount('/gb-agent/im/r1');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).to.deep.equal(['Conversations', 'Paramètres']);
    expect(links[0]?.getAttribute('aria-current')).to.equal('page');
    await waitFor(() => expect(routed(shell)?.getAttribute('room-id')).to.equal('r1'));
    expect(document.title).to.equal('Omnicanal - Conversations');
  });

  it('shows a manager the links of the areas a manager may open, and the dashboards', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/');
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-stats-dashboard'));
    expect(here()).to.equal('/dashboard');
    expect(routed(shell)?.getAttribute('view')).to.equal('activity');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).to.deep.equal([
      'Tableau de bord',
      'Conversations',
      'Messagerie',
      'Groupes de bots',
      'SVI web',
      'Automatisation',
      'Campagnes',
      'Statistiques',
      'Paramètres',
    ]);
  });

  it('sends an agent asking for the dashboard to the agent area', async () => {
    signedInAs('agent');
    const { shell } = await mount('/dashboard');
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-agent-inbox'));
    expect(here()).to.equal('/gb-agent');
  });

  it('keeps the same inbox while the room changes, and follows oc-navigate', async () => {
    signedInAs('agent');
    const { shell } = await mount('/gb-agent');
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-agent-inbox'));
    const inbox = routed(shell) as HTMLElement;
    expect(inbox.hasAttribute('room-id')).to.equal(false);

    inbox.dispatchEvent(
      new CustomEvent('oc-navigate', { detail: { path: '/gb-agent/im/r2' }, bubbles: true, composed: true }),
    );
    await waitFor(() => expect(inbox.getAttribute('room-id')).to.equal('r2'));
    expect(routed(shell)).to.equal(inbox);
    expect(here()).to.equal('/gb-agent/im/r2');

    history.back();
    await waitFor(() => expect(here()).to.equal('/gb-agent'));
    await waitFor(() => expect(inbox.hasAttribute('room-id')).to.equal(false));
    expect(routed(shell)).to.equal(inbox);
  });

  it('opens the bot builder of the route for a manager, with the route as attributes', async () => {
    signedInAs('manager');
    const { shell } = await mount('/bot-builder/skills/1/bots/main/channels/whatsapp/trees/t9/');
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-bot-builder'));
    const builder = routed(shell) as HTMLElement;
    expect(
      ['skill-id', 'bot-id', 'channel-id', 'tree-uuid'].map((name) => builder.getAttribute(name)),
    ).to.deep.equal(['1', 'main', 'whatsapp', 't9']);
    expect(document.title).to.equal('Omnicanal - Constructeur de bot');
  });

  it('refuses the bot builder to an agent', async () => {
    signedInAs('agent');
    const { shell, screen } = await mount('/bot-builder/skills/1/bots/main/channel/web/trees/');
    await screen.findByRole('dialog', { name: 'Accès refusé' });
    expect(routed(shell) === null).to.equal(true);
  });

  it('asks before leaving a screen with unsaved changes, and stays when asked to', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/gb-agent');
    await waitFor(() => expect(routed(shell)).to.exist);
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-dirty-change', { detail: { dirty: true }, bubbles: true, composed: true }),
    );
    const link = () => screen.getByRole('link', { name: 'Tableau de bord' });
    link().click();
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    within(dialog).getByRole('button', { name: 'Rester sur la page' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(here()).to.equal('/gb-agent');

    link().click();
    const again = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    within(again).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await waitFor(() => expect(here()).to.equal('/dashboard'));
  });

  it('leaves at once once the changes are saved', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/gb-agent');
    await waitFor(() => expect(routed(shell)).to.exist);
    for (const dirty of [true, false])
      routed(shell)?.dispatchEvent(
        new CustomEvent('oc-dirty-change', { detail: { dirty }, bubbles: true, composed: true }),
      );
    screen.getByRole('link', { name: 'Tableau de bord' }).click();
    await waitFor(() => expect(here()).to.equal('/dashboard'));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('never follows oc-navigate to another site', async () => {
    signedInAs('agent');
    const { shell } = await mount('/gb-agent');
    await waitFor(() => expect(routed(shell)).to.exist);
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-navigate', { detail: { path: '//evil.test/x' }, bubbles: true, composed: true }),
    );
    expect(here()).to.equal('/gb-agent');
  });

  it('hides the navigation with nav=false, and keeps the flag while moving', async () => {
    signedInAs('agent');
    const { shell, screen } = await mount('/gb-agent?nav=false');
    await waitFor(() => expect(routed(shell)).to.exist);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).to.equal(null);
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-navigate', { detail: { path: '/gb-agent/im/r3' }, bubbles: true, composed: true }),
    );
    await waitFor(() => expect(here()).to.equal('/gb-agent/im/r3?nav=false'));
  });

  it('refuses a screen with the permission-denied modal, and OK goes home', async () => {
    signedInAs('stats_manager');
    const { shell, screen } = await mount('/gb-agent/im/r1');
    const dialog = await screen.findByRole('dialog', { name: 'Accès refusé' });
    expect(dialog.textContent).to.contain(
      "Vous n'avez pas les droits nécessaires pour accéder à cette page.",
    );
    expect(routed(shell) === null).to.equal(true);
    // spec 000 §4: the overlay darkens the page a moment after the modal opens.
    await waitFor(() => expect(dialog.classList.contains('overlay')).to.equal(true));

    within(dialog).getByRole('button', { name: 'OK' }).click();
    await waitFor(() => expect(here()).to.equal('/dashboard'));
    expect(screen.queryByRole('dialog') === null).to.equal(true);
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-stats-dashboard'));
  });

  it('switches the language of its own texts and of the page', async () => {
    signedInAs('manager');
    const { screen } = await mount('/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Langue' });
    fireEvent.change(select, { target: { value: 'en' } });

    await screen.findByRole('button', { name: 'User menu' });
    expect(screen.getByRole('combobox', { name: 'Language' })).to.exist;
    expect(screen.getByRole('link', { name: 'Dashboard' })).to.exist;
    expect(document.documentElement.lang).to.equal('en');
    expect(localStorage.getItem('oc.locale')).to.equal('en');
    await waitFor(() => expect(document.title).to.equal('Omnicanal - Dashboard'));
  });

  it('draws the console in the chosen theme, the system one by default, and keeps the choice', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Thème' });
    expect((select as HTMLSelectElement).value).to.equal('auto');
    expect(shell.getAttribute('theme')).to.equal('auto');

    fireEvent.change(select, { target: { value: 'dark' } });
    await waitFor(() => expect(shell.getAttribute('theme')).to.equal('dark'));
    expect(getComputedStyle(shell).colorScheme).to.equal('dark');
    expect(localStorage.getItem('oc.theme')).to.equal('dark');
  });

  it('logs out from the user menu: server told, token forgotten, sign-in shown', async () => {
    signedInAs('agent');
    localStorage.setItem(TOKEN_KEY, 'session-token');
    server({ '/api/agents/agents/logout': {}, '/api/guests/sessions/search': { total_sessions: 0 } });
    const { screen } = await mount('/gb-agent');

    const button = await screen.findByRole('button', { name: 'Menu utilisateur' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    const first = await screen.findByRole('menuitem', { name: 'Paramètres' });
    await waitFor(() => expect(first.matches(':focus')).to.equal(true));
    screen.getByRole('menuitem', { name: 'Se déconnecter' }).click();

    await waitFor(() => expect(here()).to.equal('/login'));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(requests.at(-1)).to.deep.equal({ method: 'POST', url: '/api/agents/agents/logout', body: {} });
    expect($session.get().token).to.equal(null);
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
  });

  it('closes the user menu with Escape and gives the focus back', async () => {
    signedInAs('agent');
    const { screen } = await mount('/gb-agent');
    const button = await screen.findByRole('button', { name: 'Menu utilisateur' });
    button.click();
    const item = await screen.findByRole('menuitem', { name: 'Se déconnecter' });
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => expect(screen.queryByRole('menuitem')).to.equal(null));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.matches(':focus')).to.equal(true);
  });

  it('on oc-signed-in keeps the token, loads the user and goes where the user was going', async () => {
    server({ '/api/core/user/account': user('agent'), '/api/core/customer/': customer });
    const { shell } = await mount('/login?redirect=%2Fgb-agent%2Fim%2Fr9');
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-auth'));
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-signed-in', {
        detail: { token: 'new-token', expires_at: '2030-01-01T00:00:00Z' },
        bubbles: true,
        composed: true,
      }),
    );
    await waitFor(() => expect(here()).to.equal('/gb-agent/im/r9'));
    expect(localStorage.getItem(TOKEN_KEY)).to.equal('new-token');
    expect($session.get().user?.first_name).to.equal('Alice');
    await waitFor(() => expect(routed(shell)?.getAttribute('room-id')).to.equal('r9'));
  });

  it('says when the account cannot load, and Retry loads it', async () => {
    $session.set({ token: 'stored-token', user: null, customer: null });
    let up = false;
    globalThis.fetch = async (input: RequestInfo | URL) => {
      const path = new URL(String(input), location.origin).pathname;
      if (!up) return new Response(JSON.stringify({ error: 'server_error' }), { status: 500 });
      const body = path.endsWith('/customer/') ? customer : user('agent');
      return new Response(JSON.stringify(body), { status: 200 });
    };
    const { shell, screen } = await mount('/gb-agent');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Impossible de charger votre compte.');
    expect(alert.textContent).to.contain('Erreur du serveur. Réessayez plus tard.');
    expect(routed(shell) === null).to.equal(true);

    up = true;
    within(alert).getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-agent-inbox'));
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(here()).to.equal('/gb-agent');
  });

  it('goes back to sign-in when an element reports the session as refused', async () => {
    signedInAs('agent');
    const { shell } = await mount('/gb-agent/im/r4');
    await waitFor(() => expect(routed(shell)).to.exist);
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-unauthorized', { detail: null, bubbles: true, composed: true }),
    );
    await waitFor(() => expect(here()).to.equal('/login?redirect=%2Fgb-agent%2Fim%2Fr4'));
    expect($session.get().token).to.equal(null);
  });
  it('asks before logging out with open conversations: Cancel stays, OK signs out', async () => {
    signedInAs('agent');
    server({
      '/api/agents/agents/logout': {},
      '/api/guests/sessions/search': (body: { state: string }) => ({
        total_sessions: body.state === 'running' ? 2 : 0,
      }),
    });
    const { screen } = await mount('/gb-agent');
    const logout = async () => {
      (await screen.findByRole('button', { name: 'Menu utilisateur' })).click();
      (await screen.findByRole('menuitem', { name: 'Se déconnecter' })).click();
      return screen.findByRole('dialog', { name: 'Encore 2 conversations ouvertes' });
    };
    const dialog = await logout();
    expect(dialog.textContent).to.contain('Êtes-vous sûr de vouloir vous déconnecter ?');
    within(dialog).getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(here()).to.equal('/gb-agent');
    expect($session.get().token).to.equal('session-token');

    within(await logout())
      .getByRole('button', { name: 'OK' })
      .click();
    await waitFor(() => expect(here()).to.equal('/login'));
    expect($session.get().token).to.equal(null);
    const searched = requests.filter((request) => request.url.endsWith('/sessions/search'));
    expect(searched[0]?.body).to.deep.equal({ state: 'running', agent: user('agent').uuid, limit: 1 });
  });

  it('marks the conversations link while the inbox asks for attention, on other screens too', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/gb-agent');
    await waitFor(() => expect(routed(shell)).to.exist);
    routed(shell)?.dispatchEvent(
      new CustomEvent('oc-attention-change', { detail: { dot: true }, bubbles: true, composed: true }),
    );
    const dot = 'Des conversations attendent votre attention';
    await screen.findByRole('img', { name: dot });
    screen.getByRole('link', { name: 'Tableau de bord' }).click();
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-stats-dashboard'));
    expect(screen.getByRole('img', { name: dot })).to.exist;
    shell.dispatchEvent(new CustomEvent('oc-attention-change', { detail: { dot: false }, bubbles: true }));
    await waitFor(() => expect(screen.queryByRole('img', { name: dot })).to.equal(null));
  });

  it('offers the password change in the hosted edition only, and settings when allowed', async () => {
    signedInAs('agent');
    const { screen } = await mount('/gb-agent');
    (await screen.findByRole('button', { name: 'Menu utilisateur' })).click();
    const items = async () =>
      (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim());
    expect(await items()).to.deep.equal(['Paramètres', 'Se déconnecter']);

    // Let the start-up version check land first.
    await waitFor(() => expect(localStorage.getItem(VERSION_KEY)).to.equal('1.0.0'));
    setEdition('hosted');
    await waitFor(async () =>
      expect(await items()).to.deep.equal(['Paramètres', 'Changer le mot de passe', 'Se déconnecter']),
    );
    screen.getByRole('menuitem', { name: 'Changer le mot de passe' }).click();
    await waitFor(() => expect(here()).to.equal('/password/change'));
  });

  it('marks the routes where the product chat widget hides', async () => {
    signedInAs('manager');
    const { shell, screen } = await mount('/gb-agent');
    await waitFor(() => expect(shell.hasAttribute('data-chat-widget-hidden')).to.equal(true));
    screen.getByRole('link', { name: 'Paramètres' }).click();
    await waitFor(() => expect(routed(shell)?.localName).to.equal('oc-settings'));
    expect(shell.hasAttribute('data-chat-widget-hidden')).to.equal(false);
  });

  it('passes nav-gba=false to the inbox as nav="false"', async () => {
    signedInAs('agent');
    const { shell } = await mount('/gb-agent/im/r5?nav-gba=false');
    await waitFor(() => expect(routed(shell)?.getAttribute('nav')).to.equal('false'));
    expect(routed(shell)?.getAttribute('room-id')).to.equal('r5');
  });

  it('tells a user without groups that the account is being configured', async () => {
    $session.set({
      token: 'session-token',
      user: { ...user('manager'), groups: [], permissions: { skills: [], groups: [] } },
      customer,
    });
    const { screen } = await mount('/gb-agent');
    await screen.findByRole('heading', { name: 'Configuration du compte en cours' });
    expect(here()).to.equal('/user-not-configured');
    expect(screen.getByText('La configuration de votre compte est en cours. Contactez votre administrateur.'))
      .to.exist;
  });

  it('asks to confirm the email, and the resend button sends the mail again', async () => {
    // Joined today: within the 7-day grace, so the console stays open and only the alert shows.
    const joined = new Date().toISOString();
    $session.set({
      token: 'session-token',
      user: { ...user('agent'), has_confirm_email: false, date_joined: joined },
      customer,
    });
    server({ '/api/core/email/send-validate': {} });
    const { screen } = await mount('/gb-agent');
    await screen.findByText('Confirmez votre adresse e-mail.');
    screen.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
    await screen.findByText('E-mail de confirmation envoyé.');
    expect(requests).to.deep.include({
      method: 'POST',
      url: '/api/core/email/send-validate',
      body: { email: 'alice@demo.test' },
    });
  });

  it('shows the over-quota alert with a link to the plans, except on the subscription page', async () => {
    $session.set({
      token: 'session-token',
      user: user('owner'),
      customer: { ...customer, over_quota: true },
    });
    const { screen } = await mount('/dashboard');
    await screen.findByText('Vous avez dépassé le quota de votre offre.');
    screen.getByRole('link', { name: 'Voir les offres' }).click();
    await waitFor(() => expect(here()).to.equal('/settings/billing/subscription'));
  });

  it('shows the update banner when the served version changes', async () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    server({ [VERSION_PATH]: { version: '1.1.0' } });
    signedInAs('agent');
    const { screen } = await mount('/gb-agent');
    const banner = await screen.findByText(
      'Une nouvelle version est disponible, cliquez ici pour mettre à jour',
    );
    expect(banner.closest('[role="status"]')).to.exist;
    expect(screen.getByRole('button', { name: 'Mettre à jour' })).to.exist;
  });

  it('shows no update banner while the served version is the stored one', async () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    let checked = false;
    server({
      [VERSION_PATH]: () => {
        checked = true;
        return { version: '1.0.0' };
      },
    });
    signedInAs('agent');
    const { screen } = await mount('/gb-agent');
    await waitFor(() => expect(checked).to.equal(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Mettre à jour' })).to.equal(null);
  });

  it('shows the breadcrumb of the matched routes, its area a link', async () => {
    signedInAs('manager');
    const { screen } = await mount('/dashboard/monitoring');
    const trail = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByText('Supervision').getAttribute('aria-current')).to.equal('page');
    within(trail).getByRole('link', { name: 'Tableau de bord' }).click();
    await waitFor(() => expect(here()).to.equal('/dashboard'));
    expect(within(trail).queryByRole('link')).to.equal(null);
    expect(within(trail).getByText('Tableau de bord').getAttribute('aria-current')).to.equal('page');
  });

  it('hides the header while a conversation is open in the agent console', async () => {
    signedInAs('agent');
    const { shell, screen } = await mount('/gb-agent/im/r1');
    await waitFor(() => expect(routed(shell)?.getAttribute('room-id')).to.equal('r1'));
    expect(screen.queryByRole('banner')).to.equal(null);
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).to.exist;

    screen.getByRole('link', { name: 'Conversations' }).click();
    await screen.findByRole('banner');
    // A room the inbox opens without changing the address (from its search) hides it too.
    const inbox = routed(shell) as HTMLElement;
    const send = (type: string, detail: unknown) =>
      inbox.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    send('oc-room-open', { room: { uuid: 'r2' } });
    await waitFor(() => expect(screen.queryByRole('banner')).to.equal(null));
    send('oc-room-close', { room: { uuid: 'r2' } });
    await screen.findByRole('banner');
    expect(screen.getByRole('button', { name: 'Menu utilisateur' })).to.exist;
  });

  it('refreshes the user and the customer every 5 minutes once signed in', async () => {
    const realSetInterval = globalThis.setInterval;
    const every: [() => void, number][] = [];
    globalThis.setInterval = ((run: () => void, ms: number) => {
      every.push([run, ms]);
      return realSetInterval(() => {}, 1e9);
    }) as typeof setInterval;
    try {
      signedInAs('agent');
      const { screen } = await mount('/gb-agent');
      await screen.findByText('Alice Martin');
      server({
        '/api/core/user/account': { ...user('agent'), first_name: 'Alicia' },
        '/api/core/customer/': customer,
      });
      const refresh = every.filter(([, ms]) => ms === 300_000);
      expect(refresh).to.have.length(1);
      refresh[0]?.[0]();
      await screen.findByText('Alicia Martin');
      expect(requests.map((request) => new URL(request.url, location.origin).pathname)).to.include.members([
        '/api/core/user/account',
        '/api/core/customer/',
      ]);
    } finally {
      globalThis.setInterval = realSetInterval;
    }
  });

  it('says maps are not configured when a place field asks without a maps key', async () => {
    signedInAs('manager');
    // A screen without an element (automation is still a placeholder).
    const { shell, screen } = await mount('/automation');
    await waitFor(() => expect(routed(shell) === null).to.equal(true));
    const answer = pagePlacePicker(screen.getByRole('main')).pick('');
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un lieu' });
    expect(within(dialog).getByText(/Les cartes ne sont pas configurées/)).to.exist;
    expect(within(dialog).queryByRole('searchbox')).to.equal(null);
    within(dialog).getByRole('button', { name: 'Annuler' }).click();
    expect(await answer).to.equal(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('picks an establishment: preloads the current place, searches, shows it on the map, answers its id', async () => {
    const places: Record<string, PlaceDetails> = {
      'p-old': { id: 'p-old', name: 'Ancienne boutique', address: 'Lyon', location: { lat: 45.7, lng: 4.8 } },
      'p-new': {
        id: 'p-new',
        name: 'Boulangerie du Port',
        address: 'Marseille',
        location: { lat: 43.3, lng: 5.4 },
      },
    };
    const searched: string[] = [];
    const shown: (string | null)[] = [];
    const maps: MapsProvider = {
      search: async (query) => {
        searched.push(query);
        return [places['p-new'] as PlaceDetails];
      },
      details: async (id) => places[id] as PlaceDetails,
      mountMap: () => ({ show: (place) => shown.push(place?.id ?? null), destroy: () => {} }),
    };
    signedInAs('manager');
    const { shell, screen } = await mount('/automation');
    (shell as HTMLElement & { mapsProvider: MapsProvider }).mapsProvider = maps;
    const answer = pagePlacePicker(screen.getByRole('main')).pick('p-old');
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un lieu' });
    await within(dialog).findByText('Ancienne boutique');
    // spec 000 §4: the overlay follows the modal.
    await waitFor(() => expect(dialog.classList.contains('overlay')).to.equal(true));

    const box = within(dialog).getByRole('searchbox', { name: 'Rechercher un établissement' });
    fireEvent.input(box, { target: { value: 'boulangerie' } });
    within(dialog).getByRole('button', { name: 'Rechercher' }).click();
    const result = await within(dialog).findByRole('button', { name: /Boulangerie du Port/ });
    expect(searched).to.deep.equal(['boulangerie']);
    result.click();
    await waitFor(() => expect(result.getAttribute('aria-pressed')).to.equal('true'));
    await waitFor(() => expect(shown.at(-1)).to.equal('p-new'));
    expect(shown).to.include('p-old');
    within(dialog).getByRole('button', { name: 'Choisir ce lieu' }).click();
    expect(await answer).to.deep.equal({ id: 'p-new', name: 'Boulangerie du Port' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('shows a toast for 5 seconds, a new message starting the 5 seconds again', async () => {
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    // Only the toast's 5 s timers are held; every other timer runs as usual.
    const held = new Map<number, () => void>();
    let next = 1e6;
    globalThis.setTimeout = ((run: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms !== 5_000) return realSetTimeout(run, ms, ...rest);
      next += 1;
      held.set(next, run);
      return next;
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((handle?: number) => {
      if (handle !== undefined && held.delete(handle)) return;
      realClearTimeout(handle);
    }) as typeof clearTimeout;
    try {
      signedInAs('agent');
      const { screen } = await mount('/gb-agent');
      showToast({ message: 'shell:alerts.resent', tone: 'success' });
      await screen.findByText('E-mail de confirmation envoyé.');
      expect(held.size).to.equal(1);
      showToast({ message: 'shell:update.message', tone: 'info' });
      await screen.findByText('Une nouvelle version est disponible, cliquez ici pour mettre à jour');
      expect(screen.queryByText('E-mail de confirmation envoyé.')).to.equal(null);
      // The first message's timer is gone: only the new one's 5 s remain.
      expect(held.size).to.equal(1);
      for (const run of held.values()) run();
      await waitFor(() =>
        expect(
          screen.queryByText('Une nouvelle version est disponible, cliquez ici pour mettre à jour'),
        ).to.equal(null),
      );
    } finally {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    }
  });
});
