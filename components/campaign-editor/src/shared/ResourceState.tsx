import type { Resource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * What a screen shows while its resource is not there: loading, the failure with Retry, or (a 404)
 * that the audience no longer exists. Once loaded, `children` draws it.
 */
export function ResourceState<T>({
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
          {t('campaigns:not_found')}
        </p>
      );
    return (
      <div role="alert" className="notice error">
        <p>{errorMessage(resource.error)}</p>
        <button type="button" onClick={resource.reload}>
          {t('campaigns:retry')}
        </button>
      </div>
    );
  }
  if (resource.data === null) return <p role="status">{t('campaigns:loading')}</p>;
  return <>{children(resource.data)}</>;
}
