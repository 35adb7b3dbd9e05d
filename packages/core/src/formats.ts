/** Interface languages (spec 000 §1): French by default, English as fallback. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** spec 000 §1: English MM/DD/YYYY, French DD/MM/YYYY. */
export function formatDate(date: Date, locale: Locale): string {
  const d = pad(date.getDate());
  const m = pad(date.getMonth() + 1);
  const y = date.getFullYear();
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** spec 000 §1: English 12-hour clock, French 24-hour clock. */
export function formatTime(date: Date, locale: Locale): string {
  const h = date.getHours();
  const min = pad(date.getMinutes());
  if (locale === 'fr') return `${pad(h)}:${min}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${min} ${h < 12 ? 'AM' : 'PM'}`;
}

export function formatDateTime(date: Date, locale: Locale): string {
  return `${formatDate(date, locale)} ${formatTime(date, locale)}`;
}

/** Time strings are HH:mm (spec 000 §5). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function parseHHmm(value: string): number | null {
  if (!HHMM.test(value)) return null;
  const [h, m] = value.split(':').map(Number);
  return ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
}

/** Elapsed time as H:MM:SS or M:SS, for room timers. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * A duration in seconds as people read it: `45 s`, `2 min 05 s`, `1 h 05 min`; the units read the
 * same in French and English. Null (nothing measured) reads as an em dash.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(min)} min`;
  if (min > 0) return `${min} min ${pad(s)} s`;
  return `${s} s`;
}

/** A score out of `outOf` with one decimal in the language's style (`4,2 / 5`), or an em dash. */
export function formatScore(value: number | null, outOf: number, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} / ${outOf}`;
}

/** A percentage with 2 decimals (spec 000 §9), in the language's style (`66,67 %`, `66.67%`). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
}
