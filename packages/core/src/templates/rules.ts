import { smsSegments } from '../channels/sms.ts';
import type { TemplateKind } from './kinds.ts';

/**
 * The template rules of spec 002 §5 and §9 as plain functions: the server refuses a template that
 * breaks one (each problem on its field), the template form shows the same before it is sent.
 */

/** Spec 002 §5: alphanumeric and underscore only. */
export const TEMPLATE_NAME = /^[A-Za-z0-9_]+$/;
export const TEMPLATE_NAME_MAX_LENGTH = 512;
/** Spec 002 §5, §9: call-to-action buttons (link or phone) at most 2. */
export const TEMPLATE_MAX_CALL_TO_ACTION = 2;
/** WhatsApp's quick replies on one template ("other button kinds have a maximum passed in"). */
export const TEMPLATE_MAX_QUICK_REPLIES = 3;
/** Messenger's button template carries one to three buttons. */
export const TEMPLATE_MAX_MESSENGER_BUTTONS = 3;
/** Spec 002 §5, §9: Google suggestions, 4 for a single choice and 3 for a multiple one. */
export const TEMPLATE_MAX_SUGGESTIONS = { single: 4, multiple: 3 } as const;
/** Spec 002 §9: a button title is 23 characters. */
export const TEMPLATE_BUTTON_MAX_LENGTH = 23;
/** WhatsApp's header and footer texts. */
export const TEMPLATE_HEADER_MAX_LENGTH = 60;
export const TEMPLATE_FOOTER_MAX_LENGTH = 60;
/** Spec 002 §5, §9: a header image is 1.91:1 (within 3 %, as images are rounded to pixels). */
export const TEMPLATE_HEADER_RATIO = 1.91;
const RATIO_TOLERANCE = 0.03;
/** An SMS sender name: 3 to 11 letters or digits, starting with a letter (what operators accept). */
export const SMS_SENDER = /^[A-Za-z][A-Za-z0-9]{2,10}$/;

/**
 * Longest body per kind, variables not counted (spec 002 §5 "Body limit does not count
 * variables"): WhatsApp 1,024, Messenger 2,000, RCS 2,500, Google 3,072 — the providers' own
 * limits — and for SMS ten parts of 153 characters, past which operators drop the message.
 */
export const TEMPLATE_BODY_MAX_LENGTH: Readonly<Record<TemplateKind, number>> = {
  'tyntec-wa': 1024,
  messenger: 2000,
  rcs: 2500,
  googlebm: 3072,
  sms: 1530,
};

/** A template's variable, as WhatsApp writes it: `{{1}}`, `{{2}}`… */
const VARIABLE = /\{\{\s*(\d{1,2})\s*\}\}/g;

