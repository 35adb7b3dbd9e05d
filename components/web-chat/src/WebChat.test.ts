/// <reference types="mocha" />
import type { GuestSession, Message } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { html, render } from 'lit';
import css from './view/panel.css?inline';
import './define.ts';
import { translator } from './i18n.ts';
import { storageKey } from './model/chat-session.ts';
import { applySession, initialConversation } from './model/conversation.ts';
import { renderEntry } from './view/messages.ts';
import { panelTranslator } from './view/panel-views.ts';
import type { WebChat } from './WebChat.ts';

/*
 * What a visitor notices without a server: the launcher and panel, keyboard use, labels, language,
 * a failed start, a closed conversation, and messages rendered inert. `fetch` is replaced per test
 * where a server answer is needed; the live journey runs end to end against the real server.
 */

const realFetch = globalThis.fetch;

/**
 * A key pressed on the focused element. Synthetic, so it reaches the widget's own handlers but
 * triggers no browser default (typing, button activation): those are the browser's own behaviour.
 */
function press(target: Element | null | undefined, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  target?.dispatchEvent(event);
  return event;
}

function type(box: HTMLTextAreaElement, text: string) {
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
const mounted: HTMLElement[] = [];

/**
 * A widget on the page. Its visitor is identified by the website unless `identified` is false, so
 * the tests of the conversation meet no pre-chat step (it has its own tests below).
 */
async function mount(
  attributes: Record<string, string> = {},
  identified = true,
): Promise<{ el: WebChat; ui: ReturnType<typeof within> }> {
  const el = document.createElement('oc-web-chat');
  if (identified) el.identityToken = 'signed.visitor.token';
  el.setAttribute('skill-id', '1');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  mounted.push(el);
  // The panel's views come on first opening (a chunk of their own): loaded here so a test reads
  // the panel at once; the journeys meet the real first opening.
  await (el as unknown as { loadViews(): Promise<void> }).loadViews();
  await el.updateComplete;
  return { el, ui: within(el.shadowRoot as unknown as HTMLElement) };
}

function answerFetch(answer: () => Promise<Response>) {
  globalThis.fetch = (() => answer()) as typeof fetch;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function message(event: string, kind: Message['kind'], text: string, extra: Partial<Message> = {}): Message {
  return {
    event,
    room: 'room-1',
    kind,
    rich_content: { type: 'txt', text },
    author: kind === 'agent' || kind === 'event' ? { uuid: 'u1', name: 'Camille Durand' } : null,
    client_id: null,
    created_at: '2026-03-01T14:05:00',
    ...extra,
  };
}

function session(status: GuestSession['room']['status'], messages: Message[]): GuestSession {
  return {
    token: 'guest-token',
    room: { uuid: 'room-1', status },
    skill: { id: 1, name: 'Support' },
    messages,
    last_seq: 3,
  };
}

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  globalThis.fetch = realFetch;
  localStorage.removeItem(storageKey(1));
  document.documentElement.lang = '';
  document.adoptedStyleSheets = [];
});

