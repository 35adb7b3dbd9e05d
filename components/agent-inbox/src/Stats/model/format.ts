import type { Locale } from '@omnicanal/core';

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
