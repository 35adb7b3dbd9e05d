import type { RichContent } from '@omnicanal/api';
import { formatTime, type Locale, safeHref } from '@omnicanal/core';
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n.ts';
import type { Entry } from '../model/conversation.ts';

/**
 * Templates of the conversation log. Everything a visitor, an agent or a bot wrote goes through
 * Lit's text bindings (escaped, never parsed as HTML). Lit does not vet URLs in attributes, so
 * every link goes through core's safeHref: only http(s) becomes clickable.
 */

const link = (href: string, text: string, download?: string) =>
  html`<a href=${href} target="_blank" rel="noopener noreferrer" download=${download ?? nothing}>${text}</a>`;

/** A slot as the visitor's browser writes dates; the widget has no locale setting of its own. */
function slotText(start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return `${from.toLocaleString()} – ${to.toLocaleTimeString()}`;
}

/** One rich content, rendered inert; kinds the widget does not handle get a short neutral line. */
export function renderContent(content: RichContent, t: Translate): TemplateResult {
  switch (content.type) {
    case 'txt':
      return html`<p class="text">${content.text}</p>`;
    case 'url': {
      const href = safeHref(content.url);
      const text = content.desc || content.url;
      return href ? html`<p>${link(href, text)}</p>` : html`<p class="text">${text}</p>`;
    }
    case 'file': {
      const href = safeHref(content.url);
      return href
        ? html`<p class="file">${link(href, content.name, content.name)}</p>`
        : html`<p class="text">${content.name}</p>`;
    }
    case 'location': {
      const { lat, lng } = content;
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) break;
      const where = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
      return html`<p>${link(href, content.label ? `${content.label} (${where})` : where)}</p>`;
    }
    case 'payment': {
      const amount = t('content.payment', { amount: content.amount.toFixed(2), currency: content.currency });
      const href = content.url ? safeHref(content.url) : null;
      return html`<p class="text">${amount}</p>${href ? html`<p>${link(href, t('content.pay'))}</p>` : nothing}`;
    }
    case 'authentication':
      return html`<p class="text">${t('content.authentication', { title: content.title })}</p>`;
    case 'cobrowsing':
      return html`<p class="text">${t('content.cobrowsing')}</p>`;
    case 'webrtc': {
      const href = safeHref(content.url);
      return href
        ? html`<p>${link(href, t('content.webrtc'))}</p>`
        : html`<p class="text">${t('content.webrtc')}</p>`;
    }
    case 'timeslots':
      return html`<p class="text">${content.title}</p>
        <ul class="slots">
          ${content.slots.map((slot) => html`<li>${slotText(slot.start, slot.end)}</li>`)}
        </ul>`;
    case 'callback':
      return html`<p class="text">${content.title}</p>${
        content.phone_number
          ? html`<p class="text">${t('content.callback', { phone: content.phone_number })}</p>`
          : nothing
      }`;
  }
  return html`<p class="neutral">${t('content.unsupported')}</p>`;
}

function time(iso: string, locale: Locale): TemplateResult | typeof nothing {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return nothing;
  return html`<time datetime=${iso}>${formatTime(date, locale)}</time>`;
}

function who(entry: Entry, t: Translate): string {
  switch (entry.kind) {
    case 'visitor':
      return t('you');
    case 'agent':
    case 'smartcoaching':
      return entry.author || t('agent');
    case 'bot':
      return entry.author || t('bot.name');
    default:
      return t('system');
  }
}

/**
 * The words of a system line. The server writes its event lines as codes (`session_taken`,
 * `session_closed`) so each side can say them in its own language; other texts are shown as sent.
 */
function systemText(entry: Entry, t: Translate): string | null {
  const name = entry.author || t('agent');
  if (entry.kind === 'notice') return t('joined', { name });
  if (entry.content.type !== 'txt' || !/^\w+$/.test(entry.content.text)) return null;
  const key = `events.${entry.content.text}`;
  const text = t(key, { name });
  return text === key ? null : text;
}

export interface EntryActions {
  /** Retry is offered only while the conversation can still take messages. */
  canRetry: boolean;
  onRetry: (clientId: string) => void;
  /** The room-action cards, once their chunk has loaded: the bubble of a card or an answer. */
  card?: (entry: Entry) => TemplateResult | null;
}

function delivery(entry: Entry, t: Translate, actions: EntryActions): TemplateResult | typeof nothing {
  if (entry.delivery === 'sending') return html`<p class="delivery sending">${t('delivery.sending')}</p>`;
  if (entry.delivery !== 'failed') return nothing;
  const clientId = entry.clientId;
  return html`<p class="delivery failed">
    <span>${t('delivery.failed')}</span>
    ${
      actions.canRetry && clientId
        ? html`<button type="button" class="link" @click=${() => actions.onRetry(clientId)}>
          ${t('delivery.retry')}
        </button>`
        : nothing
    }
  </p>`;
}

/** One log line: system lines centred, messages with their author, time and delivery state. */
export function renderEntry(
  entry: Entry,
  t: Translate,
  locale: Locale,
  actions: EntryActions,
): TemplateResult {
  if (entry.kind === 'event' || entry.kind === 'notice') {
    const text = systemText(entry, t);
    return html`<div class="entry system">
      <span class="sr-only">${t('system')}</span>
      ${text === null ? renderContent(entry.content, t) : html`<p class="text">${text}</p>`}
      ${time(entry.createdAt, locale)}
    </div>`;
  }
  const own = entry.kind === 'visitor';
  return html`<div class="entry ${own ? 'own' : 'other'}">
    <p class="meta"><span class="who">${who(entry, t)}</span> ${time(entry.createdAt, locale)}</p>
    <div class="bubble">${actions.card?.(entry) ?? renderContent(entry.content, t)}</div>
    ${delivery(entry, t, actions)}
  </div>`;
}
