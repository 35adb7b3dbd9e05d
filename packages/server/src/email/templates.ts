import type { Locale } from '@omnicanal/core';

/**
 * The mails the account service sends, in French and English (French is the default language of
 * the product). Plain text only: nothing from a user is ever interpreted as markup.
 */

export interface ConfirmEmailParams {
  firstName: string;
  link: string;
}

export interface PasswordResetParams {
  firstName: string;
  link: string;
}

export interface InvitationParams {
  firstName: string;
  inviter: string;
  company: string;
  link: string;
}

export interface OfferRequestParams {
  company: string;
  requester: string;
  name: string;
  phoneNumber: string;
  country: string;
  details: string;
}

interface Templates {
  confirm_email(p: ConfirmEmailParams): RenderedMail;
  password_reset(p: PasswordResetParams): RenderedMail;
  offer_request(p: OfferRequestParams): RenderedMail;
  invitation(p: InvitationParams): RenderedMail;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

const TEMPLATES: Record<Locale, Templates> = {
  fr: {
    confirm_email: (p) => ({
      subject: 'Confirmez votre adresse e-mail',
      text: `Bonjour ${p.firstName},\n\nPour confirmer votre adresse e-mail, ouvrez ce lien (valable 3 jours) :\n${p.link}\n\nSi vous n'avez pas créé de compte Omnicanal, ignorez ce message.\n`,
    }),
    password_reset: (p) => ({
      subject: 'Réinitialisation de votre mot de passe',
      text: `Bonjour ${p.firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une fois) :\n${p.link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n`,
    }),
    offer_request: (p) => ({
      subject: `Demande d'offre : ${p.company}`,
      text: `Société : ${p.company}\nDemandé par : ${p.requester}\nNom : ${p.name}\nTéléphone : ${p.phoneNumber}\nPays : ${p.country}\n\n${p.details}\n`,
    }),
    invitation: (p) => ({
      subject: `Invitation à rejoindre ${p.company} sur Omnicanal`,
      text: `Bonjour ${p.firstName},\n\n${p.inviter} vous invite à rejoindre ${p.company} sur Omnicanal. Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, utilisable une fois) :\n${p.link}\n\nSi vous ne vous attendiez pas à cette invitation, ignorez ce message.\n`,
    }),
  },
  en: {
    confirm_email: (p) => ({
      subject: 'Confirm your email address',
      text: `Hello ${p.firstName},\n\nTo confirm your email address, open this link (valid for 3 days):\n${p.link}\n\nIf you did not create an Omnicanal account, ignore this message.\n`,
    }),
    password_reset: (p) => ({
      subject: 'Reset your password',
      text: `Hello ${p.firstName},\n\nTo choose a new password, open this link (valid for 1 hour, usable once):\n${p.link}\n\nIf you did not ask for this, ignore this message: your password stays unchanged.\n`,
    }),
    offer_request: (p) => ({
      subject: `Offer request: ${p.company}`,
      text: `Company: ${p.company}\nRequested by: ${p.requester}\nName: ${p.name}\nPhone: ${p.phoneNumber}\nCountry: ${p.country}\n\n${p.details}\n`,
    }),
    invitation: (p) => ({
      subject: `Invitation to join ${p.company} on Omnicanal`,
      text: `Hello ${p.firstName},\n\n${p.inviter} invites you to join ${p.company} on Omnicanal. To choose your password, open this link (valid for 7 days, usable once):\n${p.link}\n\nIf you did not expect this invitation, ignore this message.\n`,
    }),
  },
};

export type TemplateName = keyof Templates;

/** Renders one mail in a language. */
export function renderMail<N extends TemplateName>(
  name: N,
  language: Locale,
  params: Parameters<Templates[N]>[0],
): RenderedMail {
  const render = TEMPLATES[language][name] as (p: Parameters<Templates[N]>[0]) => RenderedMail;
  return render(params);
}