describe('<oc-web-chat> panel', () => {
  it('opens from the launcher, moves focus into the panel and tells the page', async () => {
    const { el, ui } = await mount();
    const opened: Event[] = [];
    document.addEventListener('oc-chat-open', (e) => opened.push(e), { once: true });
    const launcher = ui.getByRole('button', { name: 'Discuter avec nous' });
    expect(launcher.getAttribute('aria-expanded')).to.equal('false');
    expect(ui.queryByRole('dialog')).to.equal(null);

    launcher.click();
    await el.updateComplete;
    const panel = ui.getByRole('dialog', { name: 'Discuter avec nous' });
    expect(launcher.getAttribute('aria-expanded')).to.equal('true');
    const box = within(panel).getByRole('textbox', { name: 'Votre message' });
    await waitFor(() => expect(el.shadowRoot?.activeElement).to.equal(box));
    expect(within(panel).getByRole('log', { name: 'Conversation' })).to.exist;
    expect(within(panel).getByRole('button', { name: 'Envoyer' })).to.exist;
    expect(opened).to.have.length(1);
    expect((opened[0] as CustomEvent).composed).to.equal(true);
  });

  it('opens at once with the open attribute (a link page), without taking the focus, and still closes', async () => {
    const el = document.createElement('oc-web-chat');
    el.identityToken = 'signed.visitor.token';
    el.setAttribute('skill-id', '1');
    el.setAttribute('open', '');
    document.body.append(el);
    mounted.push(el);
    const ui = within(el.shadowRoot as unknown as HTMLElement);
    const panel = await waitFor(() => ui.getByRole('dialog', { name: 'Discuter avec nous' }));
    expect(within(panel).getByRole('textbox', { name: 'Votre message' })).to.exist;
    expect(ui.getByRole('button', { name: 'Discuter avec nous' }).getAttribute('aria-expanded')).to.equal(
      'true',
    );
    expect(el.shadowRoot?.activeElement ?? null).to.equal(null);

    ui.getByRole('button', { name: 'Fermer le chat' }).click();
    await waitFor(() => expect(ui.queryByRole('dialog')).to.equal(null));
  });

  it('draws its panel dark with theme="dark", light by default, and the page\'s colours win', async () => {
    const surface = (el: WebChat) =>
      getComputedStyle(el.shadowRoot?.querySelector('[part~="panel"]') as Element).backgroundColor;
    const light = await mount({ open: '' });
    const dark = await mount({ open: '', theme: 'dark' });
    await waitFor(() => expect(light.ui.getByRole('dialog')).to.exist);
    await waitFor(() => expect(dark.ui.getByRole('dialog')).to.exist);
    expect(surface(light.el)).to.equal('rgb(255, 255, 255)');
    expect(surface(dark.el)).to.equal('rgb(31, 36, 45)');
    dark.el.style.setProperty('--oc-web-chat-surface', 'rgb(0, 40, 80)');
    expect(surface(dark.el)).to.equal('rgb(0, 40, 80)');
  });

  it('closes with Escape and with its close button, focus back on the launcher', async () => {
    const { el, ui } = await mount();
    const launcher = ui.getByRole('button', { name: 'Discuter avec nous' });
    // A native button: Enter and Space open it like a click does.
    expect(launcher.tagName).to.equal('BUTTON');
    launcher.click();
    await waitFor(() => expect(el.shadowRoot?.activeElement?.tagName).to.equal('TEXTAREA'));

    press(el.shadowRoot?.activeElement, 'Escape');
    await waitFor(() => expect(ui.queryByRole('dialog')).to.equal(null));
    expect(el.shadowRoot?.activeElement).to.equal(launcher);
    expect(launcher.getAttribute('aria-expanded')).to.equal('false');

    launcher.click();
    await waitFor(() => expect(ui.getByRole('dialog')).to.exist);
    ui.getByRole('button', { name: 'Fermer le chat' }).click();
    await waitFor(() => expect(ui.queryByRole('dialog')).to.equal(null));
    expect(el.shadowRoot?.activeElement).to.equal(launcher);
  });

  it('speaks the locale attribute, else the page language, else French', async () => {
    document.documentElement.lang = 'en-GB';
    const { el, ui } = await mount();
    expect(ui.getByRole('button', { name: 'Chat with us' })).to.exist;

    el.setAttribute('locale', 'fr');
    await el.updateComplete;
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    await el.updateComplete;
    expect(ui.getByRole('textbox', { name: 'Votre message' })).to.exist;

    el.setAttribute('locale', 'en');
    await el.updateComplete;
    expect(ui.getByRole('textbox', { name: 'Your message' })).to.exist;
    expect(ui.getByRole('button', { name: 'Close the chat' })).to.exist;

    el.removeAttribute('locale');
    document.documentElement.lang = 'de';
    await waitFor(() => expect(ui.getByRole('button', { name: 'Discuter avec nous' })).to.exist);
  });
});

