import type { Locale } from '@omnicanal/core';
import { errorMessage, loadNamespaces, t } from '@omnicanal/i18n';
import {
  $config,
  $locale,
  $session,
  $theme,
  $toast,
  clearSession,
  setApiBase,
  setLocale,
  setTheme,
  setToken,
  showToast,
  type Toast,
} from '@omnicanal/stores';
import tokens from '@omnicanal/ui/tokens.css?inline';
import { html, LitElement, nothing, type PropertyValues, unsafeCSS } from 'lit';
import { loadCompanion } from '../companions.ts';
import { loadElement } from '../elements.ts';
import { navigatePath, placePickRequest, signedInToken } from '../events.ts';
import { chatWidgetHidden, currentLink, customerLogo, visibleNav } from '../nav.model.ts';
import {
  carryFlags,
  elementAttributes,
  type GuardContext,
  homeUrl,
  isAllowed,
  match,
  navHidden,
  type Resolution,
  resolve,
  titleKeys,
} from '../router.model.ts';
import { AGENT_AREA, type ElementTag, SETTINGS_LINKS } from '../routes.ts';
import { AccountController, countOpenRooms, resendValidation, signOut } from './account.ts';
import { headerAlerts } from './alerts.model.ts';
import { renderDeniedDialog, syncDialog } from './DeniedDialog.ts';
import { isPlainClick, renderAlerts, renderHeader, renderNav } from './Header.ts';
import { breadcrumb, itemOpen } from './header.model.ts';
import { dirtyFlag, renderLeaveDialog } from './LeaveDialog.ts';
import { createModal, type ModalAction, type ModalState } from './modal.model.ts';
import { renderToast, renderUpdateBanner } from './notices.ts';
import { renderOpenRoomsDialog } from './OpenRoomsDialog.ts';
import { showElement } from './outlet.ts';
import { PlacePickerController, renderPlacePicker } from './PlacePicker.ts';
import { renderFailure, renderLoading, renderPage, renderUnauthorized } from './pages.ts';
import { loadGooglePlacesProvider } from './place/google-places.ts';
import type { MapsProvider } from './place/maps.ts';
import { renderSettingsNav } from './SettingsNav.ts';
import css from './Shell.css?inline';
import { MenuController } from './UserMenu.ts';
import { UpdateController } from './update.ts';

const currentUrl = () => `${location.pathname}${location.search}`;

/** Each dialog of the shell and the modal action that opens it. */
const MODAL_DIALOGS: readonly (readonly [id: string, action: ModalAction])[] = [
  ['denied', 'permission-denied'],
  ['leave', 'leave'],
  ['open-rooms', 'warn-open-rooms'],
  ['place-picker', 'gbm-place'],
];

/** The runtime configuration's key of the Google Maps browser key (`GET /api/config` providers). */
const GOOGLE_MAPS_KEY = 'google-maps-key';

/** The `dot` of an `oc-attention-change` event, or null for anything else. */
function attentionDot(event: Event): boolean | null {
  const detail = (event as CustomEvent<{ dot?: unknown }>).detail;
  return typeof detail?.dot === 'boolean' ? detail.dot : null;
}

/**
 * `<oc-shell>`: the console around the elements (spec 000 §2, Shell). It routes, guards, draws the
 * header, navigation and user menu, and maps each route to an element and its attributes; what a
 * screen does belongs to its element.
 *
 * @summary The Omnicanal console: router, guards, navigation, header, user menu.
 * @attr {string} [api-base=/api] - base of every service
 * @attr {'light' | 'dark' | 'auto'} theme - colour scheme of the console and every element in it (`auto` follows the reader's system); without it, the page's
 * @listens oc-navigate - `{ path }`: go to a path of this origin
 * @listens oc-signed-in - `{ token }`: keep the token, load the user, go where they were going
 * @listens oc-unauthorized - the session is no longer valid: sign in again
 * @listens oc-dirty-change - `{ dirty }`: ask before leaving the shown element
 * @listens oc-attention-change - `{ dot }`: the notification dot of the agent inbox link
 * @listens oc-room-open - a conversation is open in the inbox: the header hides (spec 000 §2)
 * @listens oc-room-close - the inbox put its conversation away: the header shows again
 * @listens oc-place-pick - `{ current, respond }`: a form's place field asks for the place picker
 * @csspart header - the header: product or logo, breadcrumb, language and theme, user menu
 * @csspart nav - the menu column
 * @csspart main - the area the routed element is drawn in
 * @attr {string} data-chat-widget-hidden - set by the shell on routes where the product's chat widget hides
 */
