import type { AgentStatus as Status } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { statusLook } from './model/status.ts';

/** An agent's status in words, after a marker whose shape and colour tell it at a glance. */
export function AgentStatus({ status, invited }: { status: Status; invited: boolean }): ReactElement {
  const t = useT();
  const look = statusLook(status);
  return (
    <span className="agent-status">
      <span aria-hidden="true" style={{ color: look.color, marginInlineEnd: '0.35em' }}>
        {look.mark}
      </span>
      {t(look.key)}
      {invited ? (
        <>
          <br />
          <small>{t('settings-agents:invitation_pending')}</small>
        </>
      ) : null}
    </span>
  );
}
