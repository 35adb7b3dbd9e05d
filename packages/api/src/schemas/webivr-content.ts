import * as v from 'valibot';
import { IsoDate, RowId } from './common.ts';
import { WEBIVR_LABEL_MAX, WEBIVR_TEXT_MAX } from './webivr.ts';

/*
 * What web IVR menus use besides their nodes (spec 001 §3): FAQs, forms with their fields,
 * templates (saved menus) and themes. Field messages are catalogue words.
 */

const Label = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(WEBIVR_LABEL_MAX, 'too_long'));
const Short = v.pipe(v.string(), v.trim(), v.maxLength(WEBIVR_LABEL_MAX, 'too_long'));
/** The skill a resource is kept for; null: every skill of the company. */
const SkillRef = v.optional(v.nullable(RowId), null);
const Whole = v.pipe(
  v.number('invalid'),
  v.integer('invalid'),
  v.minValue(0, 'invalid'),
  v.maxValue(1_000_000, 'invalid'),
);

// --- FAQs -----------------------------------------------------------------------------------

export const WebivrFaqInput = v.object({
  label: Label,
  skill: SkillRef,
  icon: v.optional(Short, ''),
  content: v.optional(v.pipe(v.string(), v.maxLength(WEBIVR_TEXT_MAX * 5, 'too_long')), ''),
});
export type WebivrFaqInput = v.InferOutput<typeof WebivrFaqInput>;

export const WebivrFaq = v.object({
  id: v.number(),
  label: v.string(),
  skill: v.nullable(v.number()),
  icon: v.string(),
  content: v.string(),
  updated_at: IsoDate,
});
export type WebivrFaq = v.InferOutput<typeof WebivrFaq>;

// --- forms ----------------------------------------------------------------------------------

/** Spec 001 §3: the 13 field kinds of a web IVR form. */
export const WEBIVR_FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'date',
  'datetime',
  'time',
  'file',
  'location',
  'select',
  'select_multiple',
  'checkbox',
  'radio',
  'range',
] as const;
export type WebivrFieldKind = (typeof WEBIVR_FIELD_KINDS)[number];

/** Kinds whose answer is picked among choices. */
export const WEBIVR_CHOICE_KINDS: readonly WebivrFieldKind[] = [
  'select',
  'select_multiple',
  'checkbox',
  'radio',
];

export const WebivrFieldChoice = v.object({
  label: Label,
  value: v.optional(Short, ''),
  order: v.optional(Whole, 0),
  weight: v.optional(Whole, 0),
});
export type WebivrFieldChoice = v.InferOutput<typeof WebivrFieldChoice>;

/** Spec 001 §3: weights are whole numbers, 0 when the field does not use them. */
export const WebivrFormField = v.pipe(
  v.object({
    kind: v.picklist(WEBIVR_FIELD_KINDS, 'invalid'),
    label: Label,
    identifier: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'invalid')),
    order: v.optional(Whole, 0),
    required: v.optional(v.boolean(), false),
    validation: v.optional(Short, ''),
    weight: v.optional(Whole, 0),
    use_weight: v.optional(v.boolean(), false),
    placeholder: v.optional(Short, ''),
    choices: v.optional(v.pipe(v.array(WebivrFieldChoice), v.maxLength(200, 'too_long')), []),
  }),
  v.transform((field) =>
    field.use_weight
      ? field
      : { ...field, weight: 0, choices: field.choices.map((choice) => ({ ...choice, weight: 0 })) },
  ),
  v.check(
    (field) => !WEBIVR_CHOICE_KINDS.includes(field.kind) || field.choices.length > 0,
    'choices_required',
  ),
);
export type WebivrFormField = v.InferOutput<typeof WebivrFormField>;

/** Spec 001 §3, §5: notification emails saved comma-joined, each one well formed. */
export const NotificationEmails = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  ),
  v.check((list) => list.every((email) => v.is(v.pipe(v.string(), v.email()), email)), 'invalid_email'),
  v.maxLength(20, 'too_long'),
);

