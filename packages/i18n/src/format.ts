import { formatDate, formatDateTime, formatTime } from '@omnicanal/core';
import { $locale } from '@omnicanal/stores';

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** Dates and times in the current language's formats (spec 000 §1). */
export const fmtDate = (value: Date | string | number) => formatDate(asDate(value), $locale.get());
export const fmtTime = (value: Date | string | number) => formatTime(asDate(value), $locale.get());
export const fmtDateTime = (value: Date | string | number) => formatDateTime(asDate(value), $locale.get());
