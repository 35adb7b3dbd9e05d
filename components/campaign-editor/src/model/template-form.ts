import type { Template, TemplateInput } from '@omnicanal/api';
import {
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME,
  type TemplateButton,
  type TemplateCategory,
  type TemplateKind,
  type TemplateLanguage,
  type TemplateProblems,
  templateBodyLength,
  templateProblems,
  templateSmsParts,
  templateVariables,
} from '@omnicanal/core';

/*
 * The template form's state (spec 002 §3 "Template form") as plain data: what the fields hold,
 * the body the server takes, and what the rules say about it while it is typed. The rules are
 * core's `templateProblems`, the ones the server applies, plus the required fields.
 */

/** What the form edits; strings as the fields hold them. */
export interface TemplateDraft {
  kind: TemplateKind;
  name: string;
  category: TemplateCategory;
  language: TemplateLanguage;
  skill: string;
  channel_account: string;
  /** A text, or a rich card (RCS, Google, Messenger's generic block). */
  body_type: 'text' | 'card';
  text: string;
  card_title: string;
  card_description: string;
  card_image: string;
  card_thumbnail: string;
  header_type: 'none' | 'text' | 'image';
  header_text: string;
  header_url: string;
  header_width: string;
  header_height: string;
  footer: string;
  buttons: TemplateButton[];
  examples: Record<string, string>;
  sms_sender: string;
  block: 'generic' | 'button' | 'media' | 'receipt';
  suggestions: 'single' | 'multiple';
  /** WhatsApp: a reply opens a conversation in the console (spec 002 §3 "conversational flag"). */
  conversational: boolean;
  /** WhatsApp: the skill's bot tree a reply matching no quick reply leads to; '' for none. */
  fallback_tree: string;
}

/** The kinds whose body may be a card. */
export const CARD_KINDS: readonly TemplateKind[] = ['rcs', 'googlebm', 'messenger'];

/** A new template of `kind`, or the stored one as the fields show it. */
export function draftOf(kind: TemplateKind, stored: Template | null): TemplateDraft {
  const body = stored?.body;
  const header = stored?.header ?? null;
  return {
    kind,
    name: stored?.name ?? '',
    category: stored?.category ?? 'MARKETING',
    language: stored?.language ?? 'fr',
    skill: stored?.skill ? String(stored.skill) : '',
    channel_account: stored?.channel_account ? String(stored.channel_account) : '',
    body_type: body?.type ?? 'text',
    text: body?.type === 'text' ? body.text : '',
    card_title: body?.type === 'card' ? body.title : '',
    card_description: body?.type === 'card' ? body.description : '',
    card_image: body?.type === 'card' ? body.image_url : '',
    card_thumbnail: body?.type === 'card' ? body.thumbnail_url : '',
    header_type: header?.type ?? 'none',
    header_text: header?.type === 'text' ? header.text : '',
    header_url: header?.type === 'image' ? header.url : '',
    header_width: header?.type === 'image' ? String(header.width) : '',
    header_height: header?.type === 'image' ? String(header.height) : '',
    footer: stored?.footer ?? '',
    buttons: (stored?.buttons ?? []).map((b) => ({ ...b })),
    examples: { ...(stored?.examples ?? {}) },
    sms_sender: stored?.sms_sender ?? '',
    block: stored?.block ?? 'button',
    suggestions: stored?.suggestions ?? 'single',
    conversational: stored?.conversational ?? false,
    fallback_tree: stored?.fallback_tree ?? '',
  };
}

const id = (value: string): number | null => (/^[1-9]\d*$/.test(value) ? Number(value) : null);
const pixels = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value) : 0);

/** Whether the kind shows a header and a footer (WhatsApp; Messenger's media block is an image). */
export const hasHeader = (d: TemplateDraft): boolean =>
  d.kind === 'tyntec-wa' || (d.kind === 'messenger' && d.block === 'media');

/** The body the server takes; fields the kind does not show are left out. */
export function toTemplateInput(d: TemplateDraft): TemplateInput {
  const card = d.body_type === 'card' && CARD_KINDS.includes(d.kind);
  const header =
    !hasHeader(d) || d.header_type === 'none'
      ? null
      : d.header_type === 'text'
        ? { type: 'text' as const, text: d.header_text.trim() }
        : {
            type: 'image' as const,
            url: d.header_url.trim(),
            width: pixels(d.header_width),
            height: pixels(d.header_height),
          };
  const input: TemplateInput = {
    name: d.name.trim(),
    category: d.category,
    language: d.language,
    skill: id(d.skill),
    channel_account: id(d.channel_account),
    body: card
      ? {
          type: 'card',
          title: d.card_title.trim(),
          description: d.card_description.trim(),
          image_url: d.card_image.trim(),
          thumbnail_url: d.card_thumbnail.trim(),
        }
      : { type: 'text', text: d.text.trim() },
    header,
    footer: d.kind === 'tyntec-wa' ? d.footer.trim() : '',
    buttons: d.kind === 'sms' ? [] : d.buttons.map((b) => trimButton(b, d.kind)),
    examples: {},
    sms_sender: d.kind === 'sms' ? d.sms_sender.trim() : '',
    // The replies' routing is WhatsApp's (its quick replies); other kinds keep none.
    conversational: d.kind === 'tyntec-wa' && d.conversational,
    fallback_tree: (d.kind === 'tyntec-wa' && d.fallback_tree.trim()) || null,
    suggestions: d.suggestions,
    block: d.block,
  };
  // Only the variables the texts use: an example left from a removed variable is not sent.
  for (const n of draftVariables({
    ...d,
    body_type: card ? 'card' : 'text',
    header_type: header?.type ?? 'none',
  }))
    input.examples[String(n)] = (d.examples[String(n)] ?? '').trim();
  return input;
}

