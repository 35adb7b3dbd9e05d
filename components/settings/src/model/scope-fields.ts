import { hasRank, type Role } from '@omnicanal/core';
import type { FieldDescriptor, FieldValue, FormDescriptor } from '@omnicanal/ui';

/** A skill or a sub-account as a picker lists it. */
export interface Named {
  id: number;
  name: string;
}

/** What an item is restricted to (spec 002 §3): no skills means every skill. */
export interface Scope {
  skills: number[];
  subaccounts: number[];
}

/** Options of a multiselect; an id the directory no longer lists stays, under its number. */
function options(known: readonly Named[], chosen: readonly number[]) {
  const ids = new Set(known.map((entry) => entry.id));
  return [
    ...known.map((entry) => ({ text: entry.name, value: String(entry.id) })),
    ...chosen.filter((id) => !ids.has(id)).map((id) => ({ text: `#${id}`, value: String(id) })),
  ];
}

/**
 * The skills and sub-accounts fields of a contact reason or a library item. `subaccounts` is null
 * when the field is not offered (the offer has none, or the user may not read them): the item's
 * sub-accounts are then kept as they are by `toScope`.
 */
export function scopeFields(
  item: Scope | null,
  skills: readonly Named[],
  subaccounts: readonly Named[] | null,
): FieldDescriptor[] {
  const fields: FieldDescriptor[] = [
    {
      name: 'skills',
      kind: 'multiselect',
      label: 'settings-content:scope.skills',
      helper: 'settings-content:scope.skills_help',
      options: options(skills, item?.skills ?? []),
      value: (item?.skills ?? []).map(String),
    },
  ];
  if (subaccounts)
    fields.push({
      name: 'subaccounts',
      kind: 'multiselect',
      label: 'settings-content:scope.subaccounts',
      options: options(subaccounts, item?.subaccounts ?? []),
      value: (item?.subaccounts ?? []).map(String),
    });
  return fields;
}

const idsOf = (value: FieldValue | undefined): number[] =>
  (Array.isArray(value) ? value : []).map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** The scope of the values sent; sub-accounts not shown in the form stay those of `item`. */
export function toScope(values: Record<string, FieldValue>, item: Scope | null): Scope {
  return {
    skills: idsOf(values.skills),
    subaccounts: 'subaccounts' in values ? idsOf(values.subaccounts) : [...(item?.subaccounts ?? [])],
  };
}

/** The names of `ids` for a list cell, unknown ids by number. */
export function namesOf(ids: readonly number[], known: readonly Named[]): string {
  const byId = new Map(known.map((entry) => [entry.id, entry.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`).join(', ');
}

/**
 * Whether the sub-accounts field is offered: they exist only when the offer's `max_skills` exceeds
 * 1 (spec 002 §5), and their list is an administrator's (spec 002 §2). Asking without the right
 * would be refused, and a refusal ends the session, so a manager keeps an item's sub-accounts
 * unseen. A customer not loaded yet is given the benefit of the doubt: the server has the last word.
 */
export function showsSubaccounts(
  customer: { offer_desc: { max_skills: number } } | null,
  role: Role | undefined,
): boolean {
  return Boolean(role && hasRank(role, 'admin')) && (customer === null || customer.offer_desc.max_skills > 1);
}

/**
 * The form of an item that is a required label and its scope (a contact reason, a library category
 * or subcategory); `labelKey` and `maxLength` are the item's own.
 */
export function labelledScopeDescriptor(
  item: (Scope & { label: string }) | null,
  field: { labelKey: string; maxLength: number },
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
            label: field.labelKey,
            required: true,
            max_length: field.maxLength,
            focus: true,
            value: item?.label ?? '',
          },
          ...scopeFields(item, skills, subaccounts),
        ],
      },
    ],
  };
}

/** The body saving such an item: the trimmed label and its scope. */
export function toLabelledScope(
  values: Record<string, FieldValue>,
  item: Scope | null,
): Scope & { label: string } {
  return { label: typeof values.label === 'string' ? values.label.trim() : '', ...toScope(values, item) };
}
