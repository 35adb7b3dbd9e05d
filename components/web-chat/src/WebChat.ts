import type { AnswerKind, GuestWidget } from '@omnicanal/api';
import { type Locale, MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import { html, LitElement, nothing, type PropertyValues, unsafeCSS } from 'lit';
import { live } from 'lit/directives/live.js';
import { emit, fail } from './events.ts';
import { resolveLocale, type Translate, translator } from './i18n.ts';
import type { AnswerProgress } from './model/cards.ts';
import { hasCards } from './model/cards.ts';
import { ChatSession } from './model/chat-session.ts';
import {
  type ConversationState,
  type Entry,
  initialConversation,
  isReconnecting,
  promptChoices,
} from './model/conversation.ts';
import { errorCode, fetchWidget, guestsBase } from './model/guest-api.ts';
import { hostProperties, type Look, needsExtras, toWidgetLook } from './model/look.ts';
import { availabilityMessage, type PanelLook, toPanelLook } from './model/panel-look.ts';
import type { PrechatErrors } from './model/prechat.ts';
import { needsPrechat, type VisitorProfile } from './model/visitor.ts';
import type { CardActions } from './view/cards.ts';
import css from './WebChat.css?inline';

/** A positive integer attribute, else null. */
function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A shadow root takes a lazily loaded part's rules. */
function adopt(root: HTMLElement | DocumentFragment, sheet: CSSStyleSheet | undefined): void {
  if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** What the widget applies of a configuration: its skill, the launcher's looks, the panel's. */
interface Configured {
  skill: number | null;
  look: Look;
  panel: PanelLook;
  /** The entry point opens a published web IVR: its menu comes before the chat. */
  menu: boolean;
}

/** The configuration as the widget applies it, or null when it is not an object. */
function configured(value: unknown): Configured | null {
  const read = toWidgetLook(value);
  return (
    read && {
      skill: read.skill,
      look: read.look,
      panel: toPanelLook(read.raw),
      menu: !!(read.raw as { webivr?: unknown }).webivr,
    }
  );
}

/** The counter appears when this few characters remain. */
const COUNTER_FROM = 200;

/**
 * The web live-chat widget that visitors of a customer's website talk through. The conversation is
 * created when the visitor sends a first message; it survives reloads of the page and ends when the
 * agent closes it. Its colour, texts and messages are the entry point's or the skill's
 * configuration, read when it starts; until it arrives the widget keeps its default looks. Before
 * the first message a visitor the website did not identify gives a name (and an email when asked).
 *
 * The launcher sits in the configured bottom corner (`position`, moved by `offset_x`/`offset_y`
 * pixels). A call to action (`cta_text`) shows in a bubble beside it after a moment, at once when
 * `force_cta_display`; its close button hides it for the rest of the visit. With `auto_open_delay`
 * the panel opens by itself once per visit, never after the visitor closed it. Version 2 is the
 * chatbox launcher; version 1, "multi-lozenges", draws instead a column of pill-shaped buttons
 * (lozenges), one per way of reaching the company, each with an icon and a label: today the web
 * chat's alone, labelled by the call to action, else the title. These extras load only for a
 * configuration that asks for them. The panel's header shows the logo, company name, punchline,
 * title and subtitle, and (with `show_agents`) the answering agent; `powered_by` adds the
 * "Powered by Omnicanal" line.
 *
 * @summary A launcher button and a chat panel; the first message opens the conversation.
 * @attr {string} skill-id - The skill (queue) whose agents answer; a positive integer. Required unless `entry-point-id` is given: without either the element renders nothing and emits `oc-error` `{code: 'invalid_skill'}`.
 * @attr {string} entry-point-id - The entry point the widget opens through: its customisation and skill win over `skill-id`. A visitor its IP lists refuse is told so and can open nothing.
 * @prop {string | null} identityToken - The website's signed identity of its signed-in visitor (a JWT it signs with the company's visitor identification secret). A property only, never an attribute: tokens stay out of the markup and of URLs. Sent when a conversation opens; the visitor then skips the pre-chat step and finds their history on any device. A refused token shows "authentication failed" and opens nothing.
 * @prop {GuestWidget | null} preview - A configuration (the `GET /guests/widget` answer's shape) to show instead of reading one: the widget then draws its launcher and opened panel with it and makes no request and opens no conversation. The settings' live preview sets it from a form's unsaved values.
 * @prop {Record<string, string> | null} extraData - Extra data about the visitor by the company's extra data keys (others are ignored by the server), shown to agents. Sent when a conversation opens.
 * @attr {string} [api-base=/api] - Base of the Omnicanal API; the guests service is `<api-base>/guests`. May be absolute (`https://chat.example/api`) for a widget on another origin.
 * @attr {'light' | 'dark' | 'auto'} [theme=light] - The opened panel's colours: light, dark, or the visitor's system's (`auto`). The page's `--oc-web-chat-*` values win either way; the launcher keeps the configured colour.
 * @attr {boolean} open - The panel opened at once, without the launcher's click (a hosted link page opens it so). The visitor can still close it.
 * @attr {string} locale - `fr` or `en`. Without it the page's `<html lang>` decides (followed live), else French.
 * @fires oc-chat-open - The visitor opened the panel.
 * @fires oc-chat-started - A new conversation was created (first message); `detail.room.uuid` names it (`room` names a room the same way in every event of the suite).
 * @fires oc-chat-closed - The conversation was closed by the agent (or refused by the server); `detail.room.uuid` names it.
 * @fires oc-bot-event - The skill's bot ran a custom_js_event node; `detail.label` is its label.
 * @fires oc-error - Something failed: `network_error`, `server_error`, `not_found`, `connection_lost`, `invalid_skill`, `chunk_load_error` (the cards' code could not load), …
 * @csspart launcher - The round button that opens and closes the panel (each lozenge, in version 1).
 * @csspart lozenges - Version 1: the column of lozenges.
 * @csspart cta - The call-to-action bubble beside the launcher.
 * @csspart panel - The chat panel.
 * @csspart log - The list of messages.
 * @csspart composer - The message form (text box and send button).
 * @csspart prechat - The pre-chat form (name, and email when asked).
 * @csspart webivr - The web IVR menu an entry point opens (`webivr` in its configuration): its pages, FAQs, forms and callback request come before the chat, in the panel, until the visitor asks for a chat (the conversation then carries the path taken).
 * @csspart choices - The bot's buttons, while it waits on a pick (typing the choice's text or number works too).
 * @cssproperty [--oc-web-chat-accent=var(--oc-color-primary, #1f5fbf)] - Launcher, own messages and buttons. The configured colour, once read, is set on the element and wins.
 * @cssproperty [--oc-web-chat-on-accent=#fff] - Text on the accent colour.
 * @cssproperty [--oc-web-chat-surface=#fff] - Panel background.
 * @cssproperty [--oc-web-chat-text=#1d2330] - Panel text.
 * @cssproperty [--oc-web-chat-bubble=#eef1f6] - Background of the other side's messages.
 * @cssproperty [--oc-web-chat-font=var(--oc-font-family, system-ui)] - Font family (declared by the page).
 * @cssproperty [--oc-web-chat-radius=14px] - Corner radius of the panel.
 * @cssproperty [--oc-web-chat-offset=1.25rem] - Distance from the bottom corner of the window; the configured offsets add to it.
 * @cssproperty [--oc-web-chat-z=2147483000] - Stacking order above the page.
 * @cssproperty [--oc-focus-ring=#f2b01e] - Colour of the keyboard focus outline.
 */
export class WebChat extends LitElement {
  static override properties = {
    skillId: { attribute: 'skill-id' },
    entryPointId: { attribute: 'entry-point-id' },
    identityToken: { attribute: false },
    extraData: { attribute: false },
    preview: { attribute: false },
    widget: { state: true },
    cta: { state: true },
    lookError: { state: true },
    profile: { state: true },
    prechatErrors: { state: true },
    apiBase: { attribute: 'api-base' },
    locale: {},
    open: { type: Boolean },
    conversation: { state: true },
    draft: { state: true },
    answers: { state: true },
  };

  static override styles = unsafeCSS(css);

  declare skillId: string | null;
  declare entryPointId: string | null;
  declare identityToken: string | null;
  declare extraData: Record<string, string> | null;
  declare preview: GuestWidget | null;
  /** The configuration as read (or previewed): the skill it names, the launcher's and panel's looks. */
  declare widget: Configured | null;
  /** The call-to-action bubble: waiting for its moment, shown, or dismissed by the visitor. */
  declare cta: 'waiting' | 'shown' | 'dismissed';
  declare lookError: string | null;
  declare profile: VisitorProfile | null;
  declare prechatErrors: PrechatErrors;
  declare apiBase: string | null;
  declare locale: string | null;
  declare open: boolean;
  declare conversation: ConversationState;
  declare draft: string;
  /** This tab's answers to room-action cards, while they are sent or once refused. */
  declare answers: Readonly<Record<string, AnswerProgress>>;

  private session: ChatSession | null = null;
  private sessionKey = '';
  /** The cards' module (view/cards.ts), imported the first time the log holds one. */
  private cards: typeof import('./view/cards.ts') | null = null;
  /** The opened panel's views, loaded on first opening (see view/panel-views.ts). */
  private views: typeof import('./view/panel-views.ts') | null = null;
  private viewsLoading: Promise<void> | null = null;
  /** The launcher's extras (view/launcher-extras.ts), loaded when the configuration asks for one. */
  private extras: typeof import('./view/launcher-extras.ts') | null = null;
  private extrasLoading: Promise<void> | null = null;
  /** Stops the extras' clocks (the bubble's moment, the auto-open). */
  private stopExtras: (() => void) | null = null;
  private cardsLoading = false;
  /** The web IVR menu (view/webivr.ts, its own chunk), loaded when the panel opens on one. */
  private menu: import('./view/webivr.ts').MenuPart | null = null;
  /** Focus goes back to the box once the first message has opened the conversation. */
  private refocusBox = false;
  private readonly langObserver = new MutationObserver(() => this.requestUpdate());
  private lookKey = '';

  constructor() {
    super();
    this.skillId = null;
    this.entryPointId = null;
    this.identityToken = null;
    this.extraData = null;
    this.preview = null;
    this.widget = null;
    this.cta = 'waiting';
    this.lookError = null;
    this.profile = null;
    this.prechatErrors = {};
    this.apiBase = null;
    this.locale = null;
    this.open = false;
    this.conversation = initialConversation();
    this.draft = '';
    this.answers = {};
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The page may switch its language without reloading; the widget follows `<html lang>`.
    this.langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    document.addEventListener('visibilitychange', this.onVisibility);
    this.requestUpdate();
  }

  /** The page hidden or back: agents see the visitor as idle (spec 000 §4). */
  private readonly onVisibility = () => {
    this.session?.pageVisible(document.visibilityState === 'visible');
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.langObserver.disconnect();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.session?.dispose();
    this.session = null;
    this.sessionKey = '';
    this.lookKey = '';
    this.stopExtras?.();
    this.stopExtras = null;
  }

  private get language(): Locale {
    return resolveLocale(this.locale, document.documentElement.lang);
  }

  private get skill(): number | null {
    // An entry point's configuration names its skill, which wins over the attribute.
    return this.widget?.skill ?? positive(this.skillId);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.isConnected) return;
    if (changed.has('preview') && this.preview) {
      // A preview draws its configuration at once, opened, and never talks to the server.
      this.widget = configured(this.preview);
      if (!changed.get('preview')) void this.openPanel(false);
    }
    if (!this.preview) this.loadLook();
    if (changed.has('widget')) this.applyLook();
    const key = this.preview ? 'preview' : `${this.skill}|${this.entryPointId}|${this.apiBase ?? ''}`;
    if (key === this.sessionKey) return;
    this.sessionKey = key;
    this.session?.dispose();
    this.session = null;
    this.conversation = initialConversation();
    const skill = this.skill;
    if (this.preview) return;
    if (skill === null) {
      // An entry point names its skill once its configuration is read.
      if (positive(this.entryPointId) === null) fail(this, 'invalid_skill');
      return;
    }
    const session = new ChatSession({
      skillId: skill,
      entryPointId: positive(this.entryPointId),
      apiBase: this.apiBase || '/api',
      language: () => this.language,
      visitor: () => ({
        ...(this.identityToken ? { identity: this.identityToken } : this.profile),
        ...(this.extraData ? { extra: this.extraData } : {}),
        // The web IVR menu's hand-off, once the visitor asked for a chat from it.
        webivr: this.menu?.handOff,
      }),
      onChange: (state) => {
        if (this.session === session) this.conversation = state;
      },
      onStarted: (uuid) => emit(this, 'oc-chat-started', { room: { uuid } }),
      onClosed: (uuid) => emit(this, 'oc-chat-closed', { room: { uuid } }),
      onError: (code) => fail(this, code),
      onBotEvent: (label) => emit(this, 'oc-bot-event', { label }),
    });
    this.session = session;
    this.conversation = session.state;
    this.answers = {};
    void session.resume();
  }

  /**
   * Sets the look on the host: the colour and offsets as checked custom properties (never a style
   * built from text), the corner and the preview as attributes the rules read; and starts the
   * extras a look asks for.
   */
  private applyLook(): void {
    const look = this.widget?.look;
    for (const [name, value] of Object.entries(look ? hostProperties(look) : {}))
      if (value) this.style.setProperty(name, value);
      else this.style.removeProperty(name);
    this.toggleAttribute('data-preview', Boolean(this.preview));
    if (look?.position === 'left') this.setAttribute('data-position', 'left');
    else this.removeAttribute('data-position');
    this.stopExtras?.();
    this.stopExtras = null;
    if (look && (this.preview || needsExtras(look))) void this.loadExtras();
  }

  /** Loads the launcher's extras once, then starts their clocks (a preview shows its bubble at once). */
  private loadExtras(): Promise<void> {
    this.extrasLoading ??= import('./view/launcher-extras.ts').then(
      (extras) => {
        adopt(this.renderRoot, extras.styles.styleSheet);
        this.extras = extras;
        this.requestUpdate();
      },
      () => {
        this.extrasLoading = null;
        fail(this, 'chunk_load_error');
      },
    );
    return this.extrasLoading.then(() => {
      const extras = this.extras;
      const look = this.widget?.look;
      if (!extras || !look || this.stopExtras) return;
      if (this.preview) {
        this.cta = 'shown';
        return;
      }
      this.stopExtras = extras.schedule(look, {
        cta: (shown) => {
          if (this.cta === 'waiting') this.cta = shown ? 'shown' : 'dismissed';
        },
        open: () => {
          if (!this.open) void this.openPanel(false);
        },
      });
    });
  }

  /**
   * Reads the configuration once per source (entry point, else skill, and API base).
   */
  private loadLook(): void {
    const entryPoint = positive(this.entryPointId);
    const skill = positive(this.skillId);
    const key = `${entryPoint}|${skill}|${this.apiBase ?? ''}`;
    if (key === this.lookKey) return;
    this.lookKey = key;
    this.widget = null;
    this.lookError = null;
    if (entryPoint === null && skill === null) return;
    const base = this.apiBase || '/api';
    fetchWidget(guestsBase(base), entryPoint !== null ? { entryPoint } : { skill: skill as number }).then(
      (answer) => {
        if (key === this.lookKey) this.widget = configured(answer);
      },
      (error: unknown) => {
        if (key !== this.lookKey) return;
        // A skill's widget still works with its defaults; an entry point that refuses says why.
        const code = errorCode(error);
        if (entryPoint !== null) this.lookError = code;
        fail(this, code);
      },
    );
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Opened another way than the launcher (the `open` property): the views come now.
    if (this.open && !this.views) void this.loadViews();
    // The web IVR menu's chunk starts the visitor's menu; a failed load leaves the chat.
    if (this.open && this.widget?.menu && !this.menu && !this.preview) {
      this.menu = {};
      import('./view/webivr.ts').then(
        (part) => {
          this.menu = part.attachMenu(this);
        },
        () => {},
      );
    }
    if (!this.cards && !this.cardsLoading && hasCards(this.conversation.entries)) void this.loadCards();
    const log = this.renderRoot.querySelector<HTMLElement>('.log');
    const before = changed.get('conversation') as ConversationState | undefined;
    if (log && before && before.entries !== this.conversation.entries) log.scrollTop = log.scrollHeight;
    const box = this.box;
    if (this.refocusBox && box && !box.disabled) {
      this.refocusBox = false;
      box.focus();
    }
  }

  /** Cards are needed by few visitors: their code and styles come in a chunk of their own. */
  private async loadCards(): Promise<void> {
    this.cardsLoading = true;
    try {
      const cards = await import('./view/cards.ts');
      adopt(this.renderRoot, cards.styles.styleSheet);
      this.cards = cards;
      this.requestUpdate();
    } catch {
      // The log keeps showing the cards as text; the next change tries again.
      fail(this, 'chunk_load_error');
    } finally {
      this.cardsLoading = false;
    }
  }

  private readonly sendAnswer = (invitation: string, kind: AnswerKind, data: Record<string, unknown>) => {
    const session = this.session;
    if (!session || this.answers[invitation]?.state === 'sending') return;
    this.setAnswer(invitation, { state: 'sending' });
    session.answer(invitation, kind, data).then(
      () => this.setAnswer(invitation, null),
      (error: Error) => this.setAnswer(invitation, { state: 'refused', code: error.message }),
    );
  };

  private readonly refuseAnswer = (invitation: string, code: string) =>
    this.setAnswer(invitation, { state: 'refused', code });

  private setAnswer(invitation: string, progress: AnswerProgress | null): void {
    const { [invitation]: _, ...rest } = this.answers;
    this.answers = progress ? { ...rest, [invitation]: progress } : rest;
  }

  private cardActions(t: Translate): CardActions {
    return {
      t,
      locale: this.language,
      entries: this.conversation.entries,
      closed: this.conversation.phase !== 'active',
      progress: (invitation) => this.answers[invitation],
      send: this.sendAnswer,
      refuse: this.refuseAnswer,
    };
  }

  private get box(): HTMLTextAreaElement | null {
    return this.renderRoot.querySelector('textarea');
  }

  /** Loads the panel's views once; a failed load is tried again at the next opening. */
  private loadViews(): Promise<void> {
    this.viewsLoading ??= import('./view/panel-views.ts').then(
      (views) => {
        adopt(this.renderRoot, views.styles.styleSheet);
        this.views = views;
        this.requestUpdate();
      },
      () => {
        this.viewsLoading = null;
        fail(this, 'chunk_load_error');
      },
    );
    return this.viewsLoading;
  }

  /** Opens the panel; focus moves into it when the visitor asked (not when it opens by itself). */
  private async openPanel(focus = true): Promise<void> {
    this.open = true;
    if (this.cta === 'shown') this.cta = 'waiting';
    emit(this, 'oc-chat-open', {});
    await this.loadViews();
    await this.updateComplete;
    if (!focus) return;
    const target =
      (this.renderRoot.querySelector<HTMLElement>('.prechat input') ?? this.box?.disabled)
        ? this.renderRoot.querySelector<HTMLElement>('.close')
        : this.box;
    target?.focus();
    const log = this.renderRoot.querySelector<HTMLElement>('.log');
    if (log) log.scrollTop = log.scrollHeight;
  }

  private async closePanel(): Promise<void> {
    this.open = false;
    // A visitor who closed the chat is not asked again by the auto-open.
    if (!this.preview) this.extras?.remember({ closed: true });
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.launcher')?.focus();
  }

  private readonly onCtaDismiss = () => {
    this.cta = 'dismissed';
    if (!this.preview) this.extras?.remember({ ctaDismissed: true });
    this.renderRoot.querySelector<HTMLElement>('.launcher')?.focus();
  };
  private readonly onCtaOpen = () => void this.openPanel();

  private readonly onLauncher = () => void (this.open ? this.closePanel() : this.openPanel());
  private readonly onClose = () => void this.closePanel();

  private readonly onPrechat = (e: SubmitEvent) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const read = this.views?.readPrechat(
      { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') },
      this.widget?.panel.ask_email ?? false,
    );
    if (!read) return;
    if ('errors' in read) {
      this.prechatErrors = read.errors;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('.prechat [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    this.prechatErrors = {};
    this.profile = read.profile;
    this.refocusBox = true;
  };

  private readonly onPanelKeydown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    void this.closePanel();
  };

  private readonly onInput = (e: Event) => {
    this.draft = (e.target as HTMLTextAreaElement).value;
    this.session?.typing(this.draft);
  };

  private readonly onBoxKeydown = (e: KeyboardEvent) => {
    // Enter sends, Shift+Enter writes a new line; never while an input method composes a word.
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing) return;
    e.preventDefault();
    this.submit();
  };

  private readonly onSubmit = (e: Event) => {
    e.preventDefault();
    this.submit();
  };

  private submit(): void {
    const starting = this.conversation.phase !== 'active';
    if (!this.session?.send(this.draft)) return;
    this.draft = '';
    if (starting) this.refocusBox = true;
  }

  private readonly onRetry = (clientId: string) => this.session?.retry(clientId);
  private readonly onPick = (e: Event) => {
    const choice = (e.currentTarget as HTMLButtonElement).dataset.choice;
    if (choice) this.session?.pick(choice);
  };
  private readonly onRetryStart = () => this.session?.retryStart();

  private readonly onNewConversation = () => {
    this.session?.reset();
    this.refocusBox = true;
  };

  override render() {
    if (this.skill === null && !this.lookError && !this.preview) return nothing;
    const base = translator(this.language);
    const t = this.views ? this.views.panelTranslator(this.language, base) : base;
    const c = this.conversation;
    const panel = this.widget?.panel;
    const welcome = panel?.messages.welcome;
    const cards = this.cards;
    const actions = this.cardActions(t);
    const card = cards ? (entry: Entry) => cards.renderCard(entry, actions) : undefined;
    const v = this.views;
    const look = this.widget?.look;
    const ex = this.extras;
    const et = ex ? ex.extrasTranslator(this.language, t) : t;
    // The answering agent, once one has joined (a sample name in the preview).
    const agentName = this.preview ? t('header.sample_agent') : c.status === 'running' && c.agentName;
    const agent = panel?.show_agents && agentName ? { name: agentName } : null;
    // The web IVR menu takes the conversation's place until the visitor asks for a chat.
    const menu = c.phase === 'idle' && this.menu?.render?.(this.language, t);
    // The panel shows once its views (and rules) are there; hidden, it keeps its live regions.
    return html`
      ${
        ex && look
          ? ex.renderCta(
              look,
              { open: this.open, dismissed: this.cta === 'dismissed', due: this.cta === 'shown' },
              et,
              {
                open: this.onCtaOpen,
                dismiss: this.onCtaDismiss,
              },
            )
          : nothing
      }
      ${
        ex && look?.version === 1
          ? ex.renderLozenges(look, panel?.title ?? '', et, { open: this.open, toggle: this.onLauncher })
          : html`<button type="button" part="launcher" class="launcher" aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="panel" @click=${this.onLauncher}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>
        <span class="launcher-text">${t('launcher')}</span>
      </button>`
      }
      <section id="panel" part="panel" class="panel" role="dialog" aria-labelledby="title"
        ?hidden=${!this.open || !v} @keydown=${this.onPanelKeydown}>
        <div class="header">
          ${v ? v.renderHeading(panel, t, this.apiBase || location.href, agent) : nothing}
          <button type="button" class="close" aria-label=${t('close')} title=${t('close')} @click=${this.onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="none"
              stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M6 6l12 12M18 6L6 18"/></svg>
          </button>
        </div>
        ${
          menu ||
          html`<p class="connection" role="status">${isReconnecting(c) ? t('connection.reconnecting') : nothing}</p>
        <p class="intro">${(panel && availabilityMessage(panel)) || (welcome ? nothing : t('intro'))}</p>
        <div part="log" class="log" role="log" aria-live="polite" aria-label=${t('log')} tabindex="0">
          ${v ? v.renderPast(this, this.skill, this.language, () => import('./view/history.ts')) : nothing}
          ${welcome && v ? v.renderWelcome(welcome, t) : nothing}
          ${(v ? c.entries : []).map((entry) =>
            v?.renderEntry(entry, t, this.language, {
              canRetry: c.phase !== 'closed',
              onRetry: this.onRetry,
              card,
            }),
          )}
        </div>
        ${this.renderChoices(t)}
        ${c.agentTyping ? html`<p class="typing">${t('typing')}</p>` : nothing}
        ${v ? v.renderNotices(c, t, this.onRetryStart, this.onNewConversation) : nothing}
        ${this.renderVisitorStep(t)}`
        }
        ${v ? v.renderPoweredBy(panel, t) : nothing}
      </section>
    `;
  }

  /** The bot's buttons: each pick is its own command; the titles go through text bindings only. */
  private renderChoices(t: Translate) {
    const choices = promptChoices(this.conversation);
    if (choices.length === 0) return nothing;
    return html`<div part="choices" class="choices" role="group" aria-label=${t('bot.choices')}>
      ${choices.map(
        (c) =>
          html`<button type="button" class="choice" data-choice=${c.id} @click=${this.onPick}>${c.title}</button>`,
      )}
    </div>`;
  }

  /** An entry point that refused the visitor, else the pre-chat step until answered, else the box. */
  private renderVisitorStep(t: Translate) {
    if (this.lookError) {
      const reason = t(`errors.${this.lookError}`);
      return html`<div class="alert" role="alert"><p>${reason.startsWith('errors.') ? t('errors.unknown') : reason}</p></div>`;
    }
    const prechat = needsPrechat({
      phase: this.conversation.phase,
      written: this.conversation.entries.length > 0,
      identified: Boolean(this.identityToken),
      profile: this.profile,
    });
    if (!prechat) return this.renderComposer(t);
    if (!this.views) return nothing;
    return this.views.renderPrechat(
      { askEmail: this.widget?.panel.ask_email ?? false, errors: this.prechatErrors },
      t,
      this.onPrechat,
    );
  }

  private renderComposer(t: Translate) {
    const { phase } = this.conversation;
    const disabled = phase === 'starting' || phase === 'resuming' || phase === 'closed';
    const remaining = MESSAGE_MAX_LENGTH - this.draft.length;
    return html`<form part="composer" class="composer" @submit=${this.onSubmit}>
      <label class="sr-only" for="box">${t('message.label')}</label>
      <textarea id="box" rows="2" maxlength=${MESSAGE_MAX_LENGTH} .value=${live(this.draft)} ?disabled=${disabled}
        aria-describedby="hint counter" @input=${this.onInput} @keydown=${this.onBoxKeydown}></textarea>
      <button type="submit" class="send" ?disabled=${disabled}>${t('message.send')}</button>
      <p id="hint" class="sr-only">${t('message.hint')}</p>
      <p id="counter" class="counter">${remaining <= COUNTER_FROM ? t('message.remaining', { count: remaining }) : nothing}</p>
    </form>`;
  }
}
