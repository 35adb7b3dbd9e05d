import * as v from 'valibot';
import { INT4_MAX, Uuid } from './common.ts';
import { WebivrMenu } from './webivr.ts';
import { WEBIVR_FIELD_KINDS } from './webivr-content.ts';

/*
 * The web IVR as visitors use it (issue 18 "The visitor side"), on the guests service: a published
 * menu opened through an entry point, the steps taken, FAQs read, forms sent, callbacks asked. The
 * session id is the visitor's key to their own walk; nothing of a working or another version shows.
 */

/** The published web IVR an entry point opens, as the widget's configuration names it. */
export const GuestWebivr = v.object({
  account: v.number(),
  tree: v.string(),
  version: v.number(),
});
export type GuestWebivr = v.InferOutput<typeof GuestWebivr>;

/** `POST /guests/webivr/sessions`: a visitor starts browsing the menu of an entry point. */
export const WebivrVisitorStart = v.object({
  entry_point: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
});
export type WebivrVisitorStart = v.InferOutput<typeof WebivrVisitorStart>;

/**
 * The visitor's session: the production menu the walker needs, where it starts (the entry point's
 * tree), and each routing node's calendar, open or not, at the start of the visit.
 */
export const WebivrVisitorSession = v.object({
  session_id: v.string(),
  account: v.number(),
  tree: v.string(),
  node: v.nullable(v.string()),
  menu: WebivrMenu,
  routing: v.record(v.string(), v.boolean()),
});
export type WebivrVisitorSession = v.InferOutput<typeof WebivrVisitorSession>;

export const WebivrSessionParams = v.object({ session: Uuid });

/** `POST /guests/webivr/sessions/{session}/steps`: the node the visitor just reached. */
export const WebivrStepInput = v.object({ node: Uuid });
export type WebivrStepInput = v.InferOutput<typeof WebivrStepInput>;

/** A FAQ as a visitor reads it: plain text, never HTML. */
export const WebivrVisitorFaq = v.object({ id: v.number(), label: v.string(), content: v.string() });
export type WebivrVisitorFaq = v.InferOutput<typeof WebivrVisitorFaq>;

/** A form as a visitor fills it: its fields and button, nothing of where it is mailed or sent. */
export const WebivrVisitorForm = v.object({
  id: v.number(),
  label: v.string(),
  button_label: v.string(),
  fields: v.array(
    v.object({
      kind: v.picklist(WEBIVR_FIELD_KINDS),
      label: v.string(),
      identifier: v.string(),
      required: v.boolean(),
      validation: v.string(),
      placeholder: v.string(),
      choices: v.array(v.object({ label: v.string(), value: v.string() })),
    }),
  ),
});
export type WebivrVisitorForm = v.InferOutput<typeof WebivrVisitorForm>;

const Answer = v.union([
  v.pipe(v.string(), v.maxLength(8000)),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(1000))), v.maxLength(200)),
]);

/** `POST /guests/webivr/sessions/{session}/forms/{form}`: the form node and the answers by identifier. */
export const WebivrSubmissionInput = v.object({
  node: Uuid,
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(64)), Answer),
    v.check((answers) => Object.keys(answers).length <= 100, 'too_many'),
  ),
});
export type WebivrSubmissionInput = v.InferOutput<typeof WebivrSubmissionInput>;

/** Which output of the form the walker follows: sent, or failed when the form's API refused it. */
export const WebivrSubmissionAnswer = v.object({ outcome: v.picklist(['sent', 'failed']) });
export type WebivrSubmissionAnswer = v.InferOutput<typeof WebivrSubmissionAnswer>;

/** `POST /guests/webivr/sessions/{session}/callbacks`: a number to call and a quarter-hour slot. */
export const WebivrCallbackInput = v.object({
  node: Uuid,
  phone: v.pipe(v.string(), v.maxLength(64)),
  slot: v.pipe(v.string(), v.maxLength(64)),
});
export type WebivrCallbackInput = v.InferOutput<typeof WebivrCallbackInput>;

export const WebivrCallbackAnswer = v.object({ ok: v.literal(true), id: v.number() });
export type WebivrCallbackAnswer = v.InferOutput<typeof WebivrCallbackAnswer>;

/** The menu's hand-off to chat: the session and its messaging node (the path goes with it). */
export const WebivrHandOff = v.object({ session: Uuid, node: Uuid });
export type WebivrHandOff = v.InferOutput<typeof WebivrHandOff>;
