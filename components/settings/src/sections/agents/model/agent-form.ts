import {
  AGENT_MAX_LOAD,
  type AgentDetails,
  type AgentInput,
  DEFAULT_NOTIFICATION_OPTIONS,
  NOTIFICATION_OPTIONS,
  type NotificationList,
} from '@omnicanal/api';
import type { Role } from '@omnicanal/core';
import type { FieldDescriptor, FieldOption, FieldValue, FormDescriptor } from '@omnicanal/ui';

/** An agent as the edit screen reads it, their notification options included. */
export type AgentRecord = AgentDetails;

/** What the invite and edit forms send: the agent's fields, and on edit their notification options. */
export type AgentPayload = AgentInput;

/** A named choice the company has (a skill, a group, a sub-account). */
export interface Named {
  id: number;
  name: string;
}

export interface AgentFormOptions {
  /** The roles the viewer may give, with their words. */
  roles: readonly { value: Role; text: string }[];
  skills: readonly Named[];
  /** The company's skill groups; null when they cannot be read (the field is left out). */
  groups: readonly Named[] | null;
  /** Sub-accounts, only when the offer allows them and the viewer may read them; null otherwise. */
  subaccounts: readonly Named[] | null;
  /** The agent edited; none when inviting. */
  agent?: AgentRecord;
  /** The viewer edits themselves: their own role is not theirs to change. */
  self?: boolean;
  /** Words of the notification options, by list and option. */
  notificationText?: (list: NotificationList, option: string) => string;
}

/** Defaults of a new agent, as the server's (spec 000 §9 does not name them; the schema does). */
const NEW_AGENT_LOAD = '5';

const named = (items: readonly Named[]): FieldOption[] =>
  items.map((item) => ({ value: String(item.id), text: item.name }));

const load = (
  name: 'max_rooms' | 'max_reviews' | 'max_tickets',
  value: number | undefined,
): FieldDescriptor => ({
  name,
  kind: 'number',
  label: `settings-agents:fields.${name}`,
  required: true,
  min: 0,
  max: AGENT_MAX_LOAD,
  step: 1,
  value: value === undefined ? NEW_AGENT_LOAD : String(value),
});

const checkedOptions = (options: Record<string, boolean>): string[] =>
  Object.entries(options)
    .filter(([, on]) => on)
    .map(([key]) => key);

/**
 * The invite form (no agent) or the edit form of spec 002 §3 Agent/user: names, email, role, skills
 * with their auto-allocation, groups, sub-accounts, loads, and on edit the notification options.
 * The auto-allocation list names the same skills: a skill's flag only counts when the skill is held.
 */
