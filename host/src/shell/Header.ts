import type { User } from '@omnicanal/api';
import { isLocale, LOCALES, type Locale } from '@omnicanal/core';
import { t } from '@omnicanal/i18n';
import { isTheme, THEMES, type Theme } from '@omnicanal/stores';
import { html, nothing, type TemplateResult } from 'lit';
import type { NavLink } from '../routes.ts';
import { type HeaderAlert, PLANS_URL } from './alerts.model.ts';
import type { Crumb } from './header.model.ts';
import { type MenuController, renderUserMenu, type UserMenuItems } from './UserMenu.ts';

export interface HeaderProps {
  user: User | null;
  locale: Locale;
  theme: Theme;
  menu: MenuController;
  items: UserMenuItems;
  /** The customer's logo, or null for the product name (spec 000 §2). */
  logo: string | null;
  /** The breadcrumb of the shown route (spec 000 §2); empty draws none. */
  crumbs: readonly Crumb[];
  /** spec 000 §2: hidden while a chat, thread, review or ticket is open in the agent console. */
  hidden: boolean;
  onLink: (event: MouseEvent) => void;
  onLocale: (locale: Locale) => void;
  onTheme: (theme: Theme) => void;
  onLogout: () => void;
}

/**
 * Product name or customer logo (a link to the dashboard), the breadcrumb "Fil d'Ariane", language
 * select "Langue", theme select "Thème", and the user menu.
 */
export function renderHeader(props: HeaderProps): TemplateResult {
  const change = (event: Event) => {
    const value = (event.currentTarget as HTMLSelectElement).value;
    if (isLocale(value)) props.onLocale(value);
  };
  const changeTheme = (event: Event) => {
    const value = (event.currentTarget as HTMLSelectElement).value;
    if (isTheme(value)) props.onTheme(value);
  };
  return html`
    <header class="header" part="header" ?hidden=${props.hidden}>
      <a class="brand" href="/dashboard" aria-label=${t('shell:home')} @click=${props.onLink}>
        ${props.logo ? html`<img class="logo" src=${props.logo} alt="" />` : t('common:product')}
      </a>
      ${renderBreadcrumb(props.crumbs, props.onLink)}
      <div class="tools">
        <span class="language">
          <label for="language">${t('shell:language.label')}</label>
          <select id="language" @change=${change}>
            ${LOCALES.map(
              (locale) =>
                html`<option value=${locale} lang=${locale} ?selected=${locale === props.locale}>
                  ${t(`shell:language.${locale}`)}
                </option>`,
            )}
          </select>
        </span>
        <span class="language">
          <label for="theme">${t('shell:theme.label')}</label>
          <select id="theme" @change=${changeTheme}>
            ${THEMES.map(
              (theme) =>
                html`<option value=${theme} ?selected=${theme === props.theme}>${t(`shell:theme.${theme}`)}</option>`,
            )}
          </select>
        </span>
        ${props.user ? renderUserMenu(props.menu, props.user, props.items, props.onLink, props.onLogout) : nothing}
      </div>
    </header>
  `;
}

/** spec 000 §2: the breadcrumb from the matched routes; the last step is the current page. */
function renderBreadcrumb(
  crumbs: readonly Crumb[],
  onLink: (event: MouseEvent) => void,
): TemplateResult | typeof nothing {
  if (!crumbs.length) return nothing;
  const last = crumbs.length - 1;
  return html`
    <nav class="breadcrumb" aria-label=${t('shell:breadcrumb.label')}>
      <ol>
        ${crumbs.map((crumb, index) => {
          if (index === last) return html`<li><span aria-current="page">${t(crumb.label)}</span></li>`;
          return html`<li>
            ${crumb.href ? html`<a href=${crumb.href} @click=${onLink}>${t(crumb.label)}</a>` : t(crumb.label)}
          </li>`;
        })}
      </ol>
    </nav>
  `;
}

/**
 * The side navigation: real links (open in a new tab works), clicks stay in the page. `dot` marks
 * the agent inbox link while the inbox asks for attention (spec 000 §2).
 */
export function renderNav(
  links: readonly NavLink[],
  current: NavLink | null,
  dot: boolean,
  onLink: (event: MouseEvent) => void,
): TemplateResult {
  return html`
    <nav class="nav" part="nav" aria-label=${t('shell:nav.label')}>
      <ul>
        ${links.map(
          (link) => html`
            <li>
              <a href=${link.href} aria-current=${link === current ? 'page' : nothing} @click=${onLink}>
                ${t(link.label)}
                ${
                  dot && link.route === 'gb-agent'
                    ? html`<span class="dot" role="img" aria-label=${t('shell:nav.attention')}></span>`
                    : nothing
                }
              </a>
            </li>
          `,
        )}
      </ul>
    </nav>
  `;
}

/** The alerts under the header (spec 000 §2): confirm your email, over quota. */
export function renderAlerts(
  alerts: readonly HeaderAlert[],
  resend: { busy: boolean; onResend: () => void },
  onLink: (event: MouseEvent) => void,
): TemplateResult | typeof nothing {
  if (!alerts.length) return nothing;
  return html`
    <div class="alerts">
      ${alerts.map((alert) =>
        alert === 'confirm-email'
          ? html`<div class="alert">
              <span>${t('shell:alerts.confirm_email')}</span>
              <button type="button" ?disabled=${resend.busy} @click=${resend.onResend}>
                ${t('shell:alerts.resend')}
              </button>
            </div>`
          : html`<div class="alert">
              <span>${t('shell:alerts.over_quota')}</span>
              <a class="button" href=${PLANS_URL} @click=${onLink}>${t('shell:alerts.view_plans')}</a>
            </div>`,
      )}
    </div>
  `;
}

/** A plain left click: modified clicks keep the browser's meaning (new tab, window, download). */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
