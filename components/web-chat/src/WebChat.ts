import type { AnswerKind } from '@omnicanal/api';
import { type Locale, MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import { html, LitElement, nothing, type PropertyValues, unsafeCSS } from 'lit';
import { live } from 'lit/directives/live.js';
import { emit } from './events.ts';
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
import type { CardActions } from './view/cards.ts';
import { renderEntry } from './view/messages.ts';
import css from './WebChat.css?inline';

/** The counter appears when this few characters remain. */
const COUNTER_FROM = 200;

/**
 * The web live-chat widget that visitors of a customer's website talk through. The conversation is
 * created when the visitor sends a first message; it survives reloads of the page and ends when the
 * agent closes it. Everything is an attribute: the element has no properties to set.
 *
 * @summary A launcher button and a chat panel; the first message opens the conversation.
 * @attr {string} skill-id - The skill (queue) whose agents answer; a positive integer. Required: without a valid one the element renders nothing and emits `oc-error` `{code: 'invalid_skill'}`.
 * @attr {string} [api-base=/api] - Base of the Omnicanal API; the guests service is `<api-base>/guests`. May be absolute (`https://chat.example/api`) for a widget on another origin.
 * @attr {string} locale - `fr` or `en`. Without it the page's `<html lang>` decides (followed live), else French.
 * @fires oc-chat-open - The visitor opened the panel.
 * @fires oc-chat-started - A new conversation was created (first message); `detail.room` is its uuid.
 * @fires oc-chat-closed - The conversation was closed by the agent (or refused by the server); `detail.room` is its uuid.
 * @fires oc-bot-event - The skill's bot ran a custom_js_event node; `detail.label` is its label.
 * @fires oc-error - Something failed: `network_error`, `server_error`, `not_found`, `connection_lost`, `invalid_skill`, `chunk_load_error` (the cards' code could not load), …
 * @csspart launcher - The round button that opens and closes the panel.
 * @csspart panel - The chat panel.
 * @csspart log - The list of messages.
 * @csspart composer - The message form (text box and send button).
 * @csspart choices - The bot's buttons, while it waits on a pick (typing the choice's text or number works too).
 * @cssproperty [--oc-web-chat-accent=var(--oc-color-primary, #1f5fbf)] - Launcher, own messages and buttons.
 * @cssproperty [--oc-web-chat-on-accent=#fff] - Text on the accent colour.
 * @cssproperty [--oc-web-chat-surface=#fff] - Panel background.
 * @cssproperty [--oc-web-chat-text=#1d2330] - Panel text.
 * @cssproperty [--oc-web-chat-bubble=#eef1f6] - Background of the other side's messages.
 * @cssproperty [--oc-web-chat-font=var(--oc-font-family, system-ui)] - Font family (declared by the page).
 * @cssproperty [--oc-web-chat-radius=14px] - Corner radius of the panel.
 * @cssproperty [--oc-web-chat-offset=1.25rem] - Distance from the bottom-right corner of the window.
 * @cssproperty [--oc-web-chat-z=2147483000] - Stacking order above the page.
 * @cssproperty [--oc-focus-ring=#f2b01e] - Colour of the keyboard focus outline.
 */
export class WebChat extends LitElement {
  static override properties = {
    skillId: { attribute: 'skill-id' },
    apiBase: { attribute: 'api-base' },
    locale: {},
    open: { state: true },
    conversation: { state: true },
    draft: { state: true },
    answers: { state: true },
  };

  static override styles = unsafeCSS(css);

  declare skillId: string | null;
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
  private cardsLoading = false;
  /** Focus goes back to the box once the first message has opened the conversation. */
  private refocusBox = false;
  private readonly langObserver = new MutationObserver(() => this.requestUpdate());

  constructor() {
    super();
    this.skillId = null;
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
  }

  private get language(): Locale {
    return resolveLocale(this.locale, document.documentElement.lang);
  }

  private get skill(): number | null {
    const n = Number(this.skillId);
    return Number.isInteger(n) && n > 0 ? n : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const key = `${this.skill}|${this.apiBase ?? ''}`;
    if (!this.isConnected || key === this.sessionKey) return;
    this.sessionKey = key;
    this.session?.dispose();
    this.session = null;
    this.conversation = initialConversation();
    const skill = this.skill;
    if (skill === null) {
      emit(this, 'oc-error', { code: 'invalid_skill' });
      return;
    }
    const session = new ChatSession({
      skillId: skill,
      apiBase: this.apiBase || '/api',
      language: () => this.language,
      onChange: (state) => {
        if (this.session === session) this.conversation = state;
      },
      onStarted: (room) => emit(this, 'oc-chat-started', { room }),
      onClosed: (room) => emit(this, 'oc-chat-closed', { room }),
      onError: (code) => emit(this, 'oc-error', { code }),
      onBotEvent: (label) => emit(this, 'oc-bot-event', { label }),
    });
    this.session = session;
    this.conversation = session.state;
    this.answers = {};
    void session.resume();
  }

  protected override updated(changed: PropertyValues<this>): void {
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
      const root = this.renderRoot;
      const sheet = cards.styles.styleSheet;
      if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      this.cards = cards;
      this.requestUpdate();
    } catch {
      // The log keeps showing the cards as text; the next change tries again.
      emit(this, 'oc-error', { code: 'chunk_load_error' });
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

  private async openPanel(): Promise<void> {
    this.open = true;
    emit(this, 'oc-chat-open', {});
    await this.updateComplete;
    const target = this.box?.disabled ? this.renderRoot.querySelector<HTMLElement>('.close') : this.box;
    target?.focus();
    const log = this.renderRoot.querySelector<HTMLElement>('.log');
    if (log) log.scrollTop = log.scrollHeight;
  }

  private async closePanel(): Promise<void> {
    this.open = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.launcher')?.focus();
  }

  private readonly onLauncher = () => void (this.open ? this.closePanel() : this.openPanel());
  private readonly onClose = () => void this.closePanel();

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
    if (this.skill === null) return nothing;
    const t = translator(this.language);
    const c = this.conversation;
    const cards = this.cards;
    const actions = this.cardActions(t);
    const card = cards ? (entry: Entry) => cards.renderCard(entry, actions) : undefined;
    return html`
      <button type="button" part="launcher" class="launcher" aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="panel" @click=${this.onLauncher}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>
        <span class="launcher-text">${t('launcher')}</span>
      </button>
      <section id="panel" part="panel" class="panel" role="dialog" aria-labelledby="title"
        ?hidden=${!this.open} @keydown=${this.onPanelKeydown}>
        <div class="header">
          <h2 id="title">${t('title')}</h2>
          <button type="button" class="close" aria-label=${t('close')} title=${t('close')} @click=${this.onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="none"
              stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M6 6l12 12M18 6L6 18"/></svg>
          </button>
        </div>
        <p class="connection" role="status">${isReconnecting(c) ? t('connection.reconnecting') : nothing}</p>
        <p class="intro">${t('intro')}</p>
        <div part="log" class="log" role="log" aria-live="polite" aria-label=${t('log')} tabindex="0">
          ${c.entries.map((entry) =>
            renderEntry(entry, t, this.language, {
              canRetry: c.phase !== 'closed',
              onRetry: this.onRetry,
              card,
            }),
          )}
        </div>
        ${this.renderChoices(t)}
        ${c.agentTyping ? html`<p class="typing">${t('typing')}</p>` : nothing}
        ${this.renderNotices(t)}
        ${this.renderComposer(t)}
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

  private renderNotices(t: Translate) {
    const c = this.conversation;
    if (c.phase === 'failed') {
      const code = c.error ?? 'unknown';
      const reason = t(`errors.${code}`);
      return html`<div class="alert" role="alert">
        <p>${t('start_failed')} ${reason === `errors.${code}` ? t('errors.unknown') : reason}</p>
        <button type="button" class="secondary" @click=${this.onRetryStart}>${t('retry')}</button>
      </div>`;
    }
    if (c.phase === 'closed') {
      return html`<div class="ended">
        <p>${t('closed')}</p>
        <button type="button" class="secondary" @click=${this.onNewConversation}>${t('new')}</button>
      </div>`;
    }
    return nothing;
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
