import type { Flash } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/**
 * What a settings list says above its table: the last success, politely (the region stays in the
 * page so each new one is read), and a failed action, at once.
 */
export function ListNotices({ flash, failure }: { flash?: Flash | null; failure: unknown }): ReactElement {
  const t = useT();
  return (
    <>
      {flash !== undefined ? (
        <p role="status" className="settings-saved">
          {flash ? t(flash.key, flash.values) : ''}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="list-error">
          {errorMessage(failure)}
        </p>
      ) : null}
    </>
  );
}
