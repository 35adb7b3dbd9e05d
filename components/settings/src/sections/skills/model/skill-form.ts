import {
  SETTINGS_LABEL_MAX_LENGTH,
  SKILL_MESSAGE_KEYS,
  SKILL_MESSAGE_MAX_LENGTH,
  SKILL_SERVICE_KINDS,
  type SkillInput,
  type SkillSettings,
} from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import type { Translate } from './web-forms.ts';

/*
 * The general settings of a skill (spec 002 §3 Skill) as a form of the kit. Field names are the
 * dotted paths of `SkillInput` (`messages.welcome`), the same the server names in its field
 * errors, so a refusal lands under the right control without any mapping.
 */

const SWITCHES = [
  ['screensharing', ['cobrowsing', 'mirroring']],
  ['translation', ['bot', 'agent_console']],
] as const;

/**
 * The form of a new skill (`skill` null) or of a stored one, filled with its values; `t` words the
 * service choices, which the kit shows as given.
 */
export function skillDescriptor(skill: SkillSettings | null, t: Translate): FormDescriptor {
  return {
    fieldsets: [
      {
        legend: 'settings-skills:form.general',
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'settings-skills:fields.name',
            required: true,
            max_length: SETTINGS_LABEL_MAX_LENGTH,
            focus: true,
            value: skill?.name ?? '',
          },
          {
            name: 'auto_allocation',
            kind: 'checkbox',
            label: 'settings-skills:fields.auto_allocation',
            details: 'settings-skills:fields.auto_allocation_details',
            value: skill?.auto_allocation ?? false,
          },
        ],
      },
      {
        legend: 'settings-skills:form.messages',
        fields: SKILL_MESSAGE_KEYS.map((key) => ({
          name: `messages.${key}`,
          kind: 'textarea' as const,
          label: `settings-skills:messages.${key}`,
          max_length: SKILL_MESSAGE_MAX_LENGTH,
          value: skill?.messages[key] ?? '',
        })),
      },
      ...SWITCHES.map(([group, keys]) => ({
        legend: `settings-skills:form.${group}`,
        fields: keys.map((key) => ({
          name: `${group}.${key}`,
          kind: 'checkbox' as const,
          label: `settings-skills:${group}.${key}`,
          value: skill ? (skill[group] as Record<string, boolean>)[key] === true : false,
        })),
      })),
      {
        legend: 'settings-skills:form.services',
        fields: [
          {
            name: 'services',
            kind: 'checklist',
            label: 'settings-skills:fields.services',
            options: SKILL_SERVICE_KINDS.map((kind) => ({
              text: t(`settings-skills:services.${kind}`),
              value: kind,
            })),
            value: skill?.services.map((service) => service.kind) ?? [],
          },
        ],
      },
    ],
  };
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const flag = (value: FieldValue | undefined) => value === true;

/** The body of `POST /skills/[{id}]` from the form's values. */
export function toSkillInput(values: Record<string, FieldValue>): SkillInput {
  const services = values.services;
  return {
    name: text(values.name).trim(),
    auto_allocation: flag(values.auto_allocation),
    messages: Object.fromEntries(
      SKILL_MESSAGE_KEYS.map((key) => [key, text(values[`messages.${key}`]).trim()]),
    ) as SkillInput['messages'],
    screensharing: {
      cobrowsing: flag(values['screensharing.cobrowsing']),
      mirroring: flag(values['screensharing.mirroring']),
    },
    translation: {
      bot: flag(values['translation.bot']),
      agent_console: flag(values['translation.agent_console']),
    },
    services: (Array.isArray(services) ? services : []).map((kind) => ({
      kind: kind as SkillInput['services'][number]['kind'],
    })),
  };
}
