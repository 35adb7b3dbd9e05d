/// <reference types="mocha" />
import type { EntryPoint, EntryPointWidget, WireBot } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { type Answer, fill, heard, listen, mountEntryPoints, reset, serve, userOf } from './testing/mount.ts';

/*
 * The entry point screens as managers and admins meet them: the list read or acted on from its row
 * menu, the messaging form (type locked on edit, the server's refusals on their fields and rows),
 * the widget customisation, the Messenger menu and the embed code with its copy button.
 */

const SKILLS = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
];
const RULES = [{ id: 5, label: 'Horaires du support' }];
const WIDGET: EntryPoint = {
  id: 3,
  name: 'Widget du site',
  type: 'widget',
  skill: 1,
  calendar_id: null,
  channels: ['web'],
  trees: [{ channel: 'web', calendar_id: null, tree_identifier: 'accueil' }],
  auto_open_delay: null,
  max_open_events: null,
  session_ttl_hours: null,
  ip_allowlist: [],
  ip_denylist: [],
  website_domains: [],
  display_mode: 'embedded',
  html_root: '',
  icon: null,
  navbar: [],
  menu_buttons: [],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
};
const BOT: WireBot = {
  identifier: 'main',
  nodes: {},
  channels: {
    web: {
      trees: {
        accueil: { key: 'accueil', title: 'Accueil', node: 'n1', kind: 'init' },
        horaires: { key: 'horaires', title: 'Horaires', node: 'n2', kind: null },
      },
      triggers: [],
    },
  },
  node_max_counter: 2,
  dialogflow: {},
};
const COMMON: Record<string, Answer> = {
  'GET /core/skills/': [200, SKILLS],
  'GET /chronos/rules': [200, RULES],
  'GET /bot/bot/used-by-skill/1': [200, [{ bot: 'main', channels: ['web'], trees: 2, nodes: 2 }]],
  'GET /bot/bot/1/main/': [200, BOT],
};
const manager = userOf('manager');
const LIST_TITLE = "Points d'entrée";