export class OcShell extends LitElement {
  static override properties = {
    apiBase: { type: String, attribute: 'api-base' },
    _ready: { state: true },
    _view: { state: true },
    _failedTag: { state: true },
    _dot: { state: true },
    _toast: { state: true },
    _resending: { state: true },
    _openRooms: { state: true },
    _modal: { state: true },
    _roomOpen: { state: true },
  };

  // The shared tokens sheet first, as every element adopts it; the shell is Lit, so it takes the CSS
  // file directly instead of @omnicanal/ui's index, which brings React.
  static override styles = [unsafeCSS(tokens), unsafeCSS(css)];

  declare apiBase: string | undefined;
  /**
   * The maps service of the place picker. Unset, the shell uses Google Places when the runtime
   * configuration names a `google-maps-key`, and otherwise says maps are not configured.
   */
  mapsProvider: MapsProvider | null = null;
  /** Texts of `common` and `shell` are loaded. */
  declare private _ready: boolean;
  /** What the current URL shows; null while the user loads. */
  declare private _view: Resolution | null;
  /** A screen whose code failed to load: shown with Retry, not retried in a loop. */
  declare private _failedTag: ElementTag | null;
  /** The agent inbox asks for attention; kept while another screen shows (spec 000 §2). */
  declare private _dot: boolean;
  declare private _toast: Toast | null;
  declare private _resending: boolean;
  /** Open conversations counted for the logout question. */
  declare private _openRooms: number;
  /** The modal opened by action name (denied, leave, open rooms, place picker), with its late overlay. */
  declare private _modal: ModalState;
  /** The inbox reported an open conversation (`oc-room-open`) not yet put away (`oc-room-close`). */
  declare private _roomOpen: boolean;

