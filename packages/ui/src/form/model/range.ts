import type { FieldDescriptor, FieldValue } from './types.ts';

/**
 * The multi-range slider (spec 000 §3): two thumbs on one scale, the value is `[low, high]` as
 * numbers written as text. Bounds come from `min` and `max` (0 to 100 when unset).
 */

export interface RangeScale {
  min: number;
  max: number;
  step: number;
}

const numberOr = (value: number | string | undefined, fallback: number): number => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) ? number : fallback;
};

export function rangeScale(field: FieldDescriptor): RangeScale {
  const min = numberOr(field.min, 0);
  const max = Math.max(min, numberOr(field.max, 100));
  const step = field.step !== undefined && field.step > 0 ? field.step : 1;
  return { min, max, step };
}

/** The whole scale when no value was given. */
export function initialRange(field: FieldDescriptor): [string, string] {
  const { min, max } = rangeScale(field);
  return [String(min), String(max)];
}

/** `[low, high]` of a value, clamped to the scale and ordered. */
export function readRange(value: FieldValue, scale: RangeScale): [number, number] {
  const [a, b] = Array.isArray(value) ? value : [];
  const low = Math.min(Math.max(numberOr(a, scale.min), scale.min), scale.max);
  const high = Math.min(Math.max(numberOr(b, scale.max), scale.min), scale.max);
  return low <= high ? [low, high] : [high, low];
}

/** Moves one thumb; it stops at the other one rather than crossing it. */
export function moveThumb(
  current: readonly [number, number],
  thumb: 0 | 1,
  to: number,
  scale: RangeScale,
): [string, string] {
  const [low, high] = current;
  const clamped = Math.min(Math.max(to, scale.min), scale.max);
  const next: [number, number] =
    thumb === 0 ? [Math.min(clamped, high), high] : [low, Math.max(clamped, low)];
  return [String(next[0]), String(next[1])];
}