const HttpUrl = v.union(
  [v.literal(''), v.pipe(v.string(), v.trim(), v.url('invalid'), v.regex(/^https?:\/\//i, 'invalid'))],
  'invalid',
);

export const WebivrFormInput = v.pipe(
  v.object({
    label: Label,
    skill: SkillRef,
    notification_emails: v.optional(NotificationEmails, ''),
    button_label: v.optional(Short, ''),
    api_url: v.optional(HttpUrl, ''),
    api_method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH'], 'invalid'), 'POST'),
    api_headers: v.optional(
      v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid')), Short),
      {},
    ),
    api_body: v.optional(v.pipe(v.string(), v.maxLength(WEBIVR_TEXT_MAX, 'too_long')), ''),
    fields: v.pipe(v.array(WebivrFormField), v.maxLength(100, 'too_long')),
  }),
  v.check(
    (form) => new Set(form.fields.map((field) => field.identifier)).size === form.fields.length,
    'duplicate_identifier',
  ),
);
export type WebivrFormInput = v.InferOutput<typeof WebivrFormInput>;

export const WebivrForm = v.object({
  id: v.number(),
  label: v.string(),
  skill: v.nullable(v.number()),
  /** A list when loaded (spec 001 §3). */
  notification_emails: v.array(v.string()),
  button_label: v.string(),
  api_url: v.string(),
  api_method: v.string(),
  api_headers: v.record(v.string(), v.string()),
  api_body: v.string(),
  fields: v.array(
    v.object({
      kind: v.picklist(WEBIVR_FIELD_KINDS),
      label: v.string(),
      identifier: v.string(),
      order: v.number(),
      required: v.boolean(),
      validation: v.string(),
      weight: v.number(),
      use_weight: v.boolean(),
      placeholder: v.string(),
      choices: v.array(
        v.object({ label: v.string(), value: v.string(), order: v.number(), weight: v.number() }),
      ),
    }),
  ),
  updated_at: IsoDate,
});
export type WebivrForm = v.InferOutput<typeof WebivrForm>;

// --- templates and themes -------------------------------------------------------------------

/** A template saves a web IVR's working menu (`account`) under a name, or starts empty. */
export const WebivrTemplateInput = v.object({
  name: Label,
  skill: SkillRef,
  account: v.optional(v.nullable(RowId), null),
});
export type WebivrTemplateInput = v.InferOutput<typeof WebivrTemplateInput>;

export const WebivrTemplate = v.object({
  id: v.number(),
  name: v.string(),
  skill: v.nullable(v.number()),
  nodes: v.number(),
  updated_at: IsoDate,
});
export type WebivrTemplate = v.InferOutput<typeof WebivrTemplate>;

/** A theme's settings: CSS custom property values by name (`--oc-webivr-accent`: `#0a7`). */
export const WebivrThemeInput = v.object({
  label: Label,
  skill: SkillRef,
  settings: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^--oc-[a-z0-9-]{1,60}$/, 'invalid')),
      v.pipe(v.string(), v.regex(/^[^;{}<>]{0,120}$/, 'invalid')),
    ),
    {},
  ),
});
export type WebivrThemeInput = v.InferOutput<typeof WebivrThemeInput>;

export const WebivrTheme = v.object({
  id: v.number(),
  label: v.string(),
  skill: v.nullable(v.number()),
  settings: v.record(v.string(), v.string()),
});
export type WebivrTheme = v.InferOutput<typeof WebivrTheme>;

/** `GET /forms/xlsx-export`: one form's submissions (`form`), or every form's. */
export const WebivrFormsExportQuery = v.object({
  form: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid'), v.transform(Number))),
});
export type WebivrFormsExportQuery = v.InferOutput<typeof WebivrFormsExportQuery>;
