import type { Resource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * What a screen shows while its resource is not there: loading, or the failure with Retry (the
 * provider being down reads "Plans and billing features are temporarily disabled"). Once loaded,
 * `children` draws it.
 */
export function ResourceState<T>({
  resource,
  children,
}: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}): ReactElement {
  const t = useT();
  if (resource.error)
    return (
      <div role="alert" className="notice error">
        <p>{errorMessage(resource.error)}</p>
        <button type="button" onClick={resource.reload}>
          {t('billing:retry')}
        </button>
      </div>
    );
  if (resource.data === null) return <p role="status">{t('billing:loading')}</p>;
  return <>{children(resource.data)}</>;
}
