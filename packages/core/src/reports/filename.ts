import { wallClockOf } from '../campaigns/zone.ts';

/**
 * Spec 002 §5 "Other": a scheduled export's file name must contain "the date or datetime
 * variable" and a valid extension. Our reading: the two variables are `{{date}}` (the run's day,
 * `YYYY-MM-DD`) and `{{datetime}}` (its day and minute, `YYYY-MM-DD_HH-mm`), on the company's wall
 * clock; one of them at least, so each run writes a file of its own instead of overwriting the
 * last. The valid extensions are those of spec 002 §9's exports: `.csv` and `.xlsx`.
 */
export const EXPORT_FILENAME_VARIABLES = ['date', 'datetime'] as const;
export type ExportFilenameVariable = (typeof EXPORT_FILENAME_VARIABLES)[number];

/** The formats of spec 002 §9, named by the file's extension. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The longest file name (the generic 128-character bound of spec 002 §5). */
export const EXPORT_FILENAME_MAX_LENGTH = 128;

/** Why a file name is refused; each is a field error key (`settings-exports:errors.<key>`). */
export type ExportFilenameProblem =
  | 'required'
  | 'too_long'
  | 'filename_variable_missing'
  | 'filename_extension_invalid'
  | 'filename_invalid';

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * What is wrong with a file name, or null when it is good. Besides the spec's two rules, a name is
 * one file of the export's folder: no `/`, `\`, control character or unknown `{{variable}}`.
 */
export function exportFilenameProblem(name: string): ExportFilenameProblem | null {
  const text = name.trim();
  if (text === '') return 'required';
  if (text.length > EXPORT_FILENAME_MAX_LENGTH) return 'too_long';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[/\\\u0000-\u001f]/.test(text) || text === '.' || text === '..') return 'filename_invalid';
  const used = [...text.matchAll(VARIABLE)].map((m) => m[1] as string);
  if (used.some((v) => !(EXPORT_FILENAME_VARIABLES as readonly string[]).includes(v)))
    return 'filename_invalid';
  if (!used.some((v) => v === 'date' || v === 'datetime')) return 'filename_variable_missing';
  if (exportFormatOf(text) === null) return 'filename_extension_invalid';
  return null;
}

/** The format a file name asks for by its extension (case-insensitive), or null. */
export function exportFormatOf(name: string): ExportFormat | null {
  const m = /\.([a-z]+)$/i.exec(name.trim());
  const ext = m?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'xlsx' ? ext : null;
}

/**
 * The file name of a run at `at`, its variables read on the wall clock of `zone`:
 * `export-{{date}}.csv` at 2026-11-27 02:00 in Paris is `export-2026-11-27.csv`.
 */
export function renderExportFilename(name: string, at: Date, zone: string): string {
  const wall = wallClockOf(at, zone);
  const values: Record<string, string> = {
    date: wall.slice(0, 10),
    datetime: `${wall.slice(0, 10)}_${wall.slice(11, 13)}-${wall.slice(14, 16)}`,
  };
  return name.trim().replace(VARIABLE, (whole, key: string) => values[key] ?? whole);
}
