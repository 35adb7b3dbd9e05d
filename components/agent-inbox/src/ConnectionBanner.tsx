import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { $connection } from './model/connection.ts';

/** Says so while the realtime link is down; it comes back by itself (spec 000 §4). */
export function ConnectionBanner() {
  const status = useStore($connection);
  const t = useT();
  const offline = status === 'closed';
  // The live region stays in the page so that screen readers announce the change of text.
  return (
    <p role="status" className={offline ? 'banner offline' : 'banner'}>
      {offline ? t('common:connection.closed') : ''}
    </p>
  );
}
