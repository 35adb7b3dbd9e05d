import type { ExternalView, ExternalViewInput, Skill } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import { itemRoute } from '../../../model/item-route.ts';

/** What the section shows for its `item`: the list, a new view, or one view by id. */
export const externalViewsRoute = itemRoute;

/** Icon names as the console's icon set spells them. */
const ICON_PATTERN = '^[a-z0-9-]*$';

/**
 * The view form (spec 002 §3): label, icon, address and skill. Only http and https addresses are
 * taken (the kit's `url` check, the server's `isWebAddress`): the page is framed in the console.
 * No skill chosen (the select's empty choice) shows the view for every skill.
 */
export function viewDescriptor(view: ExternalView | null, skills: readonly Skill[]): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: 'settings-account:external_views.label',
            required: true,
            focus: true,
            value: view?.label ?? '',
          },
          {
            name: 'url',
            kind: 'url',
            label: 'settings-account:external_views.url',
            required: true,
            max_length: 2048,
            helper: 'settings-account:external_views.url_hint',
            value: view?.url ?? '',
          },
          {
            name: 'icon',
            kind: 'text',
            label: 'settings-account:external_views.icon',
            max_length: 64,
            validation: ICON_PATTERN,
            validationMsg: 'settings-account:external_views.icon_invalid',
            helper: 'settings-account:external_views.icon_hint',
            value: view?.icon ?? '',
          },
          {
            name: 'skill',
            kind: 'select',
            label: 'settings-account:external_views.skill',
            placeholder: 'settings-account:external_views.all_skills',
            options: skills.map((skill) => ({ text: skill.name, value: String(skill.id) })),
            value: view?.skill === null || view === null ? '' : String(view.skill),
          },
        ],
      },
    ],
  };
}

/** What POST /external-views/[{id}] receives from the form's values. */
export function toViewInput(values: Record<string, FieldValue>): ExternalViewInput {
  const text = (name: string) => String(values[name] ?? '').trim();
  const skill = text('skill');
  return {
    label: text('label'),
    icon: text('icon'),
    url: text('url'),
    skill: skill === '' ? null : Number(skill),
  };
}
