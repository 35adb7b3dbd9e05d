import type { User } from '@omnicanal/api';
import { t } from '@omnicanal/i18n';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/**
 * Open state and keyboard of the user menu (WAI-ARIA menu button): Enter/Space/ArrowDown open it on
 * the first item, arrows move, Escape closes it and gives focus back to the button, a click
 * elsewhere or Tab closes it.
 */
export class MenuController implements ReactiveController {
  open = false;
  readonly #host: Host;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.close(false);
  }

  toggle(): void {
    if (this.open) this.close(true);
    else void this.show(0);
  }

  async show(index: number): Promise<void> {
    this.open = true;
    document.addEventListener('pointerdown', this.#outside, true);
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    const items = this.#items();
    items.at(index)?.focus();
  }

  close(restoreFocus: boolean): void {
    if (!this.open) return;
    this.open = false;
    document.removeEventListener('pointerdown', this.#outside, true);
    this.#host.requestUpdate();
    if (restoreFocus) this.#button()?.focus();
  }

  readonly onButtonKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  readonly onMenuKeydown = (event: KeyboardEvent): void => {
    const items = this.#items();
    const at = items.indexOf(this.#host.renderRoot.querySelector(':focus') as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items.at(to % items.length)?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close(true);
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (event.key === 'Tab') this.close(false);
  };

  readonly #outside = (event: Event): void => {
    const menu = this.#host.renderRoot.querySelector('.user-menu');
    if (menu && !event.composedPath().includes(menu)) this.close(false);
  };

  #items(): HTMLElement[] {
    return [...this.#host.renderRoot.querySelectorAll<HTMLElement>('#user-menu [role="menuitem"]')];
  }

  #button(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>('#user-menu-button');
  }
}

function initials(user: User): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The entries of the user menu besides logout (spec 000 §2): each shown only when it applies. */
export interface UserMenuItems {
  /** The help site, when the deployment names one. */
  helpUrl: string | null;
  /** Hosted edition only. */
  changePassword: boolean;
  /** Only if the settings route is allowed. */
  settings: boolean;
}

/** Where "change password" leads. */
export const CHANGE_PASSWORD_URL = '/password/change';

/** The signed-in user's name and the menu button "Menu utilisateur" with its entries and "Se déconnecter". */
export function renderUserMenu(
  menu: MenuController,
  user: User,
  items: UserMenuItems,
  onLink: (event: MouseEvent) => void,
  onLogout: () => void,
): TemplateResult {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return html`
    <div class="user-menu">
      <span class="user-name">${name}</span>
      <button
        id="user-menu-button"
        class="avatar"
        type="button"
        aria-haspopup="menu"
        aria-expanded=${menu.open ? 'true' : 'false'}
        aria-controls="user-menu"
        @click=${() => menu.toggle()}
        @keydown=${menu.onButtonKeydown}
      >
        <span aria-hidden="true">${initials(user)}</span>
        <span class="visually-hidden">${t('shell:user_menu.button')}</span>
      </button>
      <div
        id="user-menu"
        class="menu"
        role="menu"
        aria-labelledby="user-menu-button"
        ?hidden=${!menu.open}
        @keydown=${menu.onMenuKeydown}
      >
        ${
          items.settings
            ? html`<a role="menuitem" tabindex="-1" href="/settings" @click=${onLink}>${t('shell:user_menu.settings')}</a>`
            : nothing
        }
        ${
          items.changePassword
            ? html`<a role="menuitem" tabindex="-1" href=${CHANGE_PASSWORD_URL} @click=${onLink}>
                ${t('shell:user_menu.change_password')}
              </a>`
            : nothing
        }
        ${
          items.helpUrl
            ? html`<a role="menuitem" tabindex="-1" href=${items.helpUrl} target="_blank" rel="noopener noreferrer">
                ${t('shell:user_menu.help')}
              </a>`
            : nothing
        }
        <button type="button" role="menuitem" tabindex="-1" @click=${onLogout}>${t('common:actions.logout')}</button>
      </div>
    </div>
  `;
}
