import type { AnswerKind, RoomEventAnswerContent } from '@omnicanal/api';
import type { Locale } from '@omnicanal/core';
import { html, nothing, type TemplateResult, unsafeCSS } from 'lit';
import en from '../../../../locales/en/web-chat-cards.json';
import fr from '../../../../locales/fr/web-chat-cards.json';
import { type Translate, translator } from '../i18n.ts';
import {
  type AnswerProgress,
  answerData,
  answerOf,
  type CardContent,
  cardOf,
  paymentHref,
  slotLabel,
} from '../model/cards.ts';
import type { Entry } from '../model/conversation.ts';
import css from './cards.css?inline';

/**
 * The agent's room actions as cards the visitor answers (time slots, callback, payment,
 * authentication), and the visitor's stored answers. Loaded on first use: most visitors never
 * get one. Everything the agent wrote goes through Lit's text bindings; the payment link through
 * safeHref.
 */

/** The cards' own rules, adopted by the widget's shadow root once this module has loaded. */
export const styles = unsafeCSS(css);

/**
 * The cards' words (locales/<lang>/web-chat-cards.json, loaded with this chunk) over the widget's:
 * a key missing here (a shared error) is the widget's.
 */
function cardsTranslator(locale: Locale, t: Translate): Translate {
  const own = translator(locale, { fr, en });
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}

/** What a card needs from the widget. */
export interface CardActions {
  t: Translate;
  locale: Locale;
  /** The whole log: a card is answered when its answer is in it. */
  entries: readonly Entry[];
  /** The conversation takes no answers now (closed, or not resumed yet). */
  closed: boolean;
  /** This tab's answer on its way, or refused. */
  progress: (invitation: string) => AnswerProgress | undefined;
  send: (invitation: string, kind: AnswerKind, data: Record<string, unknown>) => void;
  /** The visitor's input is wrong before anything is sent (a phone number). */
  refuse: (invitation: string, code: string) => void;
}

function errorText(kind: AnswerKind, code: string, t: Translate): string {
  // The spec's one message for the visitor's authentication: whatever the reason, it failed.
  if (kind === 'authentication') return t('cards.authentication.failed');
  for (const key of [`cards.errors.${code}`, `errors.${code}`]) {
    const text = t(key);
    if (text !== key) return text;
  }
  return t('errors.unknown');
}

function status(kind: AnswerKind, progress: AnswerProgress | undefined, t: Translate, id: string) {
  if (progress?.state === 'sending')
    return html`<p class="card-status" role="status">${t('cards.sending')}</p>`;
  if (progress?.state === 'refused')
    return html`<p class="card-error" id=${id} role="alert">${errorText(kind, progress.code, t)}</p>`;
  return nothing;
}

/** What the visitor answered, in words: the line shown on a card once it is answered. */
export function answerText(answer: RoomEventAnswerContent, t: Translate, locale: Locale): string {
  switch (answer.kind) {
    case 'timeslots':
      return t('cards.timeslots.chosen', { slot: answer.slot ? slotLabel(answer.slot, locale) : '' });
    case 'callback':
      return t('cards.callback.done', { phone: answer.phone_number ?? '' });
    case 'payment':
      return t(answer.status === 'paid' ? 'cards.payment.paid' : 'cards.payment.cancelled');
    case 'authentication':
      return t('cards.authentication.done');
  }
}

function slots(
  content: Extract<CardContent, { type: 'timeslots' }>,
  invitation: string,
  a: CardActions,
  busy: boolean,
) {
  return html`<div class="card-slots" role="group" aria-label=${a.t('cards.timeslots.label')}>
    ${content.slots.map(
      (slot) => html`<button type="button" class="card-slot" ?disabled=${busy}
        @click=${() => a.send(invitation, 'timeslots', answerData(content, { slot }) ?? {})}>${slotLabel(slot, a.locale)}</button>`,
    )}
  </div>`;
}

