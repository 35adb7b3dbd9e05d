import { type Resource, ResourceState as State } from '@omnicanal/element';
import type { ReactElement, ReactNode } from 'react';

/** The kit’s loading, failure and not-found states in the entry points’ words. */
export function ResourceState<T>(props: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}): ReactElement {
  return <State namespace="entry-points" {...props} />;
}
