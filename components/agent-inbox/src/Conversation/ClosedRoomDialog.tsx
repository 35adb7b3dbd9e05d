import type { Room } from '@omnicanal/api';
import { ModalDialog, useT } from '@omnicanal/ui';
import { dismissCloseFlow } from '../model/closeFlow.ts';
import { visitorName } from '../model/conversation.ts';

/** "Discussion fermée" (spec 000 §4): the user's own room closed and no contact reason applies. */
export function ClosedRoomDialog({ room }: { room: Room }) {
  const t = useT();
  const name = visitorName(room) ?? t('inbox:room.anonymous');
  return (
    <ModalDialog
      title={t('inbox-close:closed.title')}
      description={t('inbox-close:closed.body', { name })}
      onCancel={dismissCloseFlow}
      actions={
        <button type="button" className="primary" data-autofocus onClick={dismissCloseFlow}>
          {t('inbox-close:closed.ok')}
        </button>
      }
    />
  );
}
