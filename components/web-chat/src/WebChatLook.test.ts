/// <reference types="mocha" />
import type { GuestSession, GuestWidget } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';
import type { WebChat } from './WebChat.ts';

/*
 * What a visitor notices of the configuration: the colour, title and messages applied, an entry
 * point that refuses the visitor's network, the pre-chat step, and a website identity refused.
 * `fetch` answers per URL; what the widget sent is kept.
 */

const realFetch = globalThis.fetch;
const mounted: HTMLElement[] = [];

type Sent = { url: string; method: string; body: Record<string, unknown> | null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const configuration = (appearance: Partial<GuestWidget['appearance']> = {}, messages = {}): GuestWidget => ({
  skill: { id: 1, name: 'Support' },
  availability: 'offline',
  appearance: {
    color: '#ff7a00',
    logo: null,
    company_name: 'Démo SA',
    punchline: '',
    title: 'Aide Démo',
    subtitle: 'Réponse en 2 minutes',
    position: 'right',
    offset_x: 0,
    offset_y: 0,
    version: 2,
    cta_text: '',
    force_cta_display: false,
    auto_open_delay: null,
    powered_by: true,
    show_agents: true,
    ask_email: false,
    ...appearance,
  },
  messages: {
    welcome: 'Bienvenue chez Démo !',
    waiting: '',
    online: '',
    offline: 'Nous sommes fermés, laissez-nous un message.',
    full: '',
    pause: '',
    takeover: '',
    ...messages,
  },
});

const session: GuestSession = {
  token: 'guest-token',
  room: { uuid: 'room-1', status: 'waiting' },
  skill: { id: 1, name: 'Support' },
  messages: [],
  last_seq: 0,
};

/** Answers the widget's calls: the configuration, and the opening of a conversation. */
function serve(widget: () => Response, open: () => Response = () => json(201, session)): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ url, method: init?.method ?? 'GET', body });
    if (url.includes('/guests/widget')) return widget();
    if (url.endsWith('/guests/sessions')) return open();
    return json(404, { error: 'not_found' });
  }) as typeof fetch;
  return sent;
}

async function mount(
  attributes: Record<string, string>,
  setup: (el: WebChat) => void = () => {},
): Promise<{ el: WebChat; ui: ReturnType<typeof within> }> {
  localStorage.clear();
  const el = document.createElement('oc-web-chat');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  setup(el);
  document.body.append(el);
  mounted.push(el);
  // The panel's views come on first opening (a chunk of their own): loaded here so a test reads
  // the panel at once; the journeys meet the real first opening.
  await (el as unknown as { loadViews(): Promise<void> }).loadViews();
  await el.updateComplete;
  return { el, ui: within(el.shadowRoot as unknown as HTMLElement) };
}

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('<oc-web-chat> configured looks and messages', () => {
  it("applies the skill's colour, title, welcome and availability message", async () => {
    const sent = serve(() => json(200, configuration()));
    const { el, ui } = await mount({ 'skill-id': '1' }, (e) => {
      e.identityToken = 'signed';
    });
    await waitFor(() => expect(el.style.getPropertyValue('--oc-web-chat-accent')).to.equal('#ff7a00'));
    expect(sent[0]?.url).to.match(/\/api\/guests\/widget\?skill=1$/);
    // Dark text on orange: white would not be readable.
    expect(el.style.getPropertyValue('--oc-web-chat-on-accent')).to.equal('#1d2330');
    const launcher = ui.getByRole('button', { name: 'Discuter avec nous' });
    expect(getComputedStyle(launcher).backgroundColor).to.equal('rgb(255, 122, 0)');

    launcher.click();
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    expect(dialog.textContent).to.contain('Réponse en 2 minutes');
    expect(dialog.textContent).to.contain('Nous sommes fermés, laissez-nous un message.');
    expect(ui.getByRole('log').textContent).to.contain('Bienvenue chez Démo !');
  });

  it('keeps its own colour when the configured one is not a colour', async () => {
    serve(() => json(200, configuration({ color: 'red; background: url(https://evil.test/x)' })));
    const { el, ui } = await mount({ 'skill-id': '1' });
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    expect(el.style.getPropertyValue('--oc-web-chat-accent')).to.equal('');
    expect(el.getAttribute('style') ?? '').not.to.contain('evil');
  });

  it('opens through an entry point, which names the skill; a refused network is told so and can write nothing', async () => {
    const sent = serve(() => json(200, configuration({ title: 'Boutique' })));
    const { ui } = await mount({ 'entry-point-id': '7' });
    const launcher = await waitFor(() => ui.getByRole('button', { name: 'Discuter avec nous' }));
    expect(sent[0]?.url).to.match(/\/api\/guests\/widget\?entry_point=7$/);
    launcher.click();
    await waitFor(() => ui.getByRole('dialog', { name: 'Boutique' }));

    serve(() => json(403, { error: 'ip_refused', message: 'This chat is not available from your network.' }));
    const refused = await mount({ 'entry-point-id': '8', 'skill-id': '1' });
    refused.ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    const alert = await waitFor(() => refused.ui.getByRole('alert'));
    expect(alert.textContent).to.contain('Chat indisponible depuis votre réseau.');
    expect(refused.ui.queryByRole('textbox')).to.equal(null);
  });
});

