import { errorMessage } from '@omnicanal/i18n';
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  /** The translated reason of the last failure, shown in place of the figures. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads what a screen shows whenever `key` changes (the query, serialised): the last answer stays
 * on screen while the next loads, and an answer that arrives after a newer request is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `load` reads
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(errorMessage(err));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}
