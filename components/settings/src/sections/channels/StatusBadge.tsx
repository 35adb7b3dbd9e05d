import type { ChannelStatus } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { statusBadge } from './model/status.ts';

/** A channel's status as words in a badge (never colour alone), with the provider's code on an auth error. */
export function StatusBadge({
  status,
  detail,
}: {
  status: ChannelStatus;
  detail: string | null;
}): ReactElement {
  const t = useT();
  const { key, tone } = statusBadge(status);
  return (
    <span className={`channel-status tone-${tone}`}>
      {t(key)}
      {status === 'auth_error' && detail ? ` (${detail})` : ''}
    </span>
  );
}
