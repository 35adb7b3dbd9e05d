import { errorMessage, t } from '@omnicanal/i18n';
import { html, type TemplateResult } from 'lit';
import type { RouteDef } from '../routes.ts';

/** Screens the shell draws itself: no element exists for them (yet). */
export function renderPage(route: RouteDef, onLink: (event: MouseEvent) => void): TemplateResult {
  if (route.page === 'user-not-configured') {
    // spec 000 §2: account configuration in progress, contact the administrator.
    return html`
      <section class="page">
        <h1>${t('shell:pages.user_not_configured.title')}</h1>
        <p>${t('shell:pages.user_not_configured.body')}</p>
      </section>
    `;
  }
  if (route.page === 'not-available') {
    return html`
      <section class="page">
        <h1>${route.menu ? t(route.menu) : ''}</h1>
        <p>${t('shell:pages.not_available.body')}</p>
      </section>
    `;
  }
  return html`
    <section class="page">
      <h1>${t('shell:pages.not_found.title')}</h1>
      <p>${t('shell:pages.not_found.body')}</p>
      <p><a href="/" @click=${onLink}>${t('shell:pages.not_found.home')}</a></p>
    </section>
  `;
}

/** Behind the permission-denied modal, and after it when there is nowhere to go back to. */
export function renderUnauthorized(): TemplateResult {
  return html`<section class="page"><p>${t('shell:pages.unauthorized')}</p></section>`;
}

export function renderLoading(): TemplateResult {
  return html`<p class="status" role="status">${t('shell:account.loading')}</p>`;
}

/** A failure the user can retry: the account could not load, or a screen's code could not. */
export function renderFailure(key: string, error: unknown, onRetry: () => void): TemplateResult {
  return html`
    <div class="failure" role="alert">
      <p>${t(key)} ${errorMessage(error)}</p>
      <button type="button" @click=${onRetry}>${t('common:actions.retry')}</button>
    </div>
  `;
}
