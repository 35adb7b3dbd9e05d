import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** The success feedback of a save, read out by screen readers; empty until something is saved. */
export function SavedNote({ shown }: { shown: boolean }): ReactElement {
  const t = useT();
  return (
    <p role="status" className="settings-saved">
      {shown ? t('settings:saved') : ''}
    </p>
  );
}
