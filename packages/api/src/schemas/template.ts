import {
  SMS_SENDER,
  safeHref,
  TEMPLATE_CATEGORIES,
  TEMPLATE_KINDS,
  TEMPLATE_LANGUAGES,
  TEMPLATE_NAME,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_STATUSES,
} from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate, RowId } from './common.ts';

/** Templates per page of `GET /templates`. */
export const TEMPLATE_PAGE_SIZE = 50;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long'));
const Required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
/** A link a customer may open: http(s) only (spec 000 §6, links rendered inert otherwise). */
const Link = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048, 'too_long'),
  v.check((url) => safeHref(url) !== null, 'url_invalid'),
);
const OptionalLink = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048, 'too_long'),
  v.check((url) => url === '' || safeHref(url) !== null, 'url_invalid'),
);
const Pixels = v.pipe(v.number(), v.integer(), v.minValue(1, 'invalid'), v.maxValue(10_000, 'invalid'));

/** A button: a quick reply (leading to a bot tree or not), a link or a phone call to action. */
export const TemplateButtonSchema = v.variant('type', [
  v.object({
    type: v.literal('quick_reply'),
    text: Required(64),
    tree: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'too_long'))), null),
  }),
  v.object({ type: v.literal('url'), text: Required(64), url: Link }),
  v.object({
    type: v.literal('phone'),
    text: Required(64),
    phone: v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{6,14}$/, 'phone_invalid')),
  }),
]);

export const TemplateBodySchema = v.variant('type', [
  v.object({ type: v.literal('text'), text: Required(4096) }),
  v.object({
    type: v.literal('card'),
    title: Required(200),
    description: Required(4096),
    image_url: v.optional(OptionalLink, ''),
    thumbnail_url: v.optional(OptionalLink, ''),
  }),
]);

export const TemplateHeaderSchema = v.variant('type', [
  v.object({ type: v.literal('text'), text: Required(200) }),
  v.object({ type: v.literal('image'), url: Link, width: Pixels, height: Pixels }),
]);

/**
 * `POST /templates/{kind}[/{id}]`: a template (spec 002 §3). Structure here; the rules that depend
 * on the kind (body limits, buttons, headers, SMS sender…) are core's `templateProblems`, which the
 * server applies after this schema and the form before sending.
 */
export const TemplateInput = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(TEMPLATE_NAME_MAX_LENGTH, 'too_long'),
    v.regex(TEMPLATE_NAME, 'name_invalid'),
  ),
  category: v.picklist(TEMPLATE_CATEGORIES, 'invalid'),
  language: v.picklist(TEMPLATE_LANGUAGES, 'invalid'),
  skill: v.optional(v.nullable(RowId), null),
  channel_account: v.optional(v.nullable(RowId), null),
  body: TemplateBodySchema,
  header: v.optional(v.nullable(TemplateHeaderSchema), null),
  footer: v.optional(Text(200), ''),
  buttons: v.optional(v.pipe(v.array(TemplateButtonSchema), v.maxLength(10, 'too_long')), []),
  /** Variable number -> example value (required for each variable the texts use). */
  examples: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'invalid')), Text(200)),
      v.check((examples) => Object.keys(examples).length <= 50, 'too_long'),
    ),
    {},
  ),
  sms_sender: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((name) => name === '' || SMS_SENDER.test(name), 'sms_sender_invalid'),
    ),
    '',
  ),
  /** Spec 002 §3 "conversational flag": a reply opens a conversation in the console. */
  conversational: v.optional(v.boolean(), false),
  /** Spec 002 §3: the tree a reply that matches no quick reply leads to. */
  fallback_tree: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'too_long'))), null),
  /** Google suggestions: a single or a multiple choice (4 or 3 suggestions). */
  suggestions: v.optional(v.picklist(['single', 'multiple'], 'invalid'), 'single'),
  /** Messenger's block (spec 002 §3): generic (a card), button, media (an image), receipt. */
  block: v.optional(v.picklist(['generic', 'button', 'media', 'receipt'], 'invalid'), 'button'),
});
export type TemplateInput = v.InferOutput<typeof TemplateInput>;

/** Which template provider reviews the company's templates, as the screens say it. */
export const TemplateProviderInfo = v.object({
  name: v.string(),
  /** A local provider: it reviews by the published rules, nothing reaches WhatsApp. */
  local: v.boolean(),
});
export type TemplateProviderInfo = v.InferOutput<typeof TemplateProviderInfo>;

/** A template as answered, with its status and where it stands with the provider. */
export const Template = v.object({
  ...TemplateInput.entries,
  id: v.number(),
  kind: v.picklist(TEMPLATE_KINDS),
  channel: v.string(),
  status: v.picklist(TEMPLATE_STATUSES),
  /** Why the provider refused it (its words), or null. */
  status_detail: v.nullable(v.string()),
  /** The variable numbers its texts use, in order. */
  variables: v.array(v.number()),
  submitted_at: v.nullable(IsoDate),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Template = v.InferOutput<typeof Template>;

/** `GET /templates`: filters and page. */
export const TemplateQuery = v.object({
  kind: v.optional(v.picklist(TEMPLATE_KINDS, 'invalid')),
  status: v.optional(v.picklist(TEMPLATE_STATUSES, 'invalid')),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long'))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'invalid'), v.transform(Number)), '1'),
});
export type TemplateQuery = v.InferOutput<typeof TemplateQuery>;

export const TemplatePage = v.object({
  count: v.number(),
  results: v.array(Template),
  provider: TemplateProviderInfo,
});
export type TemplatePage = v.InferOutput<typeof TemplatePage>;

/** `GET/POST /templates/{id}/quickreplies`: the tree each quick reply leads to. */
export const TemplateQuickReplies = v.object({
  quick_replies: v.pipe(
    v.array(
      v.object({
        text: Required(64),
        tree: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'too_long'))),
      }),
    ),
    v.maxLength(10, 'too_long'),
  ),
  fallback_tree: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'too_long'))), null),
});
export type TemplateQuickReplies = v.InferOutput<typeof TemplateQuickReplies>;
