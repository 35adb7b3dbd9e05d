import { useStore } from '@nanostores/react';
import type { HeaderStats } from '@omnicanal/api';
import { STATS_REFRESH_MS } from '@omnicanal/core';
import { errorMessage } from '@omnicanal/i18n';
import { useEffect, useState } from 'react';
import { $connection, command } from '../model/connection.ts';

export type HeaderStatsState =
  | { status: 'loading'; stats: HeaderStats | null }
  | { status: 'ready'; stats: HeaderStats }
  | { status: 'error'; stats: HeaderStats | null; message: string };

/**
 * The header strip's figures: asked once the socket is open (again after each reconnection) and
 * every 5 minutes after that (spec 000 §9). A failed refresh keeps the last figures shown.
 */
export function useHeaderStats(): HeaderStatsState {
  const connection = useStore($connection);
  const open = connection === 'open';
  const [state, setState] = useState<HeaderStatsState>({ status: 'loading', stats: null });

  useEffect(() => {
    if (!open) return;
    let live = true;
    const load = () =>
      command('get_header_stats', {}).then(
        (stats) => {
          if (live) setState({ status: 'ready', stats });
        },
        (error: unknown) => {
          if (live) setState((s) => ({ status: 'error', stats: s.stats, message: errorMessage(error) }));
        },
      );
    load();
    const timer = setInterval(load, STATS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [open]);

  return state;
}
