import type { FieldDescriptor } from '@omnicanal/ui';
import type { Named } from '../model/content-client.ts';

/** The optional skill of a FAQ, form, template or theme: none keeps it for every skill. */
export const skillField = (skills: readonly Named[]): FieldDescriptor => ({
  name: 'skill',
  kind: 'select',
  label: 'webivr-content:skill',
  placeholder: 'webivr-content:all_skills',
  options: skills.map((skill) => ({ value: String(skill.id), text: skill.name })),
});