describe('<oc-web-chat> pre-chat step', () => {
  it('asks the name (and the email when configured) before the first message, and sends them', async () => {
    const sent = serve(() => json(200, configuration({ ask_email: true })));
    const { el, ui } = await mount({ 'skill-id': '1', locale: 'en' });
    ui.getByRole('button', { name: 'Chat with us' }).click();
    const name = (await waitFor(() => ui.getByRole('textbox', { name: 'Your name' }))) as HTMLInputElement;
    const email = ui.getByRole('textbox', { name: 'Your email' }) as HTMLInputElement;
    expect(ui.queryByRole('textbox', { name: 'Your message' })).to.equal(null);

    name.value = '   ';
    email.value = 'ada@';
    ui.getByRole('button', { name: 'Start' }).click();
    await el.updateComplete;
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(ui.getByText('Required.')).to.exist;
    expect(ui.getByText('Invalid email.')).to.exist;

    name.value = '  Ada Lovelace ';
    email.value = 'ada@example.org';
    ui.getByRole('button', { name: 'Start' }).click();
    const box = (await waitFor(() =>
      ui.getByRole('textbox', { name: 'Your message' }),
    )) as HTMLTextAreaElement;
    box.value = 'Hello';
    box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    ui.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(sent.some((s) => s.url.endsWith('/guests/sessions'))).to.equal(true));
    const opened = sent.find((s) => s.url.endsWith('/guests/sessions'));
    expect(opened?.body).to.include({ skill: 1, name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(opened?.body).not.to.have.property('identity');
  });

  it('is skipped for a visitor the website identified; the identity and extra data go with the opening', async () => {
    const sent = serve(() => json(200, configuration({ ask_email: true })));
    const { ui } = await mount({ 'skill-id': '1', locale: 'en' }, (e) => {
      e.identityToken = 'header.payload.signature';
      e.extraData = { plan: 'gold' };
    });
    expect(mounted[0]?.getAttribute('identity-token')).to.equal(null);
    ui.getByRole('button', { name: 'Chat with us' }).click();
    const box = (await waitFor(() =>
      ui.getByRole('textbox', { name: 'Your message' }),
    )) as HTMLTextAreaElement;
    expect(ui.queryByRole('textbox', { name: 'Your name' })).to.equal(null);
    box.value = 'Hello';
    box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    ui.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(sent.some((s) => s.url.endsWith('/guests/sessions'))).to.equal(true));
    const opened = sent.find((s) => s.url.endsWith('/guests/sessions'));
    expect(opened?.body).to.deep.include({ identity: 'header.payload.signature', extra: { plan: 'gold' } });
    expect(opened?.url).not.to.contain('header.payload');
  });

  it('a refused identity says authentication failed and opens nothing', async () => {
    serve(
      () => json(200, configuration()),
      () => json(403, { error: 'invalid_identity', message: 'The visitor identity is not valid.' }),
    );
    const { ui } = await mount({ 'skill-id': '1' }, (e) => {
      e.identityToken = 'forged';
    });
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    const box = (await waitFor(() =>
      ui.getByRole('textbox', { name: 'Votre message' }),
    )) as HTMLTextAreaElement;
    box.value = 'Bonjour';
    box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    ui.getByRole('button', { name: 'Envoyer' }).click();
    const alert = await waitFor(() => ui.getByRole('alert'));
    expect(alert.textContent).to.contain("Échec de l'authentification");
    expect(localStorage.getItem('oc.webchat.1')).to.equal(null);
  });
});