function trimButton(b: TemplateButton, kind: TemplateKind): TemplateButton {
  switch (b.type) {
    case 'quick_reply':
      return {
        type: 'quick_reply',
        text: b.text.trim(),
        tree: (kind === 'tyntec-wa' && b.tree?.trim()) || null,
      };
    case 'url':
      return { type: 'url', text: b.text.trim(), url: b.url.trim() };
    case 'phone':
      return { type: 'phone', text: b.text.trim(), phone: b.phone.trim() };
  }
}

/** The variable numbers the draft's texts use, in order (one example field each). */
export function draftVariables(d: TemplateDraft): number[] {
  const texts =
    d.body_type === 'card' && CARD_KINDS.includes(d.kind) ? [d.card_title, d.card_description] : [d.text];
  if (hasHeader(d) && d.header_type === 'text') texts.unshift(d.header_text);
  return [...new Set(texts.flatMap(templateVariables))].sort((a, b) => a - b);
}

/** What the counters under the body say. */
export interface BodyFacts {
  /** Characters the limit counts (variables left out) and the kind's limit. */
  length: number;
  max: number;
  /** For SMS: how many messages the body is sent as. */
  parts: number;
}

export function bodyFacts(d: TemplateDraft): BodyFacts {
  const text = d.body_type === 'card' && CARD_KINDS.includes(d.kind) ? d.card_description : d.text;
  return {
    length: templateBodyLength(text),
    max: TEMPLATE_BODY_MAX_LENGTH[d.kind],
    parts: d.kind === 'sms' ? templateSmsParts(text) : 0,
  };
}

/**
 * Every problem of the draft by field, as the server would name it: the required fields and the
 * name's form, then core's rules. Empty when it may be sent.
 */
export function draftProblems(d: TemplateDraft): TemplateProblems {
  const input = toTemplateInput(d);
  const problems: TemplateProblems = {};
  const add = (field: string, code: string) => {
    problems[field] = [...(problems[field] ?? []), code];
  };
  if (!input.name) add('name', 'required');
  else if (!TEMPLATE_NAME.test(input.name)) add('name', 'name_invalid');
  if (input.body.type === 'text' ? !input.body.text : !input.body.title) add('body', 'required');
  if (input.body.type === 'card' && !input.body.description) add('body.description', 'required');
  if (input.header?.type === 'text' && !input.header.text) add('header', 'required');
  if (input.header?.type === 'image' && (!input.header.url || !input.header.width || !input.header.height))
    add('header', 'required');
  if (input.buttons.some((b) => !b.text || (b.type === 'url' && !b.url) || (b.type === 'phone' && !b.phone)))
    add('buttons', 'button_incomplete');
  for (const [field, codes] of Object.entries(
    templateProblems(d.kind, {
      body: input.body,
      header: input.header,
      footer: input.footer,
      buttons: input.buttons,
      examples: input.examples,
      sms_sender: input.sms_sender,
      channel_account: input.channel_account,
      suggestions: input.suggestions,
      block: input.block,
    }),
  ))
    for (const code of codes) add(field, code);
  return problems;
}

/**
 * The quick replies' trees and the fallback tree alone, when they are all that changed from a
 * validated template (`POST /templates/{id}/quickreplies`): the routing is ours, so it needs no new
 * review, whereas saving the template makes it a draft again. Null when anything else changed.
 */
export function routingChange(
  stored: Template,
  input: TemplateInput,
): { quick_replies: { text: string; tree: string | null }[]; fallback_tree: string | null } | null {
  if (stored.status !== 'VALIDATED') return null;
  const unrouted = (i: TemplateInput) => ({
    ...i,
    fallback_tree: null,
    buttons: i.buttons.map((b) => (b.type === 'quick_reply' ? { ...b, tree: null } : b)),
  });
  const before = unrouted(toTemplateInput(draftOf(stored.kind, stored)));
  if (JSON.stringify(before) !== JSON.stringify(unrouted(input))) return null;
  return {
    quick_replies: input.buttons.flatMap((b) =>
      b.type === 'quick_reply' ? [{ text: b.text, tree: b.tree }] : [],
    ),
    fallback_tree: input.fallback_tree,
  };
}
