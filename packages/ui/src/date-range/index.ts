import css from './date-range.css?inline';

/** Styles of the date range picker; adopt them in the element that shows one. */
export const DATE_RANGE_CSS: string = css;
export { DateRangePicker, type DateRangePickerProps, rangeLabel } from './DateRangePicker.tsx';
export {
  addDays,
  type DayRange,
  endBounds,
  localToday,
  presetRange,
  RANGE_MAX_DAYS,
  RANGE_PRESETS,
  type RangePreset,
  rangeDays,
  rangeProblem,
} from './model.ts';
