export {
  EXPORT_FILENAME_MAX_LENGTH,
  EXPORT_FILENAME_VARIABLES,
  EXPORT_FORMATS,
  type ExportFilenameProblem,
  type ExportFilenameVariable,
  type ExportFormat,
  exportFilenameProblem,
  exportFormatOf,
  renderExportFilename,
} from './filename.ts';
export {
  EXPORT_KINDS,
  EXPORT_RUN_STATUSES,
  type ExportKind,
  type ExportRunStatus,
  isExportKind,
} from './kinds.ts';
export { periodRange } from './period.ts';
export {
  EXPORT_FREQUENCIES,
  EXPORT_INTERVAL_MAX,
  type ExportFrequency,
  type ExportRecurrence,
  parseRecurrence,
  RULE_WEEKDAYS,
  type RuleWeekday,
  recurrenceProblem,
  recurrenceRule,
  ruleDay,
} from './rule.ts';
