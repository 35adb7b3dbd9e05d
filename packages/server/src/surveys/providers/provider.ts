/**
 * A satisfaction third party (spec 002 §1: Goodays, Qemotion) that takes our survey's place: it
 * makes the link a closed conversation's survey sends, and its answers come back to our signed
 * endpoint (`POST /api/surveys/thirdparty/{account id}`) naming the invitation by `reference`.
 */
export interface SatisfactionProvider {
  /** The account kind of the catalogue it serves: `goodays`, `qemotion`. */
  readonly kind: SatisfactionKind;
  /** Whether it is our stand-in rather than the provider's own service (the UI and logs say so). */
  readonly local: boolean;
  /**
   * The survey link for a room: `reference` is our invitation's token, the respondent reference
   * the provider sends back with the answer. Throws `SatisfactionProviderError` when the provider
   * cannot be reached or read (spec 002 §8 "failure to retrieve Goodays data").
   */
  surveyLink(request: SurveyLinkRequest): Promise<string>;
}

/** The satisfaction kinds of the third-party catalogue. */
export const SATISFACTION_KINDS = ['goodays', 'qemotion'] as const;
export type SatisfactionKind = (typeof SATISFACTION_KINDS)[number];

export const isSatisfactionKind = (kind: string): kind is SatisfactionKind =>
  (SATISFACTION_KINDS as readonly string[]).includes(kind);

export interface SurveyLinkRequest {
  /** The conversation surveyed. */
  room: string;
  /** Our invitation's token, handed to the provider as the respondent reference. */
  reference: string;
  /** The account's public settings (Goodays: client_id; Qemotion: domain). */
  settings: Readonly<Record<string, string>>;
}

/** The provider could not make the link (unreachable, or an answer it could not read). */
export class SatisfactionProviderError extends Error {
  constructor(
    readonly kind: SatisfactionKind,
    message: string,
  ) {
    super(message);
    this.name = 'SatisfactionProviderError';
  }
}

/** The secret field of each kind's account that signs the answers it posts to us. */
export const SIGNING_SECRET: Readonly<Record<SatisfactionKind, string>> = {
  goodays: 'secret',
  qemotion: 'token',
};
