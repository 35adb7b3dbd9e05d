import {
  CHANNEL_KINDS,
  CHANNEL_STATUSES,
  INSTAGRAM_MAX_FOLLOWERS,
  INSTAGRAM_MIN_FOLLOWERS,
  isFreeMailbox,
  WHATSAPP_DESCRIPTION_MAX,
  WHATSAPP_TIERS,
} from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate, RowId, Uuid } from './common.ts';
import { SettingsLabel } from './settings/common.ts';
import { LiveChatSettings } from './settings/skill.ts';

const WHATSAPP_TIER_NAMES = Object.keys(WHATSAPP_TIERS) as (keyof typeof WHATSAPP_TIERS)[];

/*
 * Channels of the core API (spec 002 §3–§5, §7): `GET /channels/`, `POST /channels/[{id}]`,
 * `DELETE /channels/{id}` and `DELETE /channels/?code=`. One settings shape per kind where the
 * fields differ. Secrets (tokens, keys, the inbound signing secret) are write-only: a save sends
 * those it sets, leaves out those it keeps, and an answer says only whether each is set.
 * Field messages are catalogue words (`required`, `too_long`, `invalid`) or the channels' own
 * codes (`free_mailbox`, `location_already_linked`, `instagram_not_eligible`…).
 */

const TEXT_MAX = 128;
const URL_MAX = 2048;
const SECRET_MAX = 512;
/** Shortest inbound signing secret: an HMAC key guessable by brute force protects nothing. */
export const CHANNEL_SECRET_MIN_LENGTH = 16;

const Text = (max = TEXT_MAX) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long'));
const Required = (max = TEXT_MAX) => v.pipe(Text(max), v.nonEmpty('required'));
const Optional = (max = TEXT_MAX) => v.optional(Text(max), '');
const Link = v.pipe(Text(URL_MAX), v.regex(/^(https?:\/\/\S+|\/\S*)$/, 'invalid'));
const OptionalLink = v.optional(v.union([v.literal(''), Link], 'invalid'), '');
const Phone = v.pipe(Text(32), v.regex(/^\+?[0-9 ().-]{6,31}$/, 'invalid_phone'));
/** Spec 002 §5: WhatsApp full and Google Business Messages want a company address, not a free one. */
const CompanyEmail = v.pipe(
  Text(254),
  v.toLowerCase(),
  v.email('invalid'),
  v.check((email) => !isFreeMailbox(email), 'free_mailbox'),
);
const Secret = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(SECRET_MAX, 'too_long'));
const InboundSecret = v.pipe(Secret, v.minLength(CHANNEL_SECRET_MIN_LENGTH, 'too_short'));
/** A Telegram bot token as BotFather gives it: `<bot id>:<35 characters>`. */
const TelegramToken = v.pipe(Secret, v.regex(/^\d{3,20}:[\w-]{30,64}$/, 'invalid'));

/** Spec 002 §3: the business of a full WhatsApp subscription. */
export const WhatsappBusiness = v.object({
  name: Required(),
  description: Required(WHATSAPP_DESCRIPTION_MAX),
  logo: v.pipe(Link, v.nonEmpty('required')),
  city: Required(),
  country: Required(64),
  email: CompanyEmail,
  phone_number: Phone,
  address: Required(256),
  postal_code: Required(16),
  site: OptionalLink,
  business_manager_id: Required(64),
});
export type WhatsappBusiness = v.InferOutput<typeof WhatsappBusiness>;

/** WhatsApp: the number, and the plan (free, or full with its business profile: spec 002 §3, §5). */
export const WhatsappSettings = v.pipe(
  v.object({
    phone_number: Phone,
    /**
     * The number's id at Meta's Cloud API: with the access token (and WHATSAPP_API_URL on the
     * server) the channel goes through Meta instead of the local provider.
     */
    phone_number_id: v.optional(v.pipe(Text(64), v.regex(/^\d*$/, 'invalid')), ''),
    plan: v.optional(v.picklist(['free', 'full'], 'invalid'), 'free'),
    /** The number's messaging tier (campaigns check their audience against it). */
    tier: v.optional(v.picklist(WHATSAPP_TIER_NAMES, 'invalid'), 'tier_1k'),
    business: v.optional(v.nullable(WhatsappBusiness), null),
  }),
  v.forward(
    v.check((s) => s.plan !== 'full' || s.business !== null, 'required'),
    ['business'],
  ),
);

/** Google Business Messages (spec 002 §3, §5): logo and place required, a corporate email. */
export const GoogleBusinessSettings = v.object({
  brand_name: Required(),
  website: OptionalLink,
  contact_email: CompanyEmail,
  contact_family_name: Optional(),
  logo: v.pipe(Link, v.nonEmpty('required')),
  place: Required(256),
  privacy_policy: OptionalLink,
  welcome_message: Optional(1000),
});

/** RCS (spec 002 §3): the agent id; its key is a secret. */
export const RcsSettings = v.object({ agent_id: Required() });
/** SMS (spec 002 §3): the brand (sender name) and the provider's service id. */
export const SmsSettings = v.object({ brand: Required(11), service_id: Required() });
/** Google reviews: the place whose reviews come in (spec 002 §5: linked to one channel only). */
export const GoogleReviewsSettings = v.object({ location: Required(256) });
/**
 * Instagram direct: the account the provider's sign-in returned, with what spec 002 §5 checks
 * (1,000 to 100,000 followers, eligible for the messaging API).
 */
