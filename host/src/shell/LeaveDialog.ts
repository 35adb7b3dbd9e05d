import { t } from '@omnicanal/i18n';
import { html, type TemplateResult } from 'lit';

/**
 * Asked before leaving a screen whose element reported unsaved changes (`oc-dirty-change`, e.g. the
 * bot builder, spec 001 §4). Escape and "Stay" keep the user where they are: losing work needs a
 * deliberate click.
 */
export function renderLeaveDialog(onStay: () => void, onLeave: () => void): TemplateResult {
  const cancel = (event: Event) => {
    event.preventDefault();
    onStay();
  };
  return html`
    <dialog id="leave" class="dialog" aria-labelledby="leave-title" aria-describedby="leave-details" @cancel=${cancel}>
      <h2 id="leave-title">${t('shell:leave.title')}</h2>
      <p id="leave-details">${t('shell:leave.details')}</p>
      <div class="actions">
        <button type="button" class="primary" @click=${onStay}>${t('shell:leave.stay')}</button>
        <button type="button" @click=${onLeave}>${t('shell:leave.leave')}</button>
      </div>
    </dialog>
  `;
}

/** The `dirty` flag of an `oc-dirty-change` event, or null for anything else. */
export function dirtyFlag(event: Event): boolean | null {
  const detail = (event as CustomEvent<{ dirty?: unknown }>).detail;
  return typeof detail?.dirty === 'boolean' ? detail.dirty : null;
}
