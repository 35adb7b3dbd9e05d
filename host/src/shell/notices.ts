import { i18n, t } from '@omnicanal/i18n';
import type { Toast } from '@omnicanal/stores';
import { html, nothing, type TemplateResult } from 'lit';

/** spec 000 §2: "a new version is available, click here to update", with its reload button. */
export function renderUpdateBanner(
  version: string | null,
  onReload: () => void,
): TemplateResult | typeof nothing {
  if (!version) return nothing;
  return html`
    <div class="update" role="status">
      <span>${t('shell:update.message')}</span>
      <button type="button" @click=${onReload}>${t('shell:update.reload')}</button>
    </div>
  `;
}

/** A toast carries a translation key, or a message already translated (a server error's). */
function toastText(toast: Toast): string {
  return i18n.exists(toast.message) ? t(toast.message, toast.values ?? {}) : toast.message;
}

/**
 * The notification toast (spec 000 §2): the store hides it after 5 s and a new message restarts the
 * timer. The live region stays in the page so screen readers hear each new message.
 */
export function renderToast(toast: Toast | null): TemplateResult {
  return html`
    <div class="toast-region" role="status" aria-live="polite">
      ${toast ? html`<p class="toast ${toast.tone}">${toastText(toast)}</p>` : nothing}
    </div>
  `;
}
