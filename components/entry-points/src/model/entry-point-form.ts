import {
  type EntryPoint,
  type EntryPointInput,
  type EntryPointTree,
  WEBSITE_DOMAINS_MAX,
} from '@omnicanal/api';
import { DISPLAY_MODES, ENTRY_POINT_CHANNELS, ENTRY_POINT_TYPES, type EntryPointType } from '@omnicanal/core';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';

/*
 * The messaging form (spec 001 §3 "Entry point"): the kit's fields for what is one value, named as
 * the schema's fields so the server's errors land in place. The trees per channel are rows edited
 * beside the form (`TreeRows`), merged into the body on save.
 */

/** A choice of a select: an id and its name. */
export interface Named {
  id: number;
  name: string;
}

type Translate = (key: string) => string;

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const count = (value: FieldValue | undefined): number | null => {
  const raw = text(value);
  return raw === '' ? null : Number(raw);
};
const list = (value: FieldValue | undefined): string[] =>
  Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : [];
const optional = (value: number | null) => (value === null ? '' : String(value));

/** Spec 001 §9 bounds, as the schema's. */
const AUTO_OPEN_MAX_S = 3600;

/** The form's fields; `stored` is the entry point edited (its type then cannot change). */
export function entryPointDescriptor(
  stored: EntryPoint | null,
  skills: readonly Named[],
  calendars: readonly Named[],
  t: Translate,
): FormDescriptor {
  const typeOptions = ENTRY_POINT_TYPES.map((type) => ({
    text: t(`entry-points:types.${type}`),
    value: type,
  }));
  return {
    fieldsets: [
      {
        legend: 'entry-points:form.general',
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'entry-points:form.name',
            required: true,
            max_length: 128,
            focus: true,
            value: stored?.name ?? '',
          },
          {
            name: 'type',
            kind: 'select',
            label: 'entry-points:form.type',
            required: true,
            // Spec 001 §3: "It cannot be changed later."
            disabled: stored !== null,
            helper: stored ? 'entry-points:form.type_locked' : undefined,
            options: typeOptions,
            value: stored?.type ?? 'widget',
          },
          {
            name: 'skill',
            kind: 'select',
            label: 'entry-points:form.skill',
            required: true,
            placeholder: 'entry-points:form.choose',
            options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
            value: stored ? String(stored.skill) : '',
          },
          {
            name: 'calendar_id',
            kind: 'select',
            label: 'entry-points:form.calendar',
            placeholder: 'entry-points:form.no_calendar',
            options: calendars.map((c) => ({ text: c.name, value: String(c.id) })),
            value: optional(stored?.calendar_id ?? null),
          },
          {
            name: 'channels',
            kind: 'checklist',
            label: 'entry-points:form.channels',
            helper: 'entry-points:form.channels_url',
            options: ENTRY_POINT_CHANNELS.map((c) => ({ text: t(`entry-points:channels.${c}`), value: c })),
            value: stored ? [...stored.channels] : ['web'],
          },
        ],
      },
      {
        legend: 'entry-points:form.behaviour',
        fields: [
          {
            name: 'auto_open_delay',
            kind: 'number',
            label: 'entry-points:form.auto_open_delay',
            helper: 'entry-points:form.auto_open_delay_help',
            min: 0,
            max: AUTO_OPEN_MAX_S,
            value: optional(stored?.auto_open_delay ?? null),
          },
          {
            name: 'max_open_events',
            kind: 'number',
            label: 'entry-points:form.max_open_events',
            helper: 'entry-points:form.max_open_events_help',
            min: 0,
            max: 10_000,
            value: optional(stored?.max_open_events ?? null),
          },
          {
            name: 'session_ttl_hours',
            kind: 'number',
            label: 'entry-points:form.session_ttl_hours',
            helper: 'entry-points:form.session_ttl_hours_help',
            min: 0,
            max: 24 * 365,
            value: optional(stored?.session_ttl_hours ?? null),
          },
        ],
      },
      {
        legend: 'entry-points:form.display',
        fields: [
          {
            name: 'display_mode',
            kind: 'radio',
            label: 'entry-points:form.display_mode',
            options: DISPLAY_MODES.map((mode) => ({ text: t(`entry-points:form.${mode}`), value: mode })),
            value: stored?.display_mode ?? 'embedded',
          },
          {
            name: 'html_root',
            kind: 'text',
            label: 'entry-points:form.html_root',
            helper: 'entry-points:form.html_root_help',
            max_length: 128,
            value: stored?.html_root ?? '',
          },
          {
            name: 'icon',
            kind: 'url',
            label: 'entry-points:form.icon',
            max_length: 2048,
            value: stored?.icon ?? '',
          },
        ],
      },
      {
        legend: 'entry-points:form.security',
        fields: [
          {
            name: 'ip_allowlist',
            kind: 'list',
            label: 'entry-points:form.ip_allowlist',
            helper: 'entry-points:form.ip_help',
            max_length: 100,
            value: stored ? [...stored.ip_allowlist] : [],
          },
          {
            name: 'ip_denylist',
            kind: 'list',
            label: 'entry-points:form.ip_denylist',
            helper: 'entry-points:form.ip_help',
            max_length: 100,
            value: stored ? [...stored.ip_denylist] : [],
          },
        ],
      },
      ...websitesFieldsets(stored),
    ],
  };
}

