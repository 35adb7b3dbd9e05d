import type { Locale } from '@omnicanal/core';
import { html, nothing, unsafeCSS } from 'lit';
import en from '../../../../locales/en/web-chat-launcher.json';
import fr from '../../../../locales/fr/web-chat-launcher.json';
import { type Translate, translator } from '../i18n.ts';
import {
  autoOpenDelay,
  remember as keep,
  type LauncherMemory,
  lozenges,
  readMemory,
} from '../model/launcher-memory.ts';
import { CTA_DELAY_S, ctaShown, type Look } from '../model/look.ts';
import css from './launcher-extras.css?inline';

/*
 * The launcher's extras, loaded only when the configuration asks for one: the call-to-action bubble
 * beside the launcher, the lozenges of version 1 ("multi-lozenges") and the panel opening by itself.
 * Configured texts go through text bindings only.
 */

/** The extras' rules, adopted by the widget's shadow root once this module has loaded. */
export const styles = unsafeCSS(css);

/** The extras' words over the widget's own `t`. */
export function extrasTranslator(locale: Locale, t: Translate): Translate {
  const own = translator(locale, { fr, en });
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}

/** The page's session storage, or null where the page may not use it (sandboxed frames). */
function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** This visit's memory of the extras. */
export const memory = (): LauncherMemory => readMemory(storage());

/** Adds to this visit's memory (a dismissed bubble, a visitor's close, an auto-opening done). */
export const remember = (change: Partial<LauncherMemory>): LauncherMemory => keep(storage(), change);

/**
 * Starts the extras' clocks: the bubble's moment (at once when forced; `cta(false)` when the visitor
 * dismissed it earlier in the visit) and the auto-open. Answers
 * the function that stops them, called when the configuration changes or the widget leaves.
 */
export function schedule(look: Look, on: { cta: (shown: boolean) => void; open: () => void }): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const kept = memory();
  // Dismissed earlier in the visit: said at once, so even a forced bubble stays closed.
  if (kept.ctaDismissed) on.cta(false);
  else if (look.cta_text)
    timers.push(setTimeout(() => on.cta(true), look.force_cta_display ? 0 : CTA_DELAY_S * 1000));
  const delay = autoOpenDelay(look, kept);
  if (delay !== null)
    timers.push(
      setTimeout(() => {
        remember({ autoOpened: true });
        on.open();
      }, delay * 1000),
    );
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}

/**
 * The call-to-action bubble, when it shows (see `ctaShown`; the lozenges of version 1 carry the call
 * to action as their label instead): its text, a button that opens the chat, and a close button.
 */
export function renderCta(
  look: Look,
  state: { open: boolean; dismissed: boolean; due: boolean },
  t: Translate,
  on: { open: () => void; dismiss: () => void },
) {
  if (look.version === 1 || !ctaShown(look, state)) return nothing;
  const text = look.cta_text;
  return html`<div part="cta" class="cta" role="status"><button type="button" class="cta-text" @click=${on.open}>${text}</button><button type="button" class="cta-close" aria-label=${t('cta.close')} title=${t('cta.close')} @click=${on.dismiss}><svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14"><path fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" d="M6 6l12 12M18 6L6 18"/></svg></button></div>`;
}

/** The chat bubble icon, drawn in the lozenge before its label. */
const chatIcon = html`<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>`;

/**
 * Version 1, "multi-lozenges": in place of the round launcher, a column of pill-shaped buttons, one
 * per way of reaching the company, each with its icon and label. The web chat's opens the panel
 * (`aria-expanded` as the launcher's); further channels add their lozenge here.
 */
export function renderLozenges(
  look: Look,
  title: string,
  t: Translate,
  chat: { open: boolean; toggle: () => void },
) {
  return html`<div part="lozenges" class="lozenges" role="group" aria-label=${t('lozenges')}>${lozenges(look, title, t('launcher')).map((lozenge) => html`<button type="button" part="launcher" class="launcher lozenge" data-channel=${lozenge.channel} aria-expanded=${chat.open ? 'true' : 'false'} aria-controls="panel" @click=${chat.toggle}>${chatIcon}<span>${lozenge.label}</span></button>`)}</div>`;
}
