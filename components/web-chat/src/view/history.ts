import { createHttpClient } from '@omnicanal/api/http';
import type { Locale } from '@omnicanal/core';
import { html, nothing, type TemplateResult } from 'lit';
import en from '../../../../locales/en/web-chat-history.json';
import fr from '../../../../locales/fr/web-chat-history.json';
import { translator } from '../i18n.ts';
import { guestsBase } from '../model/guest-api.ts';

/*
 * An identified visitor's earlier conversations, above the current one: a short list of when each
 * ended and its last line. Only a visitor the website signed for has any, so this part (its call,
 * template and words, locales/<lang>/web-chat-history.json) is a chunk of its own, imported when
 * such a visitor first opens the panel.
 */

/** One earlier conversation as `POST /history` answers it. */
interface Past {
  uuid: string;
  closed_at: string | null;
  last_message: string | null;
}

/** How many are shown: the list stays short above the conversation. */
const SHOWN = 5;

/** The list in the visitor's language (nothing when there is none). */
export type PastView = (locale: Locale) => TemplateResult | typeof nothing;

/** What the list needs of the widget: its API base and the website's identity of the visitor. */
export interface PastHost extends HTMLElement {
  apiBase: string | null;
  identityToken: string | null;
  requestUpdate(): void;
}

/** Reads the visitor's earlier conversations into `views`, then redraws the widget. */
export async function loadPast(
  host: PastHost,
  skill: number | null,
  views: WeakMap<PastHost, PastView | false>,
): Promise<void> {
  views.set(host, await read(guestsBase(host.apiBase), skill, host.identityToken));
  host.requestUpdate();
}

/**
 * The list as a view; never fails: an answer that cannot be read becomes a line saying so, as the
 * conversation itself still works.
 */
async function read(base: string, skill: number | null, identity: string | null): Promise<PastView> {
  if (!skill || !identity) return () => nothing;
  let items: Past[];
  try {
    const answer = await createHttpClient({ base: () => base, token: () => null }).post<{
      conversations?: Past[];
    }>('/history', { skill, identity });
    items = Array.isArray(answer?.conversations) ? answer.conversations.slice(0, SHOWN) : [];
  } catch {
    return (locale) => html`<p class="typing" role="status">${translator(locale, { fr, en })('failed')}</p>`;
  }
  if (items.length === 0) return () => nothing;
  return (locale) => {
    const t = translator(locale, { fr, en });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    // The welcome bubble's own classes: no stylesheet to ship with it.
    return html`<div class="entry other" role="group" aria-label=${t('title')}><span class="meta"><span class="who">${t('title')}</span></span><div class="bubble">${items.map((p) => html`<p class="text"><span class="meta">${p.closed_at ? day.format(new Date(p.closed_at)) : ''}</span> ${typeof p.last_message === 'string' ? p.last_message : t('no_text')}</p>`)}</div></div>`;
  };
}
