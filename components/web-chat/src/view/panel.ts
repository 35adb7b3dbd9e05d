import { html, nothing } from 'lit';
import type { Translate } from '../i18n.ts';
import type { PanelLook } from '../model/panel-look.ts';

/*
 * Templates of what the configuration adds to the panel: the header's texts and the welcome
 * bubble. Configured texts go through text bindings only; templates stay on one line, as their
 * whitespace ships to every visitor.
 */

/** The header's title (the widget's own words when none is set) and subtitle. */
export function renderHeading(look: PanelLook | undefined, t: Translate) {
  return html`<div><h2 id="title">${look?.title || t('title')}</h2>${look?.subtitle ? html`<p class="subtitle">${look.subtitle}</p>` : nothing}</div>`;
}

/** The skill's welcome message, as the first bubble of the log (not part of the conversation). */
export function renderWelcome(text: string, t: Translate) {
  return html`<div class="entry other welcome"><span class="meta"><span class="who">${t('bot.name')}</span></span><div class="bubble"><p class="text">${text}</p></div></div>`;
}