describe('<oc-web-chat> composer', () => {
  it('sends on Enter, keeps Shift+Enter for a new line, and shows a start that failed with a retry', async () => {
    answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const errors: { code: string; message: string }[] = [];
    document.addEventListener('oc-error', (e) =>
      errors.push((e as CustomEvent<{ code: string; message: string }>).detail),
    );
    const { el, ui } = await mount();
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    await el.updateComplete;
    const box = ui.getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement;
    box.focus();

    // Nothing to send: nothing happens.
    press(box, 'Enter');
    await el.updateComplete;
    expect(ui.getByRole('log').textContent?.trim()).to.equal('');

    type(box, 'Bonjour');
    const newline = press(box, 'Enter', { shiftKey: true });
    expect(newline.defaultPrevented).to.equal(false);
    type(box, 'Bonjour\nma commande');
    const sent = press(box, 'Enter');
    expect(sent.defaultPrevented).to.equal(true);

    const alert = await waitFor(() => ui.getByRole('alert'));
    expect(alert.textContent).to.contain('Impossible de démarrer la conversation.');
    expect(alert.textContent).to.contain('Serveur injoignable');
    const log = ui.getByRole('log', { name: 'Conversation' });
    expect(log.textContent).to.contain('Bonjour\nma commande');
    expect(log.textContent).to.contain("Échec de l'envoi");
    expect(box.value).to.equal('');
    expect(box.disabled).to.equal(false);
    // The page hears the code and a sentence for its developer.
    expect(errors).to.deep.include({ code: 'network_error', message: 'Web chat: network error' });

    // Retrying reaches the server again.
    let calls = 0;
    answerFetch(() => {
      calls += 1;
      return json(503, null);
    });
    within(alert).getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(calls).to.equal(1));
    await waitFor(() => expect(ui.getByRole('alert').textContent).to.contain('Erreur du serveur'));
  });

  it("says why an entry point refuses another conversation, in the visitor's language", async () => {
    answerFetch(() => json(409, { error: 'too_many_open_events', detail: 'max' }));
    for (const [locale, sentence] of [
      ['fr', 'Vous avez déjà trop de conversations ouvertes'],
      ['en', 'You already have too many open conversations'],
    ] as const) {
      const { el, ui } = await mount({ locale });
      (ui.getByRole('button', { name: /./, expanded: false }) as HTMLButtonElement).click();
      await el.updateComplete;
      const box = ui.getByRole('textbox') as HTMLTextAreaElement;
      type(box, 'Bonjour');
      press(box, 'Enter');
      const alert = await waitFor(() => ui.getByRole('alert'));
      expect(alert.textContent).to.contain(sentence);
      el.remove();
    }
  });

  it('counts the characters left near the limit', async () => {
    const { el, ui } = await mount();
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    await el.updateComplete;
    const box = ui.getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement;
    expect(ui.queryByText(/caractères restants/)).to.equal(null);
    type(box, 'a'.repeat(3_990));
    await el.updateComplete;
    expect(ui.getByText('106 caractères restants')).to.exist;
    expect(box.maxLength).to.equal(4_096);
  });
});