/**
 * The types whose widget runs on a company's websites: the website domains hold their calls and
 * socket to those sites. A Messenger menu or a search engine entry never runs on one.
 */
const WEBSITE_TYPES: ReadonlySet<EntryPointType> = new Set(['widget', 'customizable_widget', 'url']);

/** The websites fieldset, for a new entry point (its type may still change) or a website type. */
function websitesFieldsets(stored: EntryPoint | null): FormDescriptor['fieldsets'] {
  if (stored && !WEBSITE_TYPES.has(stored.type)) return [];
  return [
    {
      legend: 'entry-points:form.websites',
      fields: [
        {
          name: 'website_domains',
          kind: 'list',
          label: 'entry-points:form.website_domains',
          helper: 'entry-points:form.website_domains_help',
          max_length: WEBSITE_DOMAINS_MAX,
          value: stored ? [...stored.website_domains] : [],
        },
      ],
    },
  ];
}

const isType = (value: string): value is EntryPointType =>
  (ENTRY_POINT_TYPES as readonly string[]).includes(value);

/**
 * The body of the save: the form's values, the tree rows, and what the form does not edit kept
 * from `stored` (navbar items and menu buttons belong to the web IVR and Messenger menu screens).
 * A disabled type is not in `values`, so the stored one is sent.
 */
export function toEntryPointInput(
  values: Record<string, FieldValue>,
  trees: readonly EntryPointTree[],
  stored: EntryPoint | null,
): EntryPointInput {
  const type = text(values.type);
  const icon = text(values.icon);
  const mode = text(values.display_mode);
  return {
    name: text(values.name),
    type: stored?.type ?? (isType(type) ? type : 'widget'),
    skill: Number(text(values.skill)) || 0,
    calendar_id: count(values.calendar_id),
    channels: list(values.channels) as EntryPointInput['channels'],
    trees: [...trees],
    auto_open_delay: count(values.auto_open_delay),
    max_open_events: count(values.max_open_events),
    session_ttl_hours: count(values.session_ttl_hours),
    ip_allowlist: list(values.ip_allowlist),
    ip_denylist: list(values.ip_denylist),
    // Not on the form of a type that runs on no website: what it has is kept.
    website_domains:
      values.website_domains === undefined && stored
        ? [...stored.website_domains]
        : list(values.website_domains),
    display_mode: mode === 'full_page' ? 'full_page' : 'embedded',
    html_root: text(values.html_root),
    icon: icon === '' ? null : icon,
    navbar: stored ? [...stored.navbar] : [],
    menu_buttons: stored ? [...stored.menu_buttons] : [],
  };
}
