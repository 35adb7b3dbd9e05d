import type { Resource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * What a web IVR screen shows while its data is not there: loading, a failure with Retry, or (a
 * 404) that the item no longer exists. Once loaded, `children` draws it.
 */
export function Loading<T>({
  resource,
  children,
}: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}): ReactElement {
  const t = useT();
  if (resource.error) {
    const status = (resource.error as { error?: { status?: number } }).error?.status;
    if (status === 404)
      return (
        <p role="alert" className="notice">
          {t('webivr-content:not_found')}
        </p>
      );
    return (
      <div role="alert" className="notice error">
        <p>{errorMessage(resource.error)}</p>
        <button type="button" onClick={resource.reload}>
          {t('webivr-content:retry')}
        </button>
      </div>
    );
  }
  if (resource.data === null)
    return (
      <p role="status" className="notice">
        {t('webivr-content:loading')}
      </p>
    );
  return <>{children(resource.data)}</>;
}
