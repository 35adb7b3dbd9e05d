import {
  WEBIVR_CHOICE_KINDS,
  type WebivrFieldKind,
  type WebivrForm,
  type WebivrFormInput,
} from '@omnicanal/api';

/*
 * A web IVR form as its editor holds it (spec 001 §3 "Web IVR form", §5 "Forms"), and the body it
 * saves: fields and choices keep the order they are shown in, weights are whole numbers and 0
 * when the field does not use them, choices only for the kinds that pick among them.
 */

/** A choice being edited; `key` keeps React's rows stable while they move. */
export interface ChoiceDraft {
  key: string;
  label: string;
  value: string;
  weight: string;
}

/** A field being edited; numbers stay text until saved so a half-typed one is not lost. */
export interface FieldDraft {
  key: string;
  kind: WebivrFieldKind;
  label: string;
  identifier: string;
  required: boolean;
  validation: string;
  placeholder: string;
  use_weight: boolean;
  weight: string;
  choices: ChoiceDraft[];
}

export interface FormDraft {
  label: string;
  /** A skill id, or '' for every skill. */
  skill: string;
  notification_emails: string[];
  button_label: string;
  api_url: string;
  api_method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** One `Name: value` a line. */
  api_headers: string;
  api_body: string;
  fields: FieldDraft[];
}

/** The body `saveWebivrForm` takes (emails as a list; the call joins them). */
export type FormBody = Omit<WebivrFormInput, 'notification_emails'> & { notification_emails: string[] };

let counter = 0;
/** A key for a new row, unique in the page. */
export const newKey = (): string => `k${++counter}`;

/** Whether a field of this kind has choices. */
export const hasChoices = (kind: WebivrFieldKind): boolean => WEBIVR_CHOICE_KINDS.includes(kind);

export const emptyChoice = (): ChoiceDraft => ({ key: newKey(), label: '', value: '', weight: '0' });

export const emptyField = (index: number): FieldDraft => ({
  key: newKey(),
  kind: 'text',
  label: '',
  identifier: `field_${index + 1}`,
  required: false,
  validation: '',
  placeholder: '',
  use_weight: false,
  weight: '0',
  choices: [],
});

/** The editor's draft of a stored form, or of a new one. */
export function draftOf(form: WebivrForm | null): FormDraft {
  const byOrder = <T extends { order: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.order - b.order);
  return {
    label: form?.label ?? '',
    skill: form?.skill == null ? '' : String(form.skill),
    notification_emails: form ? [...form.notification_emails] : [],
    button_label: form?.button_label ?? '',
    api_url: form?.api_url ?? '',
    api_method: (['GET', 'POST', 'PUT', 'PATCH'] as const).find((m) => m === form?.api_method) ?? 'POST',
    api_headers: Object.entries(form?.api_headers ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    api_body: form?.api_body ?? '',
    fields: byOrder(form?.fields ?? []).map((field) => ({
      key: newKey(),
      kind: field.kind,
      label: field.label,
      identifier: field.identifier,
      required: field.required,
      validation: field.validation,
      placeholder: field.placeholder,
      use_weight: field.use_weight,
      weight: String(field.weight),
      choices: byOrder(field.choices).map((choice) => ({
        key: newKey(),
        label: choice.label,
        value: choice.value,
        weight: String(choice.weight),
      })),
    })),
  };
}

/** A list with the item at `index` moved by `delta` places (unchanged at the ends). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1) as [T];
  out.splice(target, 0, item);
  return out;
}

/** A whole number ≥ 0 typed as text, or null. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** `Name: value` lines as headers; a line without a colon is a header with an empty value. */
export function headersOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const at = line.indexOf(':');
    const name = (at < 0 ? line : line.slice(0, at)).trim();
    out[name] = at < 0 ? '' : line.slice(at + 1).trim();
  }
  return out;
}

/**
 * What the editor checks before saving, by the server's field paths (`fields.0.weight`): weights
 * must be whole numbers when used. The rest (labels, identifiers, emails) the server says.
 */
export function draftProblems(draft: FormDraft): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  draft.fields.forEach((field, index) => {
    if (!field.use_weight) return;
    if (wholeOf(field.weight) === null) out[`fields.${index}.weight`] = ['invalid'];
    if (!hasChoices(field.kind)) return;
    field.choices.forEach((choice, at) => {
      if (wholeOf(choice.weight) === null) out[`fields.${index}.choices.${at}.weight`] = ['invalid'];
    });
  });
  return out;
}

/** The body to save: orders from the positions, weights whole (0 when unused), choices where they belong. */
export function toFormBody(draft: FormDraft): FormBody {
  return {
    label: draft.label.trim(),
    skill: draft.skill === '' ? null : Number(draft.skill),
    notification_emails: draft.notification_emails,
    button_label: draft.button_label.trim(),
    api_url: draft.api_url.trim(),
    api_method: draft.api_method,
    api_headers: headersOf(draft.api_headers),
    api_body: draft.api_body,
    fields: draft.fields.map((field, order) => ({
      kind: field.kind,
      label: field.label.trim(),
      identifier: field.identifier.trim(),
      order,
      required: field.required,
      validation: field.validation.trim(),
      placeholder: field.placeholder.trim(),
      use_weight: field.use_weight,
      weight: field.use_weight ? (wholeOf(field.weight) ?? 0) : 0,
      choices: hasChoices(field.kind)
        ? field.choices.map((choice, at) => ({
            label: choice.label.trim(),
            value: choice.value.trim(),
            order: at,
            weight: field.use_weight ? (wholeOf(choice.weight) ?? 0) : 0,
          }))
        : [],
    })),
  };
}
