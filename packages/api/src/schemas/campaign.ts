import {
  CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS,
  CAMPAIGN_MAX_ATTEMPTS,
  CAMPAIGN_MAX_FREQUENCY,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  isTimeZone,
  isWallClock,
  RECIPIENT_STATUSES,
  safeHref,
} from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate, RowId } from './common.ts';
import { STATS_INTERVALS, StatsDay } from './stats.ts';

/** Campaigns per page of `GET /campaigns` and recipients per page of a campaign's deliveries. */
export const CAMPAIGN_PAGE_SIZE = 50;
/** Audiences one campaign sends to. */
export const CAMPAIGN_MAX_AUDIENCES = 20;

const Count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('invalid'), v.minValue(min, 'invalid'), v.maxValue(max, 'invalid'));

/**
 * Where a template variable's value comes from (spec 002 §3): a column of the audience (its
 * contacts' variables), a custom text, a URL, or a visual IVR link (the hosted page of an entry
 * point that opens a published web IVR, `GET /campaigns/webivr-links`).
 */
export const VariableAssignment = v.variant('source', [
  v.object({
    source: v.literal('audience'),
    column: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64)),
  }),
  v.object({
    source: v.literal('custom'),
    value: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(1000, 'too_long')),
  }),
  v.object({
    source: v.literal('url'),
    url: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2048, 'too_long'),
      v.check((u) => safeHref(u) !== null, 'url_invalid'),
    ),
  }),
  v.object({
    source: v.literal('webivr'),
    /** An entry point that opens a published web IVR: its hosted link page is the value. */
    entry_point: RowId,
  }),
]);
export type VariableAssignment = v.InferOutput<typeof VariableAssignment>;

/** Spec 002 §3 audience filter: a variable and the comma-separated values a contact must have. */
export const CampaignAudienceFilter = v.object({
  variable: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'too_long')),
  values: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(2000, 'too_long')),
});

/**
 * `POST /campaigns[/{id}]`: a campaign (spec 002 §3). `dtstart` null makes it MANUAL (sent when a
 * manager asks); otherwise it is a wall clock of `tzid` later than now. `send_count` null repeats
 * without end. `confirm_incomplete` is the answer to the form's prompt when a template variable is
 * left unfilled (without it: `variables_incomplete`).
 */
export const CampaignInput = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long')),
  type: v.picklist(CAMPAIGN_TYPES, 'invalid'),
  template: RowId,
  fallback_template: v.optional(v.nullable(RowId), null),
  contact_lists: v.pipe(
    v.array(RowId),
    v.minLength(1, 'required'),
    v.maxLength(CAMPAIGN_MAX_AUDIENCES, 'too_long'),
  ),
  entry_point: v.optional(v.nullable(RowId), null),
  skill: v.optional(v.nullable(RowId), null),
  /** Messages per hour; null: as fast as the channel takes them. */
  frequency: v.optional(v.nullable(Count(1, CAMPAIGN_MAX_FREQUENCY)), null),
  attempts: v.optional(Count(1, CAMPAIGN_MAX_ATTEMPTS), 1),
  /** Hours between two attempts at one recipient. */
  attempt_delay: v.optional(Count(0, CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS), 1),
  send_count: v.optional(v.nullable(Count(1, 10_000)), null),
  dtstart: v.optional(v.nullable(v.pipe(v.string(), v.check(isWallClock, 'invalid'))), null),
  tzid: v.optional(v.pipe(v.string(), v.check(isTimeZone, 'invalid')), 'Europe/Paris'),
  recurrence: v.optional(
    v.nullable(v.object({ freq: v.picklist([0, 1, 2, 3], 'invalid'), interval: Count(1, 99) })),
    null,
  ),
  variables: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'invalid')), VariableAssignment),
      v.check((vars) => Object.keys(vars).length <= 50, 'too_long'),
    ),
    {},
  ),
  audience_filters: v.optional(v.pipe(v.array(CampaignAudienceFilter), v.maxLength(20, 'too_long')), []),
  console_visibility: v.optional(v.boolean(), true),
  confirm_incomplete: v.optional(v.boolean(), false),
});
export type CampaignInput = v.InferOutput<typeof CampaignInput>;

/** How many recipients stand at each status, over all the campaign's sends. */
export const CampaignFigures = v.object({
  recipients: v.number(),
  ...Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, v.number()])),
} as Record<'recipients' | (typeof RECIPIENT_STATUSES)[number], v.NumberSchema<undefined>>);
export type CampaignFigures = v.InferOutput<typeof CampaignFigures>;