  readonly #menu = new MenuController(this);
  readonly #account = new AccountController(this, () => this.#route());
  #stops: (() => void)[] = [];
  #loadError: unknown = null;
  #lastAllowed: string | null = null;
  #dismissed: string | null = null;
  /** Logout in progress: its own navigation replaces the usual "back to sign-in with redirect". */
  #leaving = false;
  /** The shown element reported unsaved changes (`oc-dirty-change`). */
  #dirty = false;
  /** What to do once the user agrees to leave unsaved changes. */
  #afterLeave: (() => void) | null = null;
  /** The URL the shell last routed: where a refused back/forward returns. */
  #routedUrl = '';
  readonly #modals = createModal((state) => {
    this._modal = state;
  });
  readonly #updates = new UpdateController(this);
  readonly #placePicker = new PlacePickerController(this);
  #googleMaps: { key: string; provider: MapsProvider } | null = null;

  constructor() {
    super();
    this._ready = false;
    this._view = null;
    this._failedTag = null;
    this._dot = false;
    this._toast = null;
    this._resending = false;
    this._openRooms = 0;
    this._modal = this.#modals.state;
    this._roomOpen = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.apiBase) setApiBase(this.apiBase);
    this.#stops = [
      $locale.subscribe((locale) => this.#onLocale(locale)),
      // The reader's scheme on the console itself: every element inside inherits it.
      $theme.subscribe((theme) => {
        this.setAttribute('theme', theme);
        this.requestUpdate();
      }),
      $session.listen(() => this.#onSession()),
      $config.listen(() => this.#route()),
      $toast.subscribe((toast) => {
        this._toast = toast;
      }),
    ];
    window.addEventListener('popstate', this.#onPopState);
    this.addEventListener('oc-navigate', this.#onNavigate);
    this.addEventListener('oc-signed-in', this.#onSignedIn);
    this.addEventListener('oc-unauthorized', this.#onUnauthorized);
    this.addEventListener('oc-dirty-change', this.#onDirtyChange);
    this.addEventListener('oc-attention-change', this.#onAttention);
    this.addEventListener('oc-room-open', this.#onRoomOpen);
    this.addEventListener('oc-room-close', this.#onRoomClose);
    this.addEventListener('oc-place-pick', this.#onPlacePick);
    this.#route();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.#stops) stop();
    this.#stops = [];
    window.removeEventListener('popstate', this.#onPopState);
    this.removeEventListener('oc-navigate', this.#onNavigate);
    this.removeEventListener('oc-signed-in', this.#onSignedIn);
    this.removeEventListener('oc-unauthorized', this.#onUnauthorized);
    this.removeEventListener('oc-dirty-change', this.#onDirtyChange);
    this.removeEventListener('oc-attention-change', this.#onAttention);
    this.removeEventListener('oc-room-open', this.#onRoomOpen);
    this.removeEventListener('oc-room-close', this.#onRoomClose);
    this.removeEventListener('oc-place-pick', this.#onPlacePick);
    this.#modals.close();
  }

  /** Goes to a path of this origin; the console's query flags (`nav=false`…) come along. */
  navigate(url: string, options: { replace?: boolean } = {}): void {
    const target = carryFlags(url, currentUrl());
    this.#dismissed = null;
    if (target !== currentUrl()) history[options.replace ? 'replaceState' : 'pushState'](null, '', target);
    this.#menu.close(false);
    this.#route();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('apiBase') && this.apiBase) setApiBase(this.apiBase);
  }

  protected override render() {
    if (!this._ready) return nothing;
    const { token, user, customer } = $session.get();
    const url = currentUrl();
    const { edition } = $config.get();
    const ctx = { token, user, customer, edition };
    const links = navHidden(url) ? [] : visibleNav(ctx);
    const view = this._view?.kind === 'render' ? this._view : null;
    const signedIn = token ? user : null;
    return html`
      <a class="skip" href="#main" @click=${this.#skipToMain}>${t('shell:skip_to_content')}</a>
      ${renderUpdateBanner(this.#updates.version, this.#updates.reload)}
      ${renderHeader({
        user: signedIn,
        locale: $locale.get(),
        theme: $theme.get(),
        menu: this.#menu,
        items: {
          helpUrl: edition === 'hosted' ? ($config.get().providers.help ?? null) : null,
          changePassword: edition === 'hosted',
          settings: Boolean(signedIn) && isAllowed(match('/settings/account').route, ctx),
        },
        logo: customerLogo(edition, customer),
        crumbs: signedIn && view ? breadcrumb(view.route, ctx) : [],
        hidden: itemOpen(view?.route ?? null, view?.params ?? {}, this._roomOpen),
        onLink: this.#onLink,
        onLocale: (locale) => setLocale(locale, { persist: true }),
        onTheme: setTheme,
        onLogout: () => this.#confirmLeave(() => void this.#askLogout()),
      })}
      ${renderAlerts(
        headerAlerts(signedIn, customer, view?.route ?? null),
        { busy: this._resending, onResend: this.#resend },
        this.#onLink,
      )}
      <div class="body">
        ${links.length ? renderNav(links, currentLink(url, links), this._dot, this.#onLink) : nothing}
        <main id="main" part="main" tabindex="-1">
          ${
            this.#account.state === 'failed'
              ? renderFailure('shell:account.failed', this.#account.error, this.#retryAccount)
              : nothing
          }
          ${this.#renderStatus()}
          ${
            // The channels (`/messaging`) are drawn by <oc-settings> but are a menu area of their own.
            view?.route.element?.tag === 'oc-settings' && view.route.section === 'shell:routes.settings'
              ? renderSettingsNav(
                  visibleNav(ctx, SETTINGS_LINKS),
                  currentLink(url, SETTINGS_LINKS),
                  this.#onLink,
                )
              : nothing
          }
          <div id="outlet" class="outlet"></div>
        </main>
      </div>
      ${renderToast(this._toast)}
      ${renderDeniedDialog(this.#dismissDenied)}
      ${renderLeaveDialog(this.#stay, this.#leave)}
      ${renderOpenRoomsDialog(this._openRooms, this.#cancelLogout, this.#confirmLogout)}
      ${renderPlacePicker(this.#placePicker)}
    `;
  }

  #revealedLinks = new Map<string, string | null>();

  /**
   * On a phone the navigation and the settings areas are rows that scroll sideways: the current
   * entry of each is brought into view when it changes (not at every render, which would undo the
   * user's own scrolling).
   */
  #revealCurrentLinks(): void {
    for (const row of ['.nav', '.settings-nav ul']) {
      const box = this.renderRoot.querySelector<HTMLElement>(row);
      const link = box?.querySelector<HTMLAnchorElement>('a[aria-current="page"]');
      const href = link?.getAttribute('href') ?? null;
      if (this.#revealedLinks.get(row) === href) continue;
      this.#revealedLinks.set(row, href);
      if (link && box && box.scrollWidth > box.clientWidth)
        box.scrollLeft = link.offsetLeft - (box.clientWidth - link.offsetWidth) / 2;
    }
  }

  protected override updated(): void {
    if (!this._ready) return;
    const view = this._view?.kind === 'render' ? this._view : null;
    const element = view?.route.element;
    const outlet = this.renderRoot.querySelector<HTMLElement>('#outlet');
    const shown = element && element.tag !== this._failedTag ? element.tag : null;
    if (outlet) showElement(outlet, shown, view ? elementAttributes(view.route, view.params, view.url) : {});
    // spec 000 §2: the product's chat widget steps aside on the builders, dashboard and inbox.
    this.toggleAttribute('data-chat-widget-hidden', view ? chatWidgetHidden(view.route) : false);
    if (element) this.#load(element.tag);
    // A companion that fails to load leaves its place saying so (the preview); the screen works.
    for (const tag of element?.companions ?? [])
      loadCompanion(tag).catch((error: unknown) => console.warn(`[omnicanal] ${tag} did not load`, error));
    for (const [id, action] of MODAL_DIALOGS) {
      const dialog = this.renderRoot.querySelector<HTMLDialogElement>(`#${id}`);
      syncDialog(dialog, this._modal.action === action);
      // spec 000 §4: the overlay follows the modal 200 ms later.
      dialog?.classList.toggle('overlay', this._modal.action === action && this._modal.overlay);
    }
    // A pick ends when its modal closes, whatever closed it (a refused route opens its own).
    if (this._modal.action !== 'gbm-place') this.#placePicker.cancel();
    else this.#placePicker.attachMap(this.renderRoot.querySelector<HTMLElement>('#place-map'));
    this.#revealCurrentLinks();
    // spec 000 §2: the page title is the product title plus the menu names of the matched route.
    const keys = this._view && this._view.kind !== 'logout' ? titleKeys(this._view.route) : [];
    document.title = [t('common:product'), ...keys.map((key) => t(key))].join(' - ');
  }

  #renderStatus() {
    const view = this._view;
    if (!view) return this.#account.state === 'failed' ? nothing : renderLoading();
    if (view.kind === 'denied') return renderUnauthorized();
    if (view.kind !== 'render') return nothing;
    if (view.route.page) return renderPage(view.route, this.#onLink);
    if (view.route.element && view.route.element.tag === this._failedTag) {
      return renderFailure('shell:element_failed', this.#loadError, this.#retryElement);
    }
    return nothing;
  }

  /** Decides what the current URL shows; redirects replace the address. */
  #route(): void {
    if (this.#leaving) return;
    const url = currentUrl();
    const { token, user } = $session.get();
    if (token && !user) {
      this.#account.ensure(token);
      // Until the user is known no guard can answer; after a failure, public pages still work.
      if (this.#account.state !== 'failed' || !match(url).route.permission.public) {
        this._view = null;
        return;
      }
    }
    // Until GET /api/config lands the edition is only the default: a route of the other edition
    // waits for it instead of sending to sign-in (a mailed or shared /register link, hosted only).
    const { edition, version } = $config.get();
    const mode = match(url).route.permission.mode;
    if (version === null && mode && mode !== 'any' && mode !== edition) {
      this._view = null;
      return;
    }
    const resolution = resolve(this.#context(url));
    if (resolution.url !== url) history.replaceState(null, '', resolution.url);
    if (resolution.kind === 'logout') {
      void this.#logout(resolution.next, true);
      return;
    }
    if (resolution.kind === 'render' && !resolution.route.permission.public)
      this.#lastAllowed = resolution.url;
    const denied = resolution.kind === 'denied' && resolution.url !== this.#dismissed;
    if (denied && this._modal.action !== 'permission-denied') this.#modals.open('permission-denied');
    else if (!denied && this._modal.action === 'permission-denied') this.#modals.close();
    // A room the inbox opened stays open only while the inbox is the screen.
    if (resolution.kind !== 'render' || resolution.route.element?.tag !== 'oc-agent-inbox')
      this._roomOpen = false;
    this._view = resolution;
    this.#routedUrl = resolution.url;
  }

  #context(url: string): GuardContext {
    const { token, user, customer } = $session.get();
    return { token, user, customer, edition: $config.get().edition, url };
  }

  #load(tag: ElementTag): void {
    if (customElements.get(tag) || tag === this._failedTag) return;
    loadElement(tag).catch((error: unknown) => {
      this.#loadError = error;
      this._failedTag = tag;
    });
  }

  async #logout(next: string, replace: boolean): Promise<void> {
    this.#leaving = true;
    this.#menu.close(false);
    try {
      await signOut();
    } finally {
      this.#account.reset();
      this.#lastAllowed = null;
      this.#leaving = false;
    }
    this.navigate(next, { replace });
  }

  #onLocale(locale: Locale): void {
    document.documentElement.lang = locale;
    loadNamespaces(['common', 'shell']).then(
      () => {
        this._ready = true;
        this.requestUpdate();
      },
      (error: unknown) => console.error('[omnicanal] could not load the shell texts', error),
    );
  }

  #onSession(): void {
    if (!$session.get().token) {
      this.#account.reset();
      // The next user's inbox reports its own attention.
      this._dot = false;
    }
    // Losing the token on a protected page leads, through the guards, to sign-in with redirect.
    this.#route();
    this.requestUpdate();
  }

  readonly #onPopState = (): void => {
    const target = currentUrl();
    if (this.#dirty && this.#routedUrl && target !== this.#routedUrl) {
      // Back/forward cannot be cancelled: put the page's address back, then ask.
      history.pushState(null, '', this.#routedUrl);
      this.#confirmLeave(() => this.navigate(target));
      return;
    }
    this.#route();
  };

  /**
   * Logout from the menu: with conversations still open, ask first (spec 000 §2 "warn open rooms").
   * When they cannot be counted, the user signs out without the question, as they asked.
   */
  async #askLogout(): Promise<void> {
    this.#menu.close(false);
    const user = $session.get().user;
    const ctx = this.#context(currentUrl());
    const inConsole = user && isAllowed(match(AGENT_AREA).route, ctx);
    const open = inConsole ? await countOpenRooms(user.uuid) : null;
    if (open) {
      this._openRooms = open;
      this.#modals.open('warn-open-rooms');
      return;
    }
    await this.#logout('/login', false);
  }

  readonly #cancelLogout = (): void => {
    this.#modals.close();
  };

  readonly #confirmLogout = (): void => {
    this.#modals.close();
    void this.#logout('/login', false);
  };

  readonly #resend = (): void => {
    const email = $session.get().user?.email;
    if (!email || this._resending) return;
    this._resending = true;
    resendValidation(email)
      .then(
        () => showToast({ message: 'shell:alerts.resent', tone: 'success' }),
        (error: unknown) => showToast({ message: errorMessage(error), tone: 'error' }),
      )
      .finally(() => {
        this._resending = false;
      });
  };

  readonly #onAttention = (event: Event): void => {
    const dot = attentionDot(event);
    if (dot !== null) this._dot = dot;
  };

  readonly #onPlacePick = (event: Event): void => {
    const request = placePickRequest(event);
    if (!request) return;
    event.preventDefault();
    this.#placePicker.open(
      {
        current: request.current,
        respond: (place) => {
          if (this._modal.action === 'gbm-place') this.#modals.close();
          request.respond(place);
        },
      },
      this.#mapsProvider(),
    );
    this.#modals.open('gbm-place');
  };

  /** The set provider, else Google Places when the configuration has a key, else none. */
  #mapsProvider(): MapsProvider | null {
    if (this.mapsProvider) return this.mapsProvider;
    const key = $config.get().providers[GOOGLE_MAPS_KEY];
    if (!key) return null;
    if (this.#googleMaps?.key !== key) this.#googleMaps = { key, provider: loadGooglePlacesProvider(key) };
    return this.#googleMaps.provider;
  }

  readonly #onRoomOpen = (): void => {
    this._roomOpen = true;
  };

  readonly #onRoomClose = (): void => {
    this._roomOpen = false;
  };

  readonly #onDirtyChange = (event: Event): void => {
    const dirty = dirtyFlag(event);
    if (dirty !== null) this.#dirty = dirty;
  };

  /** Runs `go` now, or after the user agreed to lose the shown element's unsaved changes. */
  #confirmLeave(go: () => void): void {
    if (!this.#dirty) {
      go();
      return;
    }
    this.#afterLeave = go;
    this.#modals.open('leave');
  }

  readonly #stay = (): void => {
    this.#afterLeave = null;
    this.#modals.close();
  };

  readonly #leave = (): void => {
    const go = this.#afterLeave;
    this.#afterLeave = null;
    this.#modals.close();
    this.#dirty = false;
    go?.();
  };

  readonly #onNavigate = (event: Event): void => {
    const path = navigatePath(event);
    if (path) this.navigate(path);
  };

  readonly #onSignedIn = (event: Event): void => {
    const token = signedInToken(event);
    if (!token) return;
    // The user loads next; once in, the sign-in route sends on to `redirect` (same-origin paths
    // only) or home, replacing /login in the history (router.model.ts, guard).
    setToken(token, { persist: true });
    this.#route();
  };

  readonly #onUnauthorized = (): void => {
    clearSession();
    this.#route();
  };

  readonly #onLink = (event: MouseEvent): void => {
    const href = (event.currentTarget as HTMLAnchorElement).getAttribute('href');
    if (!href || !isPlainClick(event)) return;
    event.preventDefault();
    this.#confirmLeave(() => this.navigate(href));
  };

  readonly #skipToMain = (event: Event): void => {
    // A fragment link cannot reach into a shadow root: move the focus ourselves.
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('#main')?.focus();
  };

  readonly #dismissDenied = (): void => {
    this.#modals.close();
    const url = currentUrl();
    const ctx = this.#context(url);
    // spec 000 §2: back to the previous page, else the agent area, else the user's home.
    const target = [this.#lastAllowed, AGENT_AREA, homeUrl(ctx)].find((candidate) => {
      if (!candidate || candidate === url) return false;
      const next = resolve({ ...ctx, url: candidate });
      return next.kind === 'render' && next.url === candidate;
    });
    if (target) this.navigate(target, { replace: true });
    else this.#dismissed = url;
  };

  readonly #retryAccount = (): void => {
    this.#account.reset();
    this.#route();
  };

  readonly #retryElement = (): void => {
    this._failedTag = null;
    this.#loadError = null;
  };
}
