import type { Campaign, CampaignInput, ContactList, Template, VariableAssignment } from '@omnicanal/api';
import {
  CAMPAIGN_FALLBACK_KIND,
  CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS,
  CAMPAIGN_MAX_ATTEMPTS,
  CAMPAIGN_MAX_FREQUENCY,
  CAMPAIGN_TEMPLATE_KIND,
  type CampaignStatus,
  type CampaignType,
  isWallClock,
  type RecurrenceFreq,
} from '@omnicanal/core';
import type * as v from 'valibot';

/*
 * The campaign form's state (spec 002 §3 "Campaign") as the fields hold it — text for the numbers,
 * a date and a time apart — and how it becomes the request the server checks.
 */

/** Where a template variable's value comes from, as the form offers it. */
export const ASSIGNMENT_SOURCES = ['audience', 'custom', 'url', 'webivr'] as const;
export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];

/** One variable's assignment: its source ('' while unchosen) and the column, text, URL or entry point id. */
export interface AssignmentDraft {
  source: AssignmentSource | '';
  value: string;
}

/** What the form's fields hold. */
export interface CampaignDraft {
  name: string;
  type: CampaignType;
  template: string;
  fallback_template: string;
  contact_lists: string[];
  entry_point: string;
  skill: string;
  frequency: string;
  attempts: string;
  attempt_delay: string;
  send_count: string;
  /** Sent when a manager asks (MANUAL), without a date. */
  manual: boolean;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
  tzid: string;
  /** '' for no recurrence, else the spec's freq number as text. */
  freq: '' | `${RecurrenceFreq}`;
  interval: string;
  variables: Record<string, AssignmentDraft>;
  filters: { variable: string; values: string }[];
  console_visibility: boolean;
}

/** The zone a new campaign starts in (the server's default too). */
export const DEFAULT_ZONE = 'Europe/Paris';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function assignmentDraft(assignment: VariableAssignment): AssignmentDraft {
  switch (assignment.source) {
    case 'audience':
      return { source: 'audience', value: assignment.column };
    case 'custom':
      return { source: 'custom', value: assignment.value };
    case 'url':
      return { source: 'url', value: assignment.url };
    case 'webivr':
      return { source: 'webivr', value: String(assignment.entry_point) };
  }
}

/** The fields of a stored campaign, or of a new one (manual, sent once, console visibility on). */
export function draftOf(campaign: Campaign | null, zone = DEFAULT_ZONE): CampaignDraft {
  const [date = '', time = ''] = campaign?.dtstart?.split('T') ?? [];
  return {
    name: campaign?.name ?? '',
    type: campaign?.type ?? 'whatsapp',
    template: text(campaign?.template),
    fallback_template: text(campaign?.fallback_template),
    contact_lists: campaign?.contact_lists.map(String) ?? [],
    entry_point: text(campaign?.entry_point),
    skill: text(campaign?.skill),
    frequency: text(campaign?.frequency),
    attempts: text(campaign?.attempts ?? 1),
    attempt_delay: text(campaign?.attempt_delay ?? 1),
    send_count: text(campaign?.send_count),
    manual: campaign ? campaign.dtstart === null : true,
    date,
    time,
    tzid: campaign?.tzid ?? zone,
    freq: campaign?.recurrence ? (String(campaign.recurrence.freq) as CampaignDraft['freq']) : '',
    interval: text(campaign?.recurrence?.interval ?? 1),
    variables: Object.fromEntries(
      Object.entries(campaign?.variables ?? {}).map(([n, a]) => [n, assignmentDraft(a)]),
    ),
    filters: campaign?.audience_filters.map((f) => ({ ...f })) ?? [],
    console_visibility: campaign?.console_visibility ?? true,
  };
}

/** Spec 002 §4: a campaign is changed while it waits for its date or a manager's send. */
export function isEditable(status: CampaignStatus): boolean {
  return status === 'PENDING' || status === 'MANUAL';
}

/** The wall clock the date and time fields name (`2027-03-21T10:00`), or null when incomplete. */
export function wallClockOfDraft(draft: Pick<CampaignDraft, 'date' | 'time'>): string | null {
  const wall = `${draft.date}T${draft.time}`;
  return isWallClock(wall) ? wall : null;
}

/** Validated templates a campaign of `type` may send (and, for RCS, fall back on). */
export function templatesFor(templates: readonly Template[], type: CampaignType) {
  const fallbackKind = CAMPAIGN_FALLBACK_KIND[type];
  const validated = templates.filter((t) => t.status === 'VALIDATED');
  return {
    main: validated.filter((t) => t.kind === CAMPAIGN_TEMPLATE_KIND[type]),
    fallback: fallbackKind ? validated.filter((t) => t.kind === fallbackKind) : [],
  };
}

