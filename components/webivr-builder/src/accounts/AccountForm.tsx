import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** `/webivr/add` and `/webivr/{id}`: a web IVR's name, skill, language and theme (admins). */
export function AccountForm({ accountId }: { accountId: number | null }): ReactElement {
  const t = useT();
  return (
    <Screen title={t(accountId === null ? 'webivr-content:account.add' : 'webivr-content:account.edit')}>
      {null}
    </Screen>
  );
}
