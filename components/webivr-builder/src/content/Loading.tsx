import { type Resource, ResourceState as State } from '@omnicanal/element';
import type { ReactElement, ReactNode } from 'react';

/** The kit’s loading, failure and not-found states in the web IVR’s words. */
export function Loading<T>(props: { resource: Resource<T>; children: (data: T) => ReactNode }): ReactElement {
  return <State namespace="webivr-content" {...props} />;
}
