import type { Locale } from '@omnicanal/core';
import { loadNamespaces, t } from '@omnicanal/i18n';
import { $config, $locale, $session, clearSession, setApiBase, setLocale, setToken } from '@omnicanal/stores';
import tokens from '@omnicanal/ui/tokens.css?inline';
import { html, LitElement, nothing, type PropertyValues, unsafeCSS } from 'lit';
import { loadElement } from '../elements.ts';
import { navigatePath, signedInToken } from '../events.ts';
import {
  carryFlags,
  type GuardContext,
  homeUrl,
  match,
  navHidden,
  type Resolution,
  resolve,
  visibleNav,
} from '../router.model.ts';
import { AGENT_AREA, type ElementTag } from '../routes.ts';
import { AccountController, signOut } from './account.ts';
import { renderDeniedDialog, syncDialog } from './DeniedDialog.ts';
import { isPlainClick, renderHeader, renderNav } from './Header.ts';
import { dirtyFlag, renderLeaveDialog } from './LeaveDialog.ts';
import { showElement } from './outlet.ts';
import { renderFailure, renderLoading, renderPage, renderUnauthorized } from './pages.ts';
import css from './Shell.css?inline';
import { MenuController } from './UserMenu.ts';

const currentUrl = () => `${location.pathname}${location.search}`;

/**
 * `<oc-shell>`: the console around the elements (spec 000 §2, Shell). It routes, guards, draws the
 * header, navigation and user menu, and maps each route to an element and its attributes; what a
 * screen does belongs to its element.
 *
 * @summary The Omnicanal console: router, guards, navigation, header, user menu.
 * @attr api-base - base of every service (default `/api`)
 * @listens oc-navigate - `{ path }`: go to a path of this origin
 * @listens oc-signed-in - `{ token }`: keep the token, load the user, go where they were going
 * @listens oc-unauthorized - the session is no longer valid: sign in again
 */
export class OcShell extends LitElement {
  static override properties = {
    apiBase: { type: String, attribute: 'api-base' },
    _ready: { state: true },
    _view: { state: true },
    _failedTag: { state: true },
    _denied: { state: true },
    _leaving: { state: true },
  };

  // The shared tokens sheet first, as every element adopts it; the shell is Lit, so it takes the CSS
  // file directly instead of @omnicanal/ui's index, which brings React.
  static override styles = [unsafeCSS(tokens), unsafeCSS(css)];

  declare apiBase: string | undefined;
  /** Texts of `common` and `shell` are loaded. */
  declare private _ready: boolean;
  /** What the current URL shows; null while the user loads. */
  declare private _view: Resolution | null;
  /** A screen whose code failed to load: shown with Retry, not retried in a loop. */
  declare private _failedTag: ElementTag | null;
  declare private _denied: boolean;
  /** The unsaved-changes question is open. */
  declare private _leaving: boolean;

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

  constructor() {
    super();
    this._ready = false;
    this._view = null;
    this._failedTag = null;
    this._denied = false;
    this._leaving = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.apiBase) setApiBase(this.apiBase);
    this.#stops = [
      $locale.subscribe((locale) => this.#onLocale(locale)),
      $session.listen(() => this.#onSession()),
      $config.listen(() => this.#route()),
    ];
    window.addEventListener('popstate', this.#onPopState);
    this.addEventListener('oc-navigate', this.#onNavigate);
    this.addEventListener('oc-signed-in', this.#onSignedIn);
    this.addEventListener('oc-unauthorized', this.#onUnauthorized);
    this.addEventListener('oc-dirty-change', this.#onDirtyChange);
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
    const { token, user } = $session.get();
    const url = currentUrl();
    const links = navHidden(url) ? [] : visibleNav({ token, user, edition: $config.get().edition });
    return html`
      <a class="skip" href="#main" @click=${this.#skipToMain}>${t('shell:skip_to_content')}</a>
      ${renderHeader({
        user: token ? user : null,
        locale: $locale.get(),
        menu: this.#menu,
        onLink: this.#onLink,
        onLocale: (locale) => setLocale(locale, { persist: true }),
        onLogout: () => this.#confirmLeave(() => void this.#logout('/login', false)),
      })}
      <div class="body">
        ${links.length ? renderNav(links, url, this.#onLink) : nothing}
        <main id="main" tabindex="-1">
          ${
            this.#account.state === 'failed'
              ? renderFailure('shell:account.failed', this.#account.error, this.#retryAccount)
              : nothing
          }
          ${this.#renderStatus()}
          <div id="outlet" class="outlet"></div>
        </main>
      </div>
      ${renderDeniedDialog(this.#dismissDenied)}
      ${renderLeaveDialog(this.#stay, this.#leave)}
    `;
  }

  protected override updated(): void {
    if (!this._ready) return;
    const view = this._view?.kind === 'render' ? this._view : null;
    const element = view?.route.element;
    const outlet = this.renderRoot.querySelector<HTMLElement>('#outlet');
    const shown = element && element.tag !== this._failedTag ? element.tag : null;
    if (outlet)
      showElement(outlet, shown, view && element?.attributes ? element.attributes(view.params) : {});
    if (element) this.#load(element.tag);
    syncDialog(this.renderRoot.querySelector<HTMLDialogElement>('#denied'), this._denied);
    syncDialog(this.renderRoot.querySelector<HTMLDialogElement>('#leave'), this._leaving);
    // spec 000 §2: the page title is the product title plus the menu name of the matched route.
    const menu = this._view && this._view.kind !== 'logout' ? this._view.route.menu : undefined;
    document.title = menu ? `${t('common:product')} - ${t(menu)}` : t('common:product');
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
    const resolution = resolve(this.#context(url));
    if (resolution.url !== url) history.replaceState(null, '', resolution.url);
    if (resolution.kind === 'logout') {
      void this.#logout(resolution.next, true);
      return;
    }
    if (resolution.kind === 'render' && !resolution.route.permission.public)
      this.#lastAllowed = resolution.url;
    this._denied = resolution.kind === 'denied' && resolution.url !== this.#dismissed;
    this._view = resolution;
    this.#routedUrl = resolution.url;
  }

  #context(url: string): GuardContext {
    const { token, user } = $session.get();
    return { token, user, edition: $config.get().edition, url };
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
    if (!$session.get().token) this.#account.reset();
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
    this._leaving = true;
  }

  readonly #stay = (): void => {
    this.#afterLeave = null;
    this._leaving = false;
  };

  readonly #leave = (): void => {
    const go = this.#afterLeave;
    this.#afterLeave = null;
    this._leaving = false;
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
    this._denied = false;
    const url = currentUrl();
    const ctx = this.#context(url);
    // spec 000 §2: back to the previous page, else the agent area, else the user's home.
    const target = [this.#lastAllowed, AGENT_AREA, homeUrl(ctx)].find(
      (candidate) => candidate && candidate !== url && resolve({ ...ctx, url: candidate }).kind === 'render',
    );
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
