import { t } from '@omnicanal/i18n';
import { html, nothing, type TemplateResult } from 'lit';
import type { NavLink } from '../routes.ts';

/**
 * The settings areas a user may open, shown above a settings screen (spec 002 §2, §6). Real links
 * like the side navigation: clicks stay in the page, a new tab works.
 */
export function renderSettingsNav(
  links: readonly NavLink[],
  current: NavLink | null,
  onLink: (event: MouseEvent) => void,
): TemplateResult | typeof nothing {
  if (links.length < 2) return nothing;
  return html`
    <nav class="settings-nav" aria-label=${t('shell:routes.settings')}>
      <ul>
        ${links.map(
          (link) => html`
            <li>
              <a href=${link.href} aria-current=${link === current ? 'page' : nothing} @click=${onLink}>
                ${t(link.label)}
              </a>
            </li>
          `,
        )}
      </ul>
    </nav>
  `;
}
