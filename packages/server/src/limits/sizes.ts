/**
 * The rate limits of the server, by name: how many hits a key may make within a window. Sized so
 * that a person using the console or the widget never meets them; an automaton does. A deployment
 * scales them all at once with `RATE_LIMIT_SCALE` (0 turns them off, e.g. behind a gateway that
 * limits already).
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** POST /user/login per client address: attempts, right or wrong (the throttle counts failures). */
  signIn: { max: 30, windowMs: 5 * MINUTE },
  /** POST /guests/sessions per client address: new visitor conversations. */
  guestSession: { max: 30, windowMs: 10 * MINUTE },
  /** GET /guests/widget per client address: every page view of a site with the widget asks once. */
  guestWidget: { max: 300, windowMs: 10 * MINUTE },
  /** An entry point's hosted link page per client address (a campaign's visual IVR link opens it). */
  guestLink: { max: 120, windowMs: 10 * MINUTE },
  /** The web IVR's visitor calls per client address: a visitor clicks through a menu page by page. */
  webivrVisitor: { max: 600, windowMs: 10 * MINUTE },
  /** Web IVR forms and callback requests sent per client address (a form mails and calls an API). */
  webivrSubmit: { max: 20, windowMs: 10 * MINUTE },
  /** POST /uploads/files per visitor. */
  uploadVisitor: { max: 20, windowMs: 10 * MINUTE },
  /** POST /uploads/files per company, agents and visitors together: the company's upload quota. */
  uploadCompany: { max: 2000, windowMs: 24 * HOUR },
  /** Endpoints that send mail, per client address. */
  mailClient: { max: 20, windowMs: HOUR },
  /** Mail signed-in users send (invitations and their resends, offer requests), per company. */
  mailCompany: { max: 100, windowMs: HOUR },
  /** Endpoints that send mail or tell whether an address has an account, per email address. */
  mailAddress: { max: 5, windowMs: HOUR },
  /** Our hosted survey page per client address: opening it and answering. */
  surveyPage: { max: 60, windowMs: 10 * MINUTE },
  /** Public API calls per token: an integration polling every few seconds stays well within it. */
  publicApi: { max: 600, windowMs: 10 * MINUTE },
  /** Key-account dashboard calls per key account: sized as the public API's (a portal polls too). */
  keyAccount: { max: 600, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limit `name` under a deployment's scale; null when limits are off. */
export function scaledLimit(name: RateLimitName, scale: number): RateLimit | null {
  if (scale <= 0) return null;
  const { max, windowMs } = RATE_LIMITS[name];
  return { max: Math.max(1, Math.round(max * scale)), windowMs };
}