/** A campaign as answered: what was written, its status, its next send and its figures. */
export const Campaign = v.object({
  ...v.omit(CampaignInput, ['confirm_incomplete']).entries,
  id: v.number(),
  status: v.picklist(CAMPAIGN_STATUSES),
  /** The next planned send; null when none is planned. */
  next_send_at: v.nullable(IsoDate),
  sends_done: v.number(),
  figures: CampaignFigures,
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Campaign = v.InferOutput<typeof Campaign>;

export const CampaignQuery = v.object({
  status: v.optional(v.picklist(CAMPAIGN_STATUSES, 'invalid')),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long'))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'invalid'), v.transform(Number)), '1'),
});
export type CampaignQuery = v.InferOutput<typeof CampaignQuery>;

export const CampaignPage = v.object({ count: v.number(), results: v.array(Campaign) });
export type CampaignPage = v.InferOutput<typeof CampaignPage>;

/**
 * A visual IVR link a campaign can send (`GET /campaigns/webivr-links`): an entry point of the
 * company whose web channel opens a published web IVR, and the address of its hosted page.
 */
export const WebivrLink = v.object({
  entry_point: v.number(),
  name: v.string(),
  /** The web IVR's label. */
  webivr: v.string(),
  url: v.string(),
});
export type WebivrLink = v.InferOutput<typeof WebivrLink>;

/** `POST /campaigns/audience-report`: audiences to count, and the campaign whose filters apply. */
export const AudienceReportInput = v.object({
  contact_lists: v.pipe(
    v.array(RowId),
    v.minLength(1, 'required'),
    v.maxLength(CAMPAIGN_MAX_AUDIENCES, 'too_long'),
  ),
  campaign_id: v.optional(v.nullable(RowId), null),
});
/**
 * What a send would reach: contacts over the audiences, the distinct ones (one message per
 * contact, however many audiences hold it), and those the campaign's filters keep.
 */
export const AudienceReport = v.object({ contacts: v.number(), unique: v.number(), selected: v.number() });
export type AudienceReport = v.InferOutput<typeof AudienceReport>;

/** One recipient of a campaign and where its message stands. */
export const CampaignRecipient = v.object({
  external_id: v.string(),
  send: v.number(),
  status: v.picklist(RECIPIENT_STATUSES),
  attempts: v.number(),
  error_code: v.nullable(v.string()),
  updated_at: IsoDate,
});
export const CampaignRecipientQuery = v.object({
  status: v.optional(v.picklist(RECIPIENT_STATUSES, 'invalid')),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'invalid'), v.transform(Number)), '1'),
});
export const CampaignRecipientPage = v.object({ count: v.number(), results: v.array(CampaignRecipient) });
export type CampaignRecipientPage = v.InferOutput<typeof CampaignRecipientPage>;

/**
 * `GET /stats/campaigns[/interval|/export]`: the statistics intervals of spec 000 §9 (today,
 * yesterday, lastweek, thismonth, custom with `dt_gt`/`dt_lt`) in the company's time zone,
 * optionally one campaign. A recipient counts in the range its message was first sent in.
 */
export const CampaignStatsQuery = v.object({
  interval: v.picklist(STATS_INTERVALS, 'invalid'),
  dt_gt: v.optional(v.nullable(StatsDay)),
  dt_lt: v.optional(v.nullable(StatsDay)),
  campaign: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'invalid'), v.transform(Number))),
  /** With a key account's token: the granted company read (as every dashboard query). */
  company: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'invalid'), v.transform(Number))),
});
export type CampaignStatsQuery = v.InferOutput<typeof CampaignStatsQuery>;

/** What the campaign statistics count: messages sent, and where they stand now. */
export const CampaignCounts = v.object({
  sent: v.number(),
  delivered: v.number(),
  read: v.number(),
  failed: v.number(),
  replied: v.number(),
});
export type CampaignCounts = v.InferOutput<typeof CampaignCounts>;

export const CampaignStats = v.object({
  from: IsoDate,
  to: IsoDate,
  totals: CampaignCounts,
  campaigns: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      type: v.picklist(CAMPAIGN_TYPES),
      status: v.picklist(CAMPAIGN_STATUSES),
      ...CampaignCounts.entries,
    }),
  ),
});
export type CampaignStats = v.InferOutput<typeof CampaignStats>;

/** The same counts bucket by bucket (hours for a day, days otherwise); answers by the bucket they happened in. */
export const CampaignStatsInterval = v.object({
  bucket: v.picklist(['hour', 'day']),
  /** The company's time zone the buckets are cut in. */
  zone: v.string(),
  buckets: v.array(v.object({ start: IsoDate, ...CampaignCounts.entries })),
});
export type CampaignStatsInterval = v.InferOutput<typeof CampaignStatsInterval>;

/**
 * A campaign's variable file (`POST /campaigns/{id}/extradata`, spec 002 §3 "CSV variable import"),
 * and `POST /campaigns/{id}/extradata/report`: its columns, the rows kept, how many of them are
 * contacts of the campaign's audiences, and the first refused lines with why.
 */
export const CampaignExtraDataReport = v.object({
  columns: v.array(v.string()),
  rows: v.number(),
  matched: v.number(),
  unmatched: v.number(),
  rejected: v.number(),
  rejects: v.array(v.object({ line: v.number(), reason: v.string(), value: v.string() })),
});
export type CampaignExtraDataReport = v.InferOutput<typeof CampaignExtraDataReport>;