/** The variable numbers a text uses, in order of first use. */
export function templateVariables(text: string): number[] {
  const seen: number[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const n = Number(match[1]);
    if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

/**
 * A template's text with each `{{n}}` replaced by `value(n, slot)` (`slot` is the variable as
 * written, for a caller that keeps an unfilled one visible).
 */
export function fillTemplateVariables(text: string, value: (n: number, slot: string) => string): string {
  return text.replace(VARIABLE, (slot, n: string) => value(Number(n), slot));
}

/** Whether an image of `width` × `height` is a header's 1.91:1, give or take 3 %. */
export function headerRatioFits(width: number, height: number): boolean {
  return Math.abs(width / height - TEMPLATE_HEADER_RATIO) / TEMPLATE_HEADER_RATIO <= RATIO_TOLERANCE;
}

/** The length a limit counts: characters as the user sees them, variables left out. */
export function templateBodyLength(text: string): number {
  return [...text.replace(VARIABLE, '')].length;
}

/** Spec 002 §5 "Emoji warning": some handsets and every SMS part in GSM-7 lose them. */
export function hasEmoji(text: string): boolean {
  return /\p{Extended_Pictographic}/u.test(text);
}

/** How many SMS the body is sent as (spec 002 §5: beyond 160 characters several are sent). */
export function templateSmsParts(text: string): number {
  return smsSegments(text);
}

export type TemplateButton =
  | { type: 'quick_reply'; text: string; tree: string | null }
  | { type: 'url'; text: string; url: string }
  | { type: 'phone'; text: string; phone: string };

export type TemplateBody =
  | { type: 'text'; text: string }
  | { type: 'card'; title: string; description: string; image_url: string; thumbnail_url: string };

export type TemplateHeader =
  | { type: 'text'; text: string }
  | { type: 'image'; url: string; width: number; height: number };

/** What the rules read of a template. */
export interface TemplateContent {
  body: TemplateBody;
  header: TemplateHeader | null;
  footer: string;
  buttons: readonly TemplateButton[];
  examples: Readonly<Record<string, string>>;
  sms_sender: string;
  channel_account: number | null;
  suggestions: 'single' | 'multiple';
  block: 'generic' | 'button' | 'media' | 'receipt';
}

/** Field -> problem codes (the error codes of the template form). */
export type TemplateProblems = Record<string, string[]>;

/** Every text of the template a variable may sit in. */
function texts(t: Pick<TemplateContent, 'header' | 'body'>): string[] {
  const body = t.body.type === 'text' ? [t.body.text] : [t.body.title, t.body.description];
  return t.header?.type === 'text' ? [t.header.text, ...body] : body;
}

/** The variable numbers a template's texts use (header, then body), in order of first use. */
export function templateContentVariables(t: Pick<TemplateContent, 'header' | 'body'>): number[] {
  return [...new Set(texts(t).flatMap(templateVariables))];
}

/**
 * The template's problems for its kind; empty when it may be saved. Structure (types, required
 * fields) is the schema's; these are the rules that depend on the kind or on several fields.
 */
export function templateProblems(kind: TemplateKind, t: TemplateContent): TemplateProblems {
  const problems: TemplateProblems = {};
  const add = (field: string, code: string) => {
    problems[field] = [...(problems[field] ?? []), code];
  };
  const whatsapp = kind === 'tyntec-wa';

  // Body.
  if (t.body.type === 'card') {
    const cards = kind === 'rcs' || kind === 'googlebm' || (kind === 'messenger' && t.block === 'generic');
    if (!cards) add('body', 'card_unsupported');
  } else if (kind === 'messenger' && t.block === 'generic') add('body', 'card_required');
  const bodyText = t.body.type === 'text' ? t.body.text : t.body.description;
  if (templateBodyLength(bodyText) > TEMPLATE_BODY_MAX_LENGTH[kind]) add('body', 'too_long');

  // Variables: numbered from 1 without a gap, each with an example.
  const numbers = templateContentVariables(t).sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i + 1)) add('body', 'variables_not_sequential');
  if (numbers.some((n) => !t.examples[String(n)]?.trim())) add('examples', 'example_missing');

  // Header and footer: WhatsApp's, and Messenger's media block (an image).
  if (t.header) {
    const headerAllowed =
      whatsapp || (kind === 'messenger' && t.block === 'media' && t.header.type === 'image');
    if (!headerAllowed) add('header', 'header_unsupported');
    else if (t.header.type === 'text') {
      if ([...t.header.text].length > TEMPLATE_HEADER_MAX_LENGTH) add('header', 'too_long');
      if (templateVariables(t.header.text).length > 1) add('header', 'too_many_variables');
    } else {
      if (!headerRatioFits(t.header.width, t.header.height)) add('header', 'image_ratio');
    }
  } else if (kind === 'messenger' && t.block === 'media') add('header', 'image_required');
  if (t.footer && !whatsapp) add('footer', 'footer_unsupported');
  if ([...t.footer].length > TEMPLATE_FOOTER_MAX_LENGTH) add('footer', 'too_long');

  // Buttons.
  const ctas = t.buttons.filter((b) => b.type !== 'quick_reply').length;
  const replies = t.buttons.length - ctas;
  if (t.buttons.some((b) => [...b.text].length > TEMPLATE_BUTTON_MAX_LENGTH))
    add('buttons', 'button_too_long');
  if (kind === 'sms' && t.buttons.length > 0) add('buttons', 'buttons_unsupported');
  if (ctas > TEMPLATE_MAX_CALL_TO_ACTION) add('buttons', 'too_many_call_to_action');
  if (whatsapp) {
    if (replies > TEMPLATE_MAX_QUICK_REPLIES) add('buttons', 'too_many_quick_replies');
    if (ctas > 0 && replies > 0) add('buttons', 'buttons_mixed');
  }
  if (kind === 'googlebm' && t.buttons.length > TEMPLATE_MAX_SUGGESTIONS[t.suggestions])
    add('buttons', 'too_many_suggestions');
  if (kind === 'messenger' && t.block === 'button') {
    if (t.buttons.length === 0) add('buttons', 'buttons_required');
    if (t.buttons.length > TEMPLATE_MAX_MESSENGER_BUTTONS) add('buttons', 'too_many_buttons');
  }
  // Spec 002 §5: quick replies that lead to a tree need a channel account.
  if (t.buttons.some((b) => b.type === 'quick_reply' && b.tree) && t.channel_account === null)
    add('channel_account', 'channel_account_required');

  if (kind === 'sms' ? !SMS_SENDER.test(t.sms_sender) : t.sms_sender !== '')
    add('sms_sender', 'sms_sender_invalid');
  return problems;
}
