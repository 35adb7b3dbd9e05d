import { t } from '@omnicanal/i18n';
import { html, type TemplateResult } from 'lit';

/**
 * spec 000 §2 "warn open rooms": logout with conversations still open asks first (OK/Cancel).
 * Escape cancels: signing out needs a deliberate click.
 */
export function renderOpenRoomsDialog(
  count: number,
  onCancel: () => void,
  onConfirm: () => void,
): TemplateResult {
  const cancel = (event: Event) => {
    event.preventDefault();
    onCancel();
  };
  return html`
    <dialog
      id="open-rooms"
      class="dialog"
      aria-labelledby="open-rooms-title"
      aria-describedby="open-rooms-details"
      @cancel=${cancel}
    >
      <h2 id="open-rooms-title">${t('shell:open_rooms.title', { count })}</h2>
      <p id="open-rooms-details">${t('shell:open_rooms.details')}</p>
      <div class="actions">
        <button type="button" @click=${onCancel}>${t('common:actions.cancel')}</button>
        <button type="button" class="primary" @click=${onConfirm}>${t('common:actions.ok')}</button>
      </div>
    </dialog>
  `;
}
