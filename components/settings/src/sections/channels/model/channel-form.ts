import {
  type ApiError,
  ApiRequestError,
  CHANNEL_SECRET_MIN_LENGTH,
  CHANNEL_SECRETS,
  type Channel,
  type ChannelInput,
} from '@omnicanal/api';
import type { ChannelKind } from '@omnicanal/core';
import type { FieldDescriptor, FieldValue, FormDescriptor } from '@omnicanal/ui';

/*
 * The add/edit form of a channel (spec 002 §3, §5) from the settings shape of its kind. Field names
 * are the wire's dotted paths (`settings.phone_number`, `secrets.token`) so a 400's field errors
 * land under their field without renaming.
 */

const NS = 'settings-channels:form';

export type SettingField = Omit<FieldDescriptor, 'label' | 'name'> & { name: string };

const text = (name: string, extra: Partial<SettingField> = {}): SettingField => ({
  name,
  kind: 'text',
  required: true,
  ...extra,
});

/**
 * Kinds connected through the provider's sign-in: the account it returned, shown but not typed
 * (the sign-in button changes it).
 */
const ACCOUNT: SettingField[] = [text('account_id', { readonly: true })];
/** Apple and Trustpilot have no sign-in here yet: their account id is typed. */
const TYPED_ACCOUNT: SettingField[] = [text('account_id')];

/** Spec 002 §3: the business profile of a full WhatsApp subscription. */
export const WHATSAPP_BUSINESS: SettingField[] = [
  text('business.name', { required: false }),
  text('business.description', { kind: 'textarea', required: false, max_length: 256 }),
  text('business.logo', { kind: 'url', required: false }),
  text('business.email', { kind: 'email', required: false }),
  text('business.phone_number', { kind: 'tel', required: false }),
  text('business.address', { required: false, max_length: 256 }),
  text('business.postal_code', { required: false, max_length: 16 }),
  text('business.city', { required: false }),
  text('business.country', { required: false, max_length: 64 }),
  text('business.site', { kind: 'url', required: false }),
  text('business.business_manager_id', { required: false, max_length: 64 }),
];

/** The settings fields of each kind, as its schema in `@omnicanal/api` has them. */
export const KIND_SETTINGS: Readonly<Record<Exclude<ChannelKind, 'web'>, SettingField[]>> = {
  whatsapp: [
    text('phone_number', { kind: 'tel', max_length: 32 }),
    text('phone_number_id', { required: false, max_length: 64 }),
    {
      name: 'plan',
      kind: 'select',
      required: true,
      options: [
        { text: `${NS}.plan_free`, value: 'free' },
        { text: `${NS}.plan_full`, value: 'full' },
      ],
    },
  ],
  telegram: [],
  rcs: [text('agent_id')],
  sms: [text('brand', { max_length: 11 }), text('service_id')],
  googlebm: [
    text('brand_name'),
    text('contact_email', { kind: 'email', max_length: 254 }),
    text('contact_family_name', { required: false }),
    text('logo', { kind: 'url', max_length: 2048 }),
    text('place', { max_length: 256 }),
    text('website', { kind: 'url', required: false, max_length: 2048 }),
    text('privacy_policy', { kind: 'url', required: false, max_length: 2048 }),
    text('welcome_message', { kind: 'textarea', required: false, max_length: 1000 }),
  ],
  google_reviews: [text('location', { max_length: 256 })],
  instagram_dm: [
    text('account_id', { readonly: true }),
    { name: 'followers', kind: 'number', required: true, min: 0, readonly: true },
    { name: 'eligible', kind: 'checkbox', readonly: true },
  ],
  facebook: ACCOUNT,
  facebook_comments: ACCOUNT,
  instagram_comments: ACCOUNT,
  twitter_dm: ACCOUNT,
  twitter_comments: ACCOUNT,
  apple: TYPED_ACCOUNT,
  trustpilot: TYPED_ACCOUNT,
};

/** The secrets a kind has beyond the inbound one (Telegram's token, RCS's key, WhatsApp's access token). */
const OPTIONAL_SECRETS: Readonly<Partial<Record<ChannelKind, readonly string[]>>> = {
  whatsapp: ['access_token'],
};

/** Every secret field of a kind: those it needs, then those it may have. */
export const secretsOf = (kind: ChannelKind): string[] => [
  ...CHANNEL_SECRETS[kind],
  ...(OPTIONAL_SECRETS[kind] ?? []),
];

const read = (source: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      source,
    );

const asValue = (value: unknown, kind: FieldDescriptor['kind']): FieldValue => {
  if (kind === 'checkbox') return value === true;
  if (value === undefined || value === null) return '';
  return String(value);
};

/** A settings field's label key: the last part of its path (`business.city` → `city`). */
const labelOf = (path: string): string =>
  path.startsWith('business.') ? `${NS}.business_${path.slice('business.'.length)}` : `${NS}.${path}`;

