import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** `/webivr`: the company's web IVRs. */
export function Accounts(): ReactElement {
  const t = useT();
  return <Screen title={t('webivr-content:accounts.title')}>{null}</Screen>;
}
