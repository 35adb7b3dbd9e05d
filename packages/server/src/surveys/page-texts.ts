import type { Locale } from '@omnicanal/core';

/**
 * The words of our hosted survey page, in French and English (French is the default), as the
 * mails' are kept beside the server that renders them: the page is plain HTML the server writes.
 */
export interface SurveyPageTexts {
  title: string;
  intro: (company: string) => string;
  sat: string;
  satLow: string;
  satHigh: string;
  nps: string;
  npsLow: string;
  npsHigh: string;
  comment: string;
  send: string;
  required: string;
  thanks: string;
  thanksText: string;
  already: string;
  gone: string;
  /** Under the title when a satisfaction third party's local stand-in made the link. */
  via: (provider: string) => string;
}

export const SURVEY_PAGE_TEXTS: Readonly<Record<Locale, SurveyPageTexts>> = {
  fr: {
    title: 'Votre avis',
    intro: (company) => `Comment s'est passée votre conversation avec ${company} ?`,
    sat: 'Votre satisfaction',
    satLow: '1 : pas du tout satisfait',
    satHigh: '5 : très satisfait',
    nps: 'Recommanderiez-vous ce service à un proche ?',
    npsLow: '0 : pas du tout',
    npsHigh: '10 : certainement',
    comment: 'Un commentaire (facultatif)',
    send: 'Envoyer mon avis',
    required: 'Choisissez une note pour chaque question.',
    thanks: 'Merci !',
    thanksText: 'Votre avis a bien été envoyé.',
    already: 'Vous avez déjà répondu à cette enquête. Merci !',
    gone: "Cette enquête n'existe pas ou n'est plus disponible.",
    via: (provider) => `Enquête ${provider}, présentée ici par un fournisseur local.`,
  },
  en: {
    title: 'Your feedback',
    intro: (company) => `How was your conversation with ${company}?`,
    sat: 'Your satisfaction',
    satLow: '1: not satisfied at all',
    satHigh: '5: very satisfied',
    nps: 'Would you recommend this service to a friend?',
    npsLow: '0: not at all',
    npsHigh: '10: definitely',
    comment: 'A comment (optional)',
    send: 'Send my feedback',
    required: 'Choose a score for each question.',
    thanks: 'Thank you!',
    thanksText: 'Your feedback has been sent.',
    already: 'You have already answered this survey. Thank you!',
    gone: 'This survey does not exist or is no longer available.',
    via: (provider) => `${provider} survey, shown here by a local provider.`,
  },
};
