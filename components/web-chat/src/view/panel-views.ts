import type { Locale } from '@omnicanal/core';
import { unsafeCSS } from 'lit';
import en from '../../../../locales/en/web-chat-panel.json';
import fr from '../../../../locales/fr/web-chat-panel.json';
import { type Translate, translator } from '../i18n.ts';
import css from './panel.css?inline';

/*
 * What the opened panel draws — the header with the configured looks, the conversation's entries,
 * the welcome bubble, the pre-chat step, the powered-by line — with its rules and its words
 * (locales/<lang>/web-chat-panel.json), loaded on first opening: a visitor who never opens the
 * chat pays only for the launcher.
 */
export { readPrechat } from '../model/prechat.ts';
export { renderEntry } from './messages.ts';
export { renderHeading, renderNotices, renderPoweredBy, renderWelcome } from './panel.ts';
export { renderPast } from './past.ts';
export { renderPrechat } from './prechat.ts';

/** The panel's rules, adopted by the widget's shadow root once this module has loaded. */
export const styles = unsafeCSS(css);

/** The panel's words over the widget's own `t`. */
export function panelTranslator(locale: Locale, t: Translate): Translate {
  const own = translator(locale, { fr, en });
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}
