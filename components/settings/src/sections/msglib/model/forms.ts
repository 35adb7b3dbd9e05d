import {
  MSGLIB_CONTENT_MAX_LENGTH,
  MSGLIB_LABEL_MAX_LENGTH,
  type MsglibGroupInput,
  type Sentence,
  type SentenceInput,
} from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import {
  labelledScopeDescriptor,
  type Named,
  type Scope,
  scopeFields,
  toLabelledScope,
  toScope,
} from '../../../model/scope-fields.ts';

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The form of a category or a subcategory: a label and what it is restricted to. */
export function groupDescriptor(
  item: (Scope & { label: string }) | null,
  skills: readonly Named[],
  subaccounts: readonly Named[] | null,
): FormDescriptor {
  return labelledScopeDescriptor(
    item,
    { labelKey: 'settings-content:library.label', maxLength: MSGLIB_LABEL_MAX_LENGTH },
    skills,
    subaccounts,
  );
}

/** The body of `POST /categories/[{c}]` or `…/subcategories/[{s}]`. */
export function toGroupInput(values: Record<string, FieldValue>, item: Scope | null): MsglibGroupInput {
  return toLabelledScope(values, item);
}

/**
 * The form of a sentence (spec 002 §3): its label (the start of the content when left empty), the
 * content an agent inserts, and what it is restricted to.
 */
export function sentenceDescriptor(
  sentence: Sentence | null,
  skills: readonly Named[],
  subaccounts: readonly Named[] | null,
): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: 'settings-content:library.sentence_label',
            helper: 'settings-content:library.sentence_label_help',
            max_length: MSGLIB_LABEL_MAX_LENGTH,
            focus: true,
            value: sentence?.label ?? '',
          },
          {
            name: 'content',
            kind: 'textarea',
            label: 'settings-content:library.content',
            required: true,
            max_length: MSGLIB_CONTENT_MAX_LENGTH,
            value: sentence?.content ?? '',
          },
          ...scopeFields(sentence, skills, subaccounts),
        ],
      },
    ],
  };
}

/** The body of `POST …/sentences/[{id}]`. */
export function toSentenceInput(
  values: Record<string, FieldValue>,
  sentence: Sentence | null,
): SentenceInput {
  return { label: text(values.label), content: text(values.content), ...toScope(values, sentence) };
}