describe('<oc-web-chat> conversation', () => {
  it('resumes a stored conversation that was closed: history, end notice, and a fresh start', async () => {
    localStorage.setItem(storageKey(1), 'guest-token');
    let authorization: string | null = null;
    globalThis.fetch = ((url: string, init: RequestInit) => {
      // The identified visitor's earlier conversations are asked for too, without the token.
      if (String(url).endsWith('/sessions/current'))
        authorization = new Headers(init.headers).get('Authorization');
      return json(
        200,
        session('closed', [message('e1', 'visitor', 'Bonjour'), message('e2', 'agent', 'Au revoir')]),
      );
    }) as typeof fetch;
    const { el, ui } = await mount();
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    await waitFor(() => expect(ui.getByText('La conversation est terminée.')).to.exist);
    expect(authorization).to.equal('Bearer guest-token');
    const log = ui.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Au revoir')).to.exist;
    expect(within(log).getByText('Camille Durand')).to.exist;
    expect(within(log).getAllByText('14:05')).to.have.length(2);
    expect((ui.getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement).disabled).to.equal(
      true,
    );

    ui.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await el.updateComplete;
    expect(ui.queryByText('La conversation est terminée.')).to.equal(null);
    expect(within(log).queryByText('Au revoir')).to.equal(null);
    expect(localStorage.getItem(storageKey(1))).to.equal(null);
    const box = ui.getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement;
    expect(box.disabled).to.equal(false);
    await waitFor(() => expect(el.shadowRoot?.activeElement).to.equal(box));
  });

  it('renders what others wrote as inert text and only http(s) links', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">\n<b>gras</b>';
    const state = applySession(
      initialConversation('resuming'),
      session('running', [
        message('e1', 'agent', hostile),
        message('e2', 'agent', '', {
          rich_content: { type: 'url', url: 'javascript:alert(1)', desc: 'Cliquez' },
        }),
        message('e3', 'agent', '', {
          rich_content: { type: 'url', url: 'https://example.com/suivi', desc: 'Suivre mon colis' },
        }),
        message('e4', 'agent', '', {
          rich_content: {
            type: 'file',
            url: 'https://files.example/facture.pdf',
            name: 'facture.pdf',
            mimetype: 'application/pdf',
          },
        }),
        message('e5', 'agent', '', {
          rich_content: { type: 'location', lat: 45.764, lng: 4.8357, label: 'Boutique' },
        }),
        message('e6', 'agent', '', { rich_content: { type: 'webrtc', url: 'https://meet.example/x' } }),
        message('e7', 'event', 'session_taken'),
        message('e8', 'agent', '', {
          rich_content: { type: 'payment', amount: 49, currency: 'EUR', url: 'javascript:alert(1)' },
        }),
        message('e9', 'agent', '', {
          rich_content: {
            type: 'callback',
            title: '<script>window.__pwned=2</script>',
            phone_number: '+33 1 23 45 67 89',
          },
        }),
      ]),
    );
    const t = panelTranslator('fr', translator('fr'));
    const container = document.createElement('div');
    document.body.append(container);
    // The panel's sheet, so the rendering is checked as the widget shows it.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [sheet];
    mounted.push(container);
    render(
      html`${state.entries.map((entry) => renderEntry(entry, t, 'fr', { canRetry: true, onRetry: () => {} }))}`,
      container,
    );
    const ui = within(container);

    expect(container.querySelector('img, b')).to.equal(null);
    expect(ui.getByText(/<img src=x onerror/).textContent).to.equal(hostile);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(getComputedStyle(ui.getByText(/<img src=x/)).whiteSpace).to.not.equal('normal');

    expect(ui.queryByRole('link', { name: 'Cliquez' })).to.equal(null);
    expect(ui.getByText('Cliquez')).to.exist;
    const link = ui.getByRole('link', { name: 'Suivre mon colis' });
    expect(link.getAttribute('href')).to.equal('https://example.com/suivi');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(ui.getByRole('link', { name: 'facture.pdf' }).hasAttribute('download')).to.equal(true);
    expect(ui.getByRole('link', { name: /Boutique \(45\.76400, 4\.83570\)/ }).getAttribute('href')).to.match(
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    expect(ui.getByRole('link', { name: "Rejoindre l'appel vidéo" }).getAttribute('href')).to.equal(
      'https://meet.example/x',
    );
    expect(ui.getByText('Paiement demandé : 49.00 EUR')).to.exist;
    expect(ui.queryByRole('link', { name: 'Payer' }), 'a javascript: pay link is not a link').to.equal(null);
    expect(ui.getByText('<script>window.__pwned=2</script>')).to.exist;
    expect(ui.getByText('Rappel proposé au +33 1 23 45 67 89')).to.exist;
    expect(container.querySelector('script')).to.equal(null);
    expect(ui.getByText('Camille Durand a rejoint la conversation')).to.exist;
  });
});

