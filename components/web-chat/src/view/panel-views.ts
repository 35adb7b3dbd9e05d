import type { Locale } from '@omnicanal/core';
import en from '../../../../locales/en/web-chat-panel.json';
import fr from '../../../../locales/fr/web-chat-panel.json';
import { type Translate, translator } from '../i18n.ts';

/*
 * What the opened panel draws — the conversation's entries, the welcome bubble, the pre-chat
 * step — and their words (locales/<lang>/web-chat-panel.json), loaded on first opening: a visitor
 * who never opens the chat pays only for the launcher.
 */
export { readPrechat } from '../model/prechat.ts';
export { renderEntry } from './messages.ts';
export { renderWelcome } from './panel.ts';
export { renderPast } from './past.ts';
export { renderPrechat } from './prechat.ts';

/** The panel's words over the widget's own `t`. */
export function panelTranslator(locale: Locale, t: Translate): Translate {
  const own = translator(locale, { fr, en });
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}
