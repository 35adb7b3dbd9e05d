import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** What the builder shows: an account's version, one of its trees, one node selected. */
export interface BuilderProps {
  account: number;
  version: number;
  tree?: string;
  node?: string;
}

/** The canvas of a version's trees, its panels and toolbar. */
export function Builder(_props: BuilderProps): ReactElement {
  const t = useT();
  return <Screen title={t('webivr-builder:builder.title')}>{null}</Screen>;
}
