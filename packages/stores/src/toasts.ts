import { TOAST_MS } from '@omnicanal/core';
import { atom } from 'nanostores';
import { shared } from './shared.ts';

export interface Toast {
  /** Translation key, or already translated text when `raw` is set. */
  message: string;
  values?: Record<string, string | number>;
  tone: 'info' | 'success' | 'error';
}

/** One toast at a time; a new message restarts the 5 s timer (spec 000 §4). */
export const $toast = shared('toast', () => atom<Toast | null>(null));

let timer: ReturnType<typeof setTimeout> | null = null;

export function showToast(toast: Toast): void {
  if (timer) clearTimeout(timer);
  $toast.set(toast);
  timer = setTimeout(() => {
    timer = null;
    $toast.set(null);
  }, TOAST_MS);
}

export function hideToast(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  $toast.set(null);
}