describe('entry points', () => {
  afterEach(reset);

  it('a manager reads the list without the buttons of an admin; the web IVR tab says it is empty', async () => {
    serve({ ...COMMON, 'GET /core/integrations/': [200, [WIDGET]] });
    const { screen } = await mountEntryPoints({}, LIST_TITLE, manager);
    const table = await screen.findByRole('table', { name: "Points d'entrée de messagerie" });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent)
      .to.contain('Widget du site')
      .and.contain('Widget')
      .and.contain('Support')
      .and.contain('Web');
    expect(screen.queryByRole('button', { name: "Ajouter un point d'entrée" })).to.equal(null);
    expect(screen.queryByRole('button', { name: /Actions pour/ })).to.equal(null);
    expect(screen.getByText("Seuls les administrateurs peuvent créer ou modifier les points d'entrée.")).to
      .exist;

    reset();
    serve({ ...COMMON, 'GET /core/integrations/': [200, [WIDGET]] });
    const webivr = await mountEntryPoints({ view: 'webivr' }, LIST_TITLE, manager);
    await webivr.screen.findByText("Aucun point d'entrée de SVI web pour l'instant.");
    expect(webivr.screen.getByRole('link', { name: 'SVI web' }).getAttribute('aria-current')).to.equal(
      'page',
    );
  });

  it('a manager is refused the forms', async () => {
    serve({ ...COMMON });
    const element = document.createElement('oc-entry-points');
    element.setAttribute('view', 'messaging-form');
    const { setToken, setUser } = await import('@omnicanal/stores');
    setToken('test-token', { persist: false });
    setUser(manager);
    document.body.append(element);
    const screen = within(element.shadowRoot as unknown as HTMLElement);
    await screen.findByText('Vous n’avez pas les droits nécessaires.'.replace('’', "'"));
    expect(heard.filter((h) => h.path.startsWith('/core/integrations'))).to.deep.equal([]);
  });

  it('the hosted edition has no entry points: the element says so and calls nothing', async () => {
    serve({ ...COMMON });
    const { setEdition, setToken, setUser } = await import('@omnicanal/stores');
    setEdition('hosted');
    setToken('test-token', { persist: false });
    setUser(userOf('owner'));
    const element = document.createElement('oc-entry-points');
    document.body.append(element);
    const screen = within(element.shadowRoot as unknown as HTMLElement);
    await screen.findByText("Les points d'entrée n'existent que dans l'édition auto-hébergée.");
    expect(heard.filter((h) => h.path.startsWith('/core/integrations'))).to.deep.equal([]);
  });

  it('an admin deletes an entry point from its row menu after confirming', async () => {
    let list = [WIDGET];
    serve({
      ...COMMON,
      'GET /core/integrations/': () => [200, list],
      'DELETE /core/integrations/3': () => {
        list = [];
        return [204, null];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEntryPoints({}, LIST_TITLE);
    const menu = await screen.findByRole('button', { name: 'Actions pour Widget du site' });
    fireEvent.click(menu);
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).to.deep.equal(['Modifier', 'Personnaliser le widget', "Code d'intégration", 'Supprimer']);
    fireEvent.click(screen.getByRole('menuitem', { name: "Code d'intégration" }));
    expect(moves).to.deep.equal([{ path: '/botgroups/messaging/form/3/embed' }]);
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));

    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Widget du site » ?' });
    expect(heard.some((h) => h.method === 'DELETE')).to.equal(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText("Point d'entrée « Widget du site » supprimé.");
    await screen.findByText(/Aucun point d'entrée. Ajoutez-en un/);
  });

  it('the row menu is reached and left with the keyboard', async () => {
    serve({ ...COMMON, 'GET /core/integrations/': [200, [WIDGET]] });
    const { screen, element } = await mountEntryPoints({}, LIST_TITLE);
    const focused = () => element.shadowRoot?.activeElement ?? null;
    const menu = await screen.findByRole('button', { name: 'Actions pour Widget du site' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await screen.findByRole('menu', { name: 'Actions pour Widget du site' });
    await waitFor(() => expect(focused()?.textContent).to.equal('Modifier'));
    fireEvent.keyDown(focused() as Element, { key: 'End' });
    await waitFor(() => expect(focused()?.textContent).to.equal('Supprimer'));
    fireEvent.keyDown(focused() as Element, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()?.textContent).to.equal('Modifier'));
    fireEvent.keyDown(focused() as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expect(focused()).to.equal(menu);
  });

  it('creates an entry point: the server refuses two channels for a URL link under the field, then it is saved', async () => {
    let answer: [number, unknown] = [
      400,
      {
        error: 'invalid_payload',
        detail: 'x',
        channels: ['url_one_channel'],
        'trees.0.tree_identifier': ['unknown_tree'],
      },
    ];
    serve({ ...COMMON, 'POST /core/integrations/': () => answer });
    const moves = listen('oc-navigate');
    const { screen } = await mountEntryPoints({ view: 'messaging-form' }, "Nouveau point d'entrée");
    fill(await screen.findByRole('textbox', { name: /^Nom/ }), 'Lien WhatsApp');
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'url' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Compétence/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un arbre' }));
    const tree = await screen.findByRole('combobox', { name: 'Arbre (Ligne 1)' });
    await within(tree).findByRole('option', { name: 'Horaires' });
    fireEvent.change(tree, { target: { value: 'horaires' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen
      .findByText("Un lien URL n'ouvre qu'un seul canal.", { selector: '.oc-form-error, .oc-form-field *' })
      .catch(() => screen.findAllByText("Un lien URL n'ouvre qu'un seul canal."));
    await screen.findByText("Cet arbre n'existe pas dans le bot de la compétence.");
    const sent = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.type).to.equal('url');
    expect(sent.skill).to.equal(1);
    expect(sent.channels).to.deep.equal(['web', 'whatsapp']);
    expect(sent.trees).to.deep.equal([{ channel: 'web', calendar_id: null, tree_identifier: 'horaires' }]);

    answer = [201, { ...WIDGET, id: 9, name: 'Lien WhatsApp', type: 'url' }];
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/botgroups' }]));
  });

  it('on edit the type cannot be changed, and a save stays on the form', async () => {
    serve({
      ...COMMON,
      'GET /core/integrations/3': [200, WIDGET],
      'POST /core/integrations/3': (request) => [200, { ...WIDGET, ...(request.body as object) }],
    });
    const { screen } = await mountEntryPoints(
      { view: 'messaging-form', 'entry-point-id': '3' },
      'Modifier « Widget du site »',
    );
    const type = (await screen.findByRole('combobox', { name: /^Type/ })) as HTMLSelectElement;
    expect(type.disabled).to.equal(true);
    expect(type.value).to.equal('widget');
    expect(screen.getByText('Le type ne peut plus être changé après la création.')).to.exist;
    expect((screen.getByRole('combobox', { name: 'Arbre (Ligne 1)' }) as HTMLSelectElement).value).to.equal(
      'accueil',
    );
    fill(screen.getByRole('textbox', { name: /^Nom/ }), 'Widget renommé');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    const sent = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.type).to.equal('widget');
    expect(sent.name).to.equal('Widget renommé');
  });

  it('an entry point deleted meanwhile says it no longer exists', async () => {
    serve({ ...COMMON });
    const { screen } = await mountEntryPoints(
      { view: 'messaging-form', 'entry-point-id': '42' },
      "Point d'entrée",
    );
    await screen.findByText("Ce point d'entrée n'existe plus.");
  });

  it('customises the widget: the saved payload is sent, a bad colour is refused on its field', async () => {
    const widget: EntryPointWidget = {
      cta_text: '',
      force_cta_display: false,
      color: '#1f6feb',
      logo: null,
      offset_x: 0,
      offset_y: 0,
      position: 'right',
      title: '',
      subtitle: '',
      version: 2,
      ask_email: false,
      company_name: '',
      punchline: '',
      powered_by: true,
      show_agents: true,
    };
    let answer: [number, unknown] = [400, { error: 'invalid_payload', detail: 'x', cta_text: ['too_long'] }];
    serve({
      ...COMMON,
      'GET /core/integrations/3': [200, WIDGET],
      'GET /core/integrations/3/widget': [200, widget],
      'POST /core/integrations/3/widget': () => answer,
    });
    const { screen } = await mountEntryPoints(
      { view: 'customization', 'entry-point-id': '3' },
      'Personnaliser « Widget du site »',
    );
    fill(await screen.findByRole('textbox', { name: /^Texte de l'appel à l'action/ }), 'Une question ?');
    fireEvent.click(screen.getByRole('radio', { name: 'Gauche' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Trop long.');
    answer = [200, widget];
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    const sent = heard.filter((h) => h.method === 'POST').at(-1)?.body as EntryPointWidget;
    expect(sent.cta_text).to.equal('Une question ?');
    expect(sent.position).to.equal('left');
    expect(sent.powered_by).to.equal(true);
  });

  it('previews the widget beside the customisation, following what the manager types', async () => {
    const widget: EntryPointWidget = {
      cta_text: '',
      force_cta_display: false,
      color: '#ff7a00',
      logo: null,
      offset_x: 0,
      offset_y: 0,
      position: 'right',
      title: 'Aide',
      subtitle: '',
      version: 2,
      ask_email: false,
      company_name: 'Démo SA',
      punchline: '',
      powered_by: true,
      show_agents: true,
    };
    serve({
      ...COMMON,
      'GET /core/integrations/3': [200, WIDGET],
      'GET /core/integrations/3/widget': [200, widget],
    });
    const { screen } = await mountEntryPoints(
      { view: 'customization', 'entry-point-id': '3' },
      'Personnaliser « Widget du site »',
    );
    // This page has no visitor widget yet: the preview says so calmly.
    const preview = await screen.findByRole('region', { name: 'Aperçu du widget' });
    expect(preview.textContent).to.contain("L'aperçu du widget n'est pas disponible sur cette page");

    // The host loads the widget's registration; a stand-in records what the form hands it.
    class PreviewedChat extends HTMLElement {
      preview: { appearance: { title: string; color: string } } | null = null;
    }
    if (!customElements.get('oc-web-chat')) customElements.define('oc-web-chat', PreviewedChat);
    const chat = await waitFor(() => {
      const found = preview.querySelector('oc-web-chat') as PreviewedChat | null;
      if (!found?.preview) throw new Error('no preview yet');
      return found;
    });
    expect(chat.preview?.appearance).to.include({ title: 'Aide', color: '#ff7a00' });

    fill(screen.getByRole('textbox', { name: /^Titre/ }), 'Une question ?');
    await waitFor(() => expect(chat.preview?.appearance.title).to.equal('Une question ?'));
  });

  it('the embed code names the entry point; Copy says it is copied', async () => {
    serve({ ...COMMON, 'GET /core/integrations/3': [200, WIDGET] });
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      const { screen } = await mountEntryPoints(
        { view: 'embed', 'entry-point-id': '3' },
        "Code d'intégration de « Widget du site »",
      );
      const code = (
        (await screen.findByRole('textbox', { name: "Code d'intégration" })) as HTMLTextAreaElement
      ).value;
      expect(code.match(/<script /g)?.length).to.equal(1);
      expect(code).to.contain('<oc-web-chat entry-point-id="3" skill-id="1"');
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
      await screen.findByText('Code copié dans le presse-papiers.');
      expect(copied).to.deep.equal([code]);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });

  it('a URL link on the web channel shows the address of its page to copy, not a code', async () => {
    serve({
      ...COMMON,
      'GET /core/integrations/9': [200, { ...WIDGET, id: 9, name: 'Lien suivi', type: 'url' }],
    });
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      const { screen } = await mountEntryPoints(
        { view: 'embed', 'entry-point-id': '9' },
        'Lien de « Lien suivi »',
      );
      const address = (await screen.findByRole('textbox', { name: 'Adresse du lien' })) as HTMLInputElement;
      expect(address.value).to.equal(`${location.origin}/api/guests/link/9`);
      expect(screen.getByRole('link', { name: 'Ouvrir la page' }).getAttribute('href')).to.equal(
        address.value,
      );
      expect(screen.queryByRole('textbox', { name: "Code d'intégration" })).to.equal(null);
      fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
      await screen.findByText('Lien copié dans le presse-papiers.');
      expect(copied).to.deep.equal([address.value]);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });

  it('a Messenger menu: buttons in order, a missing tree refused on its row', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'invalid_payload', detail: 'x', 'buttons.1.tree': ['required'] },
    ];
    serve({ ...COMMON, 'POST /misc/messenger/menu': () => answer });
    const moves = listen('oc-navigate');
    const { screen } = await mountEntryPoints({ view: 'messenger-menu' }, 'Nouveau menu Messenger');
    fill(await screen.findByRole('textbox', { name: /^Nom/ }), 'Menu principal');
    fireEvent.change(screen.getByRole('combobox', { name: /^Compétence/ }), { target: { value: '1' } });
    fill(screen.getByRole('textbox', { name: 'Texte (Ligne 1)' }), 'Horaires');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un bouton' }));
    fill(await screen.findByRole('textbox', { name: 'Texte (Ligne 2)' }), 'Site');
    fireEvent.change(screen.getByRole('combobox', { name: 'Action (Ligne 2)' }), {
      target: { value: 'web_url' },
    });
    fill(
      await screen.findByRole('textbox', { name: 'Adresse de la page (Ligne 2)' }),
      'https://example.test',
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Adresse de la page (Ligne 2)' }) as HTMLInputElement).value,
      ).to.equal('https://example.test'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Monter le bouton 2' }));
    await screen.findByDisplayValue('Site');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Texte (Ligne 1)' }) as HTMLInputElement).value).to.equal(
        'Site',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ce champ ne peut pas être vide.');
    const sent = heard.find((h) => h.method === 'POST')?.body as { buttons: { text: string }[] };
    expect(sent.buttons.map((b) => b.text)).to.deep.equal(['Site', 'Horaires']);

    answer = [201, { id: 7, name: 'Menu principal', skill: 1, buttons: [] }];
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/botgroups' }]));
  });
});
