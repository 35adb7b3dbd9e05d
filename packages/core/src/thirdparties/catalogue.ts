/*
 * Third-party accounts (spec 002 §1, §3): the categories, the providers named in the notes as
 * kinds of them, and each kind's credential fields. The console draws its forms from this list and
 * the server checks and stores by it, so a field is public (answered as written) or secret (sealed
 * at rest, never answered: only whether it is set) in one place.
 *
 * Readings of our own: Worldline is placed under `console` (its contact-centre suite takes the
 * conversations handed over to it) and Activeo under `ticketing` (its customer-service desk takes
 * the tickets); mail and ticketing name no provider of their own in the spec, so each has a generic
 * kind (`smtp`, `ticketing-endpoint`).
 */

/** The 8 categories of spec 002 §1, in the order the console lists them. */
export const THIRDPARTY_CATEGORIES = [
  'ai',
  'callback',
  'console',
  'crm',
  'mail',
  'satisfaction',
  'sftp',
  'ticketing',
] as const;
export type ThirdPartyCategory = (typeof THIRDPARTY_CATEGORIES)[number];

/** How a field is typed in and checked. */
export type ThirdPartyFieldType = 'text' | 'url' | 'host' | 'port' | 'email' | 'identifier';

/** One credential or setting of a kind. */
export interface ThirdPartyField {
  name: string;
  type: ThirdPartyFieldType;
  /** Sealed at rest and never answered (spec 002 §3: tokens, secrets, passwords). */
  secret: boolean;
  required: boolean;
  /** The value an empty public field takes (an SFTP port: 22). */
  fallback?: string;
}

/** A provider of a category, with its fields. */
export interface ThirdPartyKind {
  kind: string;
  category: ThirdPartyCategory;
  fields: readonly ThirdPartyField[];
}

const field = (
  name: string,
  type: ThirdPartyFieldType,
  required = true,
  fallback?: string,
): ThirdPartyField => ({ name, type, secret: false, required, ...(fallback ? { fallback } : {}) });
const secret = (name: string, required = true): ThirdPartyField => ({
  name,
  type: 'text',
  secret: true,
  required,
});

/** Every kind, by category then name. */
export const THIRDPARTY_KINDS = [
  { kind: 'openai', category: 'ai', fields: [secret('token'), field('organization', 'text', false)] },
  {
    kind: 'azure-openai',
    category: 'ai',
    fields: [field('endpoint', 'url'), field('deployment', 'text'), secret('token')],
  },
  // Zencall: our client id at Zencall, its secret, and the callback launched for a visitor.
  {
    kind: 'zencall',
    category: 'callback',
    fields: [
      field('endpoint', 'url'),
      field('client_id', 'text'),
      secret('secret'),
      field('callback_id', 'identifier'),
    ],
  },
  {
    kind: 'diabolocom',
    category: 'callback',
    fields: [field('endpoint', 'url'), secret('token'), field('callback_id', 'identifier')],
  },
  // spec 002 §8: "invalid Odigo skill" — an Odigo callback goes to one of its skills.
  {
    kind: 'odigo',
    category: 'callback',
    fields: [
      field('endpoint', 'url'),
      field('client_id', 'text'),
      secret('secret'),
      field('odigo_skill', 'text'),
    ],
  },
  {
    kind: 'genesys',
    category: 'console',
    fields: [field('domain', 'host'), field('client_id', 'text'), secret('secret')],
  },
  { kind: 'kiamo', category: 'console', fields: [field('endpoint', 'url'), secret('token')] },
  {
    kind: 'worldline',
    category: 'console',
    fields: [field('endpoint', 'url'), field('client_id', 'text'), secret('secret')],
  },
  {
    kind: 'salesforce',
    category: 'crm',
    fields: [field('domain', 'host'), field('client_id', 'text'), secret('secret')],
  },
  // Pipedrive: the company's domain is optional, the API answers on api.pipedrive.com by default.
  { kind: 'pipedrive', category: 'crm', fields: [field('domain', 'host', false), secret('token')] },
  { kind: 'basikon', category: 'crm', fields: [field('endpoint', 'url'), secret('token')] },
  {
    kind: 'smtp',
    category: 'mail',
    fields: [
      field('host', 'host'),
      field('port', 'port', false, '587'),
      field('username', 'text', false),
      secret('password', false),
      field('from', 'email'),
    ],
  },
  {
    kind: 'goodays',
    category: 'satisfaction',
    fields: [field('client_id', 'text'), secret('secret')],
  },
  { kind: 'qemotion', category: 'satisfaction', fields: [field('domain', 'host'), secret('token')] },
  // An SFTP server: a password, or (left empty) our own key, which the admin authorises there.
  {
    kind: 'sftp',
    category: 'sftp',
    fields: [
      field('host', 'host'),
      field('port', 'port', false, '22'),
      field('username', 'text'),
      secret('password', false),
    ],
  },
  { kind: 'activeo', category: 'ticketing', fields: [field('endpoint', 'url'), secret('token')] },
  {
    kind: 'ticketing-endpoint',
    category: 'ticketing',
    fields: [field('endpoint', 'url'), secret('token', false)],
  },
] as const satisfies readonly ThirdPartyKind[];

export type ThirdPartyKindName = (typeof THIRDPARTY_KINDS)[number]['kind'];

/** The kind named `kind`, or undefined for a name the catalogue does not know. */
export function thirdPartyKind(kind: string): ThirdPartyKind | undefined {
  return (THIRDPARTY_KINDS as readonly ThirdPartyKind[]).find((k) => k.kind === kind);
}

/** The kinds of one category, in the catalogue's order. */
export function thirdPartyKindsOf(category: ThirdPartyCategory): readonly ThirdPartyKind[] {
  return (THIRDPARTY_KINDS as readonly ThirdPartyKind[]).filter((k) => k.category === category);
}

export function isThirdPartyCategory(value: unknown): value is ThirdPartyCategory {
  return typeof value === 'string' && (THIRDPARTY_CATEGORIES as readonly string[]).includes(value);
}