function callback(
  content: Extract<CardContent, { type: 'callback' }>,
  invitation: string,
  a: CardActions,
  busy: boolean,
  progress: AnswerProgress | undefined,
) {
  const refused = progress?.state === 'refused';
  const id = `phone-${invitation}`;
  const onSubmit = (e: Event) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('phone') as HTMLInputElement;
    const data = answerData(content, { phone: input.value });
    if (data) a.send(invitation, 'callback', data);
    else a.refuse(invitation, 'invalid_phone');
  };
  return html`<form class="card-form" novalidate @submit=${onSubmit}>
    <label for=${id}>${a.t('cards.callback.label')}</label>
    <input id=${id} name="phone" type="tel" autocomplete="tel" inputmode="tel" maxlength="24" required
      .value=${content.phone_number ?? ''} ?disabled=${busy} aria-invalid=${refused ? 'true' : 'false'}
      aria-describedby=${`${id}-hint ${id}-error`} />
    <p class="card-hint" id=${`${id}-hint`}>${a.t('cards.callback.hint')}</p>
    ${refused ? status('callback', progress, a.t, `${id}-error`) : nothing}
    <button type="submit" class="card-primary" ?disabled=${busy}>${a.t('cards.callback.confirm')}</button>
  </form>`;
}

function payment(
  content: Extract<CardContent, { type: 'payment' }>,
  invitation: string,
  a: CardActions,
  busy: boolean,
) {
  const href = paymentHref(content);
  const amount = new Intl.NumberFormat(a.locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: /^[A-Z]{3}$/.test(content.currency) ? content.currency : 'EUR',
  });
  const shown = /^[A-Z]{3}$/.test(content.currency)
    ? amount.format(content.amount)
    : `${content.amount.toFixed(2)} ${content.currency}`;
  return html`<p class="card-amount">${a.t('cards.payment.amount', { amount: shown })}</p>
    <div class="card-actions">
      ${
        href
          ? html`<a class="card-primary" href=${href} target="_blank" rel="noopener noreferrer">${a.t('cards.payment.pay')}</a>`
          : html`<p class="card-hint">${a.t('cards.payment.no_link')}</p>`
      }
      <button type="button" class="card-secondary" ?disabled=${busy}
        @click=${() => a.send(invitation, 'payment', { status: 'paid' })}>${a.t('cards.payment.done')}</button>
      <button type="button" class="card-secondary" ?disabled=${busy}
        @click=${() => a.send(invitation, 'payment', { status: 'cancelled' })}>${a.t('cards.payment.cancel')}</button>
    </div>`;
}

function authentication(
  content: Extract<CardContent, { type: 'authentication' }>,
  invitation: string,
  a: CardActions,
  busy: boolean,
) {
  return html`<p class="card-hint">${a.t('cards.authentication.hint')}</p>
    <button type="button" class="card-primary" ?disabled=${busy}
      @click=${() => a.send(invitation, 'authentication', answerData(content, {}) ?? {})}>${a.t('cards.authentication.start')}</button>`;
}

function title(content: CardContent, t: Translate): string {
  return content.type === 'payment' ? t('cards.payment.title') : content.title;
}

/**
 * The bubble of an entry when it is a card or an answer, else null (the log's usual rendering).
 * An answered card shows its answer and takes no more input.
 */
export function renderCard(entry: Entry, actions: CardActions): TemplateResult | null {
  const a = { ...actions, t: cardsTranslator(actions.locale, actions.t) };
  if (entry.content.type === 'room_event_answer')
    return html`<p class="text">${answerText(entry.content, a.t, a.locale)}</p>`;
  const content = cardOf(entry);
  const invitation = entry.event;
  if (!content || !invitation) return null;
  const answer = answerOf(a.entries, invitation);
  const heading = html`<p class="card-title">${title(content, a.t)}</p>`;
  if (answer)
    return html`<div class="card answered" data-card=${content.type}>${heading}
      <p class="card-answer">${answerText(answer, a.t, a.locale)}</p></div>`;
  const progress = a.progress(invitation);
  const busy = progress?.state === 'sending' || a.closed;
  const refused = progress?.state === 'refused';
  let body: TemplateResult;
  switch (content.type) {
    case 'timeslots':
      body = slots(content, invitation, a, busy);
      break;
    case 'callback':
      body = callback(content, invitation, a, busy, progress);
      break;
    case 'payment':
      body = payment(content, invitation, a, busy);
      break;
    case 'authentication':
      body = authentication(content, invitation, a, busy);
      break;
  }
  return html`<div class="card" data-card=${content.type}>${heading}${body}
    ${content.type === 'callback' && refused ? nothing : status(content.type, progress, a.t, `${invitation}-error`)}</div>`;
}
