import type { DeliveryChange } from '@omnicanal/api';
import { map } from 'nanostores';

/** Where a reply sent through a channel stands with its provider, by the message's `event` id. */
export interface Delivery {
  status: DeliveryChange['status'];
  /** The provider's code when it failed (spec: a delivery failure shows its provider code). */
  errorCode: string | null;
}

/** Order of the statuses: a late `sent` never hides a `delivered` already shown. */
const RANK: Readonly<Record<Delivery['status'], number>> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  read: 3,
};

/** Delivery of channel replies, keyed by message `event` id; filled by the socket's `delivery` events. */
export const $deliveries = map<Record<string, Delivery>>({});

/** The next delivery of a message: a status never goes back (events may arrive out of order). */
export function nextDelivery(current: Delivery | undefined, change: DeliveryChange): Delivery {
  if (current && RANK[current.status] > RANK[change.status]) return current;
  return { status: change.status, errorCode: change.error_code };
}

/** The server's `delivery` event. */
export function deliveryReceived(change: DeliveryChange): void {
  $deliveries.setKey(change.message, nextDelivery($deliveries.get()[change.message], change));
}

export function resetDeliveries(): void {
  $deliveries.set({});
}