export function agentFormDescriptor(options: AgentFormOptions): FormDescriptor {
  const { agent } = options;
  const skills = named(options.skills);
  const choices: FieldDescriptor[] = [
    {
      name: 'skills',
      kind: 'checklist',
      label: 'settings-agents:fields.skills',
      options: skills,
      value: agent ? agent.skills.map((s) => String(s.id)) : [],
    },
    {
      name: 'auto_allocation',
      kind: 'checklist',
      label: 'settings-agents:fields.auto_allocation',
      helper: 'settings-agents:fields.auto_allocation_help',
      options: skills,
      value: agent ? agent.skills.filter((s) => s.auto_allocation).map((s) => String(s.id)) : [],
    },
  ];
  if (options.groups && options.groups.length > 0)
    choices.push({
      name: 'groups',
      kind: 'checklist',
      label: 'settings-agents:fields.groups',
      options: named(options.groups),
      value: agent ? agent.groups.map(String) : [],
    });
  if (options.subaccounts && options.subaccounts.length > 0)
    choices.push({
      name: 'subaccounts',
      kind: 'checklist',
      label: 'settings-agents:fields.subaccounts',
      options: named(options.subaccounts),
      value: agent ? agent.subaccounts.map(String) : [],
    });

  const fieldsets: FormDescriptor['fieldsets'] = [
    {
      legend: 'settings-agents:form.identity',
      fields: [
        {
          name: 'first_name',
          kind: 'text',
          label: 'settings-agents:fields.first_name',
          required: true,
          focus: true,
          value: agent?.first_name ?? '',
        },
        {
          name: 'last_name',
          kind: 'text',
          label: 'settings-agents:fields.last_name',
          required: true,
          value: agent?.last_name ?? '',
        },
        {
          name: 'email',
          kind: 'email',
          label: 'settings-agents:fields.email',
          required: true,
          max_length: 254,
          value: agent?.email ?? '',
        },
        {
          name: 'user_role',
          kind: 'select',
          label: 'settings-agents:fields.user_role',
          required: true,
          disabled: options.self,
          helper: options.self ? 'settings-agents:fields.own_role' : undefined,
          options: options.roles.map((role) => ({ value: role.value, text: role.text })),
          value: agent?.user_role ?? 'agent',
        },
      ],
    },
    { legend: 'settings-agents:form.skills', fields: choices },
    {
      legend: 'settings-agents:form.capacity',
      fields: [
        load('max_rooms', agent?.max_rooms),
        load('max_reviews', agent?.max_reviews),
        load('max_tickets', agent?.max_tickets),
      ],
    },
  ];
  if (agent) {
    const chosen = agent.notification_options ?? DEFAULT_NOTIFICATION_OPTIONS;
    const text = options.notificationText ?? ((_list: NotificationList, option: string) => option);
    const list = (name: NotificationList): FieldDescriptor => ({
      name: `notifications_${name}`,
      kind: 'checklist',
      label: `settings-agents:fields.notifications_${name}`,
      options: NOTIFICATION_OPTIONS[name].map((option) => ({ value: option, text: text(name, option) })),
      value: checkedOptions(chosen[name]),
    });
    fieldsets.push({
      legend: 'settings-agents:form.notifications',
      fields: [
        {
          name: 'want_notif',
          kind: 'checkbox',
          label: 'settings-agents:fields.want_notif',
          value: agent.want_notif,
        },
        {
          name: 'notif_new_msg_sound',
          kind: 'checkbox',
          label: 'settings-agents:fields.notif_new_msg_sound',
          value: agent.notif_new_msg_sound,
        },
        list('ticketing'),
        list('messaging'),
      ],
    });
  }
  return { fieldsets };
}

const ids = (value: FieldValue | undefined): number[] =>
  Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];

const flags = <K extends string>(keys: readonly K[], on: FieldValue | undefined): Record<K, boolean> =>
  Object.fromEntries(keys.map((key) => [key, Array.isArray(on) && on.includes(key)])) as Record<K, boolean>;

/**
 * The payload of the form's values. A field the form left out (groups or sub-accounts the viewer
 * cannot see) keeps the agent's current ids, so saving never takes away what was not shown.
 */
export function agentPayload(values: Record<string, FieldValue>, agent?: AgentRecord): AgentPayload {
  const auto = new Set(ids(values.auto_allocation));
  const payload: AgentPayload = {
    first_name: String(values.first_name ?? '').trim(),
    last_name: String(values.last_name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    user_role: String(values.user_role) as AgentInput['user_role'],
    skills: ids(values.skills).map((id) => ({ id, auto_allocation: auto.has(id) })),
    groups: 'groups' in values ? ids(values.groups) : (agent?.groups ?? []),
    subaccounts: 'subaccounts' in values ? ids(values.subaccounts) : (agent?.subaccounts ?? []),
    max_rooms: Number(values.max_rooms),
    max_reviews: Number(values.max_reviews),
    max_tickets: Number(values.max_tickets),
    want_notif: typeof values.want_notif === 'boolean' ? values.want_notif : (agent?.want_notif ?? true),
    notif_new_msg_sound:
      typeof values.notif_new_msg_sound === 'boolean'
        ? values.notif_new_msg_sound
        : (agent?.notif_new_msg_sound ?? true),
  };
  if ('notifications_ticketing' in values || 'notifications_messaging' in values)
    payload.notification_options = {
      ticketing: flags(NOTIFICATION_OPTIONS.ticketing, values.notifications_ticketing),
      messaging: flags(NOTIFICATION_OPTIONS.messaging, values.notifications_messaging),
    };
  return payload;
}