/**
 * The form of a new (`channel` null) or stored channel of `kind`: name and skill, the kind's
 * settings, its secrets as password fields (a set one left empty is kept), and visibility.
 */
export function channelDescriptor(
  kind: Exclude<ChannelKind, 'web'>,
  channel: Channel | null,
  skills: readonly { id: number; name: string }[],
  words: (key: string) => string,
): FormDescriptor {
  const settings = channel?.settings ?? {};
  const general: FieldDescriptor[] = [
    {
      name: 'name',
      kind: 'text',
      label: `${NS}.name`,
      required: true,
      focus: true,
      value: channel?.name ?? '',
    },
    {
      name: 'skill',
      kind: 'select',
      label: `${NS}.skill`,
      required: true,
      options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
      value: String(channel?.skill ?? skills[0]?.id ?? ''),
    },
    {
      name: 'visible',
      kind: 'checkbox',
      label: `${NS}.visible`,
      details: `${NS}.visible_help`,
      value: channel?.visible ?? true,
    },
  ];
  const kindFields = KIND_SETTINGS[kind].map(
    (field): FieldDescriptor => ({
      ...field,
      // The kit shows choices as given: their words are looked up here.
      ...(field.options
        ? { options: field.options.map((o) => ('value' in o ? { ...o, text: words(o.text) } : o)) }
        : {}),
      name: `settings.${field.name}`,
      label: labelOf(field.name),
      value: asValue(read(settings, field.name) ?? (field.name === 'plan' ? 'free' : undefined), field.kind),
    }),
  );
  const secrets = secretsOf(kind).map((name): FieldDescriptor => {
    const kept = channel?.secrets[name] === 'set';
    const needed = CHANNEL_SECRETS[kind].includes(name);
    return {
      name: `secrets.${name}`,
      kind: 'password',
      label: `${NS}.secret_${name}`,
      // spec: write-only; a stored secret is never shown, and an empty field keeps it.
      required: needed && !kept,
      helper: kept
        ? `${NS}.secret_kept`
        : name === 'inbound_secret'
          ? `${NS}.secret_inbound_help`
          : undefined,
      placeholder: kept ? '••••••••' : undefined,
      ...(name === 'inbound_secret' ? { min_length: CHANNEL_SECRET_MIN_LENGTH } : {}),
      value: '',
    };
  });
  const fieldsets = [{ legend: `${NS}.general`, fields: general }];
  if (kindFields.length) fieldsets.push({ legend: `${NS}.settings`, fields: kindFields });
  if (kind === 'whatsapp')
    fieldsets.push({
      legend: `${NS}.business`,
      fields: WHATSAPP_BUSINESS.map((field) => ({
        ...field,
        name: `settings.${field.name}`,
        label: labelOf(field.name),
        value: asValue(read(settings, field.name), field.kind),
      })),
    });
  if (secrets.length) fieldsets.push({ legend: `${NS}.secrets`, fields: secrets });
  return { fieldsets };
}

/** Sets `value` at a dotted path of `target`. */
function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1) as string] = value;
}

/**
 * The body of `POST /channels/[{id}]`: settings at their paths, the followers a number, the
 * business profile only for the full WhatsApp plan, and only the secrets typed (empty keeps).
 */
export function toChannelInput(
  kind: Exclude<ChannelKind, 'web'>,
  values: Record<string, FieldValue>,
): ChannelInput {
  const settings: Record<string, unknown> = {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith('settings.')) {
      const path = name.slice('settings.'.length);
      write(settings, path, path === 'followers' ? Number(value) : value);
    } else if (name.startsWith('secrets.') && typeof value === 'string' && value.trim() !== '') {
      secrets[name.slice('secrets.'.length)] = value;
    }
  }
  // spec 002 §3: the business profile belongs to the full plan only.
  if (kind === 'whatsapp' && settings.plan !== 'full') settings.business = null;
  return {
    kind,
    name: String(values.name ?? ''),
    skill: Number(values.skill),
    visible: values.visible === true,
    settings,
    secrets,
  } as ChannelInput;
}

/** Codes of the channels' own refusals (spec 002 §5), worded in `settings-channels:errors`. */
export const CHANNEL_FIELD_CODES = [
  'too_long',
  'too_short',
  'invalid',
  'free_mailbox',
  'location_already_linked',
  'instagram_not_eligible',
  'whatsapp_full_plan_required',
] as const;

/**
 * A 400's field messages in words: the channels' own codes become their sentences (the kit shows a
 * sentence as given), the catalogue's (`required`) are left to the kit.
 */
export function onChannelFields(error: unknown, words: (code: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields: ApiError['fields'] = {};
  for (const [name, messages] of Object.entries(error.error.fields))
    fields[name] = messages.map((m) =>
      (CHANNEL_FIELD_CODES as readonly string[]).includes(m) ? words(`settings-channels:errors.${m}`) : m,
    );
  return new ApiRequestError({ ...error.error, fields });
}
