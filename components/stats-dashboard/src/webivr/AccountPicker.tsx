import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { $webivrAccount } from '../model/filters.ts';

/**
 * Which web IVR the screen reads: the company's, as the last answer listed them. `all` offers
 * "all web IVRs" (the tree shows one menu, so it has no such choice: none picked is the first).
 */
export function AccountPicker({
  accounts,
  all = true,
}: {
  accounts: readonly { id: number; label: string }[] | undefined;
  all?: boolean;
}): ReactElement {
  const t = useT();
  const account = useStore($webivrAccount);
  return (
    <label className="stats-account">
      <span>{t('stats-dashboard:webivr.account')}</span>
      <select
        value={account ?? ''}
        disabled={!accounts}
        onChange={(e) => $webivrAccount.set(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        {all || !accounts?.length ? (
          <option value="">{t('stats-dashboard:webivr.all_accounts')}</option>
        ) : null}
        {accounts?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}
