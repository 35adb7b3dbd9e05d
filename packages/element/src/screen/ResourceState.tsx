import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';
import type { Resource } from './useResource.ts';

/**
 * What a screen shows while its resource is not there: loading, the failure with Retry, or (a 404)
 * that the item no longer exists. Once loaded, `children` draws it. The sentences are the
 * element's own `<namespace>:loading`, `:retry` and `:not_found`.
 */
export function ResourceState<T>({
  resource,
  namespace,
  children,
}: {
  resource: Resource<T>;
  namespace: string;
  children: (data: T) => ReactNode;
}): ReactElement {
  const t = useT();
  if (resource.error) {
    const status = (resource.error as { error?: { status?: number } }).error?.status;
    if (status === 404)
      return (
        <p role="alert" className="notice">
          {t(`${namespace}:not_found`)}
        </p>
      );
    return (
      <div role="alert" className="notice error">
        <p>{errorMessage(resource.error)}</p>
        <button type="button" onClick={resource.reload}>
          {t(`${namespace}:retry`)}
        </button>
      </div>
    );
  }
  if (resource.data === null) return <p role="status">{t(`${namespace}:loading`)}</p>;
  return <>{children(resource.data)}</>;
}
