import type { User } from '@omnicanal/api';
import { isLocale, LOCALES, type Locale } from '@omnicanal/core';
import { t } from '@omnicanal/i18n';
import { html, nothing, type TemplateResult } from 'lit';
import { isWithin } from '../router.model.ts';
import type { NavLink } from '../routes.ts';
import { type MenuController, renderUserMenu } from './UserMenu.ts';

export interface HeaderProps {
  user: User | null;
  locale: Locale;
  menu: MenuController;
  onLink: (event: MouseEvent) => void;
  onLocale: (locale: Locale) => void;
  onLogout: () => void;
}

/** Product name (a link home), language select "Langue", and the user menu once signed in. */
export function renderHeader(props: HeaderProps): TemplateResult {
  const change = (event: Event) => {
    const value = (event.currentTarget as HTMLSelectElement).value;
    if (isLocale(value)) props.onLocale(value);
  };
  return html`
    <header class="header">
      <a class="brand" href="/" aria-label=${t('shell:home')} @click=${props.onLink}>${t('common:product')}</a>
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
        ${props.user ? renderUserMenu(props.menu, props.user, props.onLogout) : nothing}
      </div>
    </header>
  `;
}

/** The side navigation: real links (open in a new tab works), clicks stay in the page. */
export function renderNav(
  links: readonly NavLink[],
  url: string,
  onLink: (event: MouseEvent) => void,
): TemplateResult {
  return html`
    <nav class="nav" aria-label=${t('shell:nav.label')}>
      <ul>
        ${links.map(
          (link) => html`
            <li>
              <a href=${link.href} aria-current=${isWithin(url, link.href) ? 'page' : nothing} @click=${onLink}>
                ${t(link.label)}
              </a>
            </li>
          `,
        )}
      </ul>
    </nav>
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
