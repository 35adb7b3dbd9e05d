import { useEffect } from 'react';

/** How often a screen reads again while a run is under way. */
export const RUN_POLL_MS = 3_000;

/**
 * While a run is under way, reads the screen again every few seconds, so its end (and its file or
 * failure) shows without reloading the page; nothing is read once no run is running.
 */
export function useRunPolling(running: boolean, reload: () => void): void {
  // Each answer renders again and plans the next read while a run is still running.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, RUN_POLL_MS);
    return () => clearTimeout(timer);
  });
}