export const InstagramDirectSettings = v.pipe(
  v.object({
    account_id: Required(),
    followers: v.pipe(v.number(), v.integer('invalid'), v.minValue(0, 'invalid')),
    eligible: v.boolean(),
  }),
  v.forward(
    v.check(
      (s) => s.eligible && s.followers >= INSTAGRAM_MIN_FOLLOWERS && s.followers <= INSTAGRAM_MAX_FOLLOWERS,
      'instagram_not_eligible',
    ),
    ['account_id'],
  ),
);
/** Kinds connected through the provider's sign-in (Messenger, comments, X, Apple, Trustpilot): the account id. */
export const AccountSettings = v.object({ account_id: Required() });
/** Telegram keeps everything in its secrets. */
export const NoSettings = v.optional(v.object({}), {});

const Common = {
  name: SettingsLabel,
  skill: RowId,
  /** Off: the channel is "not visible" (spec 002 §4) and takes no new conversation. */
  visible: v.optional(v.boolean(), true),
};
/** The inbound signing secret every messaging channel has (the local provider's HMAC key, Telegram's secret token). */
const Secrets = <T extends v.ObjectEntries>(entries: T) =>
  v.optional(v.object({ inbound_secret: v.optional(InboundSecret), ...entries }), () => ({}) as never);

const kind = <K extends (typeof CHANNEL_KINDS)[number]>(k: K) => v.literal(k);

/** `POST /channels/[{id}]`: one shape per kind (spec 002 §3). */
export const ChannelInput = v.variant(
  'kind',
  [
    v.object({
      kind: kind('web'),
      ...Common,
      settings: LiveChatSettings,
      secrets: v.optional(v.object({}), {}),
    }),
    v.object({
      kind: kind('whatsapp'),
      ...Common,
      settings: WhatsappSettings,
      secrets: Secrets({ access_token: v.optional(Secret) }),
    }),
    v.object({
      kind: kind('telegram'),
      ...Common,
      settings: NoSettings,
      secrets: Secrets({ token: v.optional(TelegramToken) }),
    }),
    v.object({
      kind: kind('rcs'),
      ...Common,
      settings: RcsSettings,
      secrets: Secrets({ key: v.optional(Secret) }),
    }),
    v.object({ kind: kind('sms'), ...Common, settings: SmsSettings, secrets: Secrets({}) }),
    v.object({ kind: kind('googlebm'), ...Common, settings: GoogleBusinessSettings, secrets: Secrets({}) }),
    v.object({
      kind: kind('google_reviews'),
      ...Common,
      settings: GoogleReviewsSettings,
      secrets: Secrets({}),
    }),
    v.object({
      kind: kind('instagram_dm'),
      ...Common,
      settings: InstagramDirectSettings,
      secrets: Secrets({}),
    }),
    ...(
      [
        'facebook',
        'facebook_comments',
        'instagram_comments',
        'twitter_dm',
        'twitter_comments',
        'apple',
        'trustpilot',
      ] as const
    ).map((k) => v.object({ kind: kind(k), ...Common, settings: AccountSettings, secrets: Secrets({}) })),
  ],
  'invalid',
);
export type ChannelInput = v.InferOutput<typeof ChannelInput>;

/** The secret fields a kind has, each required before the channel can work. */
export const CHANNEL_SECRETS: Readonly<Record<(typeof CHANNEL_KINDS)[number], readonly string[]>> = {
  web: [],
  whatsapp: ['inbound_secret'],
  telegram: ['inbound_secret', 'token'],
  rcs: ['inbound_secret', 'key'],
  sms: ['inbound_secret'],
  googlebm: ['inbound_secret'],
  google_reviews: [],
  instagram_dm: ['inbound_secret'],
  facebook: ['inbound_secret'],
  facebook_comments: ['inbound_secret'],
  instagram_comments: ['inbound_secret'],
  twitter_dm: ['inbound_secret'],
  twitter_comments: ['inbound_secret'],
  apple: ['inbound_secret'],
  trustpilot: [],
};

/** A write-only field as an answer shows it. */
export const SecretState = v.picklist(['set', 'not_set']);

/** One channel as the console reads it: its settings, whether each secret is set, never their values. */
export const Channel = v.object({
  id: RowId,
  uuid: Uuid,
  kind: v.picklist(CHANNEL_KINDS),
  name: v.string(),
  skill: v.nullable(RowId),
  visible: v.boolean(),
  status: v.picklist(CHANNEL_STATUSES),
  /** Which provider carries its messages: `local` (the server's own stand-in) or the real one. */
  provider: v.string(),
  /** The provider's last error code when the status is `auth_error`. */
  status_detail: v.nullable(v.string()),
  settings: v.record(v.string(), v.unknown()),
  secrets: v.record(v.string(), SecretState),
  /** The inbound endpoint a provider (or a tester, on the local provider) posts messages to. */
  inbound_url: v.nullable(v.string()),
  created_at: IsoDate,
});
export type Channel = v.InferOutput<typeof Channel>;

/** `GET /channels/`: the company's channels, and every kind of the edition with its status. */
export const ChannelList = v.object({
  channels: v.array(Channel),
  kinds: v.array(v.object({ kind: v.picklist(CHANNEL_KINDS), status: v.picklist(CHANNEL_STATUSES) })),
});
export type ChannelList = v.InferOutput<typeof ChannelList>;

/** `DELETE /channels/?code=`: every channel of one kind. */
export const ChannelDeleteQuery = v.object({ code: v.picklist(CHANNEL_KINDS, 'invalid') });
