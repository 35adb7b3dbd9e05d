import type { SigninProvider } from '@omnicanal/api';
import type { Locale } from '@omnicanal/core';
import { escapeHtml } from '../../http/html-page.ts';
import type { FoundAccount } from './provider.ts';

/*
 * The local sign-in page: what the admin sees instead of Facebook's, Instagram's, X's or Meta's
 * page on a server without their app. Plain HTML without a script or inline style (the CSP allows
 * neither), in French or English, saying plainly that it only stands in. Its form posts back to
 * the same address, which sends the admin to the console's return page.
 */

const PROVIDER_NAMES: Readonly<Record<SigninProvider, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  whatsapp: 'Meta (WhatsApp)',
};

const TEXTS = {
  fr: {
    title: (p: string) => `Connexion locale — remplace ${p}`,
    notice: (p: string) =>
      `Ce serveur n'a pas d'application ${p} configurée : cette page locale tient sa place pour essayer la connexion d'un canal. Aucun compte réel n'est relié.`,
    accounts: 'Comptes à partager avec Omnicanal',
    followers: (n: number) => `${n.toLocaleString('fr-FR')} abonnés`,
    notEligible: 'non éligible à la messagerie',
    allow: 'Autoriser',
    refuse: 'Refuser',
    gone: 'Cette connexion a expiré ou a déjà servi. Relancez-la depuis la console.',
  },
  en: {
    title: (p: string) => `Local sign-in — stands in for ${p}`,
    notice: (p: string) =>
      `This server has no ${p} app configured: this local page stands in for it to try connecting a channel. No real account is connected.`,
    accounts: 'Accounts to share with Omnicanal',
    followers: (n: number) => `${n.toLocaleString('en-GB')} followers`,
    notEligible: 'not eligible for messaging',
    allow: 'Allow',
    refuse: 'Refuse',
    gone: 'This sign-in expired or was already used. Start it again from the console.',
  },
} as const;

/** The CSP of the page: nothing but itself, its form posting to itself. */
export const LOCAL_PAGE_CSP =
  "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function account(locale: Locale, a: FoundAccount): string {
  const t = TEXTS[locale];
  const details = [
    a.display_phone_number,
    a.followers !== undefined ? t.followers(a.followers) : undefined,
    a.eligible === false ? t.notEligible : undefined,
  ].filter(Boolean);
  return `<li><label><input type="checkbox" name="account" value="${escapeHtml(a.id)}" checked> ${escapeHtml(a.name)}${
    details.length ? ` <small>(${escapeHtml(details.join(', '))})</small>` : ''
  }</label></li>`;
}

/** The page: the accounts to grant and the two answers, or a sentence when the sign-in is gone. */
export function localSigninPage(
  locale: Locale,
  provider: SigninProvider,
  view: { kind: 'form'; state: string; accounts: readonly FoundAccount[]; action: string } | { kind: 'gone' },
): string {
  const t = TEXTS[locale];
  const name = PROVIDER_NAMES[provider];
  const body =
    view.kind === 'gone'
      ? `<p role="alert">${escapeHtml(t.gone)}</p>`
      : `<p>${escapeHtml(t.notice(name))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
<fieldset><legend>${escapeHtml(t.accounts)}</legend>
<ul>${view.accounts.map((a) => account(locale, a)).join('')}</ul>
</fieldset>
<p><button type="submit" name="decision" value="allow">${escapeHtml(t.allow)}</button>
<button type="submit" name="decision" value="refuse">${escapeHtml(t.refuse)}</button></p>
</form>`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title(name))}</title></head>
<body><main><h1>${escapeHtml(t.title(name))}</h1>
${body}
</main></body></html>`;
}