describe('<oc-web-chat> bot', () => {
  const realSocket = globalThis.WebSocket;
  /** A socket that records what the widget sends and answers nothing by itself. */
  class RecordingSocket extends EventTarget {
    static last: RecordingSocket | null = null;
    readyState = 0;
    sent: Record<string, unknown>[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((e: { data: string }) => void) | null = null;
    onclose: ((e: { code: number }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly url: string) {
      super();
      RecordingSocket.last = this;
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.();
        this.receive({ type: 'response', id: 'resume', command: 'resume', data: {} });
      });
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close() {
      this.readyState = 3;
    }
    receive(frame: unknown) {
      this.onmessage?.({ data: JSON.stringify(frame) });
    }
  }

  afterEach(() => {
    globalThis.WebSocket = realSocket;
  });

  it("shows the bot's lines and buttons; a pick is sent as a pick and shown as the visitor's answer", async () => {
    globalThis.WebSocket = RecordingSocket as unknown as typeof WebSocket;
    localStorage.setItem(storageKey(1), 'guest-token');
    const prompt = {
      kind: 'buttons',
      choices: [
        { id: 'choix-conseiller', title: 'Parler à un conseiller' },
        { id: 'choix-commande', title: 'Suivre ma commande' },
      ],
    };
    answerFetch(() =>
      json(200, {
        ...session('waiting', [message('e1', 'bot', 'Bonjour ! Que souhaitez-vous faire ?')]),
        bot: { prompt },
      }),
    );
    const { el, ui } = await mount();
    ui.getByRole('button', { name: 'Discuter avec nous' }).click();
    const log = await waitFor(() => ui.getByRole('log', { name: 'Conversation' }));
    await waitFor(() => expect(within(log).getByText('Bonjour ! Que souhaitez-vous faire ?')).to.exist);
    expect(log.textContent).to.contain('Assistant');
    const group = ui.getByRole('group', { name: 'Réponses proposées' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.trim())).to.deep.equal([
      'Parler à un conseiller',
      'Suivre ma commande',
    ]);

    await waitFor(() => expect(RecordingSocket.last?.readyState).to.equal(1));
    within(group).getByRole('button', { name: 'Parler à un conseiller' }).click();
    await el.updateComplete;
    const pick = RecordingSocket.last?.sent.find((f) => f.command === 'pick_choice');
    expect(pick?.choice).to.equal('choix-conseiller');
    // Never a message the visitor could forge: the pick is its own command, no send_message.
    expect(RecordingSocket.last?.sent.some((f) => f.command === 'send_message')).to.equal(false);
    expect(within(log).getByText('Parler à un conseiller')).to.exist;
    expect(ui.queryByRole('group', { name: 'Réponses proposées' })).to.equal(null);

    const events: string[] = [];
    document.addEventListener(
      'oc-bot-event',
      (e) => events.push((e as CustomEvent<{ label: string }>).detail.label),
      {
        once: true,
      },
    );
    RecordingSocket.last?.receive({ type: 'event', seq: null, kind: 'bot_event', data: { label: 'panier' } });
    RecordingSocket.last?.receive({
      type: 'event',
      seq: null,
      kind: 'message',
      data: message('e2', 'bot', 'Je vous mets en relation avec un conseiller.'),
    });
    await waitFor(
      () => expect(within(log).getByText('Je vous mets en relation avec un conseiller.')).to.exist,
    );
    expect(events).to.deep.equal(['panier']);
  });
});
