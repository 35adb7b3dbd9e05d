import { useCallback, useEffect, useRef, useState } from 'react';

/** One resource a settings screen reads: its value once loaded, the failure, and Retry. */
export interface Resource<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads `load` when mounted and again on `reload`; a newer read cancels the one in flight so a slow
 * answer never replaces a newer one. `key` names what is read: a new key reads again.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `generation` ask for a new read.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, error, loading, reload };
}
