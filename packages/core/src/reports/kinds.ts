/**
 * What a scheduled export can hold (issue 20 point 4): each kind is one of the statistics exports
 * of spec 002 §7, produced by the same rows as its download.
 *
 * - `discussions`: one line per conversation (`/stats/export-discussions`);
 * - `agents`: the agents' activity (`/stats/dashboard2export`);
 * - `bot`: the bot conversations, bucket by bucket (`/stats/statistics2export`);
 * - `webivr_sessions`: one line per visitor session of the web IVR (`/webivr/export`).
 */
export const EXPORT_KINDS = ['discussions', 'agents', 'bot', 'webivr_sessions'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const isExportKind = (value: unknown): value is ExportKind =>
  typeof value === 'string' && (EXPORT_KINDS as readonly string[]).includes(value);

/** Status of a run of a scheduled export. */
export const EXPORT_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ExportRunStatus = (typeof EXPORT_RUN_STATUSES)[number];
