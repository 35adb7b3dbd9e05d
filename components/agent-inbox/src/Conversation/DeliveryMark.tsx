import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { $deliveries } from '../model/deliveries.ts';

/**
 * Where a reply sent through a channel stands (queued, sent, delivered, read, failed with the
 * provider's code), small beside its time. Web chat replies get no delivery events and show nothing.
 */
export function DeliveryMark({ event }: { event: string }): ReactElement | null {
  const t = useT();
  const delivery = useStore($deliveries, { keys: [event] })[event];
  if (!delivery) return null;
  const words = t(`inbox:message.delivery.${delivery.status}`);
  return (
    <span className={`delivery ${delivery.status}`}>
      {delivery.status === 'failed' && delivery.errorCode
        ? t('inbox:message.delivery.failed_code', { code: delivery.errorCode })
        : words}
    </span>
  );
}