describe('<oc-web-chat> launcher looks', () => {
  afterEach(() => sessionStorage.clear());

  it('sits in the bottom-left corner, moved by the offsets, when the position is left', async () => {
    serve(() => json(200, configuration({ position: 'left', offset_x: 40, offset_y: 24 })));
    const { el, ui } = await mount({ 'skill-id': '1' });
    await waitFor(() => expect(el.getAttribute('data-position')).to.equal('left'));
    const launcher = ui.getByRole('button', { name: 'Discuter avec nous' }).getBoundingClientRect();
    // The default margin (1.25rem = 20px) plus the offsets.
    expect(launcher.left).to.be.closeTo(60, 1);
    expect(window.innerHeight - launcher.bottom).to.be.closeTo(44, 1);
  });

  it('shows the call to action beside the launcher; its close button hides it for the visit', async () => {
    serve(() =>
      json(200, configuration({ cta_text: 'Une question ? Écrivez-nous', force_cta_display: true })),
    );
    const { ui } = await mount({ 'skill-id': '1' });
    const cta = await waitFor(() => ui.getByRole('button', { name: 'Une question ? Écrivez-nous' }));
    expect(cta.closest('[part="cta"]')).to.not.equal(null);
    ui.getByRole('button', { name: 'Masquer ce message' }).click();
    await waitFor(() => expect(ui.queryByText('Une question ? Écrivez-nous')).to.equal(null));

    // The next page of the same visit does not show it again.
    const again = await mount({ 'skill-id': '1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.ui.queryByText('Une question ? Écrivez-nous')).to.equal(null);
  });

  it('has no call to action when its text is empty', async () => {
    serve(() => json(200, configuration({ cta_text: '', force_cta_display: true })));
    const { el, ui } = await mount({ 'skill-id': '1' });
    await waitFor(() => expect(el.style.getPropertyValue('--oc-web-chat-accent')).to.equal('#ff7a00'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ui.queryByRole('button', { name: 'Masquer ce message' })).to.equal(null);
  });

  it('opens the panel by itself after the delay, but not again once the visitor closed it', async () => {
    serve(() => json(200, configuration({ auto_open_delay: 1 })));
    const { ui } = await mount({ 'skill-id': '1' });
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    ui.getByRole('button', { name: 'Fermer le chat' }).click();
    await waitFor(() => expect(dialog.hidden).to.equal(true));

    const again = await mount({ 'skill-id': '1' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(again.ui.queryByRole('dialog')).to.equal(null);
  });

  it('version 1 shows a lozenge per channel, named by its label, which opens the chat', async () => {
    serve(() => json(200, configuration({ version: 1, cta_text: 'Parler à un conseiller' })));
    const { ui } = await mount({ 'skill-id': '1' });
    const group = await waitFor(() => ui.getByRole('group', { name: 'Nous contacter' }));
    const lozenge = within(group).getByRole('button', { name: 'Parler à un conseiller' });
    expect(ui.queryByRole('button', { name: 'Discuter avec nous' })).to.equal(null);
    lozenge.click();
    await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    expect(lozenge.getAttribute('aria-expanded')).to.equal('true');
  });
});

describe('<oc-web-chat> panel header', () => {
  it('shows the logo, company, punchline and the powered-by line as configured', async () => {
    serve(() =>
      json(
        200,
        configuration({
          logo: 'https://cdn.example/logo.png',
          company_name: 'Démo SA',
          punchline: '<b>Toujours</b> là',
        }),
      ),
    );
    const { ui } = await mount({ 'skill-id': '1' });
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    const logo = within(dialog).getByRole('img', { name: 'Logo Démo SA' });
    expect(logo.getAttribute('src')).to.equal('https://cdn.example/logo.png');
    expect(within(dialog).getByText('Démo SA')).to.exist;
    // Configured text stays text.
    expect(within(dialog).getByText('<b>Toujours</b> là')).to.exist;
    expect(dialog.querySelector('b')).to.equal(null);
    expect(within(dialog).getByText('Propulsé par Omnicanal')).to.exist;
  });

  it('shows no logo from a script address and no powered-by line when it is off', async () => {
    serve(() => json(200, configuration({ logo: 'javascript:alert(1)', powered_by: false })));
    const { ui } = await mount({ 'skill-id': '1', locale: 'en' });
    ui.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Aide Démo' }));
    expect(within(dialog).queryByRole('img')).to.equal(null);
    expect(within(dialog).queryByText('Powered by Omnicanal')).to.equal(null);
  });
});

describe('<oc-web-chat> preview', () => {
  it('draws a configuration opened, with no request, and follows its changes', async () => {
    const sent = serve(() => json(500, {}));
    const { el, ui } = await mount({}, (e) => {
      e.preview = configuration({ title: 'Aperçu', cta_text: 'Bonjour !', company_name: 'Démo SA' });
    });
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Aperçu' }));
    expect(dialog.hidden).to.equal(false);
    expect(within(dialog).getByText('Démo SA')).to.exist;
    // show_agents: a sample agent shows where the answering agent will be.
    expect(within(dialog).getByText('Camille vous répond')).to.exist;
    el.preview = configuration({ title: 'Aperçu modifié', position: 'left' });
    await waitFor(() => ui.getByRole('dialog', { name: 'Aperçu modifié' }));
    expect(el.getAttribute('data-position')).to.equal('left');
    expect(sent).to.deep.equal([]);
  });
});
