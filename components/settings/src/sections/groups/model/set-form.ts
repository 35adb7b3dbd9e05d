import { SETTINGS_LABEL_MAX_LENGTH, type Skill } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import type { NamedSet } from './named-set.ts';

/**
 * The form of a skill group or a sub-account (spec 002 §3): a name and the skills, picked in the
 * kit's multiselect with its search and "select all". A skill the directory no longer lists stays
 * chosen under its number, so saving never drops it unseen.
 */
export function setDescriptor(item: NamedSet | null, skills: readonly Skill[]): FormDescriptor {
  const chosen = (item?.skills ?? []).map(String);
  const known = new Set(skills.map((skill) => String(skill.id)));
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'settings-skills:sets.name',
            required: true,
            max_length: SETTINGS_LABEL_MAX_LENGTH,
            focus: true,
            value: item?.name ?? '',
          },
          {
            name: 'skills',
            kind: 'multiselect',
            label: 'settings-skills:sets.skills',
            options: [
              ...skills.map((skill) => ({ text: skill.name, value: String(skill.id) })),
              ...chosen.filter((id) => !known.has(id)).map((id) => ({ text: `#${id}`, value: id })),
            ],
            value: chosen,
          },
        ],
      },
    ],
  };
}

/** The body of `POST /groups/[{id}]` or `/subaccounts/[{id}]`. */
export function toSetInput(values: Record<string, FieldValue>): { name: string; skills: number[] } {
  const skills = Array.isArray(values.skills) ? values.skills : [];
  return {
    name: typeof values.name === 'string' ? values.name.trim() : '',
    skills: skills.map(Number).filter((id) => Number.isInteger(id) && id > 0),
  };
}

/** The skills of an item as names for a list cell, in the directory's order; unknown ids by number. */
export function skillNames(ids: readonly number[], skills: readonly Skill[]): string[] {
  const byId = new Map(skills.map((skill) => [skill.id, skill.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}
