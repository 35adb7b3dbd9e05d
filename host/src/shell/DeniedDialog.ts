import { t } from '@omnicanal/i18n';
import { html, type TemplateResult } from 'lit';

/**
 * The permission-denied modal (spec 000 §2, §8): title and details from `common:error.permission_denied.*`,
 * one OK button. Escape does what OK does, so the user is never left on a refused screen.
 */
export function renderDeniedDialog(onClose: () => void): TemplateResult {
  const cancel = (event: Event) => {
    event.preventDefault();
    onClose();
  };
  return html`
    <dialog id="denied" class="dialog" aria-labelledby="denied-title" aria-describedby="denied-details" @cancel=${cancel}>
      <h2 id="denied-title">${t('common:error.permission_denied.title')}</h2>
      <p id="denied-details">${t('common:error.permission_denied.details')}</p>
      <div class="actions">
        <button type="button" class="primary" @click=${onClose}>${t('common:actions.ok')}</button>
      </div>
    </dialog>
  `;
}

/** Opens (modal: focus trapped, page inert) or closes the native dialog to match `open`. */
export function syncDialog(dialog: HTMLDialogElement | null, open: boolean): void {
  if (!dialog) return;
  if (open && !dialog.open) {
    dialog.showModal();
    dialog.querySelector<HTMLElement>('button')?.focus();
  } else if (!open && dialog.open) dialog.close();
}
