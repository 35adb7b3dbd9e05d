import { html, nothing } from 'lit';
import type { Translate } from '../i18n.ts';
import type { ConversationState } from '../model/conversation.ts';
import { initials, type PanelLook, safeLogo } from '../model/panel-look.ts';

/*
 * Templates of what the configuration adds to the panel: the header (logo, company name, punchline,
 * title, subtitle, the answering agent), the welcome bubble and the powered-by line. Configured
 * texts go through text bindings only; templates stay on few lines, as their whitespace ships.
 */

/** What the header shows of the answering agent, once one has joined and the look shows agents. */
export interface HeaderAgent {
  name: string;
}

/**
 * The header's texts: the logo (square, only an http(s) address, `base` resolving a relative one),
 * the company and its punchline, the title (the widget's own words when none is set) and subtitle,
 * then the answering agent by name and initials (the reference server keeps no agent pictures).
 */
export function renderHeading(
  look: PanelLook | undefined,
  t: Translate,
  base: string,
  agent: HeaderAgent | null,
) {
  const logo = look ? safeLogo(look.logo, base) : null;
  const company = look?.company_name;
  return html`<div class="heading">${logo ? html`<img class="logo" src=${logo} alt=${company ? `${t('header.logo')} ${company}` : t('header.logo')} width="40" height="40">` : nothing}<div>${company ? html`<p class="company">${company}</p>` : nothing}${look?.punchline ? html`<p class="punchline">${look.punchline}</p>` : nothing}<h2 id="title">${look?.title || t('title')}</h2>${look?.subtitle ? html`<p class="subtitle">${look.subtitle}</p>` : nothing}${agent ? html`<p class="agent"><span class="avatar" aria-hidden="true">${initials(agent.name)}</span>${t('header.answering', { name: agent.name })}</p>` : nothing}</div></div>`;
}

/** The skill's welcome message, as the first bubble of the log (not part of the conversation). */
export function renderWelcome(text: string, t: Translate) {
  return html`<div class="entry other welcome"><span class="meta"><span class="who">${t('bot.name')}</span></span><div class="bubble"><p class="text">${text}</p></div></div>`;
}

/** The powered-by line under the panel, inert text. */
export function renderPoweredBy(look: PanelLook | undefined, t: Translate) {
  return look?.powered_by ? html`<p class="powered-by">${t('header.powered_by')}</p>` : nothing;
}

/** A start that failed (why, and a retry), or a conversation the agent closed (and a new one). */
export function renderNotices(c: ConversationState, t: Translate, retry: () => void, reset: () => void) {
  if (c.phase === 'failed') {
    const code = c.error ?? 'unknown';
    const reason = t(`errors.${code}`);
    return html`<div class="alert" role="alert"><p>${t('start_failed')} ${reason === `errors.${code}` ? t('errors.unknown') : reason}</p><button type="button" class="secondary" @click=${retry}>${t('retry')}</button></div>`;
  }
  if (c.phase === 'closed')
    return html`<div class="ended"><p>${t('closed')}</p><button type="button" class="secondary" @click=${reset}>${t('new')}</button></div>`;
  return nothing;
}