/** The variable numbers of the chosen template (`{{1}}`, `{{2}}` …), in order. */
export function templateVariables(templates: readonly Template[], chosen: string): number[] {
  return templates.find((t) => String(t.id) === chosen)?.variables ?? [];
}

/** The columns (contacts' variables) of the chosen audiences, each once, sorted. */
export function audienceColumns(audiences: readonly ContactList[], chosen: readonly string[]): string[] {
  const keys = audiences.filter((a) => chosen.includes(String(a.id))).flatMap((a) => a.extra_keys);
  return [...new Set(keys)].sort();
}

/** The recurrence as the spec numbers it, or null (sent once). */
function recurrenceOf(draft: CampaignDraft): CampaignInput['recurrence'] {
  if (draft.manual || draft.freq === '') return null;
  return { freq: Number(draft.freq) as RecurrenceFreq, interval: Number(draft.interval) };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/**
 * The request of `POST /campaigns[/{id}]`. Unassigned variables are left out, so the server can
 * say which are missing (`variables_incomplete`); `confirm` is the answer to that prompt.
 */
export function toCampaignInput(draft: CampaignDraft, confirm = false): v.InferInput<typeof CampaignInput> {
  const variables: Record<string, VariableAssignment> = {};
  for (const [n, a] of Object.entries(draft.variables)) {
    const value = a.value.trim();
    if (a.source === 'audience' && value) variables[n] = { source: 'audience', column: value };
    else if (a.source === 'custom' && value) variables[n] = { source: 'custom', value };
    else if (a.source === 'url' && value) variables[n] = { source: 'url', url: value };
    else if (a.source === 'webivr' && value) variables[n] = { source: 'webivr', entry_point: Number(value) };
  }
  const hasFallback = CAMPAIGN_FALLBACK_KIND[draft.type] !== undefined;
  return {
    name: draft.name.trim(),
    type: draft.type,
    template: Number(draft.template),
    fallback_template: hasFallback && draft.fallback_template ? Number(draft.fallback_template) : null,
    contact_lists: draft.contact_lists.map(Number),
    entry_point: draft.entry_point ? Number(draft.entry_point) : null,
    skill: draft.skill ? Number(draft.skill) : null,
    frequency: numberOrNull(draft.frequency),
    attempts: Number(draft.attempts),
    attempt_delay: Number(draft.attempt_delay),
    send_count: draft.manual || draft.freq === '' ? null : numberOrNull(draft.send_count),
    dtstart: draft.manual ? null : wallClockOfDraft(draft),
    tzid: draft.tzid,
    recurrence: recurrenceOf(draft),
    variables,
    audience_filters: draft.filters.map((f) => ({ variable: f.variable.trim(), values: f.values.trim() })),
    console_visibility: draft.console_visibility,
    confirm_incomplete: confirm,
  };
}

const whole = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return /^\d+$/.test(value.trim()) && n >= min && n <= max;
};

/**
 * What the form refuses before asking the server, by field (codes of the form's messages). The
 * server checks again, and what only it knows (a past date, the tier) comes back on the same fields.
 */
export function draftProblems(draft: CampaignDraft): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    problems[field] = [...(problems[field] ?? []), code];
  };
  if (!draft.name.trim()) add('name', 'required');
  if (!draft.template) add('template', 'required');
  if (draft.contact_lists.length === 0) add('contact_lists', 'required');
  if (draft.frequency.trim() && !whole(draft.frequency, 1, CAMPAIGN_MAX_FREQUENCY))
    add('frequency', 'invalid');
  if (!whole(draft.attempts, 1, CAMPAIGN_MAX_ATTEMPTS)) add('attempts', 'invalid');
  if (!whole(draft.attempt_delay, 0, CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS)) add('attempt_delay', 'invalid');
  if (!draft.manual) {
    if (!draft.date || !draft.time) add('dtstart', 'required');
    else if (wallClockOfDraft(draft) === null) add('dtstart', 'invalid');
    if (draft.freq !== '') {
      if (!whole(draft.interval, 1, 99)) add('recurrence', 'invalid');
      if (draft.send_count.trim() && !whole(draft.send_count, 1, 10_000)) add('send_count', 'invalid');
    }
  }
  draft.filters.forEach((f, i) => {
    if (!f.variable.trim() || !f.values.trim()) add(`audience_filters.${i}`, 'required');
  });
  for (const [n, a] of Object.entries(draft.variables))
    if (a.source !== '' && !a.value.trim()) add(`variables.${n}`, 'required');
  return problems;
}

/** Every time zone the browser knows, with the campaign's own even if it does not. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort();
}
