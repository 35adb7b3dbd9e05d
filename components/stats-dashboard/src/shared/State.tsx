import { useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';
import type { Loaded } from './useLoad.ts';

/**
 * What a panel shows around its figures: a loading line the first time, the error with a retry,
 * the `empty` sentence when there is nothing to count, else the figures (kept while the next
 * answer loads, marked busy).
 */
export function LoadState<T>({
  loaded,
  isEmpty,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}): ReactElement {
  const t = useT();
  const { data, error, loading, reload } = loaded;
  if (error)
    return (
      <div className="stats-state" role="alert">
        <p>{error}</p>
        <button type="button" onClick={reload}>
          {t('stats-dashboard:retry')}
        </button>
      </div>
    );
  if (data === null)
    return (
      <p className="stats-state" role="status">
        {t('stats-dashboard:loading')}
      </p>
    );
  if (isEmpty?.(data))
    return (
      <p className="stats-state stats-empty" role="status">
        {empty ?? t('stats-dashboard:empty')}
      </p>
    );
  return <div aria-busy={loading}>{children(data)}</div>;
}
